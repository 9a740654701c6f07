/// Integer scalars in a spec: what counts as one, and the range JavaScript represents exactly.
enum IntegerText {
    /// The largest integer a JavaScript number holds exactly (2^53 - 1); rules and integer codes stay within it.
    static let maxExactInJavaScript = RuleLexer.maxExactInteger

    /// `42`, `-1`, `+7`: an optional sign and decimal digits, whether or not it fits an `Int`.
    static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Why `017` (an integer with a leading zero) is refused, or nil: YAML 1.1 readers take it as octal (15),
    /// YAML 1.2 readers as 17, so the spec would mean different numbers to different tools.
    static func leadingZeroProblem(_ text: String) -> String? {
        guard isInteger(text) else { return nil }
        var digits = Substring(text)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard digits.count > 1, digits.first == "0" else { return nil }
        let significant = digits.drop { $0 == "0" }
        let decimal = significant.isEmpty ? "0" : (negative ? "-" : "") + significant
        return "\(TextQuote.quoted(text, "'")) has a leading zero, which YAML readers disagree on (octal in YAML 1.1, "
            + "decimal in YAML 1.2): write \(decimal)"
    }

    /// An integer's text for a message: as written, or its first digits and how many there are when it is very long
    /// (a 5,000-digit number would fill the terminal).
    static func shown(_ text: String) -> String {
        guard text.count > 40 else { return text }
        return String(text.prefix(20)) + "... (\(text.count) characters)"
    }

    /// "; write 1000" for an integer in another notation: `1_000` (digit groups), `1e3` or `1000.0` (a whole Double).
    static func decimalHint(_ text: String) -> String? {
        let ungrouped = text.replacingUnderscores()
        if ungrouped != text, let value = Int(ungrouped) { return "; write it without '_': \(value)" }
        if let double = Double(text), double.isFinite, double == double.rounded(), abs(double) < 9_007_199_254_740_992 {
            return "; write \(Int(double))"
        }
        return nil
    }

    /// `0x89`: `0x` and hexadecimal digits, which YAML 1.1 and 1.2 both read as an integer; nil for anything else
    /// (and for a value beyond `Int`).
    static func hexadecimal(_ text: String) -> Int? {
        let digits = text.utf8.dropFirst(2)
        guard text.hasPrefix("0x"), !digits.isEmpty, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        return Int(Substring(digits), radix: 16)
    }

    /// `0x8000000000000000`: hexadecimal digits whose value is beyond `Int`.
    static func isHexadecimalBeyondInt(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst(2)
        return text.hasPrefix("0x") && !digits.isEmpty && digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
            && hexadecimal(text) == nil
    }

    /// `0x89`, `0o17`, `0b101` (with an optional '-'): the decimal value, as text; nil for anything else.
    static func decimalOfPrefixed(_ text: String) -> String? {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        let radix: Int
        switch body.prefix(2).lowercased() {
        case "0x": radix = 16
        case "0o": radix = 8
        case "0b": radix = 2
        default: return nil
        }
        let digits = body.dropFirst(2)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit }), let value = Int(digits, radix: radix) else { return nil }
        return (negative ? "-" : "") + String(value)
    }

    /// Whether `value` is within ±(2^53 - 1).
    static func isExactInJavaScript(_ value: Int) -> Bool {
        value.magnitude <= UInt(maxExactInJavaScript)
    }
}

private extension String {
    func replacingUnderscores() -> String { String(unicodeScalars.filter { $0 != "_" }.map(Character.init)) }
}
