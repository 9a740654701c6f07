import Foundation
import Testing
@testable import ErrorgenCore

/// The generated `description` quotes a String payload by fixed rules (`_errorgenQuoted`), the rules Kotlin's
/// `swiftQuoted` follows, not by the Unicode tables of the Swift runtime: the same text on every iOS version and on
/// Android. Found by an outside QA pass: Swift 6.3's `String(reflecting:)` escaped 1,405 code points that Kotlin
/// printed as they are (`"a\u{0600}"`), and wrote characters above U+FFFF with eight digits.
@Suite(.serialized) struct DescriptionQuotingTests {
    static let texts = [
        "plain", "say \"hi\"", "it's", "back\\slash", "tab\there", "nul\u{0}x", "bell\u{7}", "del\u{7F}", "\r\n",
        "\u{301}a combining mark first", "e\u{301}", "\n\u{301}", "emoji 👍🏽", "a\u{0600}", "\u{E0100}x", "a\u{200D}b",
        "\u{85}next line", "\u{2028}", "\u{FEFF}", "\u{1F1FA}\u{1F1F8}", "ก\u{E33}", "",
    ]

    @Test func generatedDescriptionQuotesByTheFixedRules() throws {
        let spec = try #require(compileSpec("name: E\ncases:\n  - name: said\n    payload: [{name: text, type: String}]\n").spec)
        let main = "for text in [" + Self.texts.map(SwiftLanguage.stringLiteral).joined(separator: ", ") + "] {\n"
            + "    print(E.said(text: text).description)\n}\n"
        let run = try SwiftCompilerHarness.buildAndRun(["E.swift": SwiftEmitter.source(spec), "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        let expected = Self.texts.map { "said(text: " + GeneratedQuoting.quoted($0) + ")" }
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
    }

    /// Lists and maps: their texts quoted by the same rules, a map's entries sorted by their keys' UTF-16 code units
    /// (Kotlin's order of Strings), not in a Dictionary's order, which changes from one run of the app to the next.
    @Test func listsAndMapsPrintTheirEntriesInOneOrderWithTheFixedQuoting() throws {
        let yaml = "name: E\ncases:\n  - name: many\n    payload:\n"
            + "      - {name: counts, type: \"[String: Int]\"}\n      - {name: tags, type: \"[String: String]?\"}\n"
            + "      - {name: names, type: \"[String]\"}\n      - {name: ratios, type: \"[Double]?\"}\n"
            + "      - {name: empty, type: \"[String: Bool]\"}\n"
        let spec = try #require(compileSpec(yaml).spec)
        let main = #"""
            let counts = ["\u{FF61}": 1, "😀": 2, "a": 3, "Z": 4, "e\u{301}": 5]
            print(E.many(counts: counts, tags: ["k\u{7}": "a\u{0600}", "b": "say \"hi\""], names: ["x", "\u{301}y"],
                         ratios: [1, 0.5], empty: [:]).description)
            print(E.many(counts: [:], tags: nil, names: [], ratios: nil, empty: ["t": true]).description)
            """#
        let run = try SwiftCompilerHarness.buildAndRun(["E.swift": SwiftEmitter.source(spec), "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        let q = GeneratedQuoting.quoted
        let expected = [
            "many(counts: [\"Z\": 4, \"a\": 3, \(q("e\u{301}")): 5, \"😀\": 2, \"\u{FF61}\": 1], "
                + "tags: [\"b\": \(q("say \"hi\"")), \(q("k\u{7}")): \(q("a\u{0600}"))], names: [\"x\", \(q("\u{301}y"))], "
                + "ratios: [1.0, 0.5], empty: [:])",
            "many(counts: [:], tags: nil, names: [], ratios: nil, empty: [\"t\": true])",
        ]
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }

    @Test func ordinaryTextIsQuotedAsStringReflectingQuotesIt() {
        for text in ["plain", "say \"hi\"", "it's", "back\\slash", "tab\there", "nul\u{0}x", "bell\u{7}", "\r\n",
                     "\u{301}first", "e\u{301}", "emoji 👍🏽", "Ünïcødé", "עברית"] {
            #expect(GeneratedQuoting.quoted(text) == String(reflecting: text))
        }
    }
}
