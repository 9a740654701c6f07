/// Markdown (CommonMark with GitHub tables) escaping for generated docs.
public enum MarkdownText {
    /// A table cell from Markdown text: `|` escaped (also inside code spans, where GitHub tables need `\|`
    /// too), line breaks as `<br>` (as spaces inside code spans), and `<` that would start an HTML tag
    /// written `&lt;`. Code spans stay code spans.
    public static func tableCell(_ text: String) -> String {
        if isPlainCell(text) { return text }
        var out: [UInt8] = []
        MarkdownTableCell.append(text, spacingControls: false, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `tableCell` (and the control clean-up before it) leaves the text as it is: no `|`, no `<`,
    /// no control or DEL, no C1 control or NEL (C2 80...C2 9F) and no U+2028/9 (E2 80 A8/A9). Other
    /// non-ASCII text (an en dash in "1–600" is E2 80 93) is plain. Code spans in such text are kept byte
    /// for byte, so backticks need no scan.
    static func isPlainCell(_ text: String) -> Bool {
        if let plain = text.utf8.withContiguousStorageIfAvailable(isPlainCell) { return plain }
        var text = text
        return text.withUTF8(isPlainCell)
    }

    /// `isPlainCell` of a cell's UTF-8 bytes.
    static func isPlainCell(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Words of printable ASCII before `|` other than `<` are skipped eight bytes at a time (no byte
        // before the first flagged word can lead a multi-byte sequence).
        let start = ByteWords.firstFlagged(in: bytes) {
            ByteWords.outside($0, below: 0x20, above: UInt8(ascii: "|") - 1, equal: UInt8(ascii: "<"), orEqual: UInt8(ascii: "<")) != 0
        }
        for i in start..<bytes.count {
            // Most bytes are printable ASCII before `|`: one range test, and `<`.
            if bytes[i] >= 0x20 && bytes[i] < UInt8(ascii: "|") && bytes[i] != UInt8(ascii: "<") { continue }
            switch bytes[i] {
            case 0..<0x20, 0x7F, UInt8(ascii: "|"), UInt8(ascii: "<"): return false
            case 0xC2 where i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]): return false
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                return false
            default: continue
            }
        }
        return true
    }

    /// Whether the bytes are not empty and printable ASCII without `` ` ``, `|` or `<`: their code span has a
    /// one-backtick fence and is a cell that `tableCell` leaves as it is (one scan for both).
    static func isPlainCellCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = ByteWords.firstFlagged(in: bytes) {
            ByteWords.outside($0, below: 0x20, above: UInt8(ascii: "|") - 1, equal: UInt8(ascii: "<"), orEqual: UInt8(ascii: "`")) != 0
        }
        guard start == bytes.count - bytes.count % 8 else { return false }
        for i in start..<bytes.count {
            let byte = bytes[i]
            guard byte >= 0x20 && byte < UInt8(ascii: "|") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "`") else { return false }
        }
        return !bytes.isEmpty
    }

    /// An inline code span showing `text` literally: the fence is longer than any backtick run inside,
    /// with spaces inside the fence when the text starts or ends with a backtick or a space. Line breaks
    /// become spaces (a code span shows them as spaces anyway).
    public static func code(_ text: String) -> String {
        // Fast path: no backtick and no line break (nor a lead byte of one): the fence is one backtick.
        guard let padded = withUTF8(text, oneBacktickPadding) else { return fencedCode(text) }
        return span(text, padded: padded)
    }

    /// `code(text)`'s UTF-8 appended to `out`: the span written straight into the bytes when its fence is one
    /// backtick (lists of thousands of names are written this way, without a string per name).
    static func appendCode(_ text: String, to out: inout [UInt8]) {
        let written = withUTF8(text) { bytes -> Bool in
            guard let padded = oneBacktickPadding(bytes) else { return false }
            let backtick = UInt8(ascii: "`"), space = UInt8(ascii: " ")
            out.append(backtick)
            if padded { out.append(space) }
            out.append(contentsOf: bytes)
            if padded { out.append(space) }
            out.append(backtick)
            return true
        }
        if !written { out.append(utf8: code(text)) }
    }

    /// The text's UTF-8 bytes in place (a copy only for a string without contiguous UTF-8).
    @inline(__always)
    private static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// For text whose span has a one-backtick fence (not empty, no backtick and no line break, nor a lead byte
    /// of one): whether spaces go inside the fence (text that starts and ends with a space but is not all
    /// spaces). Nil for other text.
    private static func oneBacktickPadding(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let first = bytes.first, let last = bytes.last, isPlainCode(bytes) else { return nil }
        let space = UInt8(ascii: " ")
        return first == space && last == space && !bytes.allSatisfy { $0 == space }
    }

    /// Whether the bytes have no backtick and no line break (nor a lead byte of one), eight bytes at a time.
    private static func isPlainCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = ByteWords.firstFlagged(in: bytes) {
            ByteWords.below($0, 0x0E) | ByteWords.above($0, 127) | ByteWords.equal($0, UInt8(ascii: "`")) != 0
        }
        for index in start..<bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") || byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2 { return false }
        }
        return true
    }

    /// "`text`", or "`` ` text ` ``" when `padded`, written into the string's storage in one allocation: names'
    /// spans are built tens of thousands of times per page, and appending three pieces cost twice as much.
    private static func span(_ text: String, padded: Bool) -> String {
        let backtick = UInt8(ascii: "`"), space = UInt8(ascii: " ")
        var text = text
        return text.withUTF8 { content in
            String(unsafeUninitializedCapacity: content.count + (padded ? 4 : 2)) { buffer in
                var end = 0
                buffer[end] = backtick
                end += 1
                if padded {
                    buffer[end] = space
                    end += 1
                }
                end = buffer[end...].initialize(fromContentsOf: content)
                if padded {
                    buffer[end] = space
                    end += 1
                }
                buffer[end] = backtick
                return end + 1
            }
        }
    }

    /// `code(text)` of text with backticks or line breaks.
    private static func fencedCode(_ text: String) -> String {
        let content = TextSafety.lines(text).joined(separator: " ")
        var longest = 0
        var run = 0
        for c in content.unicodeScalars {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        guard let first = content.unicodeScalars.first, let last = content.unicodeScalars.last else {
            return "\(fence) \(fence)"
        }
        let allSpaces = content.unicodeScalars.allSatisfy { $0 == " " }
        let pad = first == "`" || last == "`" || (first == " " && last == " " && !allSpaces)
        return pad ? "\(fence) \(content) \(fence)" : "\(fence)\(content)\(fence)"
    }

    /// Plain text that must show as written: Markdown punctuation backslash-escaped, and line-start
    /// markers (`#`, `-`, `+`, `=`, `1.`) neutralized. Line breaks are kept; leading spaces are dropped
    /// so a line cannot become an indented code block.
    public static func escapeText(_ text: String) -> String {
        TextSafety.lines(text).map { line -> String in
            var out = String.UnicodeScalarView()
            var atStart = true
            var leadingDigits = true
            for c in line.unicodeScalars {
                if atStart && (c == " " || c == "\t") { continue }
                let isDigit = ("0"..."9").contains(c)
                if "\\`*_[]<>#|~&".unicodeScalars.contains(c)
                    || (atStart && "-+=".unicodeScalars.contains(c))
                    || (!atStart && leadingDigits && (c == "." || c == ")")) {
                    out.append("\\")
                }
                out.append(c)
                leadingDigits = leadingDigits && isDigit
                atStart = false
            }
            return String(out)
        }.joined(separator: "\n")
    }

    /// A GitHub table: header, delimiter row, rows, every row with the same number of cells (the widest
    /// row's; short rows are padded with empty cells). Every cell goes through `tableCell`.
    public static func table(header: [String], rows: [[String]]) -> [String] {
        let columns = rows.reduce(header.count) { max($0, $1.count) }
        guard columns > 0 else { return [] }
        func row(_ cells: [String]) -> String {
            let padded = cells.map(tableCell) + Array(repeating: "", count: columns - cells.count)
            return "| " + padded.joined(separator: " | ") + " |"
        }
        return [row(header), "|" + String(repeating: " --- |", count: columns)] + rows.map(row)
    }
}
