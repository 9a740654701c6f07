/// Spec text quoted inside a diagnostic: control characters are spelled out, so a value can never
/// break the one-line `path:line:column: error: message` form, and very long values are shortened.
enum TextQuote {
    static let maxShown = 80

    static func quoted(_ text: String, _ quote: String = "\"") -> String {
        var out = ""
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == maxShown {
                out += "..."
                break
            }
            shown += 1
            if isControlOrBreak(scalar) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return quote + out + quote
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators: what a one-line message spells out.
    static func isControlOrBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
