import Testing
@testable import ErrorgenCore

/// `{code: primary}` in a non-optional property (`Int` with `codeType: Int`, `String` otherwise) when every case
/// it is read for has codes: Swift, Kotlin and JavaScript give each case's code, and the `.d.ts` types it without
/// `null`. (Examples/Catalogs/GoogleAPIError's `status` is the String form.) A case without codes is a wrong-spec row.
@Suite struct PrimaryCodeTests {
    static let spec = """
    name: Sql
    codeType: Int
    cases:
      - {name: busy, codes: [5, 261, 517]}
      - {name: locked, codes: [6]}
      - {name: full, codes: [-13]}
    properties:
      - {name: primary, type: Int, default: {code: primary}}
      - name: shown
        type: Int
        default: 0
        values: {busy: {code: primary}, full: {code: primary}}
    """

    @Test func everyLanguageGivesTheCode() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let files = SpecPipeline.emit(compiled)
        let swift = try #require(files.first { $0.path.hasSuffix(".swift") }).contents
        #expect(swift.contains("public var primary: Int {"))
        let run = try SwiftCompilerHarness.buildAndRun(["Sql.swift": swift, "main.swift": """
        for e in [Sql.busy, .locked, .full] { print(e.primary, e.shown) }
        """])
        #expect(run.output == "5 5\n6 0\n-13 -13\n", "\(run.output)")

        let dts = try #require(files.first { $0.path.hasSuffix(".d.ts") }).contents
        #expect(dts.contains("primary: SqlServerCode;") && dts.contains("shown: number;"), "\(dts)")
        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(files.filter { $0.path.hasPrefix("JS/") })
        let node = try runner.script("""
        import { errorDetails } from "./Sql.js";
        for (const code of ["busy", "locked", "full"]) {
            const d = errorDetails({ code, message: code });
            console.log(d.primary, d.shown);
        }
        """)
        #expect(node.stdout == "5 5\n6 0\n-13 -13\n", "\(node.stdout)\(node.stderr)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinGivesTheCode() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let run = try KotlinRunner.runWithGeneratedCode(compiled, main: """
        fun main() {
            for (e in listOf(Sql.busy, Sql.locked, Sql.full)) { val p: Long = e.primary; println("$p ${e.shown}") }
        }
        """)
        #expect(run.output == "5 5\n6 0\n-13 -13\n", "\(run.errors)")
    }
}

/// `errorCode: {field: errno}`: the NSError code is a payload field's value, in Swift and Kotlin, with the `default`
/// (or the case's usual code) for nil. Examples/Catalogs/GRPCStatus's `unknown` is the `Int?` form without `default`.
@Suite struct ErrorCodeFieldTests {
    static let spec = """
    name: Posix
    cases:
      - {name: noEntry, errorCode: 2}
      - name: other
        payload: [{name: name, type: String}, {name: errno, type: Int}]
        errorCode: {field: errno}
      - name: maybe
        payload: [{name: errno, type: Int?}]
        errorCode: {field: errno, default: -1}
    docs: [{generated: cases}]
    """

    @Test func swiftAndKotlinGiveTheFieldsValue() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let files = SpecPipeline.emit(compiled)
        let expected = "2 77 -9223372036854775808 5 -1\n"
        let swift = try #require(files.first { $0.path.hasSuffix(".swift") }).contents
        let run = try SwiftCompilerHarness.buildAndRun(["Posix.swift": swift, "main.swift": """
        let errors: [Posix] = [.noEntry, .other(name: "EX", errno: 77), .other(name: "", errno: Int.min), .maybe(errno: 5), .maybe(errno: nil)]
        print(errors.map { String($0.errorCode) }.joined(separator: " "))
        """])
        #expect(run.output == expected, "\(run.output)")
        let page = try #require(files.first { $0.path.hasSuffix(".md") }).contents
        #expect(page.contains("| `other` | `errno` |") && page.contains("| `maybe` | `errno` (-1 when nil) |"), "\(page)")

        guard KotlinRunner.isAvailable else { return }
        let kotlin = try KotlinRunner.runWithGeneratedCode(compiled, main: """
        fun main() {
            val errors = listOf(Posix.noEntry, Posix.other("EX", 77L), Posix.other("", Long.MIN_VALUE), Posix.maybe(5L), Posix.maybe(null))
            println(errors.joinToString(" ") { it.errorCode.toString() })
        }
        """)
        #expect(kotlin.output == expected, "\(kotlin.errors)")
    }
}
