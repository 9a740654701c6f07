/// `| Constructor | Case | `field` ... | Meaning |`: every named constructor, the case it makes, the
/// value it gives each assigned field (templates shown with their `{parameter}` holes; `nil` where the
/// case has the field but the constructor leaves it out) and its doc.
enum DocsConstructorsBlock {
    static func print(_ plan: EmitPlan, to page: MarkdownPage) {
        guard !plan.constructors.isEmpty else { return }
        var columns: [String] = []
        var seen = Set<String>()
        for constructor in plan.constructors {
            for assignment in constructor.assignments where seen.insert(assignment.target.value).inserted {
                columns.append(assignment.target.value)
            }
        }
        let hasDocs = plan.constructors.contains { $0.doc != nil }
        let rows = plan.constructors.map { constructor -> [String] in
            var assigned: [String: AssignedValue] = [:]
            for assignment in constructor.assignments { assigned[assignment.target.value] = assignment.value }
            let fieldNames = Set(constructor.arguments.map(\.field.name.value))
            let values = columns.map { column -> String in
                if let value = assigned[column] { return DocsPhrases.assigned(value) }
                return fieldNames.contains(column) ? DocsPhrases.code("nil") : ""
            }
            return [signature(constructor), DocsPhrases.code(plan.cases[constructor.caseIndex].name)] + values
                + (hasDocs ? [constructor.doc ?? ""] : [])
        }
        page.table(header: ["Constructor", plan.docsCaseNoun] + columns.map(DocsPhrases.code) + (hasDocs ? ["Meaning"] : []),
                   rows: rows)
    }

    /// "`.tokenProviderFailed(message: String)`", or "`.unreadableResponse`" for a static property.
    private static func signature(_ constructor: PlanConstructor) -> String {
        let name = "." + constructor.name
        guard !constructor.parameters.isEmpty else { return DocsPhrases.code(name) }
        let parameters = constructor.parameters.map { $0.name.value + ": " + $0.type.description }
        return DocsPhrases.code(name + "(" + parameters.joined(separator: ", ") + ")")
    }
}
