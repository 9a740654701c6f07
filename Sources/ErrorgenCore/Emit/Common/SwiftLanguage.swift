/// Swift spelling rules for generated code: identifiers, string literals, doc comments.
///
/// The word sets were found by compiling (Swift 6.3, `-swift-version 6`) every keyword and contextual
/// keyword as an enum case name, an associated-value label, a struct property, a parameter, a local
/// binding (also in an `async` function), after a dot and as an argument label, bare and in backticks;
/// `SwiftLanguageTests` compiles the same positions with what these functions produce.
public enum SwiftLanguage {
    /// Words that need backticks to be used as an identifier in at least one declaration or use position.
    /// Contextual keywords that compile bare everywhere (`get`, `set`, `open`, `some`, `async`, ...) are not here.
    public static let reservedWords: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "unsafe",
        "Type", "Protocol", "_",
    ]

    /// Words that need backticks after a dot (`value.init` means the initializer, `value.self` the value itself,
    /// `E.Type` the metatype). Other keywords are plain member names after a dot.
    static let memberAccessReserved: Set<String> = ["init", "self", "Self", "Type", "Protocol"]

    /// Words that cannot be an enum case name even in backticks: `E.Type` and `E.Protocol` always mean the
    /// metatype, so such a case could not be named from outside the enum.
    static let unusableCaseNames: Set<String> = ["Type", "Protocol"]

    /// ASCII letter or `_`, then ASCII letters, digits and `_`.
    public static func isValidIdentifier(_ name: String) -> Bool {
        // Every character allowed is ASCII, one UTF-8 byte each; any other character's bytes are not allowed.
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, isIdentifierStart(first) else { return false }
            return bytes.dropFirst().allSatisfy { isIdentifierStart($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
            || c == UInt8(ascii: "_")
    }

    public static func needsBackticks(_ name: String) -> Bool {
        reservedWords.contains(name)
    }

    /// A declaration or reference: `status`, `` `default` ``. `name` must be a valid identifier.
    public static func identifier(_ name: String) -> String {
        needsBackticks(name) ? "`\(name)`" : name
    }

    /// The member name to write after a dot: `default`, `` `init` ``, `` `self` ``.
    public static func memberAccess(_ name: String) -> String {
        memberAccessReserved.contains(name) ? "`\(name)`" : name
    }

    /// An argument label at a call site, `f(label: x)`: every keyword but `inout` (and `_`) works bare.
    public static func argumentLabel(_ name: String) -> String {
        name == "inout" || name == "_" ? "`\(name)`" : name
    }

    /// Whether `name` (a valid identifier) can be an enum case that code outside the enum can name.
    public static func isUsableAsCaseName(_ name: String) -> Bool {
        isValidIdentifier(name) && !unusableCaseNames.contains(name)
    }

    /// Whether `name` can be a stored or computed property, parameter or local (in backticks when needed).
    public static func isUsableAsMemberName(_ name: String) -> Bool {
        isValidIdentifier(name)
    }

    /// A string literal that evaluates to exactly `text`: `"`, `\`, control characters, line and paragraph
    /// separators, bidirectional controls and a combining mark right after the quote or an escape are
    /// escaped, so `\(`, `"""` and `#` have no effect and nothing can end the literal early.
    public static func stringLiteral(_ text: String) -> String {
        // Fast path: printable ASCII without a quote or backslash needs no escape.
        if text.allUTF8({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        var afterEscape = true
        for c in text.unicodeScalars {
            var escaped = true
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if TextSafety.isInvisibleControl(c) || (afterEscape && TextSafety.isCombiningMark(c)) {
                    out += "\\u{\(String(c.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(c)
                    escaped = false
                }
            }
            afterEscape = escaped
        }
        return out + "\""
    }

    /// `///` lines for a doc comment. Each line of `text` becomes one comment line; control characters that
    /// are not line breaks become spaces and bidirectional controls are spelled out, so the text cannot end
    /// the comment or reorder how the code reads. Leading and trailing blank lines are dropped.
    public static func docComment(_ text: String) -> [String] {
        let lines = TextSafety.lines(text).map { line -> String in
            let clean = TextSafety.visibleLine(line)
            return clean.isEmpty ? "///" : "/// " + clean
        }
        guard let first = lines.firstIndex(where: { $0 != "///" }),
              let last = lines.lastIndex(where: { $0 != "///" }) else { return [] }
        return Array(lines[first...last])
    }
}
