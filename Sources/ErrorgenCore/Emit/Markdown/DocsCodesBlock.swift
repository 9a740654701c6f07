/// `| Code | Case | Meaning | `retryable` | ... |`: every wire code (primary codes and aliases) in spec
/// order, the case (or category) it maps to (marked "(deprecated)" as in the cases table), its doc (or the
/// case's `when` when it has none), and each Bool property evaluated for it: "yes", "no", or "when ..." where
/// the answer depends on other fields; then each property that some code gives its own value (`values:` on a code), evaluated the same way.
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
                let codes = plan.cases[i].codes, name = plan.cases[i].name
                // `0x80` as written (MQTT and HTTP/2 document their codes in hexadecimal).
                let spellings = plan.cases[i].model.codeSpellings
                // Marked as in the cases table: a reader who looks a code up here learns its case is going away.
                let mark: StaticString = plan.cases[i].deprecated != nil ? " (deprecated)" : ""
                let meaning = plan.cases[i].when ?? plan.cases[i].doc ?? ""
                let keptField = codeFields[i]
                // The case's cells after the code: the same on every row of a code without its own doc when no
                // field keeps the code (no answer depends on which code it is), so written once; the answers alone
                // likewise for the rows of codes with their own doc.
                var shared: MarkdownTableCells?
                var sharedAnswers: MarkdownTableCells?
                for k in codes.indices {
                    let sharable = keptField == nil && codes.count > 1
                    table.row { row in
                        row.cell(code: spellings?[k] ?? codes[k].code)
                        if sharable, codes[k].doc == nil, let shared { return row.append(shared) }
                        func answers(_ row: inout MarkdownTableRows) {
                            // The field that keeps the case's code, if any, bound to this code.
                            let keptCode = keptField.map { (field: $0, code: codes[k].value) }
                            for evaluator in evaluators {
                                row.cell { evaluator.appendAnswer(forCase: i, keptCode: keptCode, to: &$0) }
                            }
                        }
                        func caseCells(_ row: inout MarkdownTableRows) {
                            row.cell(code: name, then: mark)
                            row.cell(codes[k].doc ?? meaning)
                            if !sharable {
                                answers(&row)
                            } else if let sharedAnswers {
                                row.append(sharedAnswers)
                            } else {
                                sharedAnswers = row.recording(answers)
                            }
                        }
                        if sharable && codes[k].doc == nil {
                            shared = row.recording(caseCells)
                        } else {
                            caseCells(&row)
                        }
                    }
                }
            }
        }
    }
}
