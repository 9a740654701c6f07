import Foundation
import Testing
@testable import ErrorgenCore

/// `Examples/Catalogs/` in Kotlin: one kotlinc call builds every catalog's generated file and a program
/// that makes each table row's inbound call (`<Name>.from(...)`) and prints the case, the error code and
/// the details map; each must give what the shared table says, as the Swift answers do in `CatalogTests`.
@Suite struct CatalogKotlinTests {
    @Test func everyCatalogAgreesWithItsTableInKotlin() throws {
        try #require(KotlinRunner.isAvailable, "kotlinc and java are needed on PATH")
        let scratch = ScratchFolder()
        var calls: [String] = []
        var answerFunctions: [String] = []
        var rows: [String: CatalogTable.Row] = [:]
        var files: [String] = []
        for name in CatalogTests.names {
            let path = CatalogTests.folder + "/\(name).yaml"
            let spec = try #require(SpecPipeline.compile(bytes: try readBytes(path), path: "Examples/Catalogs/\(name).yaml").spec)
            scratch.write("gen/\(name).kt", try #require(KotlinEmitter.emit(spec).first).contents)
            files.append("gen/\(name).kt")
            for row in try CatalogTable(path: CatalogTests.folder + "/\(name).table.json").rows {
                let id = "\(name) \(row.label)"
                rows[id] = row
                calls.append("    check(\(KotlinLanguage.stringLiteral(id)), answer(\(try Self.call(spec, row))))")
            }
            answerFunctions.append(Self.answerFunction(spec))
        }
        scratch.write("CatalogCheck.kt", (["fun main() {"] + calls + ["}", ""] + answerFunctions + [KotlinRunner.jsonPrinter])
                                            .joined(separator: "\n"))
        let compiled = try KotlinRunner.compile(files + ["CatalogCheck.kt"], jar: "check.jar", in: scratch.path)
        #expect(KotlinRunner.diagnostics(compiled, about: "gen/").isEmpty,
                "generated Kotlin has diagnostics:\n\(compiled.diagnostics.joined(separator: "\n"))")
        try #require(compiled.ok, "kotlinc failed:\n\(compiled.log)")
        let run = try KotlinRunner.run(jar: "check.jar", in: scratch.path)
        try #require(run.ok, "the catalog program failed: \(run.errors)")
        var answered = 0
        for line in run.output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let id = try #require(object["id"] as? String)
            let value = try #require(object["value"] as? [String: Any])
            let row = try #require(rows[id], "an answer for no row: \(id)")
            let details = value.filter { $0.key != "case" && $0.key != "errorCode" }
            let swiftStyle = ["case": value["case"] ?? NSNull(), "errorCode": value["errorCode"] ?? NSNull(), "details": details]
            let data = try JSONSerialization.data(withJSONObject: swiftStyle)
            for problem in try row.problems(swiftLine: String(decoding: data, as: UTF8.self)) {
                Issue.record("Kotlin \(id): \(problem)")
            }
            answered += 1
        }
        #expect(answered == rows.count, "\(run.output)")
    }

    /// `TwilioError.from(code = 21211L, status = 400L, message = "...", moreInfo = null)`: the row's
    /// initializer (`init`, else the first) with its parameters in order.
    static func call(_ spec: Spec, _ row: CatalogTable.Row) throws -> String {
        let arguments = try row.inbound(in: spec).parameters.map { parameter -> String in
            let name = parameter.field.name.value
            return KotlinLanguage.identifier(name) + " = " + (try literal(row.arguments[name], parameter.field.type, spec))
        }
        return spec.name.value + ".from(" + arguments.joined(separator: ", ") + ")"
    }

    /// `fun answer(e: TwilioError): Map<String, Any?>`: the case name and error code, then the details.
    static func answerFunction(_ spec: Spec) -> String {
        var caseName = "e.caseName"
        if case .structure(_, let property) = spec.shape { caseName = "e.\(KotlinLanguage.identifier(property.value)).caseName" }
        return "fun answer(e: \(spec.name.value)): Map<String, Any?> =\n"
            + "    linkedMapOf<String, Any?>(\"case\" to \(caseName), \"errorCode\" to e.errorCode) + e.errorDetails.toMap()\n"
    }

    private static func literal(_ value: Any?, _ type: ValueType, _ spec: Spec) throws -> String {
        guard let value, !(value is NSNull) else {
            try #require(type.isOptional, "a null for a non-optional \(type) parameter")
            return "null"
        }
        if type.container == .list {
            let items = try #require(value as? [Any], "a list for a \(type) parameter")
            return "listOf(" + (try items.map { try literal($0, type.element, spec) }).joined(separator: ", ") + ")"
        }
        if type.container == .map {
            let entries = try #require(value as? [String: Any], "an object for a \(type) parameter")
            return "mapOf(" + (try entries.keys.sorted().map { key in
                KotlinLanguage.stringLiteral(key) + " to " + (try literal(entries[key], type.element, spec))
            }).joined(separator: ", ") + ")"
        }
        if let enumName = type.enumName {
            // A declared enum from its wire spelling.
            let wire = KotlinLanguage.stringLiteral(try #require(value as? String))
            return spec.name.value + "." + KotlinLanguage.identifier(enumName.value) + ".of(" + wire + ")"
        }
        switch type.base {
        case .string: return KotlinLanguage.stringLiteral(try #require(value as? String))
        case .int: return String(try #require(value as? Int)) + "L"
        case .double: return "\(try #require(value as? Double))"
        case .bool: return (try #require(value as? Bool)) ? "true" : "false"
        }
    }
}
