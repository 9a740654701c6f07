/// Small spelling helpers shared by the JavaScript module and its TypeScript declarations.
enum JavaScriptSyntax {
    /// The local variable that holds a payload or stored field. Spec names are ASCII identifiers, so the
    /// `$` prefix can never collide with a JS keyword, with another field, or with the module's own names.
    static func local(_ field: String) -> String { "$" + field }

    /// A key in an object literal. `__proto__` (and any non-identifier) is written as a computed key,
    /// so it defines an own property instead of setting the object's prototype.
    static func objectKey(_ name: String) -> String {
        isPlainIdentifier(name) && name != "__proto__" ? name : "[" + JavaScriptLanguage.stringLiteral(name) + "]"
    }

    /// A property name in a TypeScript interface.
    static func interfaceKey(_ name: String) -> String {
        isPlainIdentifier(name) ? name : JavaScriptLanguage.stringLiteral(name)
    }

    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                return true
            default:
                return false
            }
        }
    }

    /// A spec literal as a JS expression.
    static func literal(_ literal: Literal) -> String {
        switch literal {
        case .string(let s): return JavaScriptLanguage.stringLiteral(s)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .double(let d):
            if d.isNaN { return "NaN" }
            if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
            return "\(d)"
        }
    }

    /// The TypeScript type of a value type: `number | null` for `Int?`.
    static func tsType(_ type: ValueType) -> String {
        let base: String
        switch type.base {
        case .string: base = "string"
        case .int, .double: base = "number"
        case .bool: base = "boolean"
        }
        return type.isOptional ? base + " | null" : base
    }

    /// A `/** ... */` comment for `paragraphs` (nil and empty ones skipped), or nothing.
    /// `*/` in the text is written `*\/` so that no text can end the comment early.
    static func docComment(_ paragraphs: [String?], width: Int = 100) -> [String] {
        var lines: [String] = []
        for paragraph in paragraphs.compactMap({ $0 }) where !paragraph.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += commentLines(paragraph).flatMap { wrap($0, width: width) }
        }
        if lines.isEmpty { return [] }
        if lines.count == 1 { return ["/** " + lines[0] + " */"] }
        return ["/**"] + lines.map { $0.isEmpty ? " *" : " * " + $0 } + [" */"]
    }

    /// Breaks a line at spaces so that each part is at most `width` characters where words allow.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard line.utf8.count > width else { return [line] }
        var parts: [String] = []
        var current = ""
        var length = 0
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let wordLength = word.count
            if length > 0, length + 1 + wordLength > width {
                parts.append(current)
                current = String(word)
                length = wordLength
            } else if length == 0 && current.isEmpty {
                current = String(word)
                length = wordLength
            } else {
                current += " " + word
                length += 1 + wordLength
            }
        }
        parts.append(current)
        return parts
    }

    /// The comment's lines: `\n`, `\r\n`, `\r`, U+2028 and U+2029 break lines; `*/` becomes `*\/`.
    private static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previous == "\r":
                break
            case "\n", "\r", "\u{2028}", "\u{2029}":
                lines.append(String(current))
                current = String.UnicodeScalarView()
            case "/" where previous == "*":
                current.append("\\")
                current.append(scalar)
            default:
                current.append(scalar)
            }
            previous = scalar
        }
        lines.append(String(current))
        return lines
    }
}
