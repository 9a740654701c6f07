/// Markdown (CommonMark with GitHub tables) escaping for generated docs.
public enum MarkdownText {
    /// A table cell from Markdown text: `|` escaped (also inside code spans, where GitHub tables need `\|`
    /// too), line breaks as `<br>` (as spaces inside code spans), and `<` that would start an HTML tag
    /// written `&lt;`. Code spans stay code spans.
    public static func tableCell(_ text: String) -> String {
        if isPlainCell(text) { return text }
        var out = ""
        for segment in segments(text) {
            switch segment {
            case .code(let fence, let content):
                var body = ""
                for line in TextSafety.lines(content) {
                    if !body.isEmpty { body += " " }
                    body += line
                }
                out += fence + escapePipes(body) + fence
            case .text(let plain):
                out += TextSafety.lines(plain).map { escapePipes(escapeTags($0)) }.joined(separator: "<br>")
            }
        }
        return out
    }

    /// Whether `tableCell` (and the control clean-up before it) leaves the text as it is: no `|`, no `<`,
    /// no control or DEL, and no lead byte of NEL, C1 controls or U+2028/9 (C2, E2). Code spans in such
    /// text are kept byte for byte, so backticks need no scan.
    static func isPlainCell(_ text: String) -> Bool {
        text.allUTF8 { byte in
            byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "|") && byte != UInt8(ascii: "<")
                && byte != 0xC2 && byte != 0xE2
        }
    }

    /// An inline code span showing `text` literally: the fence is longer than any backtick run inside,
    /// with spaces inside the fence when the text starts or ends with a backtick or a space. Line breaks
    /// become spaces (a code span shows them as spaces anyway).
    public static func code(_ text: String) -> String {
        // Fast path: no backtick and no line break (nor a lead byte of one): the fence is one backtick.
        if text.allUTF8({ $0 != UInt8(ascii: "`") && $0 != 0x0A && $0 != 0x0D && $0 != 0xC2 && $0 != 0xE2 }) {
            let utf8 = text.utf8
            guard let first = utf8.first, let last = utf8.last else { return "` `" }
            let space = UInt8(ascii: " ")
            if first == space && last == space && !text.allUTF8({ $0 == space }) { return "` " + text + " `" }
            return "`" + text + "`"
        }
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

    private enum Segment {
        case text(String)
        case code(fence: String, content: String)
    }

    /// Splits Markdown text into code spans and the text between them, as CommonMark pairs backtick runs:
    /// a run opens a span closed by the next run of the same length; an unmatched run is literal text.
    private static func segments(_ text: String) -> [Segment] {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return [.text(text)] }
        // Backslash and backtick are ASCII, so scanning UTF-8 bytes finds the same runs as scanning scalars.
        let s = Array(text.utf8)
        var result: [Segment] = []
        var textStart = 0
        var i = 0
        func string(_ range: Range<Int>) -> String {
            String(decoding: s[range], as: UTF8.self)
        }
        while i < s.count {
            if s[i] == UInt8(ascii: "\\") { i += 2; continue }
            guard s[i] == UInt8(ascii: "`") else { i += 1; continue }
            let open = i
            while i < s.count && s[i] == UInt8(ascii: "`") { i += 1 }
            let length = i - open
            var j = i
            var close: Int?
            while j < s.count {
                guard s[j] == UInt8(ascii: "`") else { j += 1; continue }
                let runStart = j
                while j < s.count && s[j] == UInt8(ascii: "`") { j += 1 }
                if j - runStart == length { close = runStart; break }
            }
            guard let close else { continue }
            if textStart < open { result.append(.text(string(textStart..<open))) }
            result.append(.code(fence: string(open..<i), content: string(i..<close)))
            i = close + length
            textStart = i
        }
        if textStart < s.count { result.append(.text(string(textStart..<s.count))) }
        return result
    }

    private static func escapePipes(_ text: String) -> String {
        let pipe = UInt8(ascii: "|"), backslash = UInt8(ascii: "\\")
        guard text.anyUTF8({ $0 == pipe }) else { return text }
        // Over UTF-8 bytes: `|` and `\\` are ASCII, so no multi-byte scalar contains them.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        var backslashes = 0
        for byte in text.utf8 {
            // A pipe after an odd run of backslashes is escaped already; one more backslash would pair
            // with the last of them (`\\|`) and leave a bare pipe that splits the cell.
            if byte == pipe, backslashes % 2 == 0 { out.append(backslash) }
            backslashes = byte == backslash ? backslashes + 1 : 0
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `<` followed by a letter, `/`, `!` or `?` (the start of HTML) becomes `&lt;`.
    private static func escapeTags(_ text: String) -> String {
        guard text.anyUTF8({ $0 == UInt8(ascii: "<") }) else { return text }
        // Over UTF-8 bytes: `<` and the characters that may follow it are ASCII; the lead byte of a
        // multi-byte scalar matches none of them, as the scalar itself would not.
        let s = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(s.count + 8)
        for (i, c) in s.enumerated() {
            if c == UInt8(ascii: "<"), i + 1 < s.count, startsTag(s[i + 1]) {
                out.append(contentsOf: "&lt;".utf8)
            } else {
                out.append(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func startsTag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?"): return true
        default: return false
        }
    }
}
