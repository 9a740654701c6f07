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

    /// The platform's own packages: kotlinc refuses to compile a file into `kotlin` or below it (only the standard
    /// library may), and a file in `java.lang` (or `java.*`, `javax.*`) takes `String` and the other types the
    /// generated code names from the JDK instead of Kotlin, so it does not compile.
    public static func reservedPackageRoot(_ name: String) -> String? {
        let first = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
        return ["kotlin", "java", "javax"].contains(first) ? first : nil
    }

    /// The JVM keeps a string constant in modified UTF-8 and refuses one over 65,535 bytes (kotlinc's backend
    /// crashes on it: "UTF8 string too large").
    static let maxConstantBytes = 65_535

    /// An expression that evaluates to exactly `text`: one string literal (`constantLiteral`), or for a text too
    /// long for one JVM constant, `kotlin.collections.listOf("...", "...").joinToString("")`, which is not folded
    /// back into one constant.
    public static func stringLiteral(_ text: String) -> String {
        guard mayExceedOneConstant(text), modifiedUTF8Count(text) > maxConstantBytes else { return constantLiteral(text) }
        var pieces: [String] = []
        var piece = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            piece.append(scalar)
            // 8,000 scalars take at most 48,000 bytes (6 for a scalar above U+FFFF).
            if piece.count == 8_000 {
                pieces.append(constantLiteral(String(piece)))
                piece = String.UnicodeScalarView()
            }
        }
        if !piece.isEmpty { pieces.append(constantLiteral(String(piece))) }
        return "kotlin.collections.listOf(" + pieces.joined(separator: ", ") + ").joinToString(\"\")"
    }

    /// Whether `text` may be too long for one JVM constant. Modified UTF-8 takes at most 2 bytes per UTF-8 byte,
    /// so a text of up to half the limit in UTF-8 fits without counting; a longer one needs `modifiedUTF8Count`.
    @inline(__always)
    static func mayExceedOneConstant(_ text: String) -> Bool {
        text.utf8.count > maxConstantBytes / 2
    }

    /// The bytes of `text` in the JVM's modified UTF-8: NUL takes 2, a scalar above U+FFFF 6 (two surrogates).
    static func modifiedUTF8Count(_ text: String) -> Int {
        var bytes = 0
        for unit in text.utf16 {
            bytes += unit == 0 ? 2 : unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
        }
        return bytes
    }

    /// A string literal that evaluates to exactly `text`: `"`, `\` and `$` escaped (so no template starts),
    /// line breaks and other invisible controls as `\n`, `\r`, `\t`, `\b` or `\uXXXX`. One constant: for a place
    /// that needs one (`const val`, an annotation's argument); elsewhere `stringLiteral`.
    public static func constantLiteral(_ text: String) -> String {
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
