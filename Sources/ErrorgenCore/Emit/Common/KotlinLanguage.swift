/// Kotlin spelling rules for generated code (Kotlin 1.3 and later): identifiers, string literals, KDoc.
public enum KotlinLanguage {
    /// Hard keywords, soft keywords, modifier keywords and the special identifiers `field` and `it`.
    /// Every one of them is written in backticks where the generated code names it; backticks are legal
    /// around any of them, so spec names never need to avoid them.
    public static let keywords: Set<String> = [
        // Hard keywords
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
        // Soft keywords
        "by", "catch", "constructor", "delegate", "dynamic", "field", "file", "finally", "get", "import", "init",
        "param", "property", "receiver", "set", "setparam", "value", "where",
        // Modifier keywords
        "abstract", "actual", "annotation", "companion", "const", "crossinline", "data", "enum", "expect",
        "external", "final", "infix", "inline", "inner", "internal", "lateinit", "noinline", "open", "operator",
        "out", "override", "private", "protected", "public", "reified", "sealed", "suspend", "tailrec", "vararg",
        // Special identifiers, and `yield` (reserved for future use: an error without backticks)
        "it", "yield",
    ]

    /// ASCII letter or `_`, then ASCII letters, digits and `_`, and not only underscores (`_`, `__`, ... are
    /// reserved in Kotlin even in backticks).
    public static func isValidIdentifier(_ name: String) -> Bool {
        SwiftLanguage.isValidIdentifier(name) && name.contains { $0 != "_" }
    }

    /// A declaration or reference: `status`, `` `when` ``. `name` must be a valid identifier.
    public static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A dotted package name, each part an identifier: `day.pool.kit`, `` com.`in`.app ``.
    public static func packageName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).map { identifier(String($0)) }.joined(separator: ".")
    }

    /// Whether `name` is a dotted package name whose every part is a valid identifier.
    public static func isValidPackageName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isValidIdentifier(String($0)) }
    }

    /// A string literal that evaluates to exactly `text`: `"`, `\` and `$` escaped (so no template starts),
    /// line breaks and other invisible controls as `\n`, `\r`, `\t`, `\b` or `\uXXXX`.
    public static func stringLiteral(_ text: String) -> String {
        // Fast path: printable ASCII without a quote, backslash or dollar needs no escape.
        if text.allUTF8({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x24 }) {
            return text.doubleQuoted()
        }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$": out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            default:
                if TextSafety.isInvisibleControl(c) {
                    let digits = String(c.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// A KDoc comment: `/** text */` for one line, else `/**`, ` * line`..., ` */`. Kotlin comments nest, so
    /// both `/*` and `*/` are broken up (`/\*`, `*\/`): nothing in the text can open or close a comment. Line
    /// breaks split lines; other controls become spaces and bidirectional controls are spelled out. Empty text
    /// gives no lines.
    public static func docComment(_ text: String) -> [String] {
        docComment(lines: TextSafety.lines(text))
    }

    /// `docComment` of text already split into `lines`.
    static func docComment(lines: [String]) -> [String] {
        TextSafety.blockComment(lines.map { line in
            // Both sequences contain `*`: most lines have none, and need no substring search.
            if TextSafety.isVisibleWithout(UInt8(ascii: "*"), line) { return line }
            let clean = TextSafety.visibleLine(line)
            guard clean.anyUTF8({ $0 == UInt8(ascii: "*") }) else { return clean }
            return clean.replacingBytes("/*", with: "/\\*").replacingBytes("*/", with: "*\\/")
        })
    }
}
