/// Emit: Spec -> `Docs/<Name>.md`. Pure: no I/O. Deterministic, and linear in the spec's size.
///
/// The page: the header line, `# Name`, the summary as a quote, the discussion, then the spec's
/// `docs:` blocks in order (a titled section becomes `## Title`). A spec without `docs:` gets every
/// generated block that has content.
public enum MarkdownEmitter {
    public static func emit(_ spec: Spec) -> [OutputFile] {
        var page = MarkdownPage(headerLine: GeneratedHeader.markdownLine(specPath: spec.path))
        page.heading(1, spec.name.value)
        if let summary = spec.summary { page.quote(summary) }
        if let discussion = spec.discussion { page.prose(discussion) }
        let descriptions = PropertyDescriptions(spec)
        let sections = spec.docs.sections.isEmpty ? defaultSections : spec.docs.sections
        for section in sections {
            if let title = section.title { page.heading(2, title) }
            for content in section.content {
                switch content {
                case .prose(let text): page.prose(text)
                case .table(let table): page.table(header: table.header, rows: table.rows)
                case .generated(let block, _): write(block, of: spec, descriptions: descriptions, into: &page)
                }
            }
        }
        let contents = page.render()
        return [OutputFile(path: "Docs/\(spec.name.value).md", contents: contents, specPath: spec.path)]
    }

    static func write(_ block: GeneratedBlock, of spec: Spec, descriptions: PropertyDescriptions,
                      into page: inout MarkdownPage) {
        switch block {
        case .cases: DocsCasesBlock.write(spec, into: &page)
        case .properties: DocsPropertiesBlock.write(spec, descriptions: descriptions, into: &page)
        case .codes: DocsCodesBlock.write(spec, into: &page)
        case .inbound: DocsInboundBlock.write(spec, into: &page)
        case .constructors: DocsConstructorsBlock.write(spec, into: &page)
        case .bridge: DocsBridgeBlock.write(spec, descriptions: descriptions, into: &page)
        }
    }

    /// Without `docs:`: every generated block, in the order `GeneratedBlock` lists them.
    private static var defaultSections: [DocSection] {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        return [DocSection(title: nil, content: GeneratedBlock.allCases.map { .generated($0, nowhere) })]
    }
}

extension Spec {
    /// "Case" (enum shape) or "Category" (struct shape): what the docs call a case.
    var docsCaseNoun: String { isStruct ? "Category" : "Case" }
}
