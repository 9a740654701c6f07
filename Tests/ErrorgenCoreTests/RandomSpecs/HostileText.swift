@testable import ErrorgenCore

/// Text meant to break generated code: string and comment delimiters of every target language,
/// interpolation, Markdown table and HTML syntax, line breaks of every kind, and Unicode that
/// changes how text is shown (emoji sequences, combining marks, bidi controls).
enum HostileText {
    static let pieces: [String] = [
        "\"", "\\", "\\(", "\\(x)", "\"\"\"", "#", "#\"", "\"#", "##", "*/", "/*", "//", "</script>", "<!--", "-->",
        "|", "||", "\\|", "`", "```", "${x}", "'", "''", "\n", "\n\n", "\t", "\r\n", "\r", "\u{2028}", "\u{2029}",
        "\u{85}", "😀", "👩‍👩‍👧", "🇫🇷", "e\u{301}", "\u{301}", "\u{200F}", "\u{202E}", "\u{200B}", "\u{FEFF}", "<b>", "&amp;",
        "[link](javascript:x)", "*", "_", "~", "{", "}", "{}", "{x}", "%s", "\\u{41}", "\\n", "\\0", "0x", "-", "- ", "> ",
        "# ", "\u{7F}", "\u{1}", "\u{0}", "%", "@", "$", "!", "?", "\"\"", ");", "`;", "');", "', ", ": ", ", ", "label: 5", ")",
    ]
    static let words = ["Error", "the call", "failed", "retry", "later", "Ünïcødé", "日本語", "עברית", "العربية", "x", "ok"]

    /// 1 to `maxParts` pieces and words; never empty, and never only white space (a doc of only spaces or line
    /// breaks is refused as an empty one).
    static func text(_ random: inout SeededRandom, maxParts: Int = 6) -> String {
        var result = ""
        for _ in 0..<random.int(1...maxParts) {
            result += random.chance(0.6) ? random.pick(pieces) : random.pick(words)
            if random.chance(0.3) { result += " " }
        }
        if result.unicodeScalars.allSatisfy(\.properties.isWhitespace) { result += "x" }
        return result
    }

    /// Text on one line without `|`: Markdown prose, where the author's own syntax passes through.
    static func prose(_ random: inout SeededRandom) -> String {
        let lineBreaks: Set<Character> = ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}"]
        let cleaned = text(&random).filter { !lineBreaks.contains($0) && $0 != "|" }
        return cleaned.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? "prose" : cleaned
    }

    /// A template's text: braces doubled, so they stay literal (by scalar: `}\u{301}` is one Character), and a
    /// space after the first character of another language's hole (`\(x)`, `%s`), which a template refuses.
    static func templateText(_ random: inout SeededRandom) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text(&random).unicodeScalars {
            if scalar == "{" || scalar == "}" { result.append(scalar) }
            result.append(scalar)
        }
        var scalars = Array(result)
        while case .failure(let problem) = TemplateParser.parse(String(String.UnicodeScalarView(scalars)),
                                                                at: SourceLocation(file: "", line: 1, column: 0)),
              let offset = problem.location?.column, offset < scalars.count {
            scalars.insert(" ", at: offset + 1)
        }
        // A hole written after it: `$${x}` would be a '$' before the hole, `${x}` refused.
        if scalars.last == "$" { scalars.append(" ") }
        // `%@` (two pieces side by side) is refused as a printf placeholder: `% @`.
        var i = scalars.count - 1
        while i > 0 {
            if scalars[i - 1] == "%", scalars[i] == "@" { scalars.insert(" ", at: i) }
            i -= 1
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A hole's text for nil, `{x ?? "<text>"}`: quoted with `"`, so without one; braces stay as they are.
    static func nilTextHole(_ name: String, _ random: inout SeededRandom, format: String = "") -> String {
        // (By scalar: `"\u{301}` is one Character, not a quote, yet its quote would end the text.)
        "{" + name + format + " ?? \"" + String(String.UnicodeScalarView(text(&random).unicodeScalars.filter { $0 != "\"" })) + "\"}"
    }

    /// A wire code: non-empty hostile text, also JavaScript object-prototype names.
    static func code(_ random: inout SeededRandom) -> String {
        if random.chance(0.3) {
            return random.pick(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "rate_limited", "500",
                                "null", "undefined", "true", ""]) + random.pick(["", "_x"])
        }
        return wire(text(&random, maxParts: 3))
    }

    /// A hostile text as a service can send it as a code: no control characters or line breaks, no spaces around it,
    /// no zero-width space or byte order mark (errorgen refuses those as slips: a code with them never matches).
    static func wire(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars.filter {
            !($0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
              || $0 == "\u{200B}" || $0 == "\u{FEFF}")
        }[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        let code = String(String.UnicodeScalarView(scalars))
        // Nor a docs table's decoration around it (backticks, quotes, bold) or a `<br>` in it: refused as such.
        guard WireTextProblem.decoration(in: code) != nil else { return code }
        return "x" + code.replacingOccurrences(of: "<", with: "(")
    }

    /// A payload string value: hostile text plus the shapes the JS message parser must not misread.
    static func value(_ random: inout SeededRandom) -> String {
        if random.chance(0.15) { return "" }
        var result = text(&random, maxParts: 5)
        if random.chance(0.3) { result += random.pick([", x: 1)", "\\\"", "\")", "nil", "(a: \"b\")"]) }
        if random.chance(0.1) { result += "\u{0}" }
        return result
    }
}

import Foundation

/// YAML and Swift spellings of arbitrary text.
enum Quote {
    /// A type as a spec writes it: a scalar bare, a list or map unquoted (`[String]`, which YAML reads as a list)
    /// or, when optional, quoted (`"[String]?"`, which YAML cannot read unquoted).
    static func type(_ type: ValueType) -> String {
        type.container != nil && type.isOptional ? yaml(type.description) : type.description
    }

    /// A YAML double-quoted scalar that loads back as exactly `text`.
    static func yaml(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            case "\u{FEFF}": out += "\\uFEFF"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\x%02X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A Swift string literal for `text`.
    static func swift(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
