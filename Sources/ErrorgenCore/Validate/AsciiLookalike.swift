/// The three characters Unicode treats as the same text as an ASCII one (canonical equivalence): U+037E GREEK
/// QUESTION MARK is `;`, U+1FEF GREEK VARIA is a backquote, U+212A KELVIN SIGN is `K`. Swift's `String ==` (and
/// a `switch` over a String) matches a code spelled with one to the ASCII spelling, Kotlin and JavaScript do
/// not, so the generated languages would give different cases for the same answer. No other text is
/// canonically equivalent to ASCII text.
enum AsciiLookalike {
    static let characters: [(scalar: UInt32, name: String, ascii: String)] = [
        (0x037E, "GREEK QUESTION MARK", ";"), (0x1FEF, "GREEK VARIA", "`"), (0x212A, "KELVIN SIGN", "K"),
    ]

    /// What is wrong with `text`, or nil: it holds one of the characters.
    static func problem(in text: String) -> String? {
        for scalar in text.unicodeScalars {
            guard scalar.value >= 0x37E, let found = characters.first(where: { $0.scalar == scalar.value }) else { continue }
            let hex = String(found.scalar, radix: 16, uppercase: true)
            return "holds U+\(hex) \(found.name), which Unicode treats as the same text as '\(found.ascii)': Swift would match "
                + "the code spelled with '\(found.ascii)' to it and Kotlin and JavaScript would not; write '\(found.ascii)'"
        }
        return nil
    }
}
