/// Character classes the language helpers escape, and line splitting for comments.
enum TextSafety {
    /// Controls that are invisible or change how text around them displays: C0/C1 controls, DEL, line and
    /// paragraph separators, bidirectional marks, embeddings, overrides and isolates, and the byte-order mark.
    static func isInvisibleControl(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0xFEFF: return true
        default: return false
        }
    }

    static func isCombiningMark(_ c: Unicode.Scalar) -> Bool {
        switch c.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether `visibleLine` leaves `line` as it is and it has no `excluded` byte, in one scan: printable ASCII
    /// without a trailing space.
    @inline(__always)
    static func isVisibleWithout(_ excluded: UInt8?, _ line: String) -> Bool {
        line.utf8.last != 0x20 && line.allUTF8 { $0 >= 0x20 && $0 < 0x7F && $0 != excluded }
    }

    /// Splits at `\r\n`, `\n`, `\r`, NEL, U+2028 and U+2029 (every sequence some language treats as a line end).
    static func lines(_ text: String) -> [String] {
        if !mayBreakLine(text) { return [text] }
        // Split over the UTF-8 bytes: every break is a whole scalar, so each piece is valid UTF-8 on its own.
        var text = text
        return text.withUTF8 { bytes -> [String] in
            var lines: [String] = []
            var start = 0, i = 0
            let n = bytes.count
            while i < n {
                let width = breakWidth(bytes, at: i)
                guard width > 0 else {
                    i += 1
                    continue
                }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                i += width
                start = i
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<n]), as: UTF8.self))
            return lines
        }
    }

    /// Whether `text` has a byte that can start a line break (\n, \r, NEL = C2 85, U+2028/9 = E2 80 A8/A9).
    static func mayBreakLine(_ text: String) -> Bool {
        text.anyUTF8({ $0 == 0x0A || $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2 })
    }

    /// The lines of the non-empty `paragraphs` joined by blank lines: `lines` of their text joined by `"\n\n"`,
    /// without building that text. A paragraph's `\r` at its end and the joining `\n` are one line break, so
    /// no blank line is added after it (the split already ends with an empty line).
    static func paragraphLines(_ paragraphs: [String?]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(2 * paragraphs.count)
        var endsWithCR = false
        for case let paragraph? in paragraphs where !paragraph.isEmpty {
            if !result.isEmpty && !endsWithCR { result.append("") }
            if mayBreakLine(paragraph) { result += lines(paragraph) } else { result.append(paragraph) }
            endsWithCR = paragraph.utf8.last == 0x0D
        }
        return result
    }

    /// A `/** ... */` comment of lines already made safe for it: `/** line */` for one line, else `/**`,
    /// ` * line`..., ` */`. Empty lines at either end are dropped; no non-empty line gives no comment.
    static func blockComment(_ lines: [String]) -> [String] {
        guard let first = lines.firstIndex(where: { !$0.isEmpty }),
              let last = lines.lastIndex(where: { !$0.isEmpty }) else { return [] }
        if first == last { return ["/** " + lines[first] + " */"] }
        var comment = ["/**"]
        comment.reserveCapacity(last - first + 3)
        for line in lines[first...last] { comment.append(line.isEmpty ? " *" : " * " + line) }
        comment.append(" */")
        return comment
    }

    /// The number of bytes of the line break starting at `i` (`\r\n` counts as one break), or 0.
    @inline(__always)
    private static func breakWidth(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// One line made safe for a line comment: tabs and other controls become spaces, bidirectional
    /// controls are spelled `\u{202E}`, and trailing whitespace is dropped.
    static func visibleLine(_ line: String) -> String {
        // Fast path: printable ASCII without a trailing space is already visible.
        if isVisibleWithout(nil, line) { return line }
        // Built as UTF-8 bytes: appending to a `String.UnicodeScalarView` scalar by scalar cost several times more.
        var out: [UInt8] = []
        out.reserveCapacity(line.utf8.count)
        for c in line.unicodeScalars {
            if c.value < 0x20 || (0x7F...0x9F).contains(c.value) {
                out.append(0x20)
            } else if c.isASCII {
                out.append(UInt8(c.value))
            } else if isInvisibleControl(c) {
                out.append(contentsOf: "\\u{\(String(c.value, radix: 16, uppercase: true))}".utf8)
            } else {
                UTF8.encode(c) { out.append($0) }
            }
        }
        while out.last == 0x20 { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    /// Whether every UTF-8 byte satisfies `predicate`. Scans the string's contiguous bytes: several times
    /// faster than `utf8.allSatisfy`, which steps through the view's indexes byte by byte.
    /// Always inlined, so `predicate` is inlined into the loop rather than called once per byte.
    @inline(__always)
    func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }

    /// Whether some UTF-8 byte satisfies `predicate` (contiguous scan, as `allUTF8`).
    @inline(__always)
    func anyUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
        !allUTF8 { !predicate($0) }
    }

    /// `"self"`: the bytes between two double quotes, copied once (`"\"" + self + "\""` copies twice). For string
    /// literals whose text needs no escape.
    func doubleQuoted() -> String {
        let count = utf8.count
        return String(unsafeUninitializedCapacity: count + 2) { buffer in
            buffer[0] = 0x22
            _ = UnsafeMutableBufferPointer(rebasing: buffer[1..<count + 1]).initialize(from: utf8)
            buffer[count + 1] = 0x22
            return count + 2
        }
    }

    /// `self` with every `target` replaced by `replacement`, matched UTF-8 byte by byte, as a lexer reads it: a
    /// `*` followed by a combining mark is one Character, so `firstRange(of: "/*")` misses `/*\u{301}`, but
    /// Kotlin and JavaScript still see `/*`.
    func replacingBytes(_ target: String, with replacement: String) -> String {
        var text = self
        return text.withUTF8 { bytes -> String in
            guard var found = ByteSearch.first(target.utf8, in: bytes, from: 0) else { return self }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            var copied = 0
            while true {
                out += bytes[copied..<found]
                out += replacement.utf8
                copied = found + target.utf8.count
                guard let next = ByteSearch.first(target.utf8, in: bytes, from: copied) else { break }
                found = next
            }
            out += bytes[copied...]
            return String(decoding: out, as: UTF8.self)
        }
    }
}
