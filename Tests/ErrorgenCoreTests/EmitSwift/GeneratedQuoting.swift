/// What the generated Swift's `_errorgenQuoted` (SwiftQuoteFunction) and Kotlin's `swiftQuoted` give for a text:
/// the expected `description` of a String payload, computed here to check the generated code against.
enum GeneratedQuoting {
    static func quoted(_ text: String) -> String {
        var out = "\""
        var afterEscape = true
        for scalar in text.unicodeScalars {
            let escapes: [UInt32: String] = [0: "\\0", 9: "\\t", 10: "\\n", 13: "\\r", 34: "\\\"", 39: "\\'", 92: "\\\\"]
            if let escape = escapes[scalar.value] ?? (scalar.value < 0x20 || scalar.value == 0x7F ? hex(scalar, digits: 2) : nil) {
                out += escape
                afterEscape = true
            } else if afterEscape, [.nonspacingMark, .enclosingMark, .spacingMark].contains(scalar.properties.generalCategory) {
                out += hex(scalar, digits: 4)
            } else {
                out.unicodeScalars.append(scalar)
                afterEscape = false
            }
        }
        return out + "\""
    }

    private static func hex(_ scalar: Unicode.Scalar, digits: Int) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, digits - hex.count)) + hex + "}"
    }
}
