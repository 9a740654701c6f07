/// Positions inside the raw spec bytes, computed the way libyaml counts them:
/// 0-based lines and columns, columns counting characters, and `\r\n`, `\r`, `\n`,
/// NEL, LS and PS as line breaks. A leading UTF-8 byte order mark is not counted.
/// Only used on error paths, so it favors simplicity over speed.
struct SourceText {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The offset of the first byte after a UTF-8 byte order mark, if any.
    var contentStart: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The 0-based line and column of the character that starts at byte `offset`.
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 0, column = 0, i = contentStart
        let end = min(offset, bytes.count)
        while i < end {
            let width = breakWidth(at: i)
            if width > 0 {
                line += 1
                column = 0
                i += width
            } else {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        return (line, column)
    }

    /// The byte offset of the character at a 0-based line and column, if it exists.
    func byteOffset(line: Int, column: Int) -> Int? {
        var currentLine = 0, i = contentStart
        while currentLine < line {
            guard i < bytes.count else { return nil }
            let width = breakWidth(at: i)
            if width > 0 {
                currentLine += 1
                i += width
            } else {
                i += 1
            }
        }
        var currentColumn = 0
        while i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 {
                if currentColumn == column { return i }
                currentColumn += 1
            }
            i += 1
        }
        return nil
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence.
    func firstInvalidUTF8() -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// How many bytes the line break at `i` spans, or 0 when there is none.
    func breakWidth(at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A:
            return 1
        case 0x0D:
            return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2:
            return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2:
            let isLineOrParagraphSeparator = i + 2 < bytes.count && bytes[i + 1] == 0x80
                && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
            return isLineOrParagraphSeparator ? 3 : 0
        default:
            return 0
        }
    }
}
