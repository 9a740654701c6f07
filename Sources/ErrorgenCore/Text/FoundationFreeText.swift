/// The few Foundation string functions the pipeline used, written on the standard library with
/// Foundation's exact results, so errorgen links no Foundation (loading it was most of the
/// start-up time). `FoundationFreeTextTests` compares each with Foundation, scalar by scalar.
enum UnicodeWhitespace {
    /// Foundation's `CharacterSet.whitespaces`: the space separators (Zs), tab, and U+200B ZERO WIDTH SPACE.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: `isSpace`, U+000A-U+000D, U+0085 NEXT LINE,
    /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
    static func isSpaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: isSpace(scalar)
        }
    }
}

extension StringProtocol {
    /// Foundation's `trimmingCharacters(in: .whitespaces)`: removes `UnicodeWhitespace.isSpace` scalars
    /// from both ends, scalar by scalar (a space before a combining mark goes, the mark stays).
    func trimmingWhitespace() -> String {
        trimmingScalars(where: UnicodeWhitespace.isSpace)
    }

    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` (see `trimmingWhitespace`).
    func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars(where: UnicodeWhitespace.isSpaceOrNewline)
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension String {
    /// Foundation's `components(separatedBy: separator)` for a non-empty separator: the pieces between
    /// non-overlapping occurrences, found left to right and matched character by character (an occurrence
    /// whose last character would take a following combining mark is none), with "" before a leading,
    /// after a trailing and between adjacent occurrences.
    func components(separatedByText separator: String) -> [String] {
        precondition(!separator.isEmpty, "an empty separator")
        var pieces: [String] = []
        var pieceStart = startIndex
        var index = startIndex
        while index < endIndex {
            var end = index
            var matched = separator.startIndex
            while matched < separator.endIndex, end < endIndex, self[end] == separator[matched] {
                formIndex(after: &end)
                separator.formIndex(after: &matched)
            }
            if matched == separator.endIndex {
                pieces.append(String(self[pieceStart..<index]))
                pieceStart = end
                index = end
            } else {
                formIndex(after: &index)
            }
        }
        pieces.append(String(self[pieceStart...]))
        return pieces
    }
}
