/// A line printer for generated source: 4-space indentation, no trailing whitespace, and output that ends
/// with exactly one newline (or is empty). Appends each line's UTF-8 bytes to `OutputBytes` (a `memcpy` per
/// piece, no per-append `String` bookkeeping), gathered into one array at the end, so printing is linear in the
/// output.
///
/// A class, passed by reference to every part that prints, so a body closure keeps printing through the
/// same printer:
///
///     printer.line("switch self {")
///     printer.withIndentation { printer.line("case .a: 1") }
///     printer.line("}")
public final class CodePrinter {
    public static let indentUnit = "    "

    /// The printed text's UTF-8 bytes.
    private var bytes = OutputBytes()
    private var level = 0 {
        didSet {
            while indentations.count <= level { indentations.append(indentations[indentations.count - 1] + Self.indentUnitBytes) }
            indentation = indentations[level]
        }
    }
    /// `indentUnit` times 0, 1, 2... levels, each built once per printer (levels change around every block).
    private var indentations: [[UInt8]] = [[]]
    /// `indentUnit` times `level`, taken when the level changes rather than built for every line.
    private var indentation: [UInt8] = []
    /// Whether the last thing printed is a blank line (or nothing has been printed yet).
    private var atBlank = true

    public init() {}

    /// The printed text's UTF-8 bytes. Blank lines at the end are dropped; a non-empty output ends with one
    /// newline.
    public var outputBytes: [UInt8] {
        bytes.array(dropping: max(0, bytes.trailingNewlines - 1))
    }

    /// `outputBytes` in the pieces they were printed in, for an `OutputFile` (no copy into one array).
    var outputChunks: [[UInt8]] {
        bytes.chunks(dropping: max(0, bytes.trailingNewlines - 1))
    }

    /// The printed text (`outputBytes` as a `String`, for readers such as tests).
    public var output: String { String(decoding: outputBytes, as: UTF8.self) }

    /// Prints `text` at the current indentation. Text with line breaks (`\n`, `\r`, NEL, U+2028, U+2029)
    /// prints as several lines, each indented; trailing spaces and tabs are dropped, and empty lines carry
    /// no indentation.
    public func line(_ text: String) {
        // 0xC2 and 0xE2 lead the UTF-8 of NEL and U+2028/U+2029; only then is the slow split needed.
        if text.anyUTF8({ $0 == 10 || $0 == 13 || $0 == 0xC2 || $0 == 0xE2 }) {
            for part in TextSafety.lines(text) { single(part) }
        } else {
            single(text)
        }
    }

    /// The bytes `line(_:)` writes before a line at the current indentation.
    var indentationUTF8: [UInt8] { indentation }

    /// Lines already printed by the caller as `line(_:)` prints them, appended as they are: each is
    /// `indentationUTF8`, then text that is not empty, has no line break and does not end in a space or tab,
    /// then a newline. One append for many lines, without making a `String` of each.
    func append(printedLines lines: UnsafeBufferPointer<UInt8>) {
        guard !lines.isEmpty else { return }
        bytes.append(lines)
        atBlank = false
    }

    /// Whether `buffer` has a byte below 14 or above 127 (so possibly a line break), eight bytes at a time.
    static func mayHoldBreak(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = ByteWords.firstFlagged(in: buffer) { ByteWords.below($0, 14) | ByteWords.above($0, 127) != 0 }
        while index < buffer.count {
            if buffer[index] < 14 || buffer[index] >= 0x80 { return true }
            index += 1
        }
        return false
    }

    private func single(_ line: String) {
        if line.utf8.withContiguousStorageIfAvailable({ append(trimmed: $0) }) == nil {
            var copy = line
            copy.withUTF8 { append(trimmed: $0) }
        }
    }

    /// One line's bytes without trailing spaces and tabs, indented unless empty, then a newline.
    private func append(trimmed line: UnsafeBufferPointer<UInt8>) {
        var end = line.count
        while end > 0 && (line[end - 1] == 32 || line[end - 1] == 9) { end -= 1 }
        if end == 0 {
            bytes.append(10)
            atBlank = true
            return
        }
        bytes.append(indentation)
        bytes.append(UnsafeBufferPointer(rebasing: line[..<end]))
        bytes.append(10)
        atBlank = false
    }

    /// A helper's constant text after a blank line, line by line at the current indentation: its empty
    /// lines print as `blank()`s (so they collapse), the others as `line(_:)`s. The text is split at its `\n`
    /// bytes, without making Characters of it (the runtime helpers are most of a small output).
    public func block(_ text: String) {
        blank()
        var text = text
        text.withUTF8 { buffer in
            var start = 0
            while start <= buffer.count {
                let end = ByteSearch.first(10, in: buffer, from: start) ?? buffer.count
                let piece = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if piece.isEmpty {
                    blank()
                } else if piece.contains(where: { $0 == 13 || $0 == 0xC2 || $0 == 0xE2 }) {
                    line(String(decoding: piece, as: UTF8.self))  // other line breaks: `line` splits them
                } else {
                    append(trimmed: piece)
                }
                start = end + 1
            }
        }
    }

    /// `line(_:)` of text given as UTF-8 bytes (whole strings' bytes, so valid UTF-8), printed `deeper` levels
    /// below the current indentation: the same output as `withIndentation` around `line(_:)`, for a line built
    /// as bytes rather than as a `String`.
    public func line(utf8 text: UnsafeBufferPointer<UInt8>, deeper: Int = 0) {
        if Self.mayBreakLine(text) {
            level += deeper
            defer { level -= deeper }
            line(String(decoding: text, as: UTF8.self))
            return
        }
        var end = text.count
        while end > 0 && (text[end - 1] == 32 || text[end - 1] == 9) { end -= 1 }
        guard end > 0 else { return append(trimmed: text) }
        // Indentation, text and newline gathered on the stack, then appended at once.
        let unit = Self.indentUnitBytes
        let total = indentation.count + deeper * unit.count + end + 1
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { line in
            var at = line.baseAddress!
            func put(_ piece: UnsafeBufferPointer<UInt8>) {
                if let base = piece.baseAddress { at.initialize(from: base, count: piece.count) }
                at += piece.count
            }
            indentation.withUnsafeBufferPointer { put($0) }
            for _ in 0..<deeper { unit.withUnsafeBufferPointer { put($0) } }
            put(UnsafeBufferPointer(rebasing: text[..<end]))
            at.initialize(to: 10)
            bytes.append(UnsafeBufferPointer(line))
        }
        atBlank = false
    }

    public func line(utf8 text: [UInt8], deeper: Int = 0) {
        text.withUnsafeBufferPointer { line(utf8: $0, deeper: deeper) }
    }

    private static let indentUnitBytes = Array(indentUnit.utf8)

    /// Whether `text` has a byte that can start a line break (\n, \r, NEL = C2 85, U+2028/9 = E2 80 A8/A9), as
    /// `line(_:)` checks, eight bytes at a time: a word of printable ASCII (no byte below 0x20 or from 0x80) has none.
    private static func mayBreakLine(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = ByteWords.firstFlagged(in: text) { ByteWords.below($0, 0x20) | ByteWords.above($0, 127) != 0 }
        while i < text.count {
            let byte = text[i]
            if byte == 10 || byte == 13 || byte == 0xC2 || byte == 0xE2 { return true }
            i += 1
        }
        return false
    }

    /// One empty line. Consecutive blanks collapse into one, and a blank at the start prints nothing.
    public func blank() {
        guard !atBlank else { return }
        bytes.append(10)
        atBlank = true
    }

    /// Prints what `body` prints one level deeper.
    public func withIndentation(_ body: () throws -> Void) rethrows {
        level += 1
        defer { level -= 1 }
        try body()
    }

    /// `head(a, b, c)tail` on one line when it fits in `lineLimit` columns (with room for four levels of
    /// indentation), otherwise one item per line.
    public func list(_ head: String, _ items: [String], _ tail: String = "") {
        let single = head + "(" + items.joined(separator: ", ") + ")" + tail
        guard single.count + 4 * 4 > Self.lineLimit, !items.isEmpty else {
            line(single)
            return
        }
        line(head + "(")
        withIndentation {
            for (index, item) in items.enumerated() {
                line(item + (index == items.count - 1 ? "" : ","))
            }
        }
        line(")" + tail)
    }

    /// Argument lists longer than this are written one argument per line.
    public static let lineLimit = 120
}
