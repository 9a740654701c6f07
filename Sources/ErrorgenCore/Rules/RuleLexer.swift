/// Splits a rule into tokens, one at a time as the parser asks (so the leftmost error is the one reported).
/// Works on the rule's UTF-8 bytes (every token but a string's content is ASCII); offsets are counted in Unicode
/// scalars so they match libyaml's columns.
struct RuleLexer {
    /// Integers beyond this magnitude are not exact in JavaScript, so rules cannot use them.
    static let maxExactInteger = 9_007_199_254_740_991

    private let bytes: [UInt8]
    /// Byte offsets are scalar offsets (the common case), so no counting is needed.
    private let isASCII: Bool
    /// The byte offset of the next byte to read.
    private var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The offset in Unicode scalars of the byte at `byte`.
    private func scalarOffset(_ byte: Int) -> Int {
        isASCII ? byte : bytes[..<byte].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// The scalar that starts at byte `i` (the text came from a String, so it is well-formed UTF-8).
    private func scalar(at i: Int) -> Unicode.Scalar {
        var iterator = bytes[i...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "\u{FFFD}" }
        return scalar
    }

    private func token(_ kind: RuleToken.Kind, from start: Int, text: String) -> RuleToken {
        RuleToken(kind: kind, offset: scalarOffset(start), text: text)
    }

    private func error(at byte: Int, _ message: String) -> RuleSyntaxError {
        RuleSyntaxError(offset: scalarOffset(byte), message: message)
    }

    /// Whether two rules are the same tokens (spacing, quotes and the spelling of numbers aside); false when either
    /// does not lex.
    static func sameTokens(_ a: String, _ b: String) -> Bool {
        var x = RuleLexer(a), y = RuleLexer(b)
        while true {
            guard let s = try? x.next(), let t = try? y.next(), s.kind == t.kind else { return false }
            if s.kind == .end { return true }
        }
    }

    mutating func next() throws(RuleSyntaxError) -> RuleToken {
        while let c = peek(), c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n")
                || c == UInt8(ascii: "\r") { position += 1 }
        let start = position
        guard let c = peek() else { return token(.end, from: start, text: "") }
        func single(_ kind: RuleToken.Kind) -> RuleToken {
            position += 1
            return token(kind, from: start, text: String(UnicodeScalar(c)))
        }
        switch c {
        case UInt8(ascii: "("): return single(.leftParen)
        case UInt8(ascii: ")"): return single(.rightParen)
        case UInt8(ascii: "["): return single(.leftBracket)
        case UInt8(ascii: "]"): return single(.rightBracket)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try string(quote: c)
        case UInt8(ascii: "?") where peek(1) == UInt8(ascii: "?"):
            position += 2
            return token(.coalesce, from: start, text: "??")
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): return try number()
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "."): return try operatorToken()
        default:
            if Self.isIdentifierStart(c) { return word() }
            // Arithmetic and `?:` are not rules: a value chosen by a condition is a conditional value.
            let typographic: [UInt32: String] = [0x201C: "\"", 0x201D: "\"", 0x201E: "\"", 0x2018: "'", 0x2019: "'", 0xAB: "\"",
                                                 0xBB: "\""]
            // Operators from mathematics, and a variable sigil from shells and templates.
            let mathematical: [UInt32: String] = [0x2265: ">=", 0x2264: "<=", 0x2260: "!=", 0x2227: "&&", 0x2228: "||",
                                                  0xAC: "!", 0x2212: "-", 0x2013: "-", 0xFE63: "-", 0xFF0D: "-"]
            // `partialErrors?.count`: optional chaining, as in Swift or JavaScript.
            if c == UInt8(ascii: "?"), peek(1) == UInt8(ascii: "."), start > 0, Self.isIdentifierPart(bytes[start - 1]) {
                var first = start
                while first > 0, Self.isIdentifierPart(bytes[first - 1]) { first -= 1 }
                let field = String(decoding: bytes[first..<start], as: UTF8.self)
                throw error(at: start, "rules have no optional chaining ('?.'): a rule reads a field as a whole; count a list's "
                            + "or map's elements with count(\(field)), which is nil where the field is nil, or compare '\(field) == null'")
            }
            let hint = "+*/%".utf8.contains(c) ? "; rules compare values and do no arithmetic"
                : c == UInt8(ascii: "?")
                ? "; for a value where a field is nil write 'x ?? value'; to choose a value by a condition, write arms: "
                    + "[{when: \"...\", value: ...}, {value: ...}]"
                : c == UInt8(ascii: "$") ? "; a field is named without '$': write the name alone"
                : c == UInt8(ascii: "#") ? "; a rule has no comments: move the comment after the closing quote (' # ...')"
                : mathematical[scalar(at: start).value].map { "; write \($0)" }
                ?? typographic[scalar(at: start).value].map { "; a typographic quote is not a quote: type \($0)" }
                ?? Self.invisibleHint(scalar(at: start))
            throw error(at: start, "unexpected character \(Self.shown(scalar(at: start)))\(hint)")
        }
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
            || c == UInt8(ascii: "_")
    }

    static func isIdentifierPart(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    static func isDigit(_ c: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c)
    }

    /// `'x'`, or for a character that looks like a space or nothing, its code point and name (a no-break space
    /// printed as it is reads as a space).
    private static func shown(_ c: Unicode.Scalar) -> String {
        guard !c.isASCII, let lookalike = Confusables.asciiLookalike(c), lookalike == " " || lookalike.isEmpty else {
            return "'\(describe(c))'"
        }
        return Confusables.firstNonASCII(in: String(c)) ?? "'\(describe(c))'"
    }

    /// "; write a plain space" for a space-like character, "; remove it" for an invisible one.
    private static func invisibleHint(_ c: Unicode.Scalar) -> String {
        guard !c.isASCII, let lookalike = Confusables.asciiLookalike(c) else { return "" }
        return lookalike == " " ? "; write a plain space" : lookalike.isEmpty ? "; remove it" : ""
    }

    /// A scalar as it can be shown in a message: control characters as `\u{..}`.
    static func describe(_ c: Unicode.Scalar) -> String {
        c.value < 0x20 || c.value == 0x7F ? "\\u{\(String(c.value, radix: 16))}" : String(c)
    }

    private mutating func word() -> RuleToken {
        let start = position
        while let c = peek(), Self.isIdentifierPart(c) { position += 1 }
        let name = text(from: start)
        let kind: RuleToken.Kind = RuleToken.Keyword(rawValue: name).map { .keyword($0) } ?? .identifier(name)
        return token(kind, from: start, text: name)
    }

    private mutating func operatorToken() throws(RuleSyntaxError) -> RuleToken {
        let start = position
        while let c = peek(), "=!<>&|.".utf8.contains(c) { position += 1 }
        let op = text(from: start)
        if op == "..." { return token(.ellipsis, from: start, text: op) }
        if let comparison = ComparisonOperator(rawValue: op) {
            return token(.comparison(comparison), from: start, text: op)
        }
        let hints = ["=": "==", "===": "==", "!==": "!=", "<>": "!=", "=<": "<=", "=>": ">=",
                     "&&": "and", "&": "and", "||": "or", "|": "or", "!": "not"]
        // `x =~ "^Internal"`: other languages' pattern match.
        if op == "=" || op == "!", peek() == UInt8(ascii: "~") {
            throw error(at: start, "rules have no pattern match ('\(op)~'); compare whole values with '==', or list them "
                        + "with 'in [...]'")
        }
        // `retryAfter! > 30`: Swift's force unwrap, right after a name.
        if op == "!", start > 0, Self.isIdentifierPart(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ")") {
            var first = start
            while first > 0, Self.isIdentifierPart(bytes[first - 1]) { first -= 1 }
            let field = first < start ? String(decoding: bytes[first..<start], as: UTF8.self) : "field"
            throw error(at: start, "rules have no force unwrap ('!'); for a field that may be nil write '\(field) ?? <value>', "
                        + "the value to use where it is nil")
        }
        if let hint = hints[op] {
            throw error(at: start, "unknown operator '\(op)' (did you mean '\(hint)'?)")
        }
        if op == ".", let c = peek(), Self.isIdentifierStart(c) {
            // `codes.length > 0`, `sqlstate.hasPrefix("40")`: a member of a field, as in Swift or JavaScript.
            if start > 0, Self.isIdentifierPart(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ")") {
                var end = position
                while end < bytes.count, Self.isIdentifierPart(bytes[end]) { end += 1 }
                let member = String(decoding: bytes[position..<end], as: UTF8.self)
                let counts = ["length", "count", "size", "isEmpty", "empty"].contains(member)
                throw error(at: start, "a rule reads a field as a whole: it has no members or methods such as '.\(member)'"
                            + (counts ? "; count a list's or map's elements with count(field)"
                               : "; compare the whole value with '==', or list the values with 'in [...]'"))
            }
            throw error(at: start, "unexpected '.'; a rule compares with values such as \"text\", "
                        + "42 or true (an enum value with its wire spelling), not with '.name'")
        }
        if op.hasPrefix(".") {
            throw error(at: start, "unknown operator '\(op)' (write a range as 'lower...upper')")
        }
        throw error(at: start, "unknown operator '\(op)'")
    }

    private mutating func number() throws(RuleSyntaxError) -> RuleToken {
        let start = position
        if peek() == UInt8(ascii: "-") {
            position += 1
            guard let d = peek(), Self.isDigit(d) else {
                throw error(at: start, "expected a digit after '-'")
            }
        }
        skipDigits()
        var isDouble = false
        if peek() == UInt8(ascii: "."), let d = peek(1), Self.isDigit(d) {
            isDouble = true
            position += 1
            skipDigits()
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            isDouble = true
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            guard let d = peek(), Self.isDigit(d) else {
                throw error(at: position, "expected digits in the exponent of a number")
            }
            skipDigits()
        }
        if let c = peek(), Self.isIdentifierPart(c) {
            // `5xx`, `4XX`, `3xxx`: a class of statuses or codes.
            let digits = text(from: start)
            if c == UInt8(ascii: "x") || c == UInt8(ascii: "X"), peek(1) == c, !digits.hasPrefix("-") {
                var end = position
                while end < bytes.count, bytes[end] == c { end += 1 }
                let wildcards = end - position
                if end == bytes.count || !Self.isIdentifierPart(bytes[end]), digits.count + wildcards <= 15 {
                    let zeros = String(repeating: "0", count: wildcards), nines = String(repeating: "9", count: wildcards)
                    let written = digits + String(repeating: Character(Unicode.Scalar(c)), count: wildcards)
                    throw error(at: start, "'\(written)' is not a number; write the range: \(digits)\(zeros)...\(digits)\(nines)")
                }
            }
            // `0x1F`: hexadecimal, as codes and Int constants take it. `0o17`, `0b101`: written in decimal.
            if digits == "0" || digits == "-0", c == UInt8(ascii: "x") {
                return try hexadecimal(from: start)
            }
            if digits == "0" || digits == "-0", "XoObB".utf8.contains(c) {
                while let d = peek(), Self.isIdentifierPart(d) { position += 1 }
                let written = text(from: start)
                let decimal = IntegerText.decimalOfPrefixed(written.lowercased()).map { ": \($0)" } ?? ""
                throw error(at: start, "rules write integers in decimal or as '0x' and hexadecimal digits; write "
                            + "\(TextQuote.quoted(written, "'")) in decimal\(decimal)")
            }
            throw error(at: position, "unexpected '\(Self.describe(Unicode.Scalar(c)))' after a number")
        }
        let literal = text(from: start)
        if isDouble {
            guard let value = Double(literal), value.isFinite else {
                throw error(at: start, "number \(literal) is out of range: a Double holds up to about ±1.8e308")
            }
            return token(.double(value), from: start, text: literal)
        }
        guard let value = Int(literal), value.magnitude <= Self.maxExactInteger.magnitude else {
            throw error(at: start, "integer \(literal) is out of range: rules use integers up "
                        + "to ±\(Self.maxExactInteger), which JavaScript represents exactly")
        }
        return token(.int(value), from: start, text: literal)
    }

    /// `0x80`, `-0x1F`: the position is at the `x`; the token's text is as written, its value the integer.
    private mutating func hexadecimal(from start: Int) throws(RuleSyntaxError) -> RuleToken {
        position += 1
        let digitsStart = position
        while let d = peek(), Self.isHexDigit(d) { position += 1 }
        if let c = peek(), Self.isIdentifierPart(c) {
            throw error(at: position, "unexpected '\(Self.describe(Unicode.Scalar(c)))' in a hexadecimal number")
        }
        guard position > digitsStart else {
            throw error(at: start, "expected hexadecimal digits after '0x'")
        }
        let written = text(from: start)
        let digits = String(decoding: bytes[digitsStart..<position], as: UTF8.self)
        guard let magnitude = Int(digits, radix: 16), magnitude <= Self.maxExactInteger else {
            throw error(at: start, "integer \(written) is out of range: rules use integers up "
                        + "to ±\(Self.maxExactInteger), which JavaScript represents exactly")
        }
        return token(.int(bytes[start] == UInt8(ascii: "-") ? -magnitude : magnitude), from: start, text: written)
    }

    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(c)
    }

    private mutating func skipDigits() {
        while let d = peek(), Self.isDigit(d) { position += 1 }
    }

    /// The bytes an escape stands for, by the byte after the backslash.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "'"): UInt8(ascii: "'"),
        UInt8(ascii: "n"): UInt8(ascii: "\n"), UInt8(ascii: "t"): UInt8(ascii: "\t"), UInt8(ascii: "r"): UInt8(ascii: "\r"),
    ]

    private mutating func string(quote: UInt8) throws(RuleSyntaxError) -> RuleToken {
        let start = position
        position += 1
        // Bytes other than the quote and the backslash (multi-byte characters too) are copied as they are.
        var value: [UInt8] = []
        while true {
            guard let c = peek() else {
                throw error(at: start, "unterminated string")
            }
            position += 1
            if c == quote { break }
            if c == UInt8(ascii: "\\") {
                guard let e = peek(), let replacement = Self.escapes[e] else {
                    let shown = peek().map { _ in "'\\\(Self.describe(scalar(at: position)))'" } ?? "at the end of the rule"
                    throw error(at: position - 1, "unknown escape \(shown) in a string; "
                                + "strings can use \\\\, \\\", \\', \\n, \\t and \\r")
                }
                position += 1
                value.append(replacement)
            } else {
                value.append(c)
            }
        }
        return token(.string(String(decoding: value, as: UTF8.self)), from: start, text: text(from: start))
    }
}
