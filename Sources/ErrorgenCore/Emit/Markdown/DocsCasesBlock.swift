/// `| Case | When | What to do |` (struct shape: `| Category | ... |`), one row per case in spec order.
/// A deprecated case says so in the first column and gives its message in the last.
enum DocsCasesBlock {
    static func print(_ plan: EmitPlan, to page: MarkdownPage) {
        guard !plan.cases.isEmpty else { return }
        let rows = plan.cases.map { c -> [String] in
            var name = DocsPhrases.code(c.name)
            var todo = c.todo ?? ""
            if let message = c.deprecated {
                name += " (deprecated)"
                let note = message.isEmpty ? "Deprecated." : "Deprecated: " + message
                todo = todo.isEmpty ? note : todo + " " + note
            }
            return [name, c.when ?? c.doc ?? "", todo]
        }
        page.table(header: [plan.docsCaseNoun, "When", "What to do"], rows: rows)
    }
}
