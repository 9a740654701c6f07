/// A wire text (a code, an enum value's wire spelling, a code family's prefix) is compared byte for byte with what
/// a service sends. Spaces around it, or a control character or line break inside it, come from a slip in the spec
/// (a quoted value with a space inside the quotes, an escape such as `\n`), never from the service's table: such a
/// text never matches.
enum WireTextProblem {
    /// What is wrong with `text`, as the rest of a sentence after "code 'x' ", or nil. A prefix may end in a plain
    /// space (`"ERR "` holds `ERR 404`): `endsOpen` allows that.
    static func problem(in text: String, endsOpen: Bool = false) -> String? {
        // Nearly every code is plain printable ASCII (`NOT_FOUND`, `404`): one pass over its bytes settles it, without
        // the scalar properties and substring searches below (at 20,000 cases they were half of validation's time).
        if isPlainPrintableASCII(text) { return nil }
        let scalars = text.unicodeScalars
        if !scalars.isEmpty, scalars.allSatisfy(isSpace) {
            return "is only \(describe(scalars.first!))\(scalars.count > 1 ? " and more" : ""), which the service does "
                + "not send, so it never matches; write the text the service sends"
        }
        if let first = scalars.first, isSpace(first) {
            return "starts with \(describe(first)), which the service does not send, so it never matches; write "
                + TextQuote.quoted(trimmed(text), "'")
        }
        if endsOpen, let last = scalars.last, isSpace(last), last != " " {
            // `"TAB\t"`: a prefix may end in a plain space, which the code goes on after; no code holds a tab.
            let what = describe(last)
            return "ends with \(what); a prefix may end in a plain space (\"ERR \" holds ERR 404), but the service's "
                + "codes hold no \(what.hasPrefix("a ") ? String(what.dropFirst(2)) : what): write "
                + TextQuote.quoted(trimmed(text), "'") + " or " + TextQuote.quoted(trimmed(text) + " ", "'")
        }
        if let last = scalars.last, isSpace(last), !(endsOpen && last == " ") {
            return "ends with \(describe(last)), which the service does not send, so it never matches; write "
                + TextQuote.quoted(trimmed(text), "'")
        }
        if let control = scalars.first(where: TextQuote.isControlOrBreak) {
            return "holds \(describe(control)), which the service does not send, so it never matches; remove it"
        }
        if let hidden = hiddenCharacter(in: text) { return hidden.0 + ", so it never matches" + fix(for: hidden.1) }
        return lookalikeAmongASCII(in: text) ?? decoration(in: text)
    }

    /// Printable ASCII with no space at either end and none of the characters a decoration starts with (`` ` ``, `*`,
    /// `<`): no check below can find anything in such a text.
    private static func isPlainPrintableASCII(_ text: String) -> Bool {
        var plain = true
        var bytes = text
        bytes.withUTF8 { utf8 in
            guard let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20 else {
                plain = false
                return
            }
            for byte in utf8 where byte < 0x20 || byte > 0x7E || byte == 0x60 || byte == 0x2A || byte == 0x3C {
                plain = false
                return
            }
        }
        return plain
    }

    /// A code copied from a docs table with its decoration: a word in backticks (a Markdown code span), typographic
    /// quotes or Markdown bold (`**`), or two codes of one cell joined by `<br>`. The service sends none of these characters.
    static func decoration(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        let wrappers: [(open: String, close: String, what: String)] = [
            ("**", "**", "Markdown bold ('**')"), ("`", "`", "backticks (a Markdown code span)"),
            ("\u{201C}", "\u{201D}", "typographic quotes"), ("\u{2018}", "\u{2019}", "typographic quotes"),
            ("\u{201E}", "\u{201C}", "typographic quotes"), ("\u{00AB}", "\u{00BB}", "guillemets"),
        ]
        for wrapper in wrappers {
            let (open, close) = (Array(wrapper.open.unicodeScalars), Array(wrapper.close.unicodeScalars))
            guard scalars.count > open.count + close.count, scalars.starts(with: open), Array(scalars.suffix(close.count)) == close
            else { continue }
            // (A code of its own: `__proto__` is no bold text, and the inside of "```" or "`*`" holds no word.)
            let body = scalars[open.count..<(scalars.count - close.count)]
            guard body.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }),
                  !body.contains(where: { open.contains($0) || close.contains($0) }) else { continue }
            var inner = String.UnicodeScalarView()
            inner.append(contentsOf: body)
            return "is in \(wrapper.what), which the service does not send, so it never matches; write "
                + TextQuote.quoted(String(inner), "'")
        }
        let lowered = text.lowercased()
        if let tag = ["<br>", "<br/>", "<br />"].first(where: { lowered.contains($0) }) {
            return "holds '\(tag)', a line break of a Markdown table cell, which the service does not send, so it never "
                + "matches; write each code of the cell as its own item"
        }
        return nil
    }

    /// `rejеcted` with a Cyrillic `е`: a letter from another script that looks like an ASCII one, among ASCII
    /// letters, is a paste slip (a text wholly in another script is left alone).
    static func lookalikeAmongASCII(in text: String) -> String? {
        guard text.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic }) else { return nil }
        // (The three characters Unicode treats as ASCII ones get `AsciiLookalike`'s own message.)
        for scalar in text.unicodeScalars where !scalar.isASCII && !AsciiLookalike.characters.contains(where: { $0.scalar == scalar.value }) {
            guard let ascii = Confusables.asciiLookalike(scalar), !ascii.isEmpty, ascii != " " else { continue }
            return "holds \(describe(scalar)) among ASCII letters: it looks like '\(ascii)' but is not, so the text "
                + "never matches what the service sends; type '\(ascii)' instead"
        }
        return nil
    }

    /// A character pasted in by accident that cannot be seen: U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER, U+FEFF
    /// (a byte order mark) or a soft hyphen, which no text needs, or a space other than U+0020 (U+00A0 NO-BREAK
    /// SPACE). Joiners and direction marks are left alone: emoji sequences and right-to-left text hold them. What
    /// is wrong, as the rest of a sentence ("holds ..."), and the character.
    static func hiddenCharacter(in text: String) -> (String, Unicode.Scalar)? {
        for scalar in text.unicodeScalars where isHiddenSpace(scalar) {
            return invisible.contains(scalar.value)
                ? ("holds \(describe(scalar)), an invisible character the service does not send", scalar)
                : ("holds \(describe(scalar)) where a service sends a plain space", scalar)
        }
        return nil
    }

    /// An invisible character or a space other than U+0020 (a no-break space): what `hiddenCharacter` finds.
    static func isHiddenSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && (invisible.contains(scalar.value) || scalar.properties.isWhitespace)
    }

    private static let invisible: Set<UInt32> = [0x200B, 0x2060, 0xFEFF, 0x00AD]

    /// "; remove it", or for a space "; write a plain space".
    static func fix(for scalar: Unicode.Scalar) -> String {
        scalar.properties.isWhitespace ? "; write a plain space" : "; remove it"
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
