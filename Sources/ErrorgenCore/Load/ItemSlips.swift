/// Slips at the start of a line or of a list item that libyaml reports on a later line: a key written without its
/// ':', a list's first item written without its '- ', and a '- ' further left than the key whose list it starts.
/// Lines and columns are 0-based, as libyaml counts them.
enum ItemSlips {
    typealias Slip = (message: String, line: Int, column: Int)

    /// The line above `line` when it holds no ':' and its text starts where `line`'s does (after a '- ' that starts
    /// a list item, when its first word is a key of the spec), as a key whose ':' is missing: `offline = true`,
    /// `offline true`, `- name offline` above `    when: ...`.
    static func keyWithoutColon(above line: Int, in text: SourceText) -> Slip? {
        guard line > 0 else { return nil }
        let ranges = YAMLSlips.lineRanges(text, upTo: line)
        guard ranges.count == line + 1 else { return nil }
        let bytes = text.bytes
        let previous = ranges[line - 1]
        var column = YAMLSlips.leadingSpaces(bytes, previous)
        var item = false
        if column + 1 < previous.count, bytes[previous.lowerBound + column] == UInt8(ascii: "-"),
           bytes[previous.lowerBound + column + 1] == 0x20 {
            item = true
            column += 1
            while column < previous.count, bytes[previous.lowerBound + column] == 0x20 { column += 1 }
        }
        guard column == YAMLSlips.leadingSpaces(bytes, ranges[line]) else { return nil }
        let content = String(decoding: bytes[(previous.lowerBound + column)..<previous.upperBound], as: UTF8.self)
        guard !content.isEmpty, !content.hasPrefix("#"), !content.hasPrefix("- "), !content.contains(":"),
              let first = content.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return nil }
        let words = content.split(separator: " ", omittingEmptySubsequences: true)
        guard let key = words.first, !item || SpecKeys.isKey(String(key)) else { return nil }
        var rest = words.dropFirst()
        if rest.first == "=" { rest = rest.dropFirst() }
        let written = rest.isEmpty ? "'\(key): <value>'" : "'\(key): \(rest.joined(separator: " "))'"
        let what = content.contains("=") ? "a key and its value are written with ':', not '='" : "this line has no ':' after its key"
        return ("\(what): write \(written)", line - 1, column)
    }

    /// Where libyaml expected a key and found the '- ' at (`line`, `column`): when the line above is `key:` further
    /// in than the '-', the item is left of the list it belongs to; when the lines above, back to a `key:` left of
    /// the '-', are a mapping's keys, they are that list's first item, written without its '- '.
    static func misplacedItem(line: Int, column: Int, in text: SourceText) -> Slip? {
        let ranges = YAMLSlips.lineRanges(text, upTo: line)
        let bytes = text.bytes
        guard ranges.count == line + 1, column + 1 < ranges[line].count,
              bytes[ranges[line].lowerBound + column] == UInt8(ascii: "-") else { return nil }
        // The lines above, from the nearest up, without blank lines and comments.
        var above: [(line: Int, indent: Int)] = []
        var index = line - 1
        while index >= 0 {
            let range = ranges[index]
            if !YAMLSlips.isBlank(bytes, range), !YAMLSlips.isComment(bytes, range) {
                let indent = YAMLSlips.leadingSpaces(bytes, range)
                if indent < column || above.isEmpty { above.append((index, indent)) }
                if indent < column { break }
            }
            index -= 1
        }
        guard let nearest = above.first else { return nil }
        // `  parameters:` then `- {name: status, ...}`: the '-' must be at the key's column or further in.
        if nearest.indent > column, let key = emptyKey(ranges[nearest.line], in: text) {
            return ("this list item is further left than '\(key):' on line \(nearest.line + 1), so it is not part of "
                    + "'\(key)'; move its '-' to column \(nearest.indent + 1) or further in", line, column)
        }
        // `cases:` then `    name: offline`, `    when: ...` and `  - name: server`.
        guard let owner = above.last, owner.indent < column, let list = emptyKey(ranges[owner.line], in: text),
              owner.line < line - 1 else { return nil }
        var first = owner.line + 1
        while YAMLSlips.isBlank(bytes, ranges[first]) || YAMLSlips.isComment(bytes, ranges[first]) { first += 1 }
        let start = ranges[first].lowerBound + YAMLSlips.leadingSpaces(bytes, ranges[first])
        guard first < line, YAMLSlips.looksLikeKey(bytes, ranges[first]), bytes[start] != UInt8(ascii: "-") else { return nil }
        var end = start
        while end < ranges[first].upperBound, YAMLSlips.isWordByte(bytes[end]) { end += 1 }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return ("expected '- ' before '\(key)': the items of '\(list)' start with '- ', as the one on line \(line + 1) "
                + "does", first, start - ranges[first].lowerBound)
    }

    /// `key` when `line` is `key:` with nothing after the ':' but a comment: a key whose value is on the lines below.
    private static func emptyKey(_ line: Range<Int>, in text: SourceText) -> String? {
        let bytes = text.bytes
        guard YAMLSlips.looksLikeKey(bytes, line) else { return nil }
        let start = line.lowerBound + YAMLSlips.leadingSpaces(bytes, line)
        guard bytes[start] != UInt8(ascii: "-") else { return nil }
        var colon = start
        while bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        var rest = colon + 1
        while rest < line.upperBound, bytes[rest] == 0x20 { rest += 1 }
        guard rest == line.upperBound || bytes[rest] == UInt8(ascii: "#") else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<colon]), as: UTF8.self)
    }
}
