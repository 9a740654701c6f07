/// `docs:`: the page's blocks in order: `generated: cases`, `prose: ...`, `table: {...}`,
/// or a titled section `{title: ..., content: [blocks]}`.
enum DocsDecoder {
    static let blockKeys = SpecKeys.docsBlock

    static func decode(_ node: YAMLNode, context: DecodeContext) -> Docs {
        // `docs: cases`: one generated block named where the list of blocks goes.
        if case .scalar(let scalar) = node.kind, let block = GeneratedBlock(rawValue: scalar.value) {
            context.error("expected 'docs' to be a list of blocks, found '\(block.rawValue)'; write docs: [{generated: "
                          + "\(block.rawValue)}]", at: node.location)
            return Docs()
        }
        guard let items = context.sequence(node, "'docs'") else { return Docs() }
        return Docs(sections: items.compactMap { decodeSection($0, context: context) })
    }

    private static func decodeSection(_ node: YAMLNode, context: DecodeContext) -> DocSection? {
        guard let pairs = context.mapping(node, "a docs block") else { return nil }
        if isSection(pairs) {
            guard let keys = KeyedReader(node, "a docs section", allowed: SpecKeys.docsSection, required: ["content"], context: context)
            else { return nil }
            let content = keys.required("content").flatMap { context.sequence($0, "'content'") }?
                .compactMap { item -> DocSection.Content? in
                    if case .mapping(let inner) = item.kind, isSection(inner) {
                        context.error("a docs section cannot hold another section; list it in 'docs' after this one",
                                      at: item.location)
                        return nil
                    }
                    return decodeBlock(item, context: context)
                } ?? []
            var title = keys.string("title")
            // `title: ""` would print an empty '##' heading: as for 'title:' with nothing after it.
            if let text = title, text.allSatisfy(\.isWhitespace), let node = keys["title"] {
                context.error("'title' is empty: write its text, or leave the key out", at: node.location)
                title = nil
            }
            return DocSection(title: title, content: content)
        }
        return decodeBlock(node, context: context).map { DocSection(title: nil, content: [$0]) }
    }

    private static func isSection(_ pairs: [YAMLPair]) -> Bool {
        pairs.contains { $0.keyText == "title" || $0.keyText == "content" }
    }

    private static func decodeBlock(_ node: YAMLNode, context: DecodeContext) -> DocSection.Content? {
        guard let keys = KeyedReader(node, "a docs block", allowed: blockKeys, context: context) else { return nil }
        guard keys.pairs.count == 1, let pair = keys.pairs.first, blockKeys.contains(pair.keyText) else {
            if keys.pairs.count != 1 {
                context.error("a docs block has exactly one of: \(blockKeys.joined(separator: ", "))", at: node.location)
            }
            return nil
        }
        switch pair.keyText {
        case "generated":
            guard let text = context.string(pair.value, "'generated'") else { return nil }
            if let block = GeneratedBlock(rawValue: text) { return .generated(block, pair.value.location) }
            let names = GeneratedBlock.allCases.map(\.rawValue)
            context.error("unknown generated block '\(text)'\(Suggestion.didYouMean(text, among: names)); expected one of: "
                          + names.joined(separator: ", "), at: pair.value.location)
            return nil
        case "prose":
            return context.string(pair.value, "'prose'").map { .prose($0) }
        default:
            return decodeTable(pair.value, context: context).map { .table($0) }
        }
    }

    private static func decodeTable(_ node: YAMLNode, context: DecodeContext) -> DocTable? {
        guard let keys = KeyedReader(node, "a table", allowed: SpecKeys.docsTable, required: ["header", "rows"], context: context) else { return nil }
        let headerCells = keys.required("header").flatMap {
            context.reportEmptyList($0, key: "header", required: true) ? nil : context.sequence($0, "'header'")
        }
        let header = headerCells?.compactMap { context.string($0, "a header cell") }
        var rows: [[String]] = []
        let rowNodes = keys.required("rows").flatMap { context.sequence($0, "'rows'") } ?? []
        if let rowsNode = keys["rows"], !rowNodes.isEmpty, !rowNodes.contains(where: { if case .sequence = $0.kind { true } else { false } }) {
            // `rows: [a, b]`: one row's cells, or rows without their brackets; one mistake, one error.
            let texts = rowNodes.compactMap { node -> String? in
                if case .scalar(let s) = node.kind, !s.isNull { s.value } else { nil }
            }
            let example = texts.count == rowNodes.count && texts.count == headerCells?.count
                ? "[[\(texts.joined(separator: ", "))]]" : "[[a, b], [c, d]]"
            context.error("expected 'rows' to be a list of rows, each a list of cells, found a list of "
                          + (texts.count == rowNodes.count ? "texts"
                             : rowNodes.allSatisfy({ if case .mapping = $0.kind { true } else { false } }) ? "mappings" : "other values")
                          + "; write rows such as \(example)", at: rowsNode.location)
            guard let header else { return nil }
            return DocTable(header: header, rows: [], at: node.location)
        }
        for row in rowNodes {
            guard let cells = context.sequence(row, "a table row") else { continue }
            let texts = cells.compactMap { context.string($0, "a table cell") }
            // Cells that are not text are reported as such, and still counted.
            if let headerCells, cells.count != headerCells.count {
                context.error("this row has \(cells.count) cells but the header has \(headerCells.count)", at: row.location)
            }
            rows.append(texts)
        }
        guard let header else { return nil }
        return DocTable(header: header, rows: rows, at: node.location)
    }
}
