import Testing
@testable import ErrorgenCore

/// A deprecated case is deprecated in Swift (`@available`) and Kotlin (`@Deprecated`) even when the inbound
/// initializer maps to it: the generated files compile without a warning, and an app's own use of the case warns.
@Suite struct DeprecatedCaseTests {
    static let enumSpec = """
    name: Dep
    codeType: Int
    cases:
      - {name: a, codes: [1]}
      - {name: old, codes: [2], deprecated: "Use a.", payload: [{name: default, type: Int?}]}
      - {name: gone, codes: [3], deprecated: true}
      - {name: unknown, payload: [{name: code, type: Int}]}
    inbound:
      parameters: [{name: code, type: Int, role: code}]
      unknownCode: unknown
    """

    static let structSpec = """
    name: DepS
    shape: struct
    category: {type: DepKind}
    fields: [{name: code, type: String?}]
    properties: [{name: retryable, type: Bool, default: false, values: {old: true}}]
    cases:
      - {name: a, codes: [x]}
      - {name: old, codes: [y], deprecated: "Use a."}
    inbound:
      parameters: [{name: code, type: String?, role: code}]
      fallback: a
    """

    static let expected = "old(default: nil) gone a old true\n"

    @Test func swiftMarksEveryDeprecatedCaseAndBuildsWithoutWarnings() throws {
        let specs = try [Self.enumSpec, Self.structSpec].map { try #require(compileSpec($0).spec) }
        let swift = specs.flatMap(SpecPipeline.emit).filter { $0.path.hasSuffix(".swift") }
        #expect(swift[0].contents.contains("@available(*, deprecated, message: \"Use a.\")\n    case old(`default`: Int?)"))
        #expect(swift[0].contents.contains("@available(*, deprecated)\n    case gone"))
        #expect(swift[1].contents.contains("@available(*, deprecated, message: \"Use a.\")\n    case old"))
        let library = ["Dep.swift": swift[0].contents, "DepS.swift": swift[1].contents]
        let typecheck = try SwiftCompilerHarness.typecheck(library, extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        let run = try SwiftCompilerHarness.buildAndRun(library.merging(["main.swift": """
        print(Dep(code: 2), Dep(code: 3), DepS(code: "x").category, DepS(code: "y").category, DepS(code: "y").retryable)
        """]) { $1 })
        #expect(run.output == Self.expected, "\(run.output)")
        // The app's own use warns.
        let use = try SwiftCompilerHarness.typecheck(library.merging(["main.swift": "let e = Dep.gone\n"]) { $1 })
        #expect(use.output.contains("'gone' is deprecated"), "\(use.output)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinMarksEveryDeprecatedCaseAndBuildsWithoutWarnings() throws {
        let specs = try [Self.enumSpec, Self.structSpec].map { try #require(compileSpec($0).spec) }
        let kotlin = specs.flatMap(SpecPipeline.emit).filter { $0.path.hasSuffix(".kt") }
        #expect(kotlin[0].contents.contains("@Deprecated(\"Use a.\")\n    data class old("), "\(kotlin[0].contents)")
        #expect(kotlin[1].contents.contains("@Deprecated(\"Use a.\")\n    old("), "\(kotlin[1].contents)")
        let scratch = ScratchFolder()
        scratch.write("Dep.kt", kotlin[0].contents)
        scratch.write("DepS.kt", kotlin[1].contents)
        scratch.write("Main.kt", """
        fun main() {
            println(listOf(Dep.from(2L), Dep.from(3L), DepS.from("x").category, DepS.from("y").category, DepS.from("y").retryable).joinToString(" "))
            val mine = Dep.old(5L)
        }
        """)
        let build = try KotlinRunner.compile(["Dep.kt", "DepS.kt", "Main.kt"], jar: "t.jar", in: scratch.path)
        #expect(build.ok, "\(build.log)")
        #expect(KotlinRunner.diagnostics(build, about: "Dep").isEmpty, "\(build.diagnostics)")
        #expect(build.diagnostics.contains { $0.contains("Main.kt") && $0.contains("'old' is deprecated") }, "\(build.diagnostics)")
        let run = try KotlinRunner.run(jar: "t.jar", in: scratch.path)
        #expect(run.output == Self.expected, "\(run.output)\(run.errors)")
    }
}
