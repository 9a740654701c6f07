/// The inbound initializer written out: its doc, a parameter table (what each parameter is matched
/// against or fills, and its value when `nil`), the matching order with the fallback, and the status
/// table `| Status | Case |` (ranges as 500–599, the fallback as the last row); each initializer in turn.
enum DocsInboundBlock {
    static func print(_ plan: EmitPlan, to page: MarkdownPage) {
        for inbound in plan.inbounds { print(inbound, plan, to: page) }
    }

    private static func print(_ inbound: PlanInbound, _ plan: EmitPlan, to page: MarkdownPage) {
        if let doc = inbound.doc { page.prose(doc) }
        page.generatedParagraph(DocsPhrases.code(plan.typeName + "(" + inbound.labels + ")") + " takes:")
        let fills = filledCases(plan, inbound)
        let rows = inbound.parameters.map { parameter -> [String] in
            let name = parameter.field.name.value
            return [DocsPhrases.code(name), DocsPhrases.code(parameter.field.type.description),
                    use(of: parameter, in: inbound, filling: fills[name], plan: plan)]
        }
        page.table(header: ["Parameter", "Type", "Use"], rows: rows)
        page.generatedParagraph(matching(inbound, plan: plan))
        printFamilies(inbound, plan, to: page)
        guard inbound.precedence.contains(.status), !inbound.statuses.isEmpty else { return }
        let hasNotes = inbound.statuses.contains { $0.doc != nil }
        // Rows with a `when` rule: a column for it, its English from the rule itself.
        let hasRules = inbound.statuses.contains { $0.condition != nil }
        let fallback = DocsPhrases.code(plan.cases[inbound.fallback].name)
        var statusRows = inbound.statuses.map { row -> [String] in
            [DocsPhrases.statuses(row.statuses)]
                + (hasRules ? [row.condition.map { DocsPhrases.capitalized(EnglishRuleRenderer.render($0.rule)) } ?? ""] : [])
                + [DocsPhrases.code(row.caseName.value)] + (hasNotes ? [row.doc ?? ""] : [])
        }
        if !inbound.unknownCodeIsFinal {
            // With steps after the status (`precedence: [status, code]`), a status no row holds goes on to them.
            let later = inbound.steps.drop { $0.kind != .status }.dropFirst().map { DocsPhrases.code($0.parameter.field.name.value) }
            let other = later.isEmpty ? fallback : "By " + later.joined(separator: ", then ") + "; else " + fallback
            statusRows.append(["Any other"] + (hasRules ? [""] : []) + [other] + (hasNotes ? [""] : []))
        }
        page.table(header: ["Status"] + (hasRules ? ["Only when"] : []) + [plan.docsCaseNoun] + (hasNotes ? ["Note"] : []),
                   rows: statusRows)
    }

    /// The code families as written: `| Code family | Case |` with "Starts with `08`" or "20000–20999".
    private static func printFamilies(_ inbound: PlanInbound, _ plan: EmitPlan, to page: MarkdownPage) {
        guard !inbound.codeFamilies.isEmpty else { return }
        let hasNotes = inbound.codeFamilies.contains { $0.doc != nil }
        let rows = inbound.codeFamilies.map { family -> [String] in
            let codes = switch family.match {
            case .prefix(let prefix): "Starts with " + DocsPhrases.code(prefix)
            case .range(let lower, let upper):
                family.writtenBounds.map { $0.lower + "–" + $0.upper } ?? DocsPhrases.statuses([.range(lower, upper)])
            }
            return [codes, DocsPhrases.code(family.caseName.value)] + (hasNotes ? [family.doc ?? ""] : [])
        }
        page.table(header: ["Code family", plan.docsCaseNoun] + (hasNotes ? ["Note"] : []), rows: rows)
    }

    /// Enum shape: for each field name, the inbound cases whose payload has it.
    private static func filledCases(_ plan: EmitPlan, _ inbound: PlanInbound) -> [String: [String]] {
        guard !plan.isStruct else { return [:] }
        var result: [String: [String]] = [:]
        for i in inbound.targets {
            for field in plan.cases[i].payload { result[field.name.value, default: []].append(plan.cases[i].name) }
        }
        return result
    }

    private static func use(of parameter: InboundParameter, in inbound: PlanInbound, filling cases: [String]?,
                            plan: EmitPlan) -> String {
        let name = parameter.field.name.value
        // The parameter's own doc first, as Swift's and Kotlin's doc comments show it.
        var sentences: [String] = parameter.field.doc.map { [$0.trimmingWhitespaceAndNewlines()] }?.filter { !$0.isEmpty } ?? []
        if let role = parameter.role, inbound.precedence.contains(where: { $0.rawValue == role.rawValue }) {
            let families = inbound.codeFamilies.isEmpty ? "." : ", then the code families."
            switch role {
            case .code: sentences.append("Matched against the wire codes, aliases included" + families)
            case .status: sentences.append("Matched against the status table.")
            case .category: sentences.append("Matched against the categories' wire spellings.")
            case .errorCode: sentences.append("Matched against the " + (plan.isStruct ? "categories'" : "cases'") + " error codes.")
            }
        }
        if parameter.role != .status, inbound.statuses.contains(where: { $0.condition?.rule.fieldNames.contains(name) == true }) {
            sentences.append("Read by the status table's rules.")
        }
        if plan.shape.structure?.field(named: name) != nil {
            sentences.append("Fills " + DocsPhrases.code(name) + ".")
        } else if let cases, !cases.isEmpty {
            // A field every case carries (the spec's shared `fields`, or one each case declares).
            let owners = cases.count == plan.cases.count ? "every case" : DocsPhrases.codeList(cases)
            sentences.append("Fills the " + DocsPhrases.code(name) + " of " + owners + ".")
        }
        if let value = parameter.defaultValue {
            // The default fills a field that is not optional; where the field is optional, nil stays nil.
            var sentence = "Defaults to " + DocsPhrases.assigned(value) + " when " + DocsPhrases.code("nil")
            if let cases, !plan.isStruct {
                let nonOptional = cases.filter { c in
                    plan.caseIndex(named: c).flatMap { i in plan.cases[i].payload.first { $0.name.value == name } }?.type.isOptional == false
                }
                if !nonOptional.isEmpty, nonOptional.count < cases.count {
                    sentence += " for " + DocsPhrases.codeList(nonOptional) + " (the others keep " + DocsPhrases.code("nil") + ")"
                }
            }
            sentences.append(sentence + ".")
        }
        return sentences.joined(separator: " ")
    }

    /// Whether one family's prefix starts another's (`08` and `08P`), so the longest one decides.
    private static func hasNestedPrefixes(_ families: [CodeFamily]) -> Bool {
        let prefixes = families.compactMap { family -> String? in
            if case .prefix(let prefix) = family.match { return prefix }
            return nil
        }
        // In byte order a prefix comes right before the texts that start with it (after its own duplicates), so
        // neighbours decide: linear after the sort, where comparing every pair took minutes for 20,000 families.
        let sorted = prefixes.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        return sorted.indices.dropLast().contains { sorted[$0] != sorted[$0 + 1] && sorted[$0 + 1].starts(with: sorted[$0]) }
    }

    /// "A known `serverCode` picks the case; otherwise, the case is `service`."
    private static func matching(_ inbound: PlanInbound, plan: EmitPlan) -> String {
        let noun = plan.isStruct ? "category" : "case"
        var steps: [String] = []
        for step in inbound.steps {
            let name = DocsPhrases.code(step.parameter.field.name.value)
            switch step.kind {
            case .code:
                var phrase = "a known " + name + " picks the " + noun
                if !step.families.isEmpty {
                    phrase += (step.unknownCase == nil ? " and " : ", ") + "a " + name + " in a code family below picks the family's "
                        + noun + (hasNestedPrefixes(inbound.codeFamilies) ? " (the longest matching prefix wins)" : "")
                }
                if let unknown = step.unknownCase {
                    phrase += (step.families.isEmpty ? "" : ",") + " and any other " + name + " gives "
                        + DocsPhrases.code(plan.cases[unknown].name)
                        + (step.parameter.field.type.isOptional ? " (a nil " + name + " goes on)" : "")
                }
                steps.append(phrase)
            case .status:
                let rules = inbound.statuses.contains { $0.condition != nil } ? " (and whose rule holds, if it has one)" : ""
                steps.append("the first row of the status table that contains " + name + rules + " picks the " + noun)
            case .category: steps.append("a known " + name + " is the " + noun + " of the same name (by its wire spelling)")
            case .errorCode: steps.append("a " + name + " that is the error code of a " + noun + " picks that " + noun)
            }
        }
        if !inbound.unknownCodeIsFinal {
            steps.append("the " + noun + " is " + DocsPhrases.code(plan.cases[inbound.fallback].name))
        }
        return DocsPhrases.capitalized(steps.joined(separator: "; otherwise, ")) + "."
    }
}
