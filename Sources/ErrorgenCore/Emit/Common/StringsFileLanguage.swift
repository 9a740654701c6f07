/// Escaping for Apple's `.strings` files (the old-style property list format `NSLocalizedString` reads):
/// quoted keys and values, and comments for translators.
public enum StringsFileLanguage {
    /// `"text"`: backslash, quote and line breaks escaped; other controls as `\Uxxxx`, so every entry
    /// stays on one line and nothing in the text can end the string early.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if TextSafety.isInvisibleControl(scalar) {
                    out += "\\U" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `/* text */` on one line: line breaks and invisible controls become spaces, and `*/` cannot close
    /// the comment early (`* /`).
    public static func comment(_ text: String) -> String {
        var body = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if TextSafety.isInvisibleControl(scalar) {
                body += " "
                previous = " "
                continue
            }
            if scalar == "/", previous == "*" { body += " " }
            body.unicodeScalars.append(scalar)
            previous = scalar
        }
        if body.hasSuffix("*") { body += " " }
        return "/* " + body + " */"
    }

    /// Characters above U+FFFF have no `\U` escape (it takes four digits); they are never controls, so
    /// `quoted` writes them as they are.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
