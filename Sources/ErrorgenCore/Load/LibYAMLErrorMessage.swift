import CYAML

/// Turns libyaml's reader, scanner and parser errors into readable diagnostics.
enum LibYAMLErrorMessage {
    static func diagnostic(for parser: yaml_parser_t, in text: SourceText, path: String) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: path, line: line + 1, column: column + 1)
        }
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .error("out of memory while parsing the spec", at: location(0, 0))
        case YAML_READER_ERROR:
            return readerDiagnostic(problem, parser: parser, in: text, location: location)
        default:
            let mark = parser.problem_mark
            let context = parser.context.map { String(cString: $0) }
            let contextMark = parser.context_mark
            // A slip on this line or one above it (`-name:`, a no-break space, an open quote) is the cause.
            if let slip = YAMLSlips.find(failureLine: Int(mark.line), contextLine: Int(contextMark.line), in: text) {
                let (line, column) = text.position(ofByte: slip.offset)
                return .error(slip.message, at: location(line, column))
            }
            // These read better at the start of what is unfinished than where libyaml gave up.
            switch (problem, context) {
            case ("found unexpected end of stream", "while scanning a quoted scalar"):
                let message = "unterminated quoted string; the closing quote is missing"
                return .error(message, at: location(Int(contextMark.line), Int(contextMark.column)))
            case ("could not find expected ':'", "while scanning a simple key"):
                // `shape:enum`: a ':' with no space after it is part of the word.
                if let colon = colonWithoutSpace(from: contextMark, in: text) {
                    let (line, column) = text.position(ofByte: colon)
                    return .error("put a space after ':': YAML reads a ':' followed by a letter as part of the text",
                                  at: location(line, column))
                }
                // A key YAML stops reading at 1024 characters, whose ':' is there after all.
                if let length = longKeyLength(from: contextMark, in: text) {
                    return .error("this key is \(length) characters long; YAML reads a key of at most 1024 characters: "
                                  + "shorten it", at: location(Int(contextMark.line), Int(contextMark.column)))
                }
                let message = "expected ':' after this key (or '- ' before a list item)"
                return .error(message, at: location(Int(contextMark.line), Int(contextMark.column)))
            case ("did not find expected alphabetic or numeric character", "while scanning an alias"),
                 ("did not find expected alphabetic or numeric character", "while scanning an anchor"):
                // `todo: *Always* retry`: '*' and '&' start an alias and an anchor in YAML.
                let indicator = text.byteOffset(line: Int(contextMark.line), column: Int(contextMark.column))
                    .map { Character(Unicode.Scalar(text.bytes[$0])) } ?? "*"
                return .error("'\(indicator)' cannot start a plain value; put the value in quotes",
                              at: location(Int(contextMark.line), Int(contextMark.column)))
            default:
                break
            }
            if let diagnostic = escapeOrDocumentEnd(problem, mark: mark, in: text, location: location) {
                return diagnostic
            }
            if problem == "mapping values are not allowed in this context",
               let open = swiftParameterList(line: Int(mark.line), in: text) {
                // `payload: (retryAfter: Double?)`: Swift's associated values, which YAML reads as text with a ':'.
                let (line, column) = text.position(ofByte: open)
                let (fields, swift) = rewrittenFields(from: open, in: text)
                    ?? ("[{name: retryAfter, type: Double?}]", "(retryAfter: Double?)")
                return .error("a list of fields is written \(fields), not in Swift's \(swift)", at: location(line, column))
            }
            if let (message, opening) = textAfterBracket(at: mark, in: text) {
                // At the bracket that starts the value: quoting starts there.
                let (line, column) = opening.map(text.position(ofByte:)) ?? (Int(mark.line), Int(mark.column))
                return .error(message, at: location(line, column))
            }
            if problem == "did not find expected ',' or '}'" || problem == "did not find expected ',' or ']'",
               let hash = commentInFlow(from: contextMark, to: mark, in: text) {
                let (line, column) = text.position(ofByte: hash)
                let what = problem.hasSuffix("'}'") ? "mapping" : "list"
                return .error("' #' starts a YAML comment, so the rest of this line is dropped and the \(what) that starts at "
                              + "line \(contextMark.line + 1), column \(contextMark.column + 1) is not closed; put the text "
                              + "that contains ' #' in quotes", at: location(line, column))
            }
            // `codes: [invalid_grant` with the ']' left off: YAML reads on into the next key, and fails there.
            if problem == "did not find expected ',' or '}'" || problem == "did not find expected ',' or ']'",
               contextMark.line < mark.line, YAMLSlips.startsAKey(line: Int(mark.line), in: text),
               !YAMLSlips.line(Int(mark.line), in: text, contains: problem.hasSuffix("']'") ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
                let what = problem.hasSuffix("']'") ? ("list", "]") : ("mapping", "}")
                return .error("this \(what.0) is not closed: add '\(what.1)' after its last item (YAML reads on into "
                              + "line \(mark.line + 1))", at: location(Int(contextMark.line), Int(contextMark.column)))
            }
            // `{name: codes, type: String[]}`: another language's list type, whose '[' ends a text inside {...}.
            if problem == "did not find expected ',' or '}'" || problem == "did not find expected ',' or ']'",
               let bracket = text.byteOffset(line: Int(mark.line), column: Int(mark.column)), text.bytes[bracket] == UInt8(ascii: "["),
               bracket > 0, YAMLSlips.isWordByte(text.bytes[bracket - 1]),
               bracket + 1 < text.bytes.count, text.bytes[bracket + 1] == UInt8(ascii: "]") {
                var start = bracket
                while start > 0, YAMLSlips.isWordByte(text.bytes[start - 1]) { start -= 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[start..<bracket]), as: UTF8.self)
                return .error("a list type is written \"[\(word)]\" in a spec, not \(word)[] (and in quotes inside {...})",
                              at: location(Int(mark.line), Int(mark.column)))
            }
            // `{when: The items[0] entry is bad.}`: inside {...} or [...], '[' ends a text that is not quoted.
            if problem == "did not find expected ',' or '}'" || problem == "did not find expected ',' or ']'",
               let bracket = text.byteOffset(line: Int(mark.line), column: Int(mark.column)),
               [UInt8(ascii: "["), UInt8(ascii: "{")].contains(text.bytes[bracket]), bracket > 0, text.bytes[bracket - 1] != 0x20 {
                let shown = Character(Unicode.Scalar(text.bytes[bracket]))
                return .error("inside {...} or [...], a text that holds '\(shown)' must be in quotes; put the whole value in quotes",
                              at: location(Int(mark.line), Int(mark.column)))
            }
            // A flow mapping over several lines whose line ends without its ',': the next line's key is where YAML fails.
            if problem == "did not find expected ',' or '}'" || problem == "did not find expected ',' or ']'",
               contextMark.line < mark.line, YAMLSlips.startsAKey(line: Int(mark.line), in: text),
               var key = text.byteOffset(line: Int(mark.line), column: 0) {
                while key < text.bytes.count, text.bytes[key] == 0x20 { key += 1 }
                let (line, column) = text.position(ofByte: key)
                return .error("expected ',' before this key: the item on line \(mark.line) ends without one "
                              + "(in the \(problem.hasSuffix("']'") ? "list" : "mapping") that starts at line "
                              + "\(contextMark.line + 1), column \(contextMark.column + 1))", at: location(line, column))
            }
            // `{rule: status in [500, 503] or ...}`: an unquoted rule inside {...}, where '[' and ',' are YAML's.
            if problem == "did not find expected ',' or '}'" || problem == "did not find expected ',' or ']'",
               let rule = unquotedRule(line: Int(contextMark.line), from: Int(contextMark.column), in: text) {
                return .error("a rule inside {...} must be in quotes, or its '[', ',' and ':' are read as YAML's: "
                              + "{rule: \"...\"}", at: location(rule.line, rule.column))
            }
            // `  properties:` indented under the last case: a key of the spec's top level that is not at the start of its line.
            if problem == "did not find expected '-' indicator" || problem == "did not find expected key",
               let key = indentedTopLevelKey(line: Int(mark.line), column: Int(mark.column), in: text) {
                return .error("'\(key)' is a key of the spec's top level: check its indentation (it starts its line, "
                              + "with no spaces before it)", at: location(Int(mark.line), Int(mark.column)))
            }
            // `  type: X` / `  codeField: code` with the 'category:' line above them deleted: keys of one section.
            if problem == "did not find expected '-' indicator" || problem == "did not find expected key",
               let (section, keys) = orphanedSectionKeys(line: Int(mark.line), column: Int(mark.column), in: text) {
                let named = EnglishList.joined(keys.map { "'\($0)'" }, limit: 3)
                return .error("\(named) \(keys.count == 1 ? "is a key" : "are keys") of '\(section)': is the '\(section):' "
                              + "line above \(keys.count == 1 ? "it" : "them") missing?", at: location(Int(mark.line), Int(mark.column)))
            }
            // `offline = true` (or `offline true`) above `rateLimited: true`: YAML reads the line without ':' as the
            // start of a text that runs on into the next line, and fails at the next line's ':'.
            if problem == "mapping values are not allowed in this context",
               let slip = ItemSlips.keyWithoutColon(above: Int(mark.line), in: text) {
                return .error(slip.message, at: location(slip.line, slip.column))
            }
            // `cases:` then `    name: offline` and later `  - name: server`: the first item has no '- '; or a '- '
            // further left than the key whose list it starts.
            if problem == "did not find expected key", let slip = ItemSlips.misplacedItem(line: Int(mark.line),
                                                                                         column: Int(mark.column), in: text) {
                return .error(slip.message, at: location(slip.line, slip.column))
            }
            var message = syntaxMessage(
                problem, context: context,
                contextAt: (Int(contextMark.line) + 1, Int(contextMark.column) + 1),
                character: text.byteOffset(line: Int(mark.line), column: Int(mark.column)).map { text.bytes[$0] })
            if problem == "did not find expected ',' or '}'",
               let colon = text.byteOffset(line: Int(mark.line), column: Int(mark.column)), text.bytes[colon] == UInt8(ascii: ":") {
                // `{name: offline when: x}`: the word before the ':' is a key of the spec, so the ',' before it is missing.
                var start = colon
                while start > 0, YAMLSlips.isWordByte(text.bytes[start - 1]) { start -= 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[start..<colon]), as: UTF8.self)
                if start < colon, start > 0, text.bytes[start - 1] == 0x20, SpecKeys.isKey(word) {
                    let (line, column) = text.position(ofByte: start)
                    return .error("expected ',' before '\(word)': a mapping's entries inside {...} are separated by commas "
                                  + "(or, if '\(word): ' is part of the text, put the whole value in quotes)", at: location(line, column))
                }
                message += " (a value that contains ': ' must be in quotes)"
            }
            return .error(message, at: location(Int(mark.line), Int(mark.column)))
        }
    }

    /// The offset of '(' when line `line` is `payload: (`, `fields: (` or `parameters: (` (after an optional '- ').
    /// `(retryAfter: Double?, reason: String)` from `open` to its `)` on the line, as a spec's list of fields and as
    /// written; nil when it is not such a list.
    private static func rewrittenFields(from open: Int, in text: SourceText) -> (fields: String, swift: String)? {
        var end = open
        while end < text.bytes.count, text.bytes[end] != UInt8(ascii: ")"), text.bytes[end] != 0x0A { end += 1 }
        guard end < text.bytes.count, text.bytes[end] == UInt8(ascii: ")"), end - open < 300 else { return nil }
        let inner = String(decoding: text.bytes[(open + 1)..<end], as: UTF8.self)
        var fields: [String] = []
        for part in inner.split(separator: ",") {
            let pieces = part.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces }
            guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty,
                  pieces[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            let type = pieces[1].contains("[") ? "\"\(pieces[1])\"" : pieces[1]
            fields.append("{name: \(pieces[0]), type: \(type)}")
        }
        guard !fields.isEmpty else { return nil }
        return ("[" + fields.joined(separator: ", ") + "]", "(" + inner + ")")
    }

    private static func swiftParameterList(line: Int, in text: SourceText) -> Int? {
        guard var i = text.byteOffset(line: line, column: 0) else { return nil }
        func skipSpaces() { while i < text.bytes.count, text.bytes[i] == 0x20 { i += 1 } }
        skipSpaces()
        if i + 1 < text.bytes.count, text.bytes[i] == UInt8(ascii: "-"), text.bytes[i + 1] == 0x20 { i += 2 }
        skipSpaces()
        for key in ["payload", "fields", "parameters"] {
            let bytes = Array((key + ":").utf8)
            guard i + bytes.count <= text.bytes.count, bytes.indices.allSatisfy({ text.bytes[i + $0] == bytes[$0] }) else { continue }
            i += bytes.count
            skipSpaces()
            return i < text.bytes.count && text.bytes[i] == UInt8(ascii: "(") ? i : nil
        }
        return nil
    }

    /// A bad escape in a double-quoted text, at its backslash with what to write instead; a line `...` (YAML's end of a
    /// document) with more of the spec after it.
    private static func escapeOrDocumentEnd(_ problem: String, mark: yaml_mark_t, in text: SourceText,
                                            location: (Int, Int) -> SourceLocation) -> Diagnostic? {
        switch problem {
        case "found unknown escape character", "did not find expected hexdecimal number",
             "found invalid Unicode character escape code":
            guard let at = text.byteOffset(line: Int(mark.line), column: Int(mark.column)) else { return nil }
            // The backslash: at most the 8 hexadecimal digits of `\U` back, on the same line.
            var i = at
            while i > max(0, at - 10), text.bytes[i] != UInt8(ascii: "\\"), text.bytes[i] != 0x0A { i -= 1 }
            guard text.bytes[i] == UInt8(ascii: "\\"), i + 1 < text.bytes.count else { return nil }
            let letter = text.bytes[i + 1]
            let after = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[(i + 1)..<min(i + 5, text.bytes.count)]),
                               as: UTF8.self).unicodeScalars.first.map(String.init) ?? ""
            let escape = "'\\" + after + "'"
            let digits: [UInt8: Int] = [UInt8(ascii: "x"): 2, UInt8(ascii: "u"): 4, UInt8(ascii: "U"): 8]
            var what = digits[letter].map { "\(escape) starts an escape of \($0) hexadecimal digits in a double-quoted text" }
                ?? "\(escape) is not an escape in a double-quoted text"
            if problem == "found invalid Unicode character escape code" {
                what = "this \(escape) escape is no Unicode character (a surrogate half, or above U+10FFFF)"
            }
            let (line, column) = text.position(ofByte: i)
            return .error("\(what); write '\\\\' for a backslash, or put the text in single quotes", at: location(line, column))
        case "did not find expected <document start>":
            // Back over blank lines and comments to the line `...`.
            var line = Int(mark.line) - 1
            while line >= 0, let start = text.byteOffset(line: line, column: 0) {
                var end = start
                while end < text.bytes.count, text.bytes[end] != 0x0A, text.bytes[end] != 0x0D { end += 1 }
                var content = Array(text.bytes[start..<end])
                while content.last == 0x20 { content.removeLast() }
                if content == Array("...".utf8) {
                    return .error("'...' ends a YAML document, and a spec is one document; remove the '...'",
                                  at: location(line, 0))
                }
                guard content.isEmpty || content.first == UInt8(ascii: "#") else { return nil }
                line -= 1
            }
            return nil
        default:
            return nil
        }
    }

    /// The byte offset of a `#` after a space or tab and after a value's text, outside quotes, between the start of a
    /// flow mapping or list and where libyaml gave up on it: a comment that cut a text short and dropped the closing
    /// bracket with the rest of the line (`{when: Too many requests #429., todo: Wait.}`). Comments after a comma or
    /// a bracket are skipped.
    private static func commentInFlow(from start: yaml_mark_t, to end: yaml_mark_t, in text: SourceText) -> Int? {
        // A flow on the file's last line fails past its end, where no byte is.
        guard let first = text.byteOffset(line: Int(start.line), column: Int(start.column)),
              case let last = text.byteOffset(line: Int(end.line), column: Int(end.column)) ?? text.bytes.count,
              first < last else { return nil }
        var quote: UInt8?
        var previous = UInt8(ascii: "{")  // the last byte that is not a space, outside quotes
        var i = first
        while i < last {
            let byte = text.bytes[i]
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") {
                    i += 1
                } else if byte == open {
                    quote = nil
                    previous = byte
                }
            } else if byte == UInt8(ascii: "#"), i > first, text.bytes[i - 1] == 0x20 || text.bytes[i - 1] == 0x09 {
                // After a value's text, not after a bracket or a comma, where a comment is what the writer meant.
                guard [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
                    .contains(previous) else { return i }
                while i < last, text.bytes[i] != 0x0A, text.bytes[i] != 0x0D { i += 1 }
            } else if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")),
                      [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":")].contains(previous) {
                quote = byte
            } else if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                previous = byte
            }
            i += 1
        }
        return nil
    }

    /// `type: [String]?` or `message: {n} items failed`: a value that starts with '[' or '{' is a flow list or mapping
    /// in YAML, and the text after its closing bracket has no place. The message and the byte offset of the opening
    /// bracket on the same line (if found); nil for other errors.
    private static func textAfterBracket(at mark: yaml_mark_t, in text: SourceText) -> (String, Int?)? {
        guard let offset = text.byteOffset(line: Int(mark.line), column: Int(mark.column)) else { return nil }
        let character = text.bytes[offset]
        guard ![UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "]"), UInt8(ascii: "}"),
                UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(character) else { return nil }
        var before = offset - 1
        while before >= 0, text.bytes[before] == UInt8(ascii: " ") { before -= 1 }
        guard before >= 0 else { return nil }
        switch text.bytes[before] {
        case UInt8(ascii: "]") where character == UInt8(ascii: "?") && before == offset - 1:
            return ("a value that continues after ']' must be quoted: YAML reads [...] as a list; "
                + "write an optional list or map type as \"[String]?\"", opening(of: before, in: text))
        case UInt8(ascii: "]"):
            // `todo: [Status page](https://...) says when`: a Markdown link at the start of a text.
            return ("a text that starts with '[' must be quoted: YAML reads [...] as a list, and the text after ']' "
                + "has no place; put the whole value in quotes", opening(of: before, in: text))
        case UInt8(ascii: "}"):
            return ("a text that starts with '{' must be quoted: YAML reads {...} as a mapping, and the text after '}' "
                + "has no place; put the whole value in quotes", opening(of: before, in: text))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            // `when: "Refused" by the service.` or `todo: 'It's temporary.'`: the value ended at a quote.
            let quote = text.bytes[before]
            let inside = quote == UInt8(ascii: "'") ? "write '' for an apostrophe inside single quotes"
                : "write \\\" for a quote inside double quotes"
            return ("a quoted value ends at its closing quote, and the text after it has no place; put the whole value "
                + "in quotes (\(inside))", openingQuote(before: before, in: text))
        default:
            return nil
        }
    }

    /// The offset of a ':' followed by a letter or digit on the line that starts at `mark`, before any space.
    /// The length in characters of a plain key longer than YAML's limit of 1024: the ':' (with a space or the line's
    /// end after it) comes later on the line. Nil when there is no such ':'.
    private static func longKeyLength(from mark: yaml_mark_t, in text: SourceText) -> Int? {
        guard let start = text.byteOffset(line: Int(mark.line), column: Int(mark.column)) else { return nil }
        var i = start
        var characters = 0
        while i < text.bytes.count, text.bytes[i] != 0x0A, text.bytes[i] != 0x0D {
            let next = i + 1 < text.bytes.count ? text.bytes[i + 1] : 0x0A
            if text.bytes[i] == UInt8(ascii: ":"), next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D {
                return characters > 1024 ? characters : nil
            }
            if text.bytes[i] & 0xC0 != 0x80 { characters += 1 }
            i += 1
        }
        return nil
    }

    private static func colonWithoutSpace(from mark: yaml_mark_t, in text: SourceText) -> Int? {
        guard var i = text.byteOffset(line: Int(mark.line), column: Int(mark.column)) else { return nil }
        while i + 1 < text.bytes.count, text.bytes[i] != 0x20, text.bytes[i] != 0x0A, text.bytes[i] != 0x0D {
            let next = text.bytes[i + 1]
            if text.bytes[i] == UInt8(ascii: ":"), next != 0x20, next != 0x0A, next != 0x0D, next != 0x09 { return i }
            i += 1
        }
        return nil
    }

    /// The key at `line`, `column` when it is one of the spec's top-level keys (not one that other mappings also
    /// have, such as `name`) written after spaces: `  properties:`.
    private static func indentedTopLevelKey(line: Int, column: Int, in text: SourceText) -> String? {
        guard column > 0, let start = text.byteOffset(line: line, column: column),
              let lineStart = text.byteOffset(line: line, column: 0),
              text.bytes[lineStart..<start].allSatisfy({ $0 == 0x20 }) else { return nil }
        var end = start
        while end < text.bytes.count, YAMLSlips.isWordByte(text.bytes[end]) { end += 1 }
        guard end < text.bytes.count, text.bytes[end] == UInt8(ascii: ":") else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[start..<end]), as: UTF8.self)
        return SpecKeys.spec.contains(key) && !["name", "summary", "discussion", "doc"].contains(key) ? key : nil
    }

    /// Where an unquoted `rule: ` value starts on `line`, after `column` (the flow mapping's '{'), if there is one.
    private static func unquotedRule(line: Int, from column: Int, in text: SourceText) -> (line: Int, column: Int)? {
        guard let start = text.byteOffset(line: line, column: column) else { return nil }
        var end = start
        while end < text.bytes.count, text.bytes[end] != UInt8(ascii: "\n"), text.bytes[end] != UInt8(ascii: "\r") { end += 1 }
        let key = Array("rule: ".utf8)
        var i = start
        while i + key.count < end {
            if text.bytes[i..<(i + key.count)].elementsEqual(key), i == start || !YAMLSlips.isWordByte(text.bytes[i - 1]) {
                var value = i + key.count
                while value < end, text.bytes[value] == 0x20 { value += 1 }
                guard value < end, text.bytes[value] != UInt8(ascii: "\""), text.bytes[value] != UInt8(ascii: "'") else { return nil }
                return text.position(ofByte: value)
            }
            i += 1
        }
        return nil
    }

    /// The top-level sections whose value is a mapping, with their keys.
    private static let sections: [(name: String, keys: [String])] = [
        ("category", SpecKeys.category), ("inbound", SpecKeys.inbound), ("kotlin", SpecKeys.kotlin),
        ("localizedError", SpecKeys.localizedError),
    ]

    /// The keys written at `column` from `line` on (lines further in are their values), when they are all keys of
    /// exactly one top-level section and the first is not a top-level key: that section's line is missing.
    private static func orphanedSectionKeys(line: Int, column: Int, in text: SourceText) -> (String, [String])? {
        guard column > 0, var start = text.byteOffset(line: line, column: 0) else { return nil }
        var keys: [String] = []
        let bytes = text.bytes
        // Line by line from `line`, in one pass over the bytes; a few keys are enough to tell the section.
        while start < bytes.count, keys.count < 8 {
            var next = start
            while next < bytes.count, bytes[next] != UInt8(ascii: "\n") { next += 1 }
            defer { start = next + 1 }
            var i = start
            while i < next, bytes[i] == 0x20 { i += 1 }
            let indent = i - start
            if i >= next || bytes[i] == UInt8(ascii: "\r") || bytes[i] == UInt8(ascii: "#") || indent > column { continue }
            guard indent == column else { break }
            var end = i
            while end < next, YAMLSlips.isWordByte(bytes[end]) { end += 1 }
            guard end > i, end < next, bytes[end] == UInt8(ascii: ":") else { break }
            let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
            if !keys.contains(key) { keys.append(key) }
        }
        // Two keys or more (one key is weak evidence), of one section only, and that section not written already.
        guard keys.count > 1, let first = keys.first, !SpecKeys.spec.contains(first) else { return nil }
        let owners = sections.filter { section in keys.allSatisfy(section.keys.contains) }
        guard owners.count == 1, !startsALine(owners[0].name + ":", in: text) else { return nil }
        // At least one key that only that section has (`codeField`, `parameters`): `type` and `doc` are also the
        // keys of a field or property indented wrongly.
        let elsewhere = Set(SpecKeys.all.filter { $0.context != owners[0].name }.flatMap(\.keys))
        guard keys.contains(where: { !elsewhere.contains($0) }) else { return nil }
        return (owners[0].name, keys)
    }

    /// Whether some line of `text` starts with `prefix` (at its first column).
    private static func startsALine(_ prefix: String, in text: SourceText) -> Bool {
        let wanted = Array(prefix.utf8)
        var lineStart = true
        for i in text.bytes.indices {
            if lineStart, text.bytes.count - i >= wanted.count, text.bytes[i..<(i + wanted.count)].elementsEqual(wanted) {
                return true
            }
            lineStart = text.bytes[i] == UInt8(ascii: "\n")
        }
        return false
    }

    /// The offset of the quote that opens the quoted value closed at `close`, searching back on its line.
    private static func openingQuote(before close: Int, in text: SourceText) -> Int? {
        var i = close - 1
        while i >= 0, text.bytes[i] != UInt8(ascii: "\n"), text.bytes[i] != UInt8(ascii: "\r") {
            if text.bytes[i] == text.bytes[close] { return i }
            i -= 1
        }
        return nil
    }

    /// The offset of the bracket that `close` (a ']' or '}') closes, searching back on its line.
    private static func opening(of close: Int, in text: SourceText) -> Int? {
        let (open, shut) = text.bytes[close] == UInt8(ascii: "]") ? (UInt8(ascii: "["), UInt8(ascii: "]"))
            : (UInt8(ascii: "{"), UInt8(ascii: "}"))
        var depth = 0
        var i = close
        while i >= 0, text.bytes[i] != UInt8(ascii: "\n"), text.bytes[i] != UInt8(ascii: "\r") {
            if text.bytes[i] == shut { depth += 1 }
            if text.bytes[i] == open {
                depth -= 1
                if depth == 0 { return i }
            }
            i -= 1
        }
        return nil
    }

    /// Reader errors carry a byte offset instead of a mark: bad UTF-8 and control characters.
    private static func readerDiagnostic(
        _ problem: String, parser: yaml_parser_t, in text: SourceText,
        location: (Int, Int) -> SourceLocation
    ) -> Diagnostic {
        if problem == "control characters are not allowed" {
            let (line, column) = text.position(ofByte: parser.problem_offset)
            let value = UInt32(bitPattern: parser.problem_value)
            let code = String(value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            let noun = value < 0xA0 ? "control character" : "character"
            return .error("\(noun) U+\(padded) is not allowed in a spec; remove it (most editors do not show it)",
                          at: location(line, column))
        }
        if let offset = text.firstInvalidUTF8() {
            let (line, column) = text.position(ofByte: offset)
            let byte = String(text.bytes[offset], radix: 16, uppercase: true)
            let hex = byte.count == 1 ? "0" + byte : byte
            return .error("invalid UTF-8 byte 0x\(hex); specs must be UTF-8 text", at: location(line, column))
        }
        let (line, column) = text.position(ofByte: parser.problem_offset)
        return .error("cannot read the spec: \(problem)", at: location(line, column))
    }

    /// A scanner or parser problem in plain words; `character` is the byte at the problem mark.
    static func syntaxMessage(
        _ problem: String, context: String?, contextAt: (line: Int, column: Int), character: UInt8?
    ) -> String {
        let origin = "line \(contextAt.line), column \(contextAt.column)"
        switch problem {
        case "found character that cannot start any token":
            switch character {
            case 0x09?: return "tabs are not allowed for indentation"
            case let c? where c == UInt8(ascii: "@") || c == UInt8(ascii: "`"):
                return "'\(Character(Unicode.Scalar(c)))' cannot start a plain value; put the value in quotes"
            case let c? where c >= 0x21 && c < 0x7F:
                return "unexpected character '\(Character(Unicode.Scalar(c)))'; put the value in quotes if it is text"
            default: return "unexpected character; put the value in quotes if it is text"
            }
        case "found a tab character that violates indentation",
             "found a tab character where an indentation space is expected":
            return "tabs are not allowed for indentation"
        case "mapping keys are not allowed in this context" where character == UInt8(ascii: "?"):
            // `todo: ? Check it.`: '?' and a space start a complex key in YAML.
            return "'?' cannot start a plain value; put the value in quotes"
        case "mapping values are not allowed in this context":
            return "unexpected ':'; check the indentation, or put a value that contains ': ' in quotes"
        case "block sequence entries are not allowed in this context":
            return "unexpected '-' list item; check the indentation"
        case "found unknown escape character", "did not find expected hexdecimal number",
             "found invalid Unicode character escape code":
            return "invalid escape sequence in a double-quoted string"
        case "did not find expected node content" where character == UInt8(ascii: ","):
            return "an empty item between two ','; remove one ','"
        case "did not find expected node content" where character == UInt8(ascii: "?"):
            // `{type: ?Double}`: another language's optional, which YAML reads as the start of a key.
            return "'?' cannot start a value here; an optional type is written with '?' after it (Double?), and a text "
                + "that starts with '?' must be in quotes"
        case "did not find expected node content" where character == UInt8(ascii: "-"):
            // `codes: [a,` then `- b]`: a block list item inside brackets.
            return "a '- ' list item cannot be inside '[...]' or '{...}'; write the items between the brackets, separated by ','"
        case "did not find expected node content":
            return "expected a value here"
        case "did not find expected comment or line break" where context == "while scanning a block scalar":
            return "unexpected text after the block scalar indicator ('|' or '>'): its text starts on the next line; a value "
                + "that itself starts with '|' or '>' must be in quotes"
        case "found incompatible YAML document":
            return "unsupported %YAML version directive"
        case "did not find expected key" where character == UInt8(ascii: "-"):
            // `- prose: x` then `  - generated: y` two columns further in: the item lines up with the keys.
            return "expected a key of the mapping that starts at \(origin), found a '- ' list item: to add an item to "
                + "the list above, put its '-' under that list's '-'"
        case "did not find expected key" where character == UInt8(ascii: ","):
            // `"summary": "An error.",` copied from JSON: in a block mapping the line's end ends the value.
            return "unexpected ',': outside {...} and [...] a value ends at the end of its line; remove the ','"
        case "did not find expected key" where character == UInt8(ascii: "]") || character == UInt8(ascii: "}"):
            // `codes: [a]]`: a closing bracket with nothing open.
            let bracket = Character(Unicode.Scalar(character ?? 0))
            return "unexpected '\(bracket)': no \(bracket == "]" ? "list" : "mapping") is open here; remove it"
        case "did not find expected key":
            return "expected a key here; check the indentation of the mapping that starts at \(origin)"
        case "did not find expected '-' indicator":
            return "expected a '-' list item here; check the indentation of the list that starts at \(origin)"
        case "did not find expected ',' or ']'":
            return "expected ',' or ']' in the list that starts at \(origin)"
        case "did not find expected ',' or '}'":
            return "expected ',' or '}' in the mapping that starts at \(origin)"
        default:
            guard let context else { return "invalid YAML: \(problem)" }
            return "invalid YAML: \(problem) (\(context) at \(origin))"
        }
    }
}
