import Testing
@testable import ErrorgenCore

/// What a valid spec may hold and the JVM still takes: a text longer than one JVM string constant (65,535 bytes of
/// modified UTF-8), a template with the most holes the spec language allows, and a struct with 200 stored
/// fields (the most the JVM's 255 parameter slots allow is about 250), whose `reactNativeMessage` is one long concatenation. kotlinc crashed ("UTF8 string too large") or
/// overflowed its stack on each before.
@Suite struct KotlinSizeTests {
    static let long = String(repeating: "ab\u{1F600}", count: 30_000)

    static var spec: String {
        let fields = (0..<200).map { "  - {name: f\($0), type: \($0 % 3 == 0 ? "String?" : "Int?")}" }.joined(separator: "\n")
        let holes = (0..<TemplateParser.maxHoles).map { _ in "{n}-" }.joined()
        return """
        name: Big
        shape: struct
        category: {type: BigKind}
        fields:
        \(fields)
        cases: [{name: a}]
        properties:
          - {name: note, type: String, default: "\(long)"}
        constructors:
          - {name: make, case: a, parameters: [{name: n, type: Int}], set: {f0: "\(holes)"}}
        """
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinCompilesAndAnswers() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let run = try KotlinRunner.runWithGeneratedCode(compiled, main: """
        fun main() {
            val e = Big.make(7L)
            println(e.note.length)
            println(e.f0!!.length)
            println(e.reactNativeMessage.length)
        }
        """)
        let f0 = String(repeating: "7-", count: TemplateParser.maxHoles)
        let message = "Big(category: a, " + (0..<200).map { "f\($0): " + ($0 == 0 ? "\"\(f0)\"" : "nil") }
            .joined(separator: ", ") + ")"
        #expect(run.output == "\(Self.long.utf16.count)\n\(f0.count)\n\(message.count)\n", "\(run.output)\(run.errors)")
    }

    @Test func swiftCompilesTheSameSpec() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let swift = try #require(SpecPipeline.emit(compiled).first { $0.path.hasSuffix(".swift") }).contents
        let run = try SwiftCompilerHarness.buildAndRun(["Big.swift": swift, "main.swift": """
        let e = Big.make(n: 7)
        print(e.note.utf16.count, e.f0!.count, e.reactNativeMessage.count)
        """])
        let f0 = String(repeating: "7-", count: TemplateParser.maxHoles)
        let message = "Big(category: a, " + (0..<200).map { "f\($0): " + ($0 == 0 ? "\"\(f0)\"" : "nil") }.joined(separator: ", ") + ")"
        #expect(run.output == "\(Self.long.utf16.count) \(f0.count) \(message.count)\n", "\(run.output)")
    }
}
