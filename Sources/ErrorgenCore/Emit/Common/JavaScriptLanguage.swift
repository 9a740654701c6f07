/// JavaScript (and TypeScript declaration) spelling rules for generated code.
public enum JavaScriptLanguage {
    /// Reserved words of ECMAScript (strict mode and modules, where generated code runs), names strict mode
    /// forbids as bindings (`arguments`, `eval`), and global values that must not be shadowed.
    public static let reservedWords: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
        "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var",
        "void", "while", "with", "yield", "let", "static", "implements", "interface", "package", "private",
        "protected", "public", "arguments", "eval", "undefined", "NaN", "Infinity",
    ]

    /// Names TypeScript reserves for its own types: a declared type cannot use them.
    public static let reservedTypeNames: Set<String> = [
        "any", "unknown", "never", "void", "undefined", "null", "number", "string", "boolean", "symbol", "object",
        "bigint", "Object", "Function", "Error", "Promise", "Array", "String", "Number", "Boolean", "Symbol",
    ]

    /// ASCII `[A-Za-z_$][A-Za-z0-9_$]*`, regardless of reserved words.
    public static func isIdentifierSyntax(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isStart(first) else { return false }
        while let c = scalars.next() {
            guard isStart(c) || ("0"..."9").contains(c) else { return false }
        }
        return true
    }

    private static func isStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || c == "$"
    }

    /// Whether `name` can be a binding (variable, function, parameter) in a module.
    public static func isValidIdentifier(_ name: String) -> Bool {
        isIdentifierSyntax(name) && !reservedWords.contains(name)
    }

    /// An object-literal or interface key: bare when it is an identifier (reserved words are fine as keys),
    /// otherwise a string literal. `__proto__` is written as the computed key `["__proto__"]`, the only
    /// spelling that makes an own property instead of setting the prototype.
    public static func propertyKey(_ name: String) -> String {
        if name == "__proto__" { return "[\(stringLiteral(name))]" }
        return isIdentifierSyntax(name) ? name : stringLiteral(name)
    }

    /// Reading a property: `.name`, or `["name"]` when `name` is not an identifier.
    public static func propertyAccess(_ name: String) -> String {
        isIdentifierSyntax(name) ? ".\(name)" : "[\(stringLiteral(name))]"
    }

    /// A double-quoted literal that is also valid JSON: `"` and `\` escaped, control characters as `\n`, `\t`
    /// or `\u00XX`, U+2028/U+2029 and bidirectional controls as `\uXXXX`, and `</`, `<!--` and `-->` broken
    /// up (`<\/`, `\u003C!--`, `--\u003E`) so the text is safe inside an HTML `<script>` as well.
    public static func stringLiteral(_ text: String) -> String {
        // Fast path: printable ASCII without a quote, backslash, `<` or `>` needs no escape.
        if text.allUTF8(isPlainLiteralByte) {
            return text.doubleQuoted()
        }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        let scalars = Array(text.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            func next(_ k: Int) -> Unicode.Scalar? { i + k < scalars.count ? scalars[i + k] : nil }
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "/" where i > 0 && scalars[i - 1] == "<": out += "\\/"
            case "<" where next(1) == "!" && next(2) == "-" && next(3) == "-": out += "\\u003C"
            case ">" where i >= 2 && scalars[i - 1] == "-" && scalars[i - 2] == "-": out += "\\u003E"
            default:
                if TextSafety.isInvisibleControl(c) {
                    out += "\\u" + hex4(c.value)
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// Whether a string literal copies `byte` as it is: printable ASCII other than a quote, backslash, `<` or `>`.
    /// A literal of such bytes only is the text between double quotes.
    @inline(__always)
    static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C && byte != 0x3C && byte != 0x3E
    }

    /// A JSDoc comment (for `.js` and `.d.ts`): `/** text */` for one line, else `/**`, ` * line`..., ` */`.
    /// `*/` in the text is written `*\/` so it cannot end the comment; line breaks (including U+2028 and
    /// U+2029, which end a JavaScript line) split lines; other controls become spaces and bidirectional
    /// controls are spelled out. Empty text gives no lines.
    public static func docComment(_ text: String) -> [String] {
        docComment(lines: TextSafety.lines(text))
    }

    /// `docComment` of text already split into `lines`.
    static func docComment(lines: [String]) -> [String] {
        TextSafety.blockComment(lines.map { line in
            // Most lines have no `*`, and need no substring search.
            if TextSafety.isVisibleWithout(UInt8(ascii: "*"), line) { return line }
            let clean = TextSafety.visibleLine(line)
            guard clean.anyUTF8({ $0 == UInt8(ascii: "*") }) else { return clean }
            return clean.replacingBytes("*/", with: "*\\/")
        })
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
