import Testing
@testable import ErrorgenCore

/// Hostile strings written as Swift and JavaScript literals evaluate back to exactly the original
/// (one swiftc run, one node run). The programs also start with a header line for a hostile spec path
/// and carry hostile doc comments, which must not break out of their comments.
@Suite struct LiteralRoundTripTests {
    static let hostilePath = "Specs/evil\n*/ \u{2028}--> \u{202E}%.yaml"

    static func codePoints(_ s: String) -> String {
        s.unicodeScalars.map { String($0.value) }.joined(separator: ",")
    }

    @Test func swiftLiteralsRoundTrip() throws {
        var lines = [GeneratedHeader.swiftLine(specPath: Self.hostilePath), "var values: [String] = []"]
        for (i, s) in HostileStrings.all.enumerated() {
            lines += SwiftLanguage.docComment(s)
            lines.append("let v\(i) = \(SwiftLanguage.stringLiteral(s))")
            lines.append("values.append(v\(i))")
        }
        lines.append("for v in values { print(v.unicodeScalars.map { String($0.value) }.joined(separator: \",\")) }")
        let output = try #require(try ExternalTools.compileAndRunSwift(lines.joined(separator: "\n") + "\n"))
        #expect(output == HostileStrings.all.map { Self.codePoints($0) + "\n" }.joined())
    }

    @Test func swiftLiteralsKeepTextReadable() {
        #expect(SwiftLanguage.stringLiteral("a\"b\\c\\(d)") == "\"a\\\"b\\\\c\\\\(d)\"")
        #expect(SwiftLanguage.stringLiteral("\n\r\t\u{0}\u{1}\u{7F}") == "\"\\n\\r\\t\\0\\u{1}\\u{7F}\"")
        #expect(SwiftLanguage.stringLiteral("\u{2028}\u{202E}\u{FEFF}") == "\"\\u{2028}\\u{202E}\\u{FEFF}\"")
        #expect(SwiftLanguage.stringLiteral("\u{301}x e\u{301} \n\u{301}") == "\"\\u{301}x e\u{301} \\n\\u{301}\"")
        #expect(SwiftLanguage.stringLiteral("\"\"\" # 🙂") == "\"\\\"\\\"\\\" # 🙂\"")
        for s in HostileStrings.all {
            let literal = SwiftLanguage.stringLiteral(s)
            #expect(TextSafety.lines(literal).count == 1)
            #expect(!literal.dropFirst().dropLast().unicodeScalars.contains { TextSafety.isInvisibleControl($0) })
        }
    }

    @Test func javaScriptLiteralsRoundTripAndAreJSON() throws {
        var lines = [GeneratedHeader.jsLine(specPath: Self.hostilePath), "const values = ["]
        lines += HostileStrings.all.map { "  " + JavaScriptLanguage.stringLiteral($0) + "," }
        lines.append("];")
        lines.append("const sources = [")
        lines += HostileStrings.all.map { "  " + JavaScriptLanguage.stringLiteral(JavaScriptLanguage.stringLiteral($0)) + "," }
        lines.append("];")
        lines.append("const out = values.map((v, i) => Array.from(v).map((c) => c.codePointAt(0)).join(\",\")"
                     + " + (JSON.parse(sources[i]) === v ? \" json\" : \" not-json\"));")
        lines.append("process.stdout.write(out.join(\"\\n\") + \"\\n\");")
        let output = try #require(try ExternalTools.runJavaScript(lines.joined(separator: "\n") + "\n"))
        #expect(output == HostileStrings.all.map { Self.codePoints($0) + " json\n" }.joined())
        for s in HostileStrings.all {
            let literal = JavaScriptLanguage.stringLiteral(s)
            #expect(!literal.contains("</") && !literal.contains("<!--") && !literal.contains("-->"))
            #expect(TextSafety.lines(literal).count == 1)
        }
    }
}
