/// `| Property | Meaning |`: struct shape first the category property and the stored fields with
/// their docs; then every derived property, its meaning written from its values by `PropertyDescriber`.
enum DocsPropertiesBlock {
    static func print(_ plan: EmitPlan, descriptions: PropertyDescriptions, to page: MarkdownPage) {
        let structure = plan.shape.structure
        guard structure != nil || !plan.properties.isEmpty else { return }
        page.table(header: ["Property", "Meaning"]) { table in
            if let structure {
                let doc = structure.categoryDoc ?? "The error's category, " + DocsPhrases.withArticle(structure.categoryType) + "."
                table.row { row in
                    row.cell(code: structure.categoryProperty)
                    row.cell(doc)
                }
                for field in structure.fields {
                    table.row { row in
                        row.cell(code: field.name.value)
                        row.cell(field.doc ?? "")
                    }
                }
            }
            for i in plan.properties.indices {
                table.row { row in
                    row.cell(code: plan.properties[i].name.value)
                    row.cell(descriptions.describe(i, spelling: .swift))
                }
            }
        }
    }
}
