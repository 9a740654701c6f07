/// `| Constructor | Case | `field` ... | Meaning |`: every named constructor, the case it makes, the
/// value it gives each assigned field (templates shown with their `{parameter}` holes; `nil` where the
/// case has the field but the constructor leaves it out) and its doc.
enum DocsConstructorsBlock {
    static func write(_ spec: Spec, into page: inout MarkdownPage) {
        guard !spec.constructors.isEmpty else { return }
        var columns: [String] = []
        var seen = Set<String>()
        for constructor in spec.constructors {
            for assignment in constructor.assignments where seen.insert(assignment.target.value).inserted {
                columns.append(assignment.target.value)
            }
        }
        var caseByName: [String: Int] = [:]
        for i in spec.cases.indices where caseByName[spec.cases[i].name.value] == nil { caseByName[spec.cases[i].name.value] = i }
        let hasDocs = spec.constructors.contains { $0.doc != nil }
        let storedFields = Set(spec.fields.map(\.name.value))
        let rows = spec.constructors.map { constructor -> [String] in
            var assigned: [String: AssignedValue] = [:]
            for assignment in constructor.assignments { assigned[assignment.target.value] = assignment.value }
            let fieldNames = spec.isStruct ? storedFields
                : Set(caseByName[constructor.caseName.value].map { spec.cases[$0].payload.map(\.name.value) } ?? [])
            let values = columns.map { column -> String in
                if let value = assigned[column] { return DocsPhrases.assigned(value) }
                return fieldNames.contains(column) ? DocsPhrases.code("nil") : ""
            }
            return [signature(constructor), DocsPhrases.code(constructor.caseName.value)] + values
                + (hasDocs ? [constructor.doc ?? ""] : [])
        }
        page.table(header: ["Constructor", spec.docsCaseNoun] + columns.map(DocsPhrases.code) + (hasDocs ? ["Meaning"] : []),
                   rows: rows)
    }

    /// "`.tokenProviderFailed(message: String)`", or "`.unreadableResponse`" for a static property.
    private static func signature(_ constructor: Constructor) -> String {
        let name = "." + constructor.name.value
        guard !constructor.parameters.isEmpty else { return DocsPhrases.code(name) }
        let parameters = constructor.parameters.map { $0.name.value + ": " + $0.type.description }
        return DocsPhrases.code(name + "(" + parameters.joined(separator: ", ") + ")")
    }
}
