/// `MarkdownText.tableCell` over UTF-8 bytes, appended to the caller's buffer: one pass that finds the
/// code spans (as CommonMark pairs backtick runs) and escapes the text around them, without a string per
/// span, per line or per escape. Every byte it looks at (`|`, `\`, `` ` ``, `<`, the letters and signs
/// that start a tag, line breaks made `\n`) is ASCII, so no multi-byte scalar is cut or changed.
enum MarkdownTableCell {
    private static let backslash = UInt8(ascii: "\\"), backtick = UInt8(ascii: "`"), pipe = UInt8(ascii: "|")
    private static let newline: UInt8 = 0x0A, space = UInt8(ascii: " ")

    /// Appends the cell. With `spacingControls`, controls other than tab become spaces first, as
    /// `DocsProse.lines` makes them in spec text.
    static func append(_ text: String, spacingControls: Bool, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, spacingControls: spacingControls, to: &out) }
    }

    /// `append` of a cell's UTF-8 bytes (a cell written as bytes). Bytes without line breaks or controls (nor a
    /// lead byte of one) need no normalizing and are read in place.
    static func append(_ text: UnsafeBufferPointer<UInt8>, spacingControls: Bool, to out: inout [UInt8]) {
        guard needsNormalizing(text) else { return appendNormalized(text, to: &out) }
        let s = normalized(text, spacingControls: spacingControls)
        s.withUnsafeBufferPointer { appendNormalized($0, to: &out) }
    }

    private static func appendNormalized(_ s: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var textStart = 0
        var i = 0
        while i < s.count {
            // Eight bytes at a time up to the next backslash or backtick.
            if i + 8 <= s.count {
                let word = Self.word(s, at: i)
                if ByteWords.equal(word, backslash) | ByteWords.equal(word, backtick) == 0 { i += 8; continue }
            }
            if s[i] == backslash { i += 2; continue }
            guard s[i] == backtick else { i += 1; continue }
            let open = i
            while i < s.count && s[i] == backtick { i += 1 }
            // An unmatched run is literal text.
            guard let close = closingRun(in: s, from: i, length: i - open) else { continue }
            appendText(s, textStart..<open, to: &out)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: s[open..<i]))
            appendCode(s, i..<close, to: &out)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: s[open..<i]))
            i = close + (i - open)
            textStart = i
        }
        appendText(s, textStart..<s.count, to: &out)
    }

    /// The eight bytes from `offset` as one word (`offset + 8` at most the count).
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Whether some byte is a control, DEL, or could lead a C1 control, NEL or U+2028/9 (C2, E2).
    private static func needsNormalizing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = ByteWords.firstFlagged(in: bytes) { ByteWords.below($0, 0x20) | ByteWords.above($0, 0x7E) != 0 }
        for i in start..<bytes.count {
            let byte = bytes[i]
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return true }
        }
        return false
    }

    /// The start of the next backtick run of exactly `length` from `start`, if any.
    private static func closingRun(in s: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> Int? {
        var j = start
        while j < s.count {
            guard s[j] == backtick else { j += 1; continue }
            let runStart = j
            while j < s.count && s[j] == backtick { j += 1 }
            if j - runStart == length { return runStart }
        }
        return nil
    }

    /// Text outside code spans: `\n` as `<br>`, `<` that starts a tag as `&lt;`, `|` escaped. The bytes
    /// between those are copied a run at a time.
    private static func appendText(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: inout [UInt8]) {
        var backslashes = 0
        var runStart = range.lowerBound
        var k = range.lowerBound
        while k < range.upperBound {
            // Eight bytes at a time while none needs a look (none is a backslash either).
            if k + 8 <= range.upperBound {
                let word = Self.word(text, at: k)
                if ByteWords.equal(word, backslash) | ByteWords.equal(word, newline) | ByteWords.equal(word, UInt8(ascii: "<"))
                    | ByteWords.equal(word, pipe) == 0 {
                    backslashes = 0
                    k += 8
                    continue
                }
            }
            let byte = text[k]
            if byte == backslash {
                backslashes += 1
                k += 1
                continue
            }
            guard byte == newline || byte == UInt8(ascii: "<") || byte == pipe else {
                backslashes = 0
                k += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<k]))
            switch byte {
            case newline: out += "<br>".utf8
            case UInt8(ascii: "<") where k + 1 < range.upperBound && startsTag(text[k + 1]): out += "&lt;".utf8
            default: appendEscapingPipe(byte, afterBackslashes: backslashes, to: &out)
            }
            backslashes = 0
            k += 1
            runStart = k
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<range.upperBound]))
    }

    /// A code span's content: its lines joined by spaces (line breaks before any text are dropped), `|`
    /// escaped (GitHub tables split cells at `|` inside code too).
    private static func appendCode(_ s: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: inout [UInt8]) {
        var backslashes = 0
        var hasText = false
        for byte in UnsafeBufferPointer(rebasing: s[range]) {
            if byte == newline {
                if hasText { out.append(space) }
            } else {
                appendEscapingPipe(byte, afterBackslashes: backslashes, to: &out)
                hasText = true
            }
            backslashes = byte == backslash ? backslashes + 1 : 0
        }
    }

    /// A pipe after an odd run of backslashes is escaped already; one more backslash would pair with the
    /// last of them (`\\|`) and leave a bare pipe that splits the cell.
    @inline(__always)
    private static func appendEscapingPipe(_ byte: UInt8, afterBackslashes backslashes: Int, to out: inout [UInt8]) {
        if byte == pipe && backslashes % 2 == 0 { out.append(backslash) }
        out.append(byte)
    }

    /// `<` followed by a letter, `/`, `!` or `?` (the start of HTML).
    private static func startsTag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?"): return true
        default: return false
        }
    }

    /// The text's bytes with every line break (`\r\n`, `\r`, NEL, U+2028, U+2029) made `\n`, as
    /// `TextSafety.lines` splits; with `spacingControls`, C0 controls but tab, DEL and C1 controls as spaces.
    private static func normalized(_ bytes: UnsafeBufferPointer<UInt8>, spacingControls: Bool) -> [UInt8] {
        var s: [UInt8] = []
        s.reserveCapacity(bytes.count)
        let n = bytes.count
        var i = 0
        while i < n {
            let byte = bytes[i]
            // Most bytes are printable ASCII, kept as they are: copied a run at a time.
            if byte >= 0x20 && byte < 0x7F {
                var end = i + 1
                while end < n && bytes[end] >= 0x20 && bytes[end] < 0x7F { end += 1 }
                s.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                i = end
                continue
            }
            let next = i + 1 < n ? bytes[i + 1] : 0
            switch byte {
            case 0x0A: s.append(newline); i += 1
            case 0x0D: s.append(newline); i += next == 0x0A ? 2 : 1
            case 0xC2 where next == 0x85: s.append(newline); i += 2
            case 0xE2 where next == 0x80 && i + 2 < n && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                s.append(newline); i += 3
            case 0xC2 where spacingControls && (0x80...0x9F).contains(next): s.append(space); i += 2
            case 0x00..<0x20 where spacingControls && byte != 0x09, 0x7F where spacingControls:
                s.append(space); i += 1
            default: s.append(byte); i += 1
            }
        }
        return s
    }
}
