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

    @Test func ordinaryTextIsQuotedAsStringReflectingQuotesIt() {
        for text in ["plain", "say \"hi\"", "it's", "back\\slash", "tab\there", "nul\u{0}x", "bell\u{7}", "\r\n",
                     "\u{301}first", "e\u{301}", "emoji 👍🏽", "Ünïcødé", "עברית"] {
            #expect(GeneratedQuoting.quoted(text) == String(reflecting: text))
        }
    }
}
