import CYAML

/// Drives libyaml's event parser over the input and feeds a TreeBuilder.
/// Every event and the parser itself are freed on every path.
struct LibYAMLEventLoop {
    let input: UnsafeBufferPointer<UInt8>
    let path: String
    let limits: LoadLimits
    /// The path, looked up once: every node's location holds its index.
    private let fileID: SourcePaths.ID

    init(input: UnsafeBufferPointer<UInt8>, path: String, limits: LoadLimits) {
        self.input = input
        self.path = path
        self.limits = limits
        fileID = SourcePaths.shared.id(path)
    }

    /// The root, and the problems that did not stop loading (duplicate keys). Anchors, aliases, merge keys and
    /// tags are reported and loading goes on, so every one of them is listed; a tree that lost an alias's or a
    /// merge key's value is not returned (decoding it would report the missing parts again).
    func run() throws(DiagnosticError) -> (root: YAMLNode, recoverable: [Diagnostic], duplicatedKeys: Set<SourceLocation>) {
        guard let base = input.baseAddress, !input.isEmpty else { throw emptySpec() }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw TreeBuilder.error("out of memory while parsing the spec", at: location(line: 0, column: 0))
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, input.count)

        var builder = TreeBuilder(limits: limits)
        var sawDocument = false
        // libyaml counts mark indexes in characters after a UTF-8 byte order mark.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        var cursor = (character: 0, byte: input.starts(with: bom) ? 3 : 0)
        // Up to the first non-ASCII byte, characters and bytes advance together: the cursor jumps there.
        let asciiEnd = input[cursor.byte...].firstIndex { $0 >= 0x80 } ?? input.count
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                let text = SourceText(bytes: input)
                throw DiagnosticError([LibYAMLErrorMessage.diagnostic(for: parser.pointee, in: text, path: path)])
            }
            defer { yaml_event_delete(&event) }
            let at = location(event.start_mark)
            switch event.type {
            case YAML_SCALAR_EVENT:
                checkNoAnchor(event.data.scalar.anchor, at: at, &builder)
                let value = try scalar(of: event, at: at, &builder)
                if value.style == .plain { checkCutByComment(after: event.end_mark, cursor: &cursor, asciiEnd: asciiEnd, &builder) }
                try builder.scalar(value, at: at)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                checkNoAnchor(start.anchor, at: at, &builder)
                checkCollectionTag(start.tag, allowed: "!!seq", at: at, &builder)
                try builder.openContainer(isMapping: false, at: at)
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                checkNoAnchor(start.anchor, at: at, &builder)
                checkCollectionTag(start.tag, allowed: "!!map", at: at, &builder)
                try builder.openContainer(isMapping: true, at: at)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try builder.closeContainer()
            case YAML_ALIAS_EVENT:
                try builder.alias(at: at)
            case YAML_DOCUMENT_START_EVENT:
                guard !sawDocument else {
                    throw TreeBuilder.error("a spec must be a single YAML document; a second one starts here", at: at)
                }
                sawDocument = true
            case YAML_STREAM_END_EVENT:
                guard let root = builder.root else { throw emptySpec() }
                guard builder.isComplete else { throw DiagnosticError(builder.recoverable) }
                return (root, builder.recoverable, builder.duplicatedKeys)
            default:
                break  // stream start, document end
            }
            if builder.recoverable.count > Self.maxProblems {
                throw DiagnosticError(builder.recoverable + [
                    .error("more than \(Self.maxProblems) problems in the spec; stopped reading it here", at: at)])
            }
        }
    }

    /// `todo: Retry #3 times` or `doc: Fixed in #42`: ' #' starts a comment, so the text silently ends before it.
    /// A comment right after a plain value that starts with a digit (`#3`) is almost always meant as text.
    /// `cursor` is the byte of a character index at or before `end` (libyaml counts marks in characters); scalars
    /// come in source order, so it only moves forward.
    /// Bytes before `asciiEnd` are ASCII.
    private func checkCutByComment(after end: yaml_mark_t, cursor: inout (character: Int, byte: Int), asciiEnd: Int,
                                   _ builder: inout TreeBuilder) {
        let ahead = Int(end.index) - cursor.character
        if ahead > 0, cursor.byte + ahead <= asciiEnd {
            cursor.byte += ahead
            cursor.character += ahead
        }
        while cursor.character < Int(end.index), cursor.byte < input.count {
            cursor.byte += 1
            while cursor.byte < input.count, input[cursor.byte] & 0xC0 == 0x80 { cursor.byte += 1 }
            cursor.character += 1
        }
        var i = cursor.byte
        let start = i
        while i < input.count, input[i] == UInt8(ascii: " ") || input[i] == UInt8(ascii: "\t") { i += 1 }
        guard i > start, i + 1 < input.count, input[i] == UInt8(ascii: "#"),
              (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[i + 1]) else { return }
        builder.report("' #' starts a YAML comment, so this text ends before the '#'; put the whole text in quotes "
                       + "to keep it", at: location(line: Int(end.line), column: Int(end.column) + i - start))
    }

    /// Loading stops after this many problems (a file of aliases would otherwise report each one).
    static let maxProblems = 100

    private func scalar(of event: yaml_event_t, at location: SourceLocation, _ builder: inout TreeBuilder) throws(DiagnosticError) -> YAMLScalar {
        let data = event.data.scalar
        guard data.length <= limits.maxScalarLength else {
            throw TreeBuilder.error(
                "this value is \(data.length) bytes long, more than the limit of \(limits.maxScalarLength) bytes",
                at: location)
        }
        // libyaml has validated the input as UTF-8, so decoding never repairs anything.
        let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        guard data.tag == nil else { return tagged(value, style: data.style, tag: data.tag, at: location, &builder) }
        return YAMLScalar(value, style: Self.style(data.style))
    }

    /// A scalar with an explicit tag (rare): out of line, so the loop's common path stays small.
    @inline(never)
    private func tagged(_ value: String, style rawStyle: yaml_scalar_style_t, tag rawTag: UnsafeMutablePointer<yaml_char_t>?,
                        at location: SourceLocation, _ builder: inout TreeBuilder) -> YAMLScalar {
        let style = Self.style(rawStyle)
        guard let tag = scalarTag(rawTag, at: location, &builder) else { return YAMLScalar(value, style: style) }
        let resolved = resolve(tag: tag, value: value, style: style, at: location, &builder)
        return YAMLScalar(resolved.value ?? value, style: resolved.style, tag: resolved.keepsTag ? tag : nil)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: Int(mark.line), column: Int(mark.column))
    }

    /// libyaml marks are 0-based; locations are 1-based.
    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line + 1, column: column + 1)
    }

    private func emptySpec() -> DiagnosticError {
        TreeBuilder.error(YAMLLoader.emptySpecMessage, at: .wholeFile(path))
    }
}
