@testable import ErrorgenCore
import Testing

/// `TextSafety.lines` splits over UTF-8 bytes; it must split exactly where a scalar-by-scalar reading does.
struct TextSafetyTests {
    /// The specified behaviour, read scalar by scalar: breaks at `\r\n` (one break), `\n`, `\r`, NEL, U+2028, U+2029.
    private static func referenceLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for c in text.unicodeScalars {
            if c == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = c == "\r"
            if c == "\n" || c == "\r" || c.value == 0x85 || c.value == 0x2028 || c.value == 0x2029 {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(c)
            }
        }
        lines.append(String(current))
        return lines
    }

    @Test func everyKindOfBreak() {
        #expect(TextSafety.lines("a\nb\rc\r\nd\u{85}e\u{2028}f\u{2029}g") == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(TextSafety.lines("\r\r\n\n") == ["", "", "", ""])
        #expect(TextSafety.lines("end\r") == ["end", ""])
        #expect(TextSafety.lines("") == [""])
    }

    @Test func bytesThatOnlyLookLikeBreaks() {
        // An en dash (E2 80 93), a C2 that leads another scalar (U+00A0, U+0086), a lone E2 80 before A7.
        for text in ["en – dash", "nbsp\u{A0}here", "c1\u{86}", "\u{2027}", "\u{2030}", "é\u{301}", "ends with \u{E9}"] {
            #expect(TextSafety.lines(text) == [text])
        }
    }

    @Test func agreesWithScalarReading() {
        let pieces = HostileStrings.all + ["\r", "\n", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "–", "x"]
        for a in pieces {
            for b in pieces {
                let text = a + b
                #expect(TextSafety.lines(text) == Self.referenceLines(text), "\(Array(text.unicodeScalars))")
            }
        }
    }

    /// `paragraphLines` splits each paragraph on its own; it must give what splitting the joined text gives,
    /// including a paragraph that ends with `\r` (which joins the following `\n` into one break).
    @Test func paragraphLinesAgreeWithJoinedText() {
        let pieces: [String?] = ["a", "", nil, "\r", "\n", "end\r", "\r\r", "two\nlines", "\u{2028}x", "c1\u{85}"]
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    let joined = [a, b, c].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n\n")
                    let expected = joined.isEmpty ? [] : TextSafety.lines(joined)
                    #expect(TextSafety.paragraphLines([a, b, c]) == expected, "\([a, b, c])")
                }
            }
        }
    }

    @Test func doubleQuotedCopiesEveryByte() {
        for text in HostileStrings.all + [String(repeating: "long ", count: 40)] {
            #expect(text.doubleQuoted() == "\"" + text + "\"")
        }
    }
}
