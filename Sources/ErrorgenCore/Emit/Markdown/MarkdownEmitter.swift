/// Emit: plan -> `Docs/<Name>.md`. Pure: no I/O. Deterministic, and linear in the spec's size.
///
/// The page: the header line, `# Name`, the summary as a quote, the discussion, then the spec's
/// `docs:` blocks in order (a titled section becomes `## Title`). A spec without `docs:` gets every
/// generated block that has content.
public enum MarkdownEmitter: PlanEmitter {
    public static func emit(_ plan: EmitPlan) -> [OutputFile] {
        let page = MarkdownPage(headerLine: GeneratedHeader.markdownLine(specPath: plan.specPath))
        page.heading(1, plan.typeName)
        if let summary = plan.summary { page.quote(summary) }
        if let discussion = plan.discussion { page.prose(discussion) }
        let descriptions = PropertyDescriptions(plan)
        let sections = plan.docs.sections.isEmpty ? defaultSections : plan.docs.sections
        for section in sections {
            if let title = section.title { page.heading(2, title) }
            for content in section.content {
                switch content {
                case .prose(let text): page.prose(text)
                case .table(let table): page.table(header: table.header, rows: table.rows)
                case .generated(let block, _): print(block, of: plan, descriptions: descriptions, to: page)
                }
            }
        }
        let placesEnums = sections.contains { $0.content.contains { if case .generated(.enums, _) = $0 { true } else { false } } }
        if !placesEnums { DocsEnumsBlock.print(plan, to: page) }
        return [OutputFile(path: "Docs/\(plan.typeName).md", chunks: page.outputChunks, specPath: plan.specPath)]
    }

    static func print(_ block: GeneratedBlock, of plan: EmitPlan, descriptions: PropertyDescriptions, to page: MarkdownPage) {
        switch block {
        case .cases: DocsCasesBlock.print(plan, to: page)
        case .properties: DocsPropertiesBlock.print(plan, descriptions: descriptions, to: page)
        case .codes: DocsCodesBlock.print(plan, descriptions: descriptions, to: page)
        case .inbound: DocsInboundBlock.print(plan, to: page)
        case .constructors: DocsConstructorsBlock.print(plan, to: page)
        case .bridge:
            DocsBridgeBlock.print(plan, descriptions: descriptions, to: page)
            DocsRejectionBlock.print(plan, to: page)
        case .enums: DocsEnumsBlock.print(plan, to: page)
        }
    }

    /// Without `docs:`: every generated block, in the order `GeneratedBlock` lists them.
    private static var defaultSections: [DocSection] {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        return [DocSection(title: nil, content: GeneratedBlock.allCases.map { .generated($0, nowhere) })]
    }
}

extension EmitPlan {
    /// "Case" (enum shape) or "Category" (struct shape): what the docs call a case.
    var docsCaseNoun: String { isStruct ? "Category" : "Case" }
}
