/// The bridge's details object: a sentence naming `errorDetails` and its fields in JavaScript and Swift, then
/// `| Field | Type | Meaning |` with each field's JavaScript type.
enum DocsBridgeBlock {
    static func write(_ spec: Spec, descriptions: PropertyDescriptions, into page: inout MarkdownPage) {
        guard !spec.bridge.fields.isEmpty else { return }
        let shape = "{ " + spec.bridge.fields.map(\.name.value).joined(separator: ", ") + " }"
        page.generatedParagraph(DocsPhrases.code("errorDetails(error)") + " returns " + DocsPhrases.code(shape)
                                + ", or " + DocsPhrases.code("null") + " for an error that is not "
                                + DocsPhrases.withArticle(spec.name.value) + ". In Swift, " + DocsPhrases.code("errorDetails")
                                + " gives the same fields as " + DocsPhrases.withArticle(spec.detailsTypeName) + ".")
        var propertyByName: [String: Int] = [:]
        for (i, p) in spec.properties.enumerated() where propertyByName[p.name.value] == nil { propertyByName[p.name.value] = i }
        var fieldByName: [String: Field] = [:]
        for f in spec.fields where fieldByName[f.name.value] == nil { fieldByName[f.name.value] = f }
        let rows = spec.bridge.fields.map { field -> [String] in
            let (type, meaning) = describe(field.source, spec: spec, properties: propertyByName, fields: fieldByName,
                                           descriptions: descriptions)
            return [DocsPhrases.code(field.name.value), type, meaning]
        }
        page.table(header: ["Field", "Type", "Meaning"], rows: rows)
    }

    private static func describe(_ source: BridgeField.Source, spec: Spec, properties: [String: Int],
                                 fields: [String: Field], descriptions: PropertyDescriptions) -> (type: String, meaning: String) {
        let string = DocsPhrases.javaScriptType(ValueType(.string))
        switch source {
        case .caseName:
            let example = spec.cases.first.map { ", such as " + DocsPhrases.code($0.name.value) } ?? ""
            if case .structure(_, let property) = spec.shape {
                return (string, "The " + DocsPhrases.code(property.value) + " case name" + example + ".")
            }
            return (string, "The case name" + example + ".")
        case .description:
            let example = spec.cases.first { !$0.payload.isEmpty }.map { ", such as " + DocsPhrases.code(sample($0)) } ?? ""
            return (string, "The case with its values, as Swift prints it" + example + ".")
        case .member(let member):
            if let index = properties[member] {
                return (DocsPhrases.javaScriptType(spec.properties[index].type), descriptions.describe(index, spelling: .javaScript))
            }
            if let field = fields[member] {
                return (DocsPhrases.javaScriptType(field.type), field.doc ?? "")
            }
            return ("", "")
        }
    }

    /// A case as Swift prints it, with sample values: `invalidRequest(message: "...")`.
    private static func sample(_ c: Case) -> String {
        let values = c.payload.map { field -> String in
            let value: String
            switch field.type.base {
            case .string: value = "\"...\""
            case .int: value = "60"
            case .double: value = "1.5"
            case .bool: value = "true"
            }
            return field.name.value + ": " + value
        }
        return c.name.value + "(" + values.joined(separator: ", ") + ")"
    }
}
