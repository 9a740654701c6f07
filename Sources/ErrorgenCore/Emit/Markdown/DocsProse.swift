/// Spec text is Markdown (code spans, links, emphasis) and stays Markdown; this makes it safe as a
/// block of its own in the page, so nothing in it can reach past its block:
/// - `<` that would start HTML (a tag, `<!--` comment, `<?`, `<!`) is written `&lt;`, outside code
///   spans and always at the start of a line (where an HTML block would start);
/// - a fenced code block left open is closed at the end of the text;
/// - controls other than tab become spaces, and every kind of line break becomes `\n`.
/// Text inside fenced code blocks and code spans is kept as written.
enum DocsProse {
    static func block(_ text: String) -> String {
        var out: [String] = []
        var paragraph: [String] = []
        var fence: (marker: Character, length: Int)?
        func flush() {
            guard !paragraph.isEmpty else { return }
            out.append(escapeInline(paragraph.joined(separator: "\n")))
            paragraph.removeAll()
        }
        for line in lines(text) {
            if let open = fence {
                if let close = fenceRun(line), close.marker == open.marker, close.length >= open.length, close.isBare {
                    fence = nil
                }
                out.append(line)
            } else if let open = fenceRun(line), open.marker == "~" || !open.info.containsText("`") {
                flush()
                fence = (open.marker, open.length)
                out.append(line)
            } else if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                flush()
                out.append(line)
            } else {
                paragraph.append(line)
            }
        }
        flush()
        if let open = fence { out.append(String(repeating: open.marker, count: open.length)) }
        return out.joined(separator: "\n")
    }

    /// One line of inline Markdown (a heading, a quote line): breaks become spaces, HTML escaped.
    static func inline(_ text: String) -> String {
        escapeInline(lines(text).joined(separator: " "))
    }

    /// Splits at `\r\n`, `\n`, `\r`, NEL, U+2028 and U+2029; other controls except tab become spaces.
    static func lines(_ text: String) -> [String] {
        // Fast path: no control, no line break, no C1 control or U+2028/9 lead byte.
        if text.allUTF8({ ($0 >= 0x20 || $0 == 0x09) && $0 != 0x7F && $0 != 0xC2 && $0 != 0xE2 }) { return [text] }
        return TextSafety.lines(text).map(spacingControls)
    }

    /// Controls other than tab (C0, DEL, C1) become spaces; a line without any is returned as it is.
    private static func spacingControls(_ line: String) -> String {
        func isControl(_ c: Unicode.Scalar) -> Bool {
            c.value != 0x09 && (c.value < 0x20 || (0x7F...0x9F).contains(c.value))
        }
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var out = String.UnicodeScalarView()
        for c in line.unicodeScalars { out.append(isControl(c) ? " " : c) }
        return String(out)
    }

    /// A fence line: up to three spaces, then three or more backticks or tildes.
    private static func fenceRun(_ line: String) -> (marker: Character, length: Int, info: Substring, isBare: Bool)? {
        var rest = Substring(line)
        var indent = 0
        while indent < 3, rest.first == " " { rest = rest.dropFirst(); indent += 1 }
        guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
        let run = rest.prefix { $0 == marker }
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count)
        return (marker, run.count, info, info.allSatisfy { $0 == " " || $0 == "\t" })
    }

    /// Escapes HTML starts outside code spans, and at every line start, in one paragraph.
    private static func escapeInline(_ text: String) -> String {
        // Only a `<` is ever rewritten (backslash escapes and code spans are kept as they are): text without
        // one comes back unchanged, without the scalar-by-scalar copy (4,800 calls in a no-op run).
        guard text.anyUTF8({ $0 == UInt8(ascii: "<") }) else { return text }
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == "\\", i + 1 < s.count, s[i + 1] != "\n" {
                out.append(c)
                out.append(s[i + 1])
                i += 2
                continue
            }
            if c == "`", let close = codeSpanEnd(s, from: i) {
                // Keep the span, but an HTML start at a line start inside it is escaped too.
                for j in i..<close {
                    if s[j] == "<", isIndentOnly(s, before: j), startsHTML(s, at: j) {
                        out.append(contentsOf: "&lt;".unicodeScalars)
                    } else {
                        out.append(s[j])
                    }
                }
                i = close
                continue
            }
            if c == "<", startsHTML(s, at: i) {
                out.append(contentsOf: "&lt;".unicodeScalars)
            } else {
                out.append(c)
            }
            i += 1
        }
        return String(out)
    }

    /// The index just past the code span opened by the backtick run at `start`, or nil when the run is
    /// not closed by a run of the same length (CommonMark: then the backticks are literal).
    private static func codeSpanEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        while i < s.count, s[i] == "`" { i += 1 }
        let length = i - start
        while i < s.count {
            guard s[i] == "`" else { i += 1; continue }
            let runStart = i
            while i < s.count, s[i] == "`" { i += 1 }
            if i - runStart == length { return i }
        }
        return nil
    }

    /// `<` followed by a letter, `/`, `!` or `?`.
    private static func startsHTML(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + 1 < s.count else { return false }
        let next = s[i + 1]
        return ("a"..."z").contains(next) || ("A"..."Z").contains(next) || next == "/" || next == "!" || next == "?"
    }

    /// Whether only spaces stand between the previous line break (or the text's start) and `i`.
    private static func isIndentOnly(_ s: [Unicode.Scalar], before i: Int) -> Bool {
        var j = i - 1
        while j >= 0, s[j] == " " { j -= 1 }
        return j < 0 || s[j] == "\n"
    }
}
