import Foundation
import Testing
@testable import ErrorgenCore

/// The example specs' shared tables (`Tests/Fixtures/*.table.json`, which the Swift and node tests also read)
/// run in Kotlin: one kotlinc call builds the generated files of both specs, Examples/UploadKit's spec (in a
/// package, compiled only) and a program that prints every row's answer; each must equal the table's. Each details
/// row also checks `errorUserInfo`, what an Android module rejects with.
@Suite struct KotlinTableTests {
    @Test func bothExampleTablesAgreeRowByRow() throws {
        try #require(KotlinRunner.isAvailable, "kotlinc and java are needed on PATH")
        let scratch = ScratchFolder()
        var expected: [String: JSONFixtureValue] = [:]
        var program = ["fun main() {"]
        for name in ["PoolError", "JanuaryError"] {
            let spec = try #require(SpecPipeline.compile(bytes: try readBytes(specsFolder + "/\(name).yaml"),
                                                         path: "Specs/\(name).yaml").spec)
            scratch.write("gen/\(name).kt", try #require(KotlinEmitter.emit(spec).first).contents)
            let table = try JSONDecoder().decode(JSONFixtureValue.self,
                                                 from: Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Tests/Fixtures/\(name).table.json")))
            let rows = name == "PoolError" ? KotlinTableRows.pool(table, EmitPlan(spec)) : KotlinTableRows.january(table, EmitPlan(spec))
            for row in rows {
                program.append("    check(\(KotlinLanguage.stringLiteral(row.id)), \(row.expression))")
                expected[row.id] = row.expected
            }
        }
        let upload = try #require(SpecPipeline.compile(bytes: try readBytes(repositoryRoot + "/Examples/UploadKit/Specs/UploadError.yaml"),
                                                       path: "Specs/UploadError.yaml",
                                                       kotlin: KotlinRunOptions(package: "com.example.uploadkit")).spec)
        let uploadSource = try #require(KotlinEmitter.emit(upload).first).contents
        #expect(uploadSource.contains("\npackage com.example.uploadkit\n"))
        scratch.write("gen/UploadError.kt", uploadSource)
        scratch.write("TableCheck.kt", (program + ["}", "", KotlinRunner.jsonPrinter]).joined(separator: "\n"))

        let compiled = try KotlinRunner.compile(["gen/PoolError.kt", "gen/JanuaryError.kt", "gen/UploadError.kt", "TableCheck.kt"],
                                                jar: "check.jar", in: scratch.path)
        #expect(KotlinRunner.diagnostics(compiled, about: "gen/").isEmpty,
                "generated Kotlin has diagnostics:\n\(compiled.diagnostics.joined(separator: "\n"))")
        try #require(compiled.ok, "kotlinc failed:\n\(compiled.diagnostics.joined(separator: "\n"))")
        let run = try KotlinRunner.run(jar: "check.jar", in: scratch.path)
        try #require(run.ok, "the table program failed: \(run.errors)")
        let answers = try KotlinRunner.answers(run.output)
        #expect(expected.count > 100)
        for (id, value) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(answers[id] == value, "\(id): Kotlin gives \(answers[id]?.description ?? "nothing"), the table says \(value)")
        }
    }
}

/// Each table row as a Kotlin expression whose value (printed as JSON) must equal the row's.
enum KotlinTableRows {
    struct Row {
        var id: String
        var expression: String
        var expected: JSONFixtureValue
    }

    /// `PoolError.rateLimited(retryAfter = 60L)`, from a case name and its payload by label.
    static func poolCase(_ name: String, _ payload: [String: JSONFixtureValue], _ plan: EmitPlan) -> String {
        guard let index = plan.caseIndex(named: name) else { return "null /* unknown case \(name) */" }
        let c = plan.cases[index]
        guard !c.payload.isEmpty else { return "PoolError.\(name)" }
        let arguments = c.payload.map { "\($0.name.value) = \((payload[$0.name.value] ?? .null).kotlin(as: $0.type))" }
        return "PoolError.\(name)(" + arguments.joined(separator: ", ") + ")"
    }

    static func pool(_ table: JSONFixtureValue, _ plan: EmitPlan) -> [Row] {
        var rows: [Row] = []
        for (i, row) in table["details"]!.array.enumerated() {
            let value = poolCase(row["case"]!.string!, row["payload"]!.object, plan)
            rows.append(Row(id: "pool.details.\(i)", expression: "\(value).errorDetails.toMap()", expected: row["details"]!))
            rows.append(Row(id: "pool.details.\(i).toString", expression: "\(value).toString()",
                            expected: row["details"]!["message"]!))
            // What an Android module rejects with: every bridge field, a nil one as null, and the domain, as Swift's
            // `reactNativeUserInfo` (ReactNativeRejectionTests checks the same rows).
            var userInfo = row["details"]!.object
            userInfo["@errorDomain"] = .string(plan.errorDomain)
            rows.append(Row(id: "pool.details.\(i).errorUserInfo", expression: "\(value).errorUserInfo", expected: .object(userInfo)))
        }
        for (i, row) in table["service"]!.array.enumerated() {
            rows.append(Row(id: "pool.service.\(i)", expression: "PoolError.service(status = \(row["status"]!.kotlin(as: ValueType(.int)))).retryable",
                            expected: row["retryable"]!))
        }
        let parameters = plan.inbound?.parameters.map(\.field) ?? []
        for (i, row) in table["inbound"]!.array.enumerated() {
            let arguments = parameters.map { "\($0.name.value) = \((row["answer"]![$0.name.value] ?? .null).kotlin(as: $0.type))" }
            let expected = poolCase(row["case"]!.string!, row["payload"]!.object, plan)
            rows.append(Row(id: "pool.inbound.\(i)", expression: "PoolError.from(\(arguments.joined(separator: ", "))) == \(expected)",
                            expected: .bool(true)))
        }
        return rows
    }

    static func january(_ table: JSONFixtureValue, _ plan: EmitPlan) -> [Row] {
        var rows: [Row] = []
        let parameters = plan.inbound?.parameters.map(\.field) ?? []
        for (i, row) in table["responses"]!.array.enumerated() {
            let arguments = parameters.map { "\($0.name.value) = \((row["response"]![$0.name.value] ?? .null).kotlin(as: $0.type))" }
            rows.append(Row(id: "january.responses.\(i)", expression: "JanuaryError.from(\(arguments.joined(separator: ", "))).errorDetails.toMap()",
                            expected: row["details"]!))
            // The bridge fields, then the stored fields the inbound mapping leaves nil, as null.
            var userInfo = row["details"]!.object
            userInfo["requestID"] = .null
            userInfo["retryAfterSeconds"] = .null
            userInfo["@errorDomain"] = .string(plan.errorDomain)
            rows.append(Row(id: "january.responses.\(i).errorUserInfo",
                            expression: "JanuaryError.from(\(arguments.joined(separator: ", "))).errorUserInfo", expected: .object(userInfo)))
        }
        for (i, row) in table["codes"]!.array.enumerated() {
            let value = "JanuaryError(category = ErrorCategory.\(row["category"]!.string!), code = \(row["code"]!.kotlin(as: ValueType(.string))), message = \"\")"
            rows.append(Row(id: "january.codes.\(i)", expression: "\(value).retryable", expected: row["retryable"]!))
        }
        for (i, row) in table["categories"]!.array.enumerated() {
            let value = "JanuaryError(category = ErrorCategory.\(row["category"]!.string!), message = \"\")"
            rows.append(Row(id: "january.categories.\(i)", expression: "\(value).retryable", expected: row["retryableWithoutCode"]!))
        }
        for (i, row) in table["constructors"]!.array.enumerated() {
            let name = row["constructor"]!.string!
            guard let constructor = plan.constructors.first(where: { $0.name == name }) else { continue }
            var call = "JanuaryError.\(name)"
            if !constructor.parameters.isEmpty {
                call += "(" + constructor.parameters.map { "\($0.name.value) = \((row["arguments"]![$0.name.value] ?? .null).kotlin(as: $0.type))" }
                    .joined(separator: ", ") + ")"
            }
            rows.append(Row(id: "january.constructors.\(i)", expression: "\(call).errorDetails.toMap()", expected: row["details"]!))
        }
        return rows
    }
}
