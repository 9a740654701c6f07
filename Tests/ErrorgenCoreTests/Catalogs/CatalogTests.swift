import Foundation
import Testing
@testable import ErrorgenCore

/// `Examples/Catalogs/`: specs of real public error catalogs. Each `<Name>.yaml` has a shared table
/// `<Name>.table.json` of inbound calls and what they give; the generated Swift runs every call and
/// prints the case, the NSError code and the details, which must match the table; node's
/// `errorDetails` must then give the same details from what React Native hands it, and tsc must accept
/// the `.d.ts` (all catalogs in one run). `CatalogKotlinTests` makes the same calls with Kotlin's `from(...)`, all catalogs in one kotlinc run.
/// A row's `init` (`"grpcStatus:message:"`) picks the initializer by its labels; without it, the first.
@Suite(.serialized) struct CatalogTests {
    static let folder = repositoryRoot + "/Examples/Catalogs"
    static let names = ["GRPCStatus", "URLError", "S3Error", "ProblemDetails", "PostgresError", "GoogleAPIError", "POSIXError", "TwilioError", "StripeError", "KubernetesStatus", "SQLiteError", "GitHubAPIError"]

    @Test func everyCatalogIsListed() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".yaml") }
        #expect(specs.sorted() == Self.names.map { $0 + ".yaml" }.sorted())
    }

    @Test(arguments: names)
    func catalogAgreesWithItsTable(name: String) throws {
        let specPath = Self.folder + "/\(name).yaml"
        let compiled = SpecPipeline.compile(bytes: try readBytes(specPath), path: "Examples/Catalogs/\(name).yaml")
        let spec = try #require(compiled.spec, "\(compiled.diagnostics.map(\.description).joined(separator: "\n"))")
        let table = try CatalogTable(path: Self.folder + "/\(name).table.json")
        let scratch = ScratchFolder()
        for file in SpecPipeline.emit(spec) { scratch.write("gen/" + file.path, file.contents) }

        let swiftFile = "gen/Swift/\(name).swift"
        scratch.write("main.swift", try CatalogDriver.source(spec, table))
        let build = try ExternalTool.run("swiftc", ["-swift-version", "6", "-Onone", "-wmo", "-o", "run", swiftFile, "main.swift"],
                                         in: scratch.path)
        try #require(build.ok, "\(build.errors)")
        // No warning in the generated file (the driver's own do not count).
        let warnings = (build.output + build.errors).split(separator: "\n").filter { $0.hasPrefix("gen/") && $0.contains(": warning:") }
        #expect(warnings.isEmpty, "\(build.errors)")
        let run = try ExternalTool.run(scratch.url("run"), [], in: scratch.path)
        try #require(run.ok, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        try #require(lines.count == table.rows.count, "\(run.output)")
        for (row, line) in zip(table.rows, lines) {
            for problem in try row.problems(swiftLine: line) { Issue.record("\(name) \(row.label): \(problem)") }
        }

        scratch.write("gen/JS/package.json", #"{"type": "module"}"#)
        scratch.write("answers.json", "[" + lines.joined(separator: ",\n") + "]")
        scratch.write("check.mjs", CatalogDriver.nodeCheck(module: "./gen/JS/\(name).js", typeName: spec.name.value, isStruct: spec.isStruct))
        let node = try ExternalTool.run("node", ["check.mjs"], in: scratch.path)
        #expect(node.ok && node.output == "ok\n", "\(node.output)\(node.errors)")
    }

    /// tsc accepts every catalog's `.d.ts`, all in one run (tsc's start-up is most of a run).
    @Test func everyDeclarationFileTypeChecks() throws {
        let scratch = ScratchFolder()
        var files: [String] = []
        for name in Self.names {
            let specPath = Self.folder + "/\(name).yaml"
            let compiled = SpecPipeline.compile(bytes: try readBytes(specPath), path: "Examples/Catalogs/\(name).yaml")
            let spec = try #require(compiled.spec, "\(compiled.diagnostics.map(\.description).joined(separator: "\n"))")
            for file in SpecPipeline.emit(spec) where file.path.hasSuffix(".d.ts") {
                scratch.write("gen/" + file.path, file.contents)
                files.append("gen/" + file.path)
            }
        }
        #expect(files.count == Self.names.count)
        let tsc = try ExternalTool.run("tsc", ["--noEmit", "--strict"] + files, in: scratch.path)
        #expect(tsc.ok, "\(tsc.output)")
    }
}

/// One catalog's shared table: inbound calls with the case, NSError code and details fields they give.
struct CatalogTable {
    struct Row {
        var label: String
        /// The labels of the initializer the row calls (`grpcStatus:message:`), or nil for the spec's first.
        var initializer: String?
        var arguments: [String: Any]
        var expected: [String: Any]

        /// The spec's initializer this row calls.
        func inbound(in spec: Spec) throws -> Inbound {
            let inbound = spec.inbounds.first { initializer == nil || $0.labels.map { $0 + ":" }.joined() == initializer }
            return try #require(inbound, "\(label): the spec has no initializer init(\(initializer ?? ""))")
        }

        /// Differences between the Swift answer (a JSON line) and the row.
        func problems(swiftLine: String) throws -> [String] {
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(swiftLine.utf8)) as? [String: Any])
            let details = answer["details"] as? [String: Any] ?? [:]
            var problems: [String] = []
            for (key, value) in expected {
                let got = key == "case" || key == "errorCode" ? answer[key] : details[key]
                if CatalogTable.json(got) != CatalogTable.json(value) {
                    problems.append("'\(key)' is \(CatalogTable.json(got)), the table says \(CatalogTable.json(value))")
                }
            }
            return problems
        }
    }

    var rows: [Row]

    init(path: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let items = try #require(object as? [[String: Any]], "\(path) must be a JSON array of rows")
        rows = try items.enumerated().map { index, item in
            let arguments = try #require(item["call"] as? [String: Any], "row \(index + 1) needs 'call'")
            let expected = try #require(item["gives"] as? [String: Any], "row \(index + 1) needs 'gives'")
            return Row(label: "row \(index + 1) \(CatalogTable.json(arguments))", initializer: item["init"] as? String,
                       arguments: arguments, expected: expected)
        }
    }

    static func json(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
}

/// The Swift program that makes every call of a table, and the node check of its answers.
enum CatalogDriver {
    static func source(_ spec: Spec, _ table: CatalogTable) throws -> String {
        try #require(spec.inbound != nil, "a catalog spec needs 'inbound'")
        let typeName = spec.name.value
        var out = """
        import Foundation
        struct Answer<Details: Encodable>: Encodable {
            let `case`: String
            let errorCode: Int
            let description: String
            let rejection: String
            let details: Details
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func answer(_ e: \(typeName)) {
            let caseName = \(spec.isStruct ? "String(describing: e.\(categoryProperty(spec)))" : "e.caseName")
            let data = try! encoder.encode(Answer(case: caseName, errorCode: e.errorCode, description: String(describing: e), rejection: e.reactNativeRejection.message, details: e.errorDetails))
            print(String(decoding: data, as: UTF8.self))
        }

        """
        for row in table.rows {
            let arguments = try row.inbound(in: spec).parameters.map { parameter -> String in
                let label = SwiftLanguage.argumentLabel(parameter.field.name.value)
                return label + ": " + (try literal(row.arguments[parameter.field.name.value], parameter.field.type))
            }
            out += "answer(\(typeName)(\(arguments.joined(separator: ", "))))\n"
        }
        return out
    }

    private static func categoryProperty(_ spec: Spec) -> String {
        guard case .structure(_, let property) = spec.shape else { return "" }
        return SwiftLanguage.memberAccess(property.value)
    }

    private static func literal(_ value: Any?, _ type: ValueType) throws -> String {
        guard let value, !(value is NSNull) else {
            try #require(type.isOptional, "a null for a non-optional \(type) parameter")
            return "nil"
        }
        if type.container == .list {
            let items = try #require(value as? [Any], "a list for a \(type) parameter")
            return "[" + (try items.map { try literal($0, type.element) }).joined(separator: ", ") + "]"
        }
        if type.container == .map {
            let entries = try #require(value as? [String: Any], "an object for a \(type) parameter")
            guard !entries.isEmpty else { return "[:]" }
            return "[" + (try entries.keys.sorted().map { key in
                SwiftLanguage.stringLiteral(key) + ": " + (try literal(entries[key], type.element))
            }).joined(separator: ", ") + "]"
        }
        if type.enumName != nil {
            // A declared enum from its wire spelling (ExpressibleByStringLiteral).
            return SwiftLanguage.stringLiteral(try #require(value as? String))
        }
        switch type.base {
        case .string: return SwiftLanguage.stringLiteral(try #require(value as? String))
        case .int: return String(try #require(value as? Int))
        case .double: return "\(try #require(value as? Double))"
        case .bool: return (try #require(value as? Bool)) ? "true" : "false"
        }
    }

    /// Prints `ok`, or each disagreement between node's `errorDetails` and Swift's details. In the struct shape a
    /// rejection without `userInfo` whose message is the error as Swift prints it (no message field, or a nil one)
    /// must give the same details too: the stored fields are read back out of the message.
    static func nodeCheck(module: String, typeName: String, isStruct: Bool) -> String {
        let input = isStruct ? "{ code: a.case, userInfo: a.details }" : "Object.assign(new Error(a.description), { code: a.case })"
        return """
        import { readFileSync } from "node:fs";
        import { errorDetails } from "\(module)";
        const sorted = (o) => JSON.stringify(o, Object.keys(o ?? {}).sort());
        const failures = [];
        for (const a of JSON.parse(readFileSync("answers.json", "utf8"))) {
            const got = errorDetails(\(input));
            if (sorted(got) !== sorted(a.details)) failures.push(`${a.description}: JS ${sorted(got)}, Swift ${sorted(a.details)}`);
            if (\(isStruct) && a.rejection.startsWith("\(typeName)(")) {
                const read = errorDetails(Object.assign(new Error(a.rejection), { code: a.case }));
                if (sorted(read) !== sorted(a.details)) failures.push(`${a.rejection} (message only): JS ${sorted(read)}, Swift ${sorted(a.details)}`);
            }
        }
        console.log(failures.length === 0 ? "ok" : failures.join("\\n"));
        """
    }
}
