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
        let hasDocs = plan.constructors.contains { $0.doc != nil || $0.deprecated != nil }
        let header = ["Constructor", plan.docsCaseNoun] + columns.map(DocsPhrases.code) + (hasDocs ? ["Meaning"] : [])
        page.table(header: header) { table in
            for constructor in plan.constructors {
                table.row { row in
                    row.cell(signature(constructor) + (constructor.deprecated != nil ? " (deprecated)" : ""))
                    row.cell(code: plan.cases[constructor.caseIndex].name)
                    for column in columns {
                        // The last assignment to the column, else `nil` where the case has the field.
                        if let assignment = constructor.assignments.last(where: { $0.target.value == column }) {
                            row.cell(DocsPhrases.assigned(assignment.value))
                        } else {
                            row.cell(constructor.arguments.contains { $0.field.name.value == column } ? DocsPhrases.code("nil") : "")
                        }
                    }
                    if hasDocs { row.cell(meaning(constructor)) }
                }
            }
        }
    }

    /// The doc, then for a deprecated constructor "Deprecated: message", as the cases table writes it.
    private static func meaning(_ constructor: PlanConstructor) -> String {
        guard let message = constructor.deprecated else { return constructor.doc ?? "" }
        return [constructor.doc, DocsCasesBlock.deprecationNote(message)].compactMap { $0 }.joined(separator: " ")
    }

    /// "`.tokenProviderFailed(message: String)`", or "`.unreadableResponse`" for a static property.
    private static func signature(_ constructor: PlanConstructor) -> String {
        let name = "." + constructor.name
        guard !constructor.parameters.isEmpty else { return DocsPhrases.code(name) }
        let parameters = constructor.parameters.map { $0.name.value + ": " + $0.type.description }
        return DocsPhrases.code(name + "(" + parameters.joined(separator: ", ") + ")")
    }
}
