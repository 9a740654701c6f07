/// The inbound initializer written out: its doc, a parameter table (what each parameter is matched
/// against or fills, and its value when `nil`), the matching order with the fallback, and the status
/// table `| Status | Case |` (ranges as 500–599, the fallback as the last row).
enum DocsInboundBlock {
    static func write(_ spec: Spec, into page: inout MarkdownPage) {
        guard let inbound = spec.inbound else { return }
        if let doc = inbound.doc { page.prose(doc) }
        let labels = inbound.parameters.map { $0.field.name.value + ":" }.joined()
        page.generatedParagraph(DocsPhrases.code(spec.name.value + "(" + labels + ")") + " takes:")
        let fills = filledCases(spec)
        let rows = inbound.parameters.map { parameter -> [String] in
            let name = parameter.field.name.value
            return [DocsPhrases.code(name), DocsPhrases.code(parameter.field.type.description),
                    use(of: parameter, in: inbound, filling: fills[name], spec: spec)]
        }
        page.table(header: ["Parameter", "Type", "Use"], rows: rows)
        page.generatedParagraph(matching(inbound, spec: spec))
        guard inbound.precedence.contains(.status), !inbound.statuses.isEmpty else { return }
        let hasNotes = inbound.statuses.contains { $0.doc != nil }
        var statusRows = inbound.statuses.map { row -> [String] in
            [DocsPhrases.statuses(row.statuses), DocsPhrases.code(row.caseName.value)] + (hasNotes ? [row.doc ?? ""] : [])
        }
        statusRows.append(["Any other", DocsPhrases.code(inbound.fallback.value)] + (hasNotes ? [""] : []))
        page.table(header: ["Status", spec.docsCaseNoun] + (hasNotes ? ["Note"] : []), rows: statusRows)
    }

    /// Enum shape: for each field name, the inbound cases whose payload has it.
    private static func filledCases(_ spec: Spec) -> [String: [String]] {
        guard !spec.isStruct else { return [:] }
        // Indexes, not Case values: a dictionary of Case copies would retain every case's strings and arrays.
        var byName: [String: Int] = [:]
        for i in spec.cases.indices where byName[spec.cases[i].name.value] == nil { byName[spec.cases[i].name.value] = i }
        var result: [String: [String]] = [:]
        for caseName in spec.inboundCases {
            guard let i = byName[caseName] else { continue }
            for field in spec.cases[i].payload { result[field.name.value, default: []].append(caseName) }
        }
        return result
    }

    private static func use(of parameter: InboundParameter, in inbound: Inbound, filling cases: [String]?,
                            spec: Spec) -> String {
        let name = parameter.field.name.value
        var sentences: [String] = []
        if let role = parameter.role, inbound.precedence.contains(InboundStep(rawValue: role.rawValue)!) {
            sentences.append(role == .code ? "Matched against the wire codes, aliases included."
                                           : "Matched against the status table.")
        }
        if spec.isStruct, spec.field(named: name) != nil {
            sentences.append("Fills " + DocsPhrases.code(name) + ".")
        } else if let cases, !cases.isEmpty {
            sentences.append("Fills the " + DocsPhrases.code(name) + " of " + DocsPhrases.codeList(cases) + ".")
        }
        if let value = parameter.defaultValue {
            sentences.append("Defaults to " + DocsPhrases.assigned(value) + " when " + DocsPhrases.code("nil") + ".")
        }
        return sentences.joined(separator: " ")
    }

    /// "A known `serverCode` picks the case; otherwise, the case is `service`."
    private static func matching(_ inbound: Inbound, spec: Spec) -> String {
        let noun = spec.isStruct ? "category" : "case"
        var steps: [String] = []
        for step in inbound.precedence {
            guard let parameter = inbound.parameter(withRole: InboundParameter.Role(rawValue: step.rawValue)!) else {
                continue
            }
            let name = DocsPhrases.code(parameter.field.name.value)
            switch step {
            case .code: steps.append("a known " + name + " picks the " + noun)
            case .status: steps.append("the first row of the status table that contains " + name + " picks the " + noun)
            }
        }
        steps.append("the " + noun + " is " + DocsPhrases.code(inbound.fallback.value))
        return DocsPhrases.capitalized(steps.joined(separator: "; otherwise, ")) + "."
    }
}
