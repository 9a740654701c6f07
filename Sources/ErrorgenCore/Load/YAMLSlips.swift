/// Typing slips that make libyaml fail somewhere after them, found by reading the lines up to where it
/// failed: indentation with a no-break space, a list item without a space after '-', a colon that only
/// looks like ':', and a quote left open so that the value runs on over the keys below it. Each is
/// reported where it is, with what to type instead.
enum YAMLSlips {
    struct Slip {
        var message: String
        /// Byte offset of what to change.
        var offset: Int
    }

    /// The slip that explains a failure libyaml reported on line `failureLine` (0-based) while reading what starts on
    /// `contextLine`, if any. A slip on a line must be on the failing line, one of the two lines above it or the
    /// context's line; a quote left open must close (or not close at all) on the failing line, after taking in a key.
    /// Comments and block scalar texts (`|`, `>`) are text, not slips.
    static func find(failureLine: Int, contextLine: Int, in text: SourceText) -> Slip? {
        let lines = lineRanges(text, upTo: failureLine)
        let bytes = text.bytes
        var index = 0
        var blockIndentation: Int?  // inside a block scalar: the indentation of the line that opened it
        while index < lines.count {
            let line = lines[index]
            let indentation = leadingSpaces(bytes, line)
            if let opener = blockIndentation {
                if isBlank(bytes, line) || indentation > opener {
                    index += 1
                    continue
                }
                blockIndentation = nil
            }
            if isComment(bytes, line) {
                index += 1
                continue
            }
            if index >= failureLine - 2 || index == contextLine,
               let slip = indentationSpace(bytes, line) ?? dashWithoutSpace(bytes, line) ?? lookalikeDash(bytes, line)
                   ?? lookalikeColon(bytes, line) ?? keyWithoutSpace(bytes, line) ?? slashComment(bytes, line)
                   ?? unicodeBreak(bytes, line) ?? markdownBullet(bytes, line) {
                return slip
            }
            // A break no editor shows ends the line above the one libyaml was reading: the text after it is that line.
            if index == contextLine - 1, let slip = unicodeBreak(bytes, line) {
                return slip
            }
            if opensBlockScalar(bytes, line) {
                // `when: |` with its text at the key's column: the text ends the (empty) block and is read as a key.
                var next = index + 1
                while next < lines.count, isBlank(bytes, lines[next]) { next += 1 }
                if next == failureLine || next == contextLine, next < lines.count, leadingSpaces(bytes, lines[next]) <= indentation,
                   !looksLikeKey(bytes, lines[next]), !isComment(bytes, lines[next]) {
                    let (keyLine, _) = text.position(ofByte: line.lowerBound)
                    return Slip(message: "the text of a block scalar ('|' or '>' on line \(keyLine + 1)) must be indented more "
                                + "than its key; indent it", offset: lines[next].lowerBound + leadingSpaces(bytes, lines[next]))
                }
                blockIndentation = indentation
                index += 1
                continue
            }
            guard let open = unclosedQuote(bytes, line) else {
                index += 1
                continue
            }
            // A quoted value that goes on past its line: fine unless a key at its own indentation is taken in, and
            // libyaml failed where it ends (a quoted text that ends above the failure is no cause of it).
            let close = closingQuote(bytes, after: open, before: bytes.count)
            // Searched forward from this line only, so a spec of many open quotes stays linear.
            let closeLine = close.map { offset in lines[(index + 1)...].firstIndex { $0.contains(offset) } ?? lines.count } ?? lines.count
            if closeLine >= failureLine, let swallowed = lines[(index + 1)..<min(closeLine + 1, lines.count)].first(where: {
                (looksLikeKey(bytes, $0) || startsFlowItem(bytes, $0)) && leadingSpaces(bytes, $0) <= indentation
            }) {
                let (keyLine, _) = text.position(ofByte: swallowed.lowerBound)
                let end = close.map { offset -> String in
                    let (l, c) = text.position(ofByte: offset)
                    return "the next \(Character(Unicode.Scalar(bytes[open]))) on line \(l + 1), column \(c + 1)"
                } ?? "the end of the spec"
                let what = looksLikeKey(bytes, swallowed) ? "key" : "list item"
                return Slip(message: "this quote is not closed on its line, so the value runs on to \(end) and takes in the "
                            + "\(what) on line \(keyLine + 1); close the quote on this line", offset: open)
            }
            index = closeLine + 1
        }
        return nil
    }

    /// Byte ranges of lines 0...endLine, without their line breaks (the breaks libyaml knows, as `SourceText` counts them).
    static func lineRanges(_ text: SourceText, upTo endLine: Int) -> [Range<Int>] {
        let bytes = text.bytes
        var ranges: [Range<Int>] = []
        var start = text.contentStart
        while start <= bytes.count, ranges.count <= endLine {
            var end = start
            while end < bytes.count, text.breakWidth(at: end) == 0 { end += 1 }
            ranges.append(start..<end)
            guard end < bytes.count else { break }
            start = end + text.breakWidth(at: end)
        }
        return ranges
    }

    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        leadingSpaces(bytes, line) == line.count
    }

    static func isComment(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        let i = line.lowerBound + leadingSpaces(bytes, line)
        return i < line.upperBound && bytes[i] == UInt8(ascii: "#")
    }

    /// `discussion: |`, `- >-`, `text: |2 # note`: the lines after it, indented more, are a block scalar's text.
    private static func opensBlockScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        var end = line.upperBound
        // A comment after the indicator.
        if let hash = line.first(where: { bytes[$0] == UInt8(ascii: "#") && $0 > line.lowerBound && bytes[$0 - 1] == 0x20 }) {
            end = hash
        }
        while end > line.lowerBound, bytes[end - 1] == 0x20 { end -= 1 }
        var i = end
        while i > line.lowerBound, [UInt8(ascii: "-"), UInt8(ascii: "+")].contains(bytes[i - 1])
            || (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[i - 1]) { i -= 1 }
        guard i > line.lowerBound, bytes[i - 1] == UInt8(ascii: "|") || bytes[i - 1] == UInt8(ascii: ">") else { return false }
        let before = i - 1
        return before == line.lowerBound || bytes[before - 1] == 0x20
    }

    static func leadingSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Int {
        var i = line.lowerBound
        while i < line.upperBound, bytes[i] == 0x20 { i += 1 }
        return i - line.lowerBound
    }

    /// A character that only looks like one YAML reads: its UTF-8 bytes, to match in the spec, and its code point and
    /// Unicode name, for the message (`U+00A0 NO-BREAK SPACE`).
    struct Lookalike {
        var bytes: [UInt8]
        var name: String

        init(_ value: UInt32) {
            let scalar = Unicode.Scalar(value)!
            bytes = Array(String(scalar).utf8)
            name = Confusables.codePoint(scalar) + (scalar.properties.name.map { " " + $0 } ?? "")
        }

        static func list(_ values: [UInt32]) -> [Lookalike] { values.map(Lookalike.init) }
    }

    /// Spaces YAML does not indent with.
    private static let unicodeSpaces = Lookalike.list([0xA0, 0x3000, 0x202F, 0x205F, 0xFEFF] + Array(0x2000...0x200A))

    /// `\u{A0}   todo: ...`: a no-break space (pasted from a web page) among the spaces that indent a line.
    private static func indentationSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        var i = line.lowerBound
        while i < line.upperBound {
            if bytes[i] == 0x20 {
                i += 1
                continue
            }
            guard let space = unicodeSpaces.first(where: { matches($0.bytes, bytes, at: i, before: line.upperBound) }) else {
                return nil
            }
            // A second byte order mark (a file saved twice with one) is no space that went astray: it goes.
            let fix = space.bytes == [0xEF, 0xBB, 0xBF] ? "remove it (a byte order mark belongs only before the first byte, "
                + "and only one)" : "replace it with a space"
            return Slip(message: "\(space.name) in the indentation: YAML indents with plain spaces only; \(fix)", offset: i)
        }
        return nil
    }

    /// `-name: offline`: a list item needs a space after '-', or YAML reads `-name` as a key.
    private static func dashWithoutSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        let dash = line.lowerBound + leadingSpaces(bytes, line)
        guard dash + 1 < line.upperBound, bytes[dash] == UInt8(ascii: "-"), isLetter(bytes[dash + 1]) else { return nil }
        var i = dash + 1
        while i < line.upperBound, isWordByte(bytes[i]) { i += 1 }
        guard i < line.upperBound, bytes[i] == UInt8(ascii: ":"), i + 1 == line.upperBound || bytes[i + 1] == 0x20 else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[(dash + 1)..<i]), as: UTF8.self)
        return Slip(message: "put a space after '-' to start a list item: '- \(key):' (YAML reads '-\(key)' as a key)", offset: dash)
    }

    /// Colons that look like ':' but are not.
    private static let lookalikeColons = Lookalike.list([0xFF1A, 0xFE55, 0x2236, 0xA789, 0x02D0])

    /// `type： String` read as one key (inside {...}, where YAML does not fail on it): the word before a lookalike
    /// colon, and the colon's name.
    static func keyBeforeLookalikeColon(_ text: String) -> (key: String, colon: String)? {
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
        guard i > 0, let colon = lookalikeColons.first(where: { bytes[i...].starts(with: $0.bytes) }) else { return nil }
        return (String(decoding: bytes[..<i], as: UTF8.self), colon.name)
    }

    /// `when： text`: a key followed by a colon from another script's keyboard.
    private static func lookalikeColon(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        var i = line.lowerBound + leadingSpaces(bytes, line)
        if i + 1 < line.upperBound, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == 0x20 { i += 2 }
        while i < line.upperBound, bytes[i] == 0x20 { i += 1 }
        let start = i
        while i < line.upperBound, isWordByte(bytes[i]) { i += 1 }
        guard i > start, let colon = lookalikeColons.first(where: { matches($0.bytes, bytes, at: i, before: line.upperBound) }) else {
            return nil
        }
        return Slip(message: "\(colon.name) is not YAML's ':'; type ':' (followed by a space) after the key", offset: i)
    }

    /// The offset of a quote that opens a value on this line and is not closed on it: `key: "...`, `- "...`,
    /// `{rule: "...` or `[a, "...`. Quotes inside a plain text (`it's`) open nothing.
    private static func unclosedQuote(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Int? {
        var i = line.lowerBound
        var previous: UInt8 = UInt8(ascii: "-")  // the last byte that is not a space: a line starts a value
        while i < line.upperBound {
            let byte = bytes[i]
            if byte == UInt8(ascii: "#"), i > line.lowerBound, bytes[i - 1] == 0x20 { return nil }  // a comment
            if isQuote(byte), valueStarts.contains(previous) {
                guard let close = closingQuote(bytes, after: i, before: line.upperBound) else { return i }
                i = close + 1
                previous = byte
                continue
            }
            if byte != 0x20 { previous = byte }
            i += 1
        }
        return nil
    }

    /// Bytes after which a quote starts a value (with spaces between).
    private static let valueStarts: Set<UInt8> = [UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "{"),
                                                  UInt8(ascii: "["), UInt8(ascii: ",")]

    /// The offset of the quote that closes the one at `open`, before `limit`: `\"` is escaped in double quotes and
    /// `''` in single quotes.
    private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, after open: Int, before limit: Int) -> Int? {
        let quote = bytes[open]
        var i = open + 1
        while i < limit {
            if quote == UInt8(ascii: "\""), bytes[i] == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if bytes[i] == quote {
                if quote == UInt8(ascii: "'"), i + 1 < limit, bytes[i + 1] == quote {
                    i += 2
                    continue
                }
                return i
            }
            i += 1
        }
        return nil
    }

    /// Dashes that look like '-' but are not.
    private static let lookalikeDashes = Lookalike.list([0x2013, 0x2014, 0x2212, 0x2010, 0x2011])

    /// The name of the dash lookalike that `text` starts with, followed by a space (`– name`), if any.
    static func lookalikeDashName(startOf text: String) -> String? {
        let bytes = Array(text.utf8)
        return lookalikeDashes.first { dash in
            bytes.count > dash.bytes.count && bytes.starts(with: dash.bytes) && bytes[dash.bytes.count] == 0x20
        }?.name
    }

    /// `– name: x` pasted from a word processor: a dash that is not YAML's list item '-'.
    static func lookalikeDash(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        let i = line.lowerBound + leadingSpaces(bytes, line)
        guard let dash = lookalikeDashes.first(where: { matches($0.bytes, bytes, at: i, before: line.upperBound) }),
              i + dash.bytes.count < line.upperBound, bytes[i + dash.bytes.count] == 0x20 else { return nil }
        return Slip(message: "\(dash.name) is not YAML's '-'; type '-' to start a list item", offset: i)
    }

    /// `+ name: offline` or `1. name: offline`, a list pasted from Markdown: YAML reads `+ name` as a key, and fails on
    /// the next line. Only before a spec key, so a text that starts with `+` stays one.
    static func markdownBullet(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        let i = line.lowerBound + leadingSpaces(bytes, line)
        var j = i
        let marker: String
        if j < line.upperBound, bytes[j] == UInt8(ascii: "+") {
            j += 1
            marker = "'+'"
        } else {
            while j < line.upperBound, j - i < 3, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") { j += 1 }
            guard j > i, j < line.upperBound, bytes[j] == UInt8(ascii: ".") || bytes[j] == UInt8(ascii: ")") else { return nil }
            j += 1
            marker = "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self) + "' (a numbered list)"
        }
        guard j < line.upperBound, bytes[j] == 0x20 else { return nil }
        let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[(j + 1)..<line.upperBound]), as: UTF8.self)
        guard let colon = rest.firstIndex(of: ":"), specKeys.contains(String(rest[..<colon])) else { return nil }
        return Slip(message: "\(marker) is not YAML's '-'; type '- ' to start a list item", offset: i)
    }

    /// Every key a spec has, for telling `name:timeout` (a key without its space) from a text such as `urn:x`.
    private static let specKeys: Set<String> = Set(SpecKeys.all.flatMap(\.keys))

    /// `- name:invalidGrant`: without a space after ':' YAML reads the whole as one text, and fails on the next line.
    private static func keyWithoutSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        var i = line.lowerBound + leadingSpaces(bytes, line)
        if i + 1 < line.upperBound, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == 0x20 { i += 2 }
        let start = i
        while i < line.upperBound, isWordByte(bytes[i]) { i += 1 }
        guard i > start, i + 1 < line.upperBound, bytes[i] == UInt8(ascii: ":"), bytes[i + 1] != 0x20, bytes[i + 1] != 0x09,
              specKeys.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) else { return nil }
        // `when:\u{A0}The card`: the space after ':' is one only to the eye.
        if let space = unicodeSpaces.first(where: { matches($0.bytes, bytes, at: i + 1, before: line.upperBound) }) {
            return Slip(message: "\(space.name) after ':' is not a space to YAML; replace it with a space", offset: i + 1)
        }
        return Slip(message: "put a space after ':': YAML reads a ':' followed by a letter as part of the text", offset: i)
    }

    /// `{rule:\u{A0}"status >= 500"}`: in a flow mapping YAML parses the slip `keyWithoutSpace` finds on a line,
    /// but reads the key, the no-break space and the value as one plain text. For a plain scalar that starts with a
    /// spec key, ':' and a Unicode space: the message, and the space's offset in scalars from the text's start.
    static func keyBeforeUnicodeSpace(in text: String) -> (message: String, offset: Int)? {
        var utf8 = text.utf8.makeIterator()
        var keyLength = 0
        // Cheap for every other scalar: a key is a word of ASCII letters followed at once by ':' and a non-ASCII byte.
        while let byte = utf8.next() {
            if byte == UInt8(ascii: ":") { break }
            guard isWordByte(byte), keyLength < 40 else { return nil }
            keyLength += 1
        }
        guard keyLength > 0, let next = utf8.next(), next >= 0x80 else { return nil }
        let bytes = Array(text.utf8)
        guard specKeys.contains(String(decoding: bytes[..<keyLength], as: UTF8.self)),
              let space = bytes.withUnsafeBufferPointer({ buffer in
                  unicodeSpaces.first(where: { matches($0.bytes, buffer, at: keyLength + 1, before: buffer.count) })
              }) else { return nil }
        return ("\(space.name) after ':' is not a space to YAML; replace it with a space", keyLength + 1)
    }

    /// `// properties` or `code: x, // the old code`: a comment in JavaScript's or JSON5's way, which YAML reads as text.
    private static func slashComment(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        var quote: UInt8?
        var i = line.lowerBound
        while i + 1 < line.upperBound {
            let byte = bytes[i]
            if let open = quote {
                if byte == open { quote = nil }
            } else if isQuote(byte), i == line.lowerBound || [0x20, UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"),
                                                              UInt8(ascii: ",")].contains(bytes[i - 1]) {
                quote = byte
            } else if byte == UInt8(ascii: "#"), i == line.lowerBound || bytes[i - 1] == 0x20 {
                return nil  // a YAML comment: what follows is not read
            } else if byte == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/"), i == line.lowerBound || bytes[i - 1] == 0x20 {
                return Slip(message: "'//' does not start a comment in YAML; write '# ...' for a comment", offset: i)
            }
            i += 1
        }
        return nil
    }

    /// Line breaks YAML counts that an editor may show as none: NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, pasted
    /// inside a text, end its line.
    private static let unicodeBreaks = Lookalike.list([0x2028, 0x2029, 0x85])

    /// A line that ends at one of `unicodeBreaks`: the text after it is a new line to YAML.
    private static func unicodeBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Slip? {
        // A carriage return alone, in a file whose other lines end in '\n' (pasted from an old Mac text).
        if line.upperBound < bytes.count, bytes[line.upperBound] == 0x0D,
           line.upperBound + 1 >= bytes.count || bytes[line.upperBound + 1] != 0x0A,
           ByteSearch.first(0x0A, in: bytes, from: 0) != nil {
            return Slip(message: "a carriage return (U+000D) without '\\n' after it is a line break to YAML, so the text goes on "
                        + "as a new line; remove it", offset: line.upperBound)
        }
        guard let found = unicodeBreaks.first(where: { matches($0.bytes, bytes, at: line.upperBound, before: bytes.count) })
        else { return nil }
        return Slip(message: "\(found.name) is a line break to YAML, so the text goes on as a new line; replace it with a space",
                    offset: line.upperBound)
    }

    /// Whether line `line` (0-based) holds `byte` (a closing bracket that would end what the line continues).
    static func line(_ line: Int, in text: SourceText, contains byte: UInt8) -> Bool {
        let ranges = lineRanges(text, upTo: line)
        return ranges.count == line + 1 && ranges[line].contains { text.bytes[$0] == byte }
    }

    /// Whether line `line` (0-based) starts a key: `  - name: x`, `  todo: y`.
    static func startsAKey(line: Int, in text: SourceText) -> Bool {
        let ranges = lineRanges(text, upTo: line)
        return ranges.count == line + 1 && looksLikeKey(text.bytes, ranges[line])
    }

    /// `  - name: x` or `  todo: y`: a line that starts a key.
    /// `- {name: status, ...}`: a list item that is a flow mapping, as a list of fields or rows is written.
    private static func startsFlowItem(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        var i = line.lowerBound + leadingSpaces(bytes, line)
        guard i + 2 < line.upperBound, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == 0x20 else { return false }
        i += 2
        while i < line.upperBound, bytes[i] == 0x20 { i += 1 }
        guard i < line.upperBound, bytes[i] == UInt8(ascii: "{") else { return false }
        i += 1
        while i < line.upperBound, bytes[i] == 0x20 { i += 1 }
        guard i < line.upperBound, isLetter(bytes[i]) else { return false }
        while i < line.upperBound, isWordByte(bytes[i]) { i += 1 }
        return i < line.upperBound && bytes[i] == UInt8(ascii: ":")
    }

    static func looksLikeKey(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        var i = line.lowerBound + leadingSpaces(bytes, line)
        if i + 1 < line.upperBound, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == 0x20 { i += 2 }
        guard i < line.upperBound, isLetter(bytes[i]) else { return false }
        while i < line.upperBound, isWordByte(bytes[i]) { i += 1 }
        return i < line.upperBound && bytes[i] == UInt8(ascii: ":") && (i + 1 == line.upperBound || bytes[i + 1] == 0x20)
    }

    private static func matches(_ pattern: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, before end: Int) -> Bool {
        i + pattern.count <= end && pattern.indices.allSatisfy { bytes[i + $0] == pattern[$0] }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
