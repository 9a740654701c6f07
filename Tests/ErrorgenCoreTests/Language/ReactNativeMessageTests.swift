import Testing
@testable import ErrorgenCore

/// Struct shape: the message a React Native rejection carries (`reactNativeMessage`) is the same text in Swift and
/// Kotlin, so JavaScript reads the same `error.message` on iOS and Android: the `messageField`, and where it is nil
/// (or there is none) the category's case name and the stored fields, printed without module names or `Optional(...)`.
@Suite struct ReactNativeMessageTests {
    static let named = """
    name: Tg
    shape: struct
    category: {type: TgKind, property: kind, messageField: detail}
    fields:
      - {name: detail, type: String?}
      - {name: retryAfter, type: Int?}
      - {name: ratio, type: Double}
      - {name: tags, type: "[String]?"}
    cases: [{name: floodWait}, {name: other}]
    """

    static let unnamed = """
    name: Pd
    shape: struct
    category: {type: PdKind}
    fields:
      - {name: type, type: String}
      - {name: title, type: String?}
      - {name: counts, type: "[String: Int]"}
    cases: [{name: blank}]
    """

    static let expected = """
    Too Many Requests: retry after 35
    Tg(kind: other, detail: nil, retryAfter: 35, ratio: 0.1, tags: ["a\\"b", "t\\tab"])
    Pd(category: blank, type: "about:blank", title: nil, counts: ["a": 1, "b": 2])
    Pd(category: blank, type: "line\\nbreak", title: "x", counts: [:])

    """

    @Test func swiftPrintsTheMessageFieldElseTheValues() throws {
        let named = try #require(compileSpec(Self.named).spec)
        let unnamed = try #require(compileSpec(Self.unnamed).spec)
        let sources = (SpecPipeline.emit(named) + SpecPipeline.emit(unnamed)).filter { $0.path.hasSuffix(".swift") }
        var files = Dictionary(uniqueKeysWithValues: sources.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, $0.contents) })
        files["main.swift"] = """
        let errors = [
            Tg(kind: .floodWait, detail: "Too Many Requests: retry after 35", retryAfter: 35, ratio: 1, tags: nil).reactNativeRejection.message,
            Tg(kind: .other, detail: nil, retryAfter: 35, ratio: 0.1, tags: ["a\\"b", "t\\tab"]).reactNativeMessage,
            Pd(category: .blank, type: "about:blank", title: nil, counts: ["b": 2, "a": 1]).reactNativeRejection.message,
            Pd(category: .blank, type: "line\\nbreak", title: "x", counts: [:]).reactNativeMessage,
        ]
        for e in errors { print(e) }
        """
        let run = try SwiftCompilerHarness.buildAndRun(files)
        #expect(run.output == Self.expected, "\(run.output)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinPrintsTheSameText() throws {
        let named = try #require(compileSpec(Self.named).spec)
        let unnamed = try #require(compileSpec(Self.unnamed).spec)
        let run = try KotlinRunner.runWithGeneratedCode(specs: [named, unnamed], main: """
        fun main() {
            val errors = listOf(
                Tg(TgKind.floodWait, "Too Many Requests: retry after 35", 35L, 1.0, null).reactNativeMessage,
                Tg(TgKind.other, null, 35L, 0.1, listOf("a\\"b", "t\\tab")).reactNativeMessage,
                Pd(PdKind.blank, "about:blank", null, mapOf("b" to 2L, "a" to 1L)).reactNativeMessage,
                Pd(PdKind.blank, "line\\nbreak", "x", mapOf()).reactNativeMessage)
            for (e in errors) println(e)
        }
        """)
        #expect(run.output == Self.expected, "\(run.output)\(run.errors)")
    }
}
