/// A line of Kotlin built as UTF-8 bytes, for `CodePrinter.line(utf8:)`: the same text as `KotlinLanguage` and
/// `KotlinRuleRenderer` spell, without a `String` for each piece. Names and texts that need no escaping (nearly
/// all) are copied as they are; the others go through the `String` spellings. Reused line after line: `start()`
/// empties it and keeps its capacity.
struct KotlinLine {
    var bytes: [UInt8] = []

    mutating func start() { bytes.removeAll(keepingCapacity: true) }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: Array(text.utf8))
        }
    }

    mutating func append(_ piece: [UInt8]) { bytes.append(contentsOf: piece) }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// `KotlinLanguage.identifier(name)`. Every keyword is lowercase ASCII letters, so a name with any other
    /// byte is no keyword and needs no set lookup.
    mutating func append(identifier name: String) {
        if name.anyUTF8({ $0 < 0x61 || $0 > 0x7A }) { append(name) } else { append(KotlinLanguage.identifier(name)) }
    }

    /// `KotlinLanguage.stringLiteral(text)`.
    mutating func append(stringLiteral text: String) {
        guard Self.needsNoEscape(text) else { return append(KotlinLanguage.stringLiteral(text)) }
        bytes.append(0x22)
        append(text)
        bytes.append(0x22)
    }

    /// `KotlinRuleRenderer.literal(.int(value))`: `30L`, `-2L`, `Long.MIN_VALUE`.
    mutating func append(long value: Int) {
        guard value != Int.min else { return append("Long.MIN_VALUE") }
        if value < 0 { bytes.append(0x2D) }
        var magnitude = value.magnitude
        var low = bytes.count
        repeat {
            bytes.append(0x30 + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        var high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
        bytes.append(0x4C)
    }

    /// `pieces` joined by `value`: a spelling from `KotlinLine.pieces(around:)` of another value.
    mutating func append(_ pieces: [[UInt8]], around value: [UInt8]) {
        for (index, piece) in pieces.enumerated() {
            if index > 0 { bytes.append(contentsOf: value) }
            bytes.append(contentsOf: piece)
        }
    }

    /// The number of Characters of the line, as `String.count` counts them: its bytes, when they are ASCII
    /// without `\r` (which joins a following `\n` into one Character).
    var characterCount: Int {
        bytes.allSatisfy({ $0 < 0x80 && $0 != 13 }) ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }

    /// Whether `KotlinLanguage.stringLiteral(text)` is `text` between quotes: printable ASCII without `"`, `\`, `$`.
    @inline(__always)
    static func needsNoEscape(_ text: String) -> Bool {
        text.allUTF8 { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x24 }
    }

    /// The pieces of `spelling(marker)` around each use of the value: the spelling of any other value is the
    /// pieces joined by it. `spelling` must only concatenate the value (never escape or inspect it); the marker is
    /// a control character, which no spelling writes raw.
    static func pieces(around spelling: (String) -> String) -> [[UInt8]] {
        Array(spelling("\u{1}").utf8).split(separator: 1, omittingEmptySubsequences: false).map { Array($0) }
    }
}
