/// Splits a rule into tokens, one at a time as the parser asks (so the leftmost error is the one reported).
/// Works on Unicode scalars so offsets match libyaml's columns.
struct RuleLexer {
    /// Integers beyond this magnitude are not exact in JavaScript, so rules cannot use them.
    static let maxExactInteger = 9_007_199_254_740_991

    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private func text(from start: Int) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<position])
        return String(s)
    }

    mutating func next() throws(RuleSyntaxError) -> RuleToken {
        while let c = peek(), c == " " || c == "\t" || c == "\n" || c == "\r" { position += 1 }
        let start = position
        guard let c = peek() else { return RuleToken(kind: .end, offset: start, text: "") }
        func single(_ kind: RuleToken.Kind) -> RuleToken {
            position += 1
            return RuleToken(kind: kind, offset: start, text: String(c))
        }
        switch c {
        case "(": return single(.leftParen)
        case ")": return single(.rightParen)
        case "[": return single(.leftBracket)
        case "]": return single(.rightBracket)
        case ",": return single(.comma)
        case "\"", "'": return try string(quote: c)
        case "0"..."9", "-": return try number()
        case "=", "!", "<", ">", "&", "|", ".": return try operatorToken()
        default:
            if Self.isIdentifierStart(c) { return word() }
            // Arithmetic and `?:` are not rules: a value chosen by a condition is a conditional value.
            let hint = "+*/%".unicodeScalars.contains(c) ? "; rules compare values and do no arithmetic"
                : c == "?" ? "; to choose a value by a condition, write arms: [{when: \"...\", value: ...}, {value: ...}]" : ""
            throw RuleSyntaxError(offset: start, message: "unexpected character '\(Self.describe(c))'\(hint)")
        }
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || ("0"..."9").contains(c)
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
        return RuleToken(kind: kind, offset: start, text: name)
    }

    private mutating func operatorToken() throws(RuleSyntaxError) -> RuleToken {
        let start = position
        while let c = peek(), "=!<>&|.".unicodeScalars.contains(c) { position += 1 }
        let op = text(from: start)
        if op == "..." { return RuleToken(kind: .ellipsis, offset: start, text: op) }
        if let comparison = ComparisonOperator(rawValue: op) {
            return RuleToken(kind: .comparison(comparison), offset: start, text: op)
        }
        let hints = ["=": "==", "===": "==", "!==": "!=", "<>": "!=", "=<": "<=", "=>": ">=",
                     "&&": "and", "&": "and", "||": "or", "|": "or", "!": "not"]
        if let hint = hints[op] {
            throw RuleSyntaxError(offset: start, message: "unknown operator '\(op)' (did you mean '\(hint)'?)")
        }
        if op == ".", let c = peek(), Self.isIdentifierStart(c) {
            throw RuleSyntaxError(offset: start, message: "unexpected '.'; a rule compares with values such as \"text\", "
                                  + "42 or true (an enum value with its wire spelling), not with '.name'")
        }
        if op.hasPrefix(".") {
            throw RuleSyntaxError(offset: start, message: "unknown operator '\(op)' (write a range as 'lower...upper')")
        }
        throw RuleSyntaxError(offset: start, message: "unknown operator '\(op)'")
    }

    private mutating func number() throws(RuleSyntaxError) -> RuleToken {
        let start = position
        if peek() == "-" {
            position += 1
            guard let d = peek(), ("0"..."9").contains(d) else {
                throw RuleSyntaxError(offset: start, message: "expected a digit after '-'")
            }
        }
        skipDigits()
        var isDouble = false
        if peek() == ".", let d = peek(1), ("0"..."9").contains(d) {
            isDouble = true
            position += 1
            skipDigits()
        }
        if let e = peek(), e == "e" || e == "E" {
            isDouble = true
            position += 1
            if let sign = peek(), sign == "+" || sign == "-" { position += 1 }
            guard let d = peek(), ("0"..."9").contains(d) else {
                throw RuleSyntaxError(offset: position, message: "expected digits in the exponent of a number")
            }
            skipDigits()
        }
        if let c = peek(), Self.isIdentifierPart(c) {
            throw RuleSyntaxError(offset: position, message: "unexpected '\(Self.describe(c))' after a number")
        }
        let literal = text(from: start)
        if isDouble {
            guard let value = Double(literal), value.isFinite else {
                throw RuleSyntaxError(offset: start, message: "number \(literal) is out of range")
            }
            return RuleToken(kind: .double(value), offset: start, text: literal)
        }
        guard let value = Int(literal), value.magnitude <= Self.maxExactInteger.magnitude else {
            throw RuleSyntaxError(offset: start, message: "integer \(literal) is out of range: rules use integers up "
                                  + "to ±\(Self.maxExactInteger), which JavaScript represents exactly")
        }
        return RuleToken(kind: .int(value), offset: start, text: literal)
    }

    private mutating func skipDigits() {
        while let d = peek(), ("0"..."9").contains(d) { position += 1 }
    }

    private mutating func string(quote: Unicode.Scalar) throws(RuleSyntaxError) -> RuleToken {
        let start = position
        position += 1
        var value = String.UnicodeScalarView()
        while true {
            guard let c = peek() else {
                throw RuleSyntaxError(offset: start, message: "unterminated string")
            }
            position += 1
            if c == quote { break }
            if c == "\\" {
                let escapes: [Unicode.Scalar: Unicode.Scalar] = ["\\": "\\", "\"": "\"", "'": "'", "n": "\n",
                                                                  "t": "\t", "r": "\r"]
                guard let e = peek(), let replacement = escapes[e] else {
                    let shown = peek().map { "'\\\(Self.describe($0))'" } ?? "at the end of the rule"
                    throw RuleSyntaxError(offset: position - 1, message: "unknown escape \(shown) in a string; "
                                          + "strings can use \\\\, \\\", \\', \\n, \\t and \\r")
                }
                position += 1
                value.append(replacement)
            } else {
                value.append(c)
            }
        }
        return RuleToken(kind: .string(String(value)), offset: start, text: text(from: start))
    }
}
