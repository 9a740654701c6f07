/// Small pieces of English and inline Markdown shared by the docs blocks and `PropertyDescriber`.
/// Everything returned is inline Markdown: spec names and values appear only inside code spans
/// built by `MarkdownText.code`.
enum DocsPhrases {
    /// "a", "a and b", "a, b, and c" (Oxford comma).
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + " and " + items[1]
        default: return items.dropLast().joined(separator: ", ") + ", and " + items[items.count - 1]
        }
    }

    /// `list` of `count` items as UTF-8 bytes, each appended to `out` by `item`: a list of thousands of items
    /// is written into one buffer, without a string per item (appending to a `String` costs several times more).
    static func appendList(count: Int, to out: inout [UInt8], item: (Int, inout [UInt8]) -> Void) {
        for i in 0..<count {
            if i > 0 { out.append(literal: count == 2 ? " and " : i == count - 1 ? ", and " : ", ") }
            item(i, &out)
        }
    }

    /// Items of which some are clauses with their own "and"/"or" ("`a` when `x` is 1 or 2"): with two or
    /// more such clauses, separated by semicolons so that each clause's words stay with its case:
    /// "`a` and `b`; `c` unless `x` is 1 or 2; and `d` when `y` is 3".
    static func list(_ items: [String], clauses: [String]) -> String {
        guard clauses.count > 1 else { return list(items + clauses) }
        let parts = (items.isEmpty ? [] : [list(items)]) + clauses
        return parts.dropLast().joined(separator: "; ") + "; and " + parts[parts.count - 1]
    }

    /// A name as a code span: "`rateLimited`".
    static func code(_ name: String) -> String { MarkdownText.code(name) }

    /// Names as an English list of code spans.
    static func codeList(_ names: [String]) -> String {
        var out: [UInt8] = []
        appendList(count: names.count, to: &out) { MarkdownText.appendCode(names[$0], to: &$1) }
        return String(decoding: out, as: UTF8.self)
    }

    /// "a `PoolError`", "an `ErrorCategory`": the article by the name's first letter.
    static func withArticle(_ name: String) -> String {
        EnglishArticle.before(name) + " " + code(name)
    }

    /// The text with its first character upper-cased when it is a lowercase letter.
    static func capitalized(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Which language's spelling literals take: Swift (`nil`) or JavaScript (`null`), for the bridge.
    enum Spelling {
        case swift
        case javaScript
    }

    /// A literal as Swift (or JavaScript) writes it, in a code span: `nil`, `true`, `30`, `1.5`, `"say \"hi\""`.
    static func literal(_ literal: Literal, _ spelling: Spelling = .swift) -> String {
        switch (literal, spelling) {
        case (.null, .javaScript): return code("null")
        case (.string(let s), .javaScript): return code(JavaScriptLanguage.stringLiteral(s))
        default: return code(swiftLiteral(literal))
        }
    }

    static func swiftLiteral(_ literal: Literal) -> String {
        switch literal {
        case .null: return "nil"
        case .list(let elements): return "[" + elements.map(swiftLiteral).joined(separator: ", ") + "]"
        case .emptyMap: return "[:]"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .string(let s): return String(reflecting: s)
        }
    }

    /// A template as a quoted string with its `{parameter}` holes, in a code span:
    /// `"after {attempts} attempts."` (literal braces written `{{` `}}`, as in the spec; quotes,
    /// backslashes and controls escaped as in a Swift string literal).
    static func template(_ template: Template) -> String {
        var text: [UInt8] = [UInt8(ascii: "\"")]
        for (i, part) in template.parts.enumerated() {
            switch part {
            case .text(let t):
                defer { if template.doublesDollar(after: i) { text.append(UInt8(ascii: "$")) } }
                for c in t.unicodeScalars {
                    switch c {
                    case "{": text += "{{".utf8
                    case "}": text += "}}".utf8
                    case "\\": text += "\\\\".utf8
                    case "\"": text += "\\\"".utf8
                    case "\n": text += "\\n".utf8
                    case "\r": text += "\\r".utf8
                    case "\t": text += "\\t".utf8
                    default:
                        if c.value < 0x20 || (0x7F...0x9F).contains(c.value) {
                            text += ("\\u{" + String(c.value, radix: 16, uppercase: true) + "}").utf8
                        } else {
                            UTF8.encode(c) { text.append($0) }
                        }
                    }
                }
            case .parameter, .formatted, .withNilText:
                guard let hole = part.hole else { continue }
                text += ("{" + hole.name + (hole.format.map { ":" + $0.spelling } ?? "") + "}").utf8
            }
        }
        text.append(UInt8(ascii: "\""))
        return code(String(decoding: text, as: UTF8.self)) + nilTexts(template)
    }

    /// What the template's `{x ?? "text"}` holes print for nil, after the template: " (a nil `reason` reads
    /// `"no reason given"`)"; empty when no hole says.
    private static func nilTexts(_ template: Template) -> String {
        var seen = Set<String>()
        let phrases: [String] = template.parts.compactMap { part in
            guard case .withNilText(let name, _, let text, _, _) = part, seen.insert(name + "\u{0}" + text).inserted else { return nil }
            return "a nil " + code(name) + " reads " + literal(.string(text))
        }
        return phrases.isEmpty ? "" : " (" + list(phrases) + ")"
    }

    /// An assigned value (constructor assignment or parameter default).
    static func assigned(_ value: AssignedValue) -> String {
        switch value {
        case .template(let t): return template(t)
        case .literal(let l, _): return literal(l)
        case .parameter(let name): return code("{" + name.value + "}")
        }
    }

    /// The JavaScript type of a bridge value: "`number`", "`string` or `null`", "`string[]`".
    static func javaScriptType(_ type: ValueType) -> String {
        code(JavaScriptSyntax.tsType(type.nonOptional)) + (type.isOptional ? " or " + code("null") : "")
    }

    /// Statuses as a reader writes them: "400, 422", "500–599".
    static func statuses(_ elements: [MembershipElement]) -> String {
        elements.map { element in
            switch element {
            case .range(let lower, let upper): return "\(lower)\u{2013}\(upper)"
            case .value(let literal): return swiftLiteral(literal)
            }
        }.joined(separator: ", ")
    }
}
