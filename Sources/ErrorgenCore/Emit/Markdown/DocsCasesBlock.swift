/// `| Case | When | What to do |` (struct shape: `| Category | ... |`), one row per case in spec order.
/// A deprecated case says so in the first column and gives its message in the last. When the spec
/// chooses NSError codes (an `errorCode`, or `errorCodes: codes`), they are public API too: a second
/// column gives each case's code in the error domain (derived ones included).
enum DocsCasesBlock {
    static func print(_ plan: EmitPlan, to page: MarkdownPage) {
        guard !plan.cases.isEmpty else { return }
        let showsErrorCodes = plan.cases.contains { $0.hasOwnErrorCode }
        let errorCodeHeader = showsErrorCodes ? ["Code in " + DocsPhrases.code(plan.errorDomain)] : []
        page.table(header: [plan.docsCaseNoun] + errorCodeHeader + ["When", "What to do"]) { table in
            for c in plan.cases {
                table.row { row in
                    row.cell(code: c.name, then: c.deprecated != nil ? " (deprecated)" : "")
                    if showsErrorCodes { row.cell(errorCodeCell(c)) }
                    row.cell(c.when ?? c.doc ?? "")
                    row.cell(todo(c))
                }
            }
        }
    }

    /// "Deprecated: message", or "Deprecated." without one: a deprecated case's or constructor's note.
    static func deprecationNote(_ message: String) -> String {
        message.isEmpty ? "Deprecated." : "Deprecated: " + message
    }

    /// The case's `todo`, then for a deprecated case "Deprecated: message".
    private static func todo(_ c: PlanCase) -> String {
        let todo = c.todo ?? ""
        guard let message = c.deprecated else { return todo }
        let note = deprecationNote(message)
        return todo.isEmpty ? note : todo + " " + note
    }

    /// `14`, or for `errorCode: {field: grpcStatus}` "`grpcStatus` (2 when nil)".
    private static func errorCodeCell(_ c: PlanCase) -> String {
        guard let (field, nilCode) = c.errorCodeField else { return String(c.errorCode) }
        let optional = c.payload.first { $0.name.value == field }?.type.isOptional ?? false
        return DocsPhrases.code(field) + (optional ? " (\(nilCode) when nil)" : "")
    }
}
