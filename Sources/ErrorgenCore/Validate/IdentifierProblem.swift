/// Why a name is not a valid identifier (ASCII letters, digits and `_`, not starting with a digit),
/// naming the first character that is wrong. A non-ASCII letter that looks like an ASCII one (Cyrillic
/// `о` in `Errоr`) is named with its code point and Unicode name and the letter it looks like.
enum IdentifierProblem {
    static let rule = "use ASCII letters, digits and '_', not starting with a digit"

    /// The problem and the offset (in Unicode scalars) of the character it is about, or nil for a valid name.
    static func describe(_ name: String) -> (message: String, offset: Int)? {
        guard !SwiftLanguage.isValidIdentifier(name) else { return nil }
        let scalars = Array(name.unicodeScalars)
        guard !scalars.isEmpty else { return ("is empty; \(rule)", 0) }
        for (offset, scalar) in scalars.enumerated() {
            if scalar.isASCII {
                if ("0"..."9").contains(scalar) {
                    if offset == 0 { return ("is not a valid identifier: it starts with a digit; \(rule)", 0) }
                    continue
                }
                if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" { continue }
                let shown = scalar == " " ? "a space" : scalar.value < 0x20 || scalar.value == 0x7F
                    ? "control character \(Confusables.codePoint(scalar))" : "'\(Character(scalar))'"
                return ("is not a valid identifier: it contains \(shown); \(rule)", offset)
            }
            var message = "is not a valid identifier: it contains \(Confusables.codePoint(scalar))"
            if let name = scalar.properties.name { message += " \(name)" }
            switch Confusables.asciiLookalike(scalar) {
            case ""?:
                message += ", an invisible character; delete it"
            case " "?:
                message += ", which looks like a space; \(rule)"
            case let lookalike?:
                message += ", which looks like '\(lookalike)' but is not ASCII; type '\(lookalike)' instead"
            case nil:
                message += "; \(rule)"
            }
            return (message, offset)
        }
        return ("is not a valid identifier; \(rule)", 0)
    }
}
