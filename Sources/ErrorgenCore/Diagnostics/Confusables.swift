/// Letters from other scripts that look like ASCII letters or digits, and invisible characters that
/// look like nothing: the usual reasons a name that reads right is not an identifier.
enum Confusables {
    private static let table: [UInt32: String] = {
        var table: [UInt32: String] = [
            // Cyrillic
            0x0430: "a", 0x0435: "e", 0x043E: "o", 0x0440: "p", 0x0441: "c", 0x0443: "y", 0x0445: "x",
            0x0456: "i", 0x0458: "j", 0x0455: "s", 0x0501: "d", 0x04BB: "h", 0x051B: "q", 0x051D: "w",
            0x0410: "A", 0x0412: "B", 0x0415: "E", 0x041A: "K", 0x041C: "M", 0x041D: "H", 0x041E: "O",
            0x0420: "P", 0x0421: "C", 0x0422: "T", 0x0425: "X", 0x0406: "I", 0x0408: "J", 0x0405: "S",
            0x04AE: "Y", 0x0417: "3",
            // Greek
            0x0391: "A", 0x0392: "B", 0x0395: "E", 0x0396: "Z", 0x0397: "H", 0x0399: "I", 0x039A: "K",
            0x039C: "M", 0x039D: "N", 0x039F: "O", 0x03A1: "P", 0x03A4: "T", 0x03A5: "Y", 0x03A7: "X",
            0x03BF: "o", 0x03B1: "a", 0x03BD: "v", 0x03B9: "i", 0x03BA: "k", 0x03C1: "p", 0x03C5: "u",
            // Latin look-alikes
            0x0131: "i", 0x0269: "i", 0x01C0: "l", 0x2113: "l", 0x212A: "K", 0x212B: "A", 0x00B5: "u",
            // Invisible characters and spaces
            0x00A0: " ", 0x200B: "", 0x200C: "", 0x200D: "", 0x2060: "", 0xFEFF: "", 0x00AD: "",
        ]
        // Fullwidth ASCII (`Ｅｒｒｏｒ`, `０`-`９`).
        for value in UInt32(0xFF10)...0xFF19 { table[value] = String(UnicodeScalar(value - 0xFF10 + 0x30)!) }
        for value in UInt32(0xFF21)...0xFF3A { table[value] = String(UnicodeScalar(value - 0xFF21 + 0x41)!) }
        for value in UInt32(0xFF41)...0xFF5A { table[value] = String(UnicodeScalar(value - 0xFF41 + 0x61)!) }
        return table
    }()

    /// The ASCII text `scalar` looks like; "" for an invisible character, nil when it looks like nothing in ASCII.
    static func asciiLookalike(_ scalar: Unicode.Scalar) -> String? {
        table[scalar.value]
    }

    /// The identifier `name` reads as: each lookalike as the ASCII it looks like, invisible characters, spaces and
    /// other characters that cannot be in an identifier dropped (`оff line` with a Cyrillic `о` reads `offline`).
    static func identifierSkeleton(of name: String) -> String {
        var skeleton = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" { skeleton.unicodeScalars.append(scalar) }
            } else if let ascii = asciiLookalike(scalar), ascii != " " {
                skeleton += ascii
            }
        }
        return skeleton
    }

    /// `U+043E`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// "U+043E CYRILLIC SMALL LETTER O": the code point and Unicode name of the first non-ASCII character of
    /// `text`, with the ASCII letter it looks like; nil for ASCII text.
    static func firstNonASCII(in text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: { !$0.isASCII }) else { return nil }
        var described = codePoint(scalar) + (scalar.properties.name.map { " " + $0 } ?? "")
        switch asciiLookalike(scalar) {
        case ""?: described += " (invisible)"
        case let lookalike? where lookalike != " ": described += " (it looks like '\(lookalike)')"
        default: break
        }
        return described
    }
}
