/// `| Property | Meaning |`: struct shape first the category property and the stored fields with
/// their docs; then every derived property, its meaning written from its values by `PropertyDescriber`.
enum DocsPropertiesBlock {
    static func print(_ plan: EmitPlan, descriptions: PropertyDescriptions, to page: MarkdownPage) {
        var rows: [[String]] = []
        if let structure = plan.shape.structure {
            let doc = structure.categoryDoc ?? "The error's category, " + DocsPhrases.withArticle(structure.categoryType) + "."
            rows.append([DocsPhrases.code(structure.categoryProperty), doc])
            rows += structure.fields.map { [DocsPhrases.code($0.name.value), $0.doc ?? ""] }
        }
        rows += plan.properties.indices.map { i in
            [DocsPhrases.code(plan.properties[i].name.value), descriptions.describe(i, spelling: .swift)]
        }
        guard !rows.isEmpty else { return }
        page.table(header: ["Property", "Meaning"], rows: rows)
    }
}
