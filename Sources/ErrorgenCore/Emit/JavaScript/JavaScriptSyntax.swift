/// Small spelling helpers shared by the JavaScript module and its TypeScript declarations.
enum JavaScriptSyntax {
    /// The local variable that holds a payload or stored field. Spec names are ASCII identifiers, so the
    /// `$` prefix can never collide with a JS keyword, with another field, or with the module's own names.
    static func local(_ field: String) -> String { "$" + field }

    /// A property name in a TypeScript interface: bare when it is an identifier, else a string literal.
    static func interfaceKey(_ name: String) -> String {
        JavaScriptLanguage.isIdentifierSyntax(name) ? name : JavaScriptLanguage.stringLiteral(name)
    }

    /// A spec literal as a JS expression.
    static func literal(_ literal: Literal) -> String {
        switch literal {
        case .string(let s): return JavaScriptLanguage.stringLiteral(s)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .list(let elements): return "[" + elements.map { Self.literal($0) }.joined(separator: ", ") + "]"
        // Without a prototype, as every map the module builds: `"toString" in map` is false for the empty one too.
        case .emptyMap: return "Object.create(null)"
        case .double(let d):
            if d.isNaN { return "NaN" }
            if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
            return "\(d)"
        }
    }

    /// The TypeScript type of a value type: `number | null` for `Int?`, `DeclineCode | null` for a declared enum's `DeclineCode?`.
    static func tsType(_ type: ValueType) -> String {
        let base: String
        if let name = type.enumName { return type.isOptional ? name.value + " | null" : name.value }
        switch type.base {
        case .string: base = "string"
        case .int, .double: base = "number"
        case .bool: base = "boolean"
        }
        let whole: String
        switch type.container {
        case nil: whole = base
        case .list?: whole = base + "[]"
        case .map?: whole = "Record<string, " + base + ">"
        }
        return type.isOptional ? whole + " | null" : whole
    }

    /// A `/** ... */` comment for `paragraphs` (nil and empty ones skipped), lines wrapped at `width`,
    /// or nothing. JavaScriptLanguage.docComment makes the text safe (`*/` cannot end the comment).
    static func docComment(_ paragraphs: [String?], width: Int = 100) -> [String] {
        var lines: [String] = []
        for case let paragraph? in paragraphs where !paragraph.isEmpty {
            if !lines.isEmpty { lines.append("") }
            for line in TextSafety.lines(paragraph) { lines += wrap(line, width: width) }
        }
        return JavaScriptLanguage.docComment(lines: lines)
    }

    /// Breaks a line at spaces so that each part is at most `width` characters where words allow.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard line.utf8.count > width else { return [line] }
        return asciiWrap(line, width: width) ?? characterWrap(line, width: width)
    }

    /// `wrap` by Characters, for any text.
    static func characterWrap(_ line: String, width: Int) -> [String] {
        guard line.utf8.count > width else { return [line] }
        var parts: [String] = []
        var current = ""
        var length = 0
        for word in line.split(separator: " ") {
            if length > 0, length + 1 + word.count > width {
                parts.append(current)
                current = ""
                length = 0
            }
            current += length == 0 ? String(word) : " " + word
            length += (length == 0 ? 0 : 1) + word.count
        }
        parts.append(current)
        return parts
    }

    /// `wrap` over the UTF-8 bytes of an ASCII line, where a byte is a Character: the same parts without
    /// splitting the line into Characters (that was most of a small run's JavaScript output). Nil for other text.
    static func asciiWrap(_ line: String, width: Int) -> [String]? {
        var line = line
        return line.withUTF8 { bytes -> [String]? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 13 }) else { return nil }
            var parts: [String] = []
            var partStart = -1, partEnd = 0  // the current part's bytes; -1: none yet
            var index = 0
            while index < bytes.count {
                if bytes[index] == 32 { index += 1; continue }
                var end = index
                while end < bytes.count && bytes[end] != 32 { end += 1 }
                if partStart >= 0, (partEnd - partStart) + 1 + (end - index) > width {
                    parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[partStart..<partEnd]), as: UTF8.self))
                    partStart = -1
                }
                if partStart < 0 {
                    partStart = index
                    partEnd = end
                } else if partEnd + 1 == index {
                    partEnd = end
                } else {
                    return nil  // words of this part are apart by more than one space: the general path joins them
                }
                index = end
            }
            parts.append(partStart < 0 ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[partStart..<partEnd]), as: UTF8.self))
            return parts
        }
    }
}
