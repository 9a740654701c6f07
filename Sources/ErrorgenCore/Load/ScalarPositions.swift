/// Positions inside scalars that span lines or hold escapes. Decoding and validation place a problem
/// inside a scalar (a rule's token, a template's hole, a status in `"400, abc"`, a name's wrong character)
/// at the scalar's first character plus the offset in its value, which is right only while the value is
/// the source text of one line. A block scalar (`rule: >-`), a plain or quoted scalar folded over several
/// lines, or an escape such as `\u00e9` before the offset moves it elsewhere; this finds the source
/// character the offset stands for. It runs only when a spec has problems, and loads the spec again.
enum ScalarPositions {
    static func resolve(_ diagnostics: [Diagnostic], bytes: [UInt8], path: String) -> [Diagnostic] {
        let all = diagnostics.flatMap { [$0] + $0.notes }.compactMap(\.location).filter { $0.file == path && !$0.isWholeFile }
        guard !all.isEmpty else { return diagnostics }
        // Most problems sit on one line: only load the spec again when a location may lie in another line's text.
        let wanted = Self.lines(bytes, only: Set(all.map(\.line)))
        guard all.contains(where: { mayNeedMoving($0, wanted[$0.line] ?? []) }) else { return diagnostics }
        let lines = Self.lines(bytes)
        guard let root = try? YAMLLoader.loadRecovering(bytes, path: path).root else { return diagnostics }
        let scalars = Self.scalars(in: root, onLines: Set(all.map(\.line)))
        guard !scalars.isEmpty else { return diagnostics }
        func fixed(_ location: SourceLocation?) -> SourceLocation? {
            guard let location, location.file == path, let candidates = scalars[location.line] else { return location }
            // The scalar that starts last at or before the location, on its line.
            let containing = candidates.filter { $0.start.column <= location.column }.max { $0.start.column < $1.start.column }
            guard let containing else { return location }
            return Self.position(of: location.column - containing.start.column, in: containing.scalar,
                                 from: containing.start, node: containing.node, lines: lines) ?? location
        }
        return diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.location = fixed(diagnostic.location)
            copy.notes = diagnostic.notes.map { note in
                var n = note
                n.location = fixed(note.location)
                return n
            }
            return copy
        }
    }

    /// Whether a location is past its line's end, in or after a block scalar's header (`>-`, `|`), or after
    /// an escape (`\`, `''`) on its line.
    private static func mayNeedMoving(_ location: SourceLocation, _ line: [Unicode.Scalar]) -> Bool {
        guard location.column - 1 < line.count else { return true }
        let before = line.prefix(location.column - 1)
        if before.contains("\\") || zip(before, before.dropFirst()).contains(where: { $0 == "'" && $1 == "'" }) { return true }
        // A block scalar's header ends its line (before a comment): `|`, `>`, then chomping and indentation marks.
        var text = line
        if let hash = text.indices.first(where: { text[$0] == "#" && ($0 == 0 || text[$0 - 1] == " ") }) { text = Array(text[..<hash]) }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        let header = text.reversed().prefix { "-+0123456789".unicodeScalars.contains($0) }.count
        guard text.count > header, ["|", ">"].contains(text[text.count - header - 1]) else { return false }
        return location.column - 1 >= text.count - header - 1
    }

    private typealias Found = (node: SourceLocation, start: SourceLocation, scalar: YAMLScalar)

    /// Scalars (keys too) that start on one of `lines`, by line, with where their content starts.
    private static func scalars(in root: YAMLNode, onLines wanted: Set<Int>) -> [Int: [Found]] {
        var found: [Int: [Found]] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            switch node.kind {
            case .scalar(let s):
                guard wanted.contains(node.location.line) else { continue }
                found[node.location.line, default: []].append(
                    (node.location, node.location.advanced(by: s.style.contentOffset), s))
            case .sequence(let items):
                stack.append(contentsOf: items)
            case .mapping(let pairs):
                for pair in pairs { stack.append(pair.key); stack.append(pair.value) }
            }
        }
        return found
    }

    /// The text of the 1-based lines `wanted`, found by their `\n` and `\r` line breaks.
    private static func lines(_ bytes: [UInt8], only wanted: Set<Int>) -> [Int: [Unicode.Scalar]] {
        var found: [Int: [Unicode.Scalar]] = [:]
        var line = 1, start = 0, i = 0
        func take(_ end: Int) {
            if wanted.contains(line) { found[line] = Array(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars) }
        }
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                take(i)
                if bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                line += 1
                start = i + 1
            }
            i += 1
        }
        take(bytes.count)
        return found
    }

    /// The source as lines of characters (1-based line `n` is `lines[n - 1]`), without a byte order mark.
    private static func lines(_ bytes: [UInt8]) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasCR = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                lines.append([])
            } else if !(lines.count == 1 && lines[0].isEmpty && scalar == "\u{FEFF}") {
                lines[lines.count - 1].append(scalar)
            }
        }
        return lines
    }

    /// Where the value's character at `offset` is in the source, by walking value and source together; nil
    /// when the offset is outside the value or the two do not line up (the location is then kept).
    private static func position(of offset: Int, in scalar: YAMLScalar, from start: SourceLocation,
                                 node: SourceLocation, lines: [[Unicode.Scalar]]) -> SourceLocation? {
        let value = Array(scalar.value.unicodeScalars)
        guard offset >= 0, offset <= value.count, !value.isEmpty else { return nil }
        let isBlock = scalar.style == .literal || scalar.style == .folded
        var line = start.line - 1, column = start.column - 1
        var indent = Int.max  // block scalars: the first content line's indentation
        func nextLine() -> Bool {
            line += 1
            column = 0
            guard line < lines.count else { return false }
            let leading = lines[line].prefix { $0 == " " || (!isBlock && $0 == "\t") }.count
            if isBlock && indent == Int.max && leading < lines[line].count { indent = leading }
            column = isBlock ? min(leading, indent) : leading
            return true
        }
        if isBlock { guard nextLine() else { return nil } }
        guard line < lines.count else { return nil }
        var v = 0
        func atLineEnd() -> Bool { column >= lines[line].count }
        while v < offset || (atLineEnd() && v < value.count && !isSpace(value[v])) {
            if atLineEnd() {
                if v < offset && isSpace(value[v]) { v += 1 }  // the line break folded into the value
                guard nextLine() else { return nil }
                continue
            }
            let s = lines[line][column]
            if s == value[v] && !(scalar.style == .doubleQuoted && s == "\\") && !(scalar.style == .singleQuoted && s == "'") {
                v += 1
                column += 1
            } else if scalar.style == .doubleQuoted && s == "\\" {
                let next = column + 1 < lines[line].count ? lines[line][column + 1] : nil
                if next == nil {  // an escaped line break: no character
                    guard nextLine() else { return nil }
                    continue
                }
                column += ["x": 4, "u": 6, "U": 10][next!] ?? 2
                v += 1
            } else if scalar.style == .singleQuoted && s == "'" {
                column += 2
                v += 1
            } else if s == " " || s == "\t" {
                column += 1  // spaces before a folded line break are not in the value
            } else if isSpace(value[v]) {
                v += 1
            } else {
                return nil
            }
        }
        let result = start.moved(line: line + 1, column: column + 1)
        // A location on the scalar's first line that the value's text already explains is kept as it was.
        return result.line == start.line && result.column == start.column + offset ? start.advanced(by: offset) : result
    }

    private static func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\n" || s == "\t" }
}
