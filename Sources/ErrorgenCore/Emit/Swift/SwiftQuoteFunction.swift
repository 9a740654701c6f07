/// The generated Swift's own quoting of a text in `description`, in place of `String(reflecting:)`. The standard
/// library escapes by the Unicode tables of the runtime the app runs on (Swift 6.3 writes `"a\u{0600}"` where older
/// runtimes write the character, and `\u{000E0100}` with eight digits), and Kotlin's `swiftQuoted` (KotlinRuntime)
/// cannot follow every runtime: with the same fixed rules on both sides a React Native app gets the same `message`
/// on iOS and Android, and every iOS version prints the same. For ordinary text the result is what
/// `String(reflecting:)` gives.
enum SwiftQuoteFunction {
    /// The call, qualified by `Self` so that no payload field's binding in a `switch` arm can hide it.
    static let call = "Self._errorgenQuoted"

    /// The declaration, printed in the extension that holds `description`.
    static let declaration = #"""
    /// The text quoted and escaped by the same rules on every platform and in the Kotlin output: `\0 \t \n \r \" \' \\`,
    /// other ASCII controls as `\u{XX}`, and a combining mark right after the opening quote or an escape as `\u{XXXX}`.
    fileprivate static func _errorgenQuoted(_ text: String) -> String {
        var out = "\""
        var afterEscape = true
        for scalar in text.unicodeScalars {
            let escape: String?
            switch scalar.value {
            case 0: escape = "\\0"
            case 9: escape = "\\t"
            case 10: escape = "\\n"
            case 13: escape = "\\r"
            case 34: escape = "\\\""
            case 39: escape = "\\'"
            case 92: escape = "\\\\"
            case 0..<0x20, 0x7F: escape = "\\u{" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escape = nil
            }
            if let escape {
                out += escape
                afterEscape = true
                continue
            }
            let category = scalar.properties.generalCategory
            if afterEscape, category == .nonspacingMark || category == .enclosingMark || category == .spacingMark {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
            } else {
                out.unicodeScalars.append(scalar)
                afterEscape = false
            }
        }
        return out + "\""
    }
    """#
}
