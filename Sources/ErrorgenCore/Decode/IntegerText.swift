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

    /// Whether `value` is within ±(2^53 - 1).
    static func isExactInJavaScript(_ value: Int) -> Bool {
        value.magnitude <= UInt(maxExactInJavaScript)
    }
}
