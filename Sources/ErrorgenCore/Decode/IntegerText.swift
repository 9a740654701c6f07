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

    /// `1,000` or `-12,345,678`, as docs tables print numbers: digit groups of three after the first, joined by commas.
    /// The number, or nil for anything else (and for a value beyond `Int`).
    static func groupedWithCommas(_ text: String) -> Int? {
        var body = Substring(text)
        let sign = body.first == "-" || body.first == "+" ? String(body.removeFirst()) : ""
        let groups = body.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.count > 1, (1...3).contains(groups[0].count),
              groups.dropFirst().allSatisfy({ $0.count == 3 }),
              groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Int(sign + groups.joined())
    }

    /// The error for `1,000` where a comma also separates items (a flow list `[1,000]`, a status `"1,000"`), given
    /// its pieces: a number with a grouping comma rather than several items when a piece after the first has a
    /// leading zero, which no item may have. Nil for anything else (`[400,401]` is two codes).
    static func groupingSlip(_ pieces: [String]) -> String? {
        let text = pieces.joined(separator: ",")
        guard pieces.dropFirst().contains(where: { $0.hasPrefix("0") }), let value = groupedWithCommas(text) else { return nil }
        let decimals = pieces.map { piece in
            let significant = piece.drop { $0 == "0" }
            return significant.isEmpty ? "0" : String(significant)
        }
        return "\(TextQuote.quoted(text, "'")) looks like the number \(value) written with a grouping comma: write \(value) "
            + "(or, for \(pieces.count) items, [\(decimals.joined(separator: ", "))])"
    }

    /// "; write 1000" for an integer in another notation: `1_000` (digit groups), `1e3` or `1000.0` (a whole Double),
    /// `1,000` (a grouping comma).
    static func decimalHint(_ text: String) -> String? {
        if let value = groupedWithCommas(text) { return "; write it without grouping commas: \(value)" }
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
