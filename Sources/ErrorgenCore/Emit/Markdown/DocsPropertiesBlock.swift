/// `| Property | Meaning |`: struct shape first the category property and the stored fields with
/// their docs; then every derived property, its meaning written from its values by `PropertyDescriber`.
enum DocsPropertiesBlock {
    static func write(_ spec: Spec, descriptions: PropertyDescriptions, into page: inout MarkdownPage) {
        var rows: [[String]] = []
        if case .structure(let categoryType, let categoryProperty) = spec.shape {
            let doc = spec.categoryDoc ?? "The error's category, " + DocsPhrases.withArticle(categoryType.value) + "."
            rows.append([DocsPhrases.code(categoryProperty.value), doc])
            rows += spec.fields.map { [DocsPhrases.code($0.name.value), $0.doc ?? ""] }
        }
        rows += spec.properties.indices.map { i in
            [DocsPhrases.code(spec.properties[i].name.value), descriptions.describe(i, spelling: .swift)]
        }
        guard !rows.isEmpty else { return }
        page.table(header: ["Property", "Meaning"], rows: rows)
    }
}
