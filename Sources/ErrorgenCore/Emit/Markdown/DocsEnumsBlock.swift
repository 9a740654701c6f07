/// The spec's declared enums (`enums:`), each a line naming it and a table:
/// `| Value | Wire spelling | Meaning |`. Nothing when the spec declares none.
enum DocsEnumsBlock {
    static func print(_ plan: EmitPlan, to page: MarkdownPage) {
        for e in plan.enums {
            let doc = e.doc.map { ": " + $0 } ?? ""
            page.generatedParagraph("Enum \(DocsPhrases.code(e.name.value))\(doc) Other wire spellings may come; they are "
                                    + "kept as they are (Swift \(DocsPhrases.code("unknown(String)")), Kotlin "
                                    + "\(DocsPhrases.code("Unknown"))).")
            page.table(header: ["Value", "Wire spelling", "Meaning"],
                       rows: e.values.map { [DocsPhrases.code($0.name.value), DocsPhrases.code($0.wire), $0.doc ?? ""] })
        }
    }
}
