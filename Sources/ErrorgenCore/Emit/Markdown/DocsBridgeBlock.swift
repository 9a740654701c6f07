/// The bridge's details object: a sentence naming `errorDetails` and its fields in JavaScript and Swift, then
/// `| Field | Type | Meaning |` with each field's JavaScript type.
enum DocsBridgeBlock {
    static func print(_ plan: EmitPlan, descriptions: PropertyDescriptions, to page: MarkdownPage) {
        guard !plan.bridge.isEmpty else { return }
        let shape = "{ " + plan.bridge.map(\.name).joined(separator: ", ") + " }"
        page.generatedParagraph(DocsPhrases.code("errorDetails(error)") + " returns " + DocsPhrases.code(shape)
                                + ", or " + DocsPhrases.code("null") + " for an error that is not "
                                + DocsPhrases.withArticle(plan.typeName) + ". In Swift, " + DocsPhrases.code("errorDetails")
                                + " gives the same fields as " + DocsPhrases.withArticle(plan.detailsTypeName) + ".")
        let rows = plan.bridge.map { field -> [String] in
            let (type, meaning) = describe(field.source, plan: plan, descriptions: descriptions)
            return [DocsPhrases.code(field.name), type, meaning]
        }
        page.table(header: ["Field", "Type", "Meaning"], rows: rows)
        if plan.kotlin != nil { page.generatedParagraph(androidRejection(plan)) }
    }

    /// What an Android module passes to `promise.reject(code, message, userInfo)` so that `errorDetails(error)`
    /// gives the same fields as on iOS.
    private static func androidRejection(_ plan: EmitPlan) -> String {
        let code = plan.shape.structure.map { "error." + $0.categoryProperty + ".caseName" } ?? "error.caseName"
        let call = "promise.reject(" + code + ", error.reactNativeMessage, Arguments.makeNativeMap(error.errorUserInfo))"
        return "On Android, a module that reports " + DocsPhrases.withArticle(plan.typeName) + " (the Kotlin type in "
            + DocsPhrases.code("Kotlin/" + plan.typeName + ".kt") + ", thrown as " + DocsPhrases.withArticle(plan.typeName + "Exception")
            + ") rejects with " + DocsPhrases.code(call)
            + ": the code is the " + (plan.isStruct ? "category's case name" : "case name") + ", the message is "
            + DocsRejectionBlock.messageText(plan) + " (the same text as on iOS)"
            + ", and the user info holds the bridge fields" + (plan.isStruct ? " and the stored fields" : "")
            + ", so " + DocsPhrases.code("errorDetails(error)") + " gives the same answers as on iOS."
    }

    private static func describe(_ source: PlanBridgeSource, plan: EmitPlan,
                                 descriptions: PropertyDescriptions) -> (type: String, meaning: String) {
        let string = DocsPhrases.javaScriptType(ValueType(.string))
        switch source {
        case .caseName:
            let example = plan.cases.first.map { ", such as " + DocsPhrases.code($0.name) } ?? ""
            if let structure = plan.shape.structure {
                return (string, "The " + DocsPhrases.code(structure.categoryProperty) + " case name" + example + ".")
            }
            return (string, "The case name" + example + ".")
        case .description:
            let example = plan.cases.first { !$0.payload.isEmpty }.map { ", such as " + DocsPhrases.code(sample($0)) } ?? ""
            return (string, "The case with its values, as Swift prints it" + example + ".")
        case .property(let index):
            return (DocsPhrases.javaScriptType(plan.properties[index].type), descriptions.describe(index, spelling: .javaScript))
        case .storedField(let index):
            guard let field = plan.shape.structure?.fields[index] else { return ("", "") }
            return (DocsPhrases.javaScriptType(field.type), field.doc ?? "")
        case .missing:
            return ("", "")
        }
    }

    /// A case as Swift prints it, with sample values: `invalidRequest(message: "...")`.
    private static func sample(_ c: PlanCase) -> String {
        let values = c.payload.map { field -> String in
            let value: String
            switch field.type.base {
            case .string: value = "\"...\""
            case .int: value = "60"
            case .double: value = "1.5"
            case .bool: value = "true"
            }
            switch field.type.container {
            case nil: return field.name.value + ": " + value
            case .list?: return field.name.value + ": [" + value + "]"
            case .map?: return field.name.value + ": [\"...\": " + value + "]"
            }
        }
        return c.name + "(" + values.joined(separator: ", ") + ")"
    }
}
