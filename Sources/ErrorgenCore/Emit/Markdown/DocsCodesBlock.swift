/// `| Code | Case | Meaning | `retryable` | ... |`: every wire code (primary codes and aliases) in spec
/// order, the case (or category) it maps to, its doc (or the case's `when` when it has none), and each
/// Bool property evaluated for it: "yes", "no", or "when ..." where the answer depends on other fields;
/// then each property that some code gives its own value (`values:` on a code), evaluated the same way.
enum DocsCodesBlock {
    static func print(_ plan: EmitPlan, descriptions: PropertyDescriptions, to page: MarkdownPage) {
        let perCode = Set(plan.cases.flatMap { $0.codes.flatMap { $0.values.map(\.property.value) } })
        let flags = plan.properties.indices.filter {
            plan.properties[$0].type.nonOptional == ValueType(.bool) || perCode.contains(plan.properties[$0].name.value)
        }
        let evaluators = flags.map { CodeFlagEvaluator(plan.properties[$0], entries: descriptions.entries($0), rules: descriptions.rules) }
        let codeFields = plan.keptCodeFields()
        guard plan.cases.contains(where: { !$0.codes.isEmpty }) else { return }
        let header = ["Code", plan.docsCaseNoun, "Meaning"] + flags.map { DocsPhrases.code(plan.properties[$0].name.value) }
        page.table(header: header) { table in
            for i in plan.cases.indices where !plan.cases[i].codes.isEmpty {
                let c = plan.cases[i]
                let meaning = c.when ?? c.doc ?? ""
                for code in c.codes {
                    // Without a field that keeps the code, no answer depends on which of the case's codes it is.
                    let keptCode = codeFields[i].map { (field: $0, code: code.value) }
                    table.row { row in
                        row.cell { MarkdownText.appendCode(code.code, to: &$0) }
                        row.cell { MarkdownText.appendCode(c.name, to: &$0) }
                        row.cell(code.doc ?? meaning)
                        for evaluator in evaluators {
                            row.cell { evaluator.appendAnswer(forCase: i, keptCode: keptCode, to: &$0) }
                        }
                    }
                }
            }
        }
    }
}
