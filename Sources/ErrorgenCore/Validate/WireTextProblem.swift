/// A wire text (a code, an enum value's wire spelling, a code family's prefix) is compared byte for byte with what
/// a service sends. Spaces around it, or a control character or line break inside it, come from a slip in the spec
/// (a quoted value with a space inside the quotes, an escape such as `\n`), never from the service's table: such a
/// text never matches.
enum WireTextProblem {
    /// What is wrong with `text`, as the rest of a sentence after "code 'x' ", or nil. A prefix may end in a plain
    /// space (`"ERR "` holds `ERR 404`): `endsOpen` allows that.
    static func problem(in text: String, endsOpen: Bool = false) -> String? {
        let scalars = text.unicodeScalars
        if let first = scalars.first, isSpace(first) {
            return "starts with \(describe(first)), which the service does not send, so it never matches; write "
                + TextQuote.quoted(trimmed(text), "'")
        }
        if let last = scalars.last, isSpace(last), !(endsOpen && last == " ") {
            return "ends with \(describe(last)), which the service does not send, so it never matches; write "
                + TextQuote.quoted(trimmed(text), "'")
        }
        if let control = scalars.first(where: TextQuote.isControlOrBreak) {
            return "holds \(describe(control)), which the service does not send, so it never matches; remove it"
        }
        return nil
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || TextQuote.isControlOrBreak(scalar)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": return "a space"
        case "\t": return "a tab"
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": return "a line break (\(Confusables.codePoint(scalar)))"
        default:
            let name = scalar.properties.name.map { " " + $0 } ?? (TextQuote.isControlOrBreak(scalar) ? " (a control character)" : "")
            return Confusables.codePoint(scalar) + name
        }
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        return String(scalars)
    }
}
