import Foundation
import Testing
@testable import ErrorgenCore

/// Kotlin escaping: identifiers, string literals (no template can start), KDoc (comments nest in Kotlin), and
/// package names; the hostile strings are compiled by kotlinc and read back.
@Suite struct KotlinLanguageTests {
    @Test func keywordsGetBackticks() {
        #expect(KotlinLanguage.identifier("when") == "`when`")
        #expect(KotlinLanguage.identifier("value") == "`value`")
        #expect(KotlinLanguage.identifier("status") == "status")
        #expect(KotlinLanguage.packageName("com.in.app") == "com.`in`.app")
        #expect(KotlinLanguage.isValidPackageName("day.pool.kit") && KotlinLanguage.isValidPackageName("a"))
        for invalid in ["", "a..b", ".a", "a.", "1a.b", "a-b", "a b", "_", "a.__"] {
            #expect(!KotlinLanguage.isValidPackageName(invalid), "\(invalid)")
        }
    }

    @Test func stringLiteralsCannotStartATemplateOrEndEarly() {
        #expect(KotlinLanguage.stringLiteral("${x} $y") == #""\${x} \$y""#)
        #expect(KotlinLanguage.stringLiteral("a\"b\\c\nd") == #""a\"b\\c\nd""#)
        #expect(KotlinLanguage.stringLiteral("\u{2028}\u{0}") == #""\u2028\u0000""#)
    }

    @Test func docCommentsCannotOpenOrCloseAComment() {
        // A combining mark after `*` or `/` makes one Character, but the lexer still reads `/*` (a seed of the
        // random specs wrote `' /*\u{301} Error`, and the rest of the file was a comment).
        for text in ["a */ b", "/* open", "*/*/", "/**/", "x/*/y", "' /*\u{301} Error", "a */\u{301} b"] {
            let body = KotlinLanguage.docComment(text).joined(separator: "\n").utf8.dropFirst(3).dropLast(2)
            let pairs = zip(body, body.dropFirst()).map { [$0, $1] }
            #expect(!pairs.contains(Array("*/".utf8)) && !pairs.contains(Array("/*".utf8)), "\(text): \(String(decoding: body, as: UTF8.self))")
        }
        #expect(KotlinLanguage.docComment("one\ntwo") == ["/**", " * one", " * two", " */"])
    }

    @Test func hostileStringsRoundTripThroughKotlinc() throws {
        try #require(KotlinRunner.isAvailable, "kotlinc and java are needed on PATH")
        let scratch = ScratchFolder()
        var lines = ["package hostile", ""]
        var main = ["fun main() {"]
        for (index, text) in HostileStrings.all.enumerated() {
            lines += KotlinLanguage.docComment(text)
            lines.append("val value\(index): String = \(KotlinLanguage.stringLiteral(text))")
            main.append("    check(\"\(index)\", value\(index))")
        }
        scratch.write("Hostile.kt", (lines + [""] + main + ["}", "", KotlinRunner.jsonPrinter]).joined(separator: "\n"))
        let compiled = try KotlinRunner.compile(["Hostile.kt"], jar: "hostile.jar", in: scratch.path)
        try #require(compiled.ok, "kotlinc failed:\n\(compiled.diagnostics.joined(separator: "\n"))")
        let run = try KotlinRunner.run(jar: "hostile.jar", in: scratch.path)
        try #require(run.ok, "\(run.errors)")
        let answers = try KotlinRunner.answers(run.output)
        for (index, text) in HostileStrings.all.enumerated() {
            #expect(answers[String(index)] == .string(text), "\(String(reflecting: text)): \(answers[String(index)]?.description ?? "-")")
        }
    }
}
