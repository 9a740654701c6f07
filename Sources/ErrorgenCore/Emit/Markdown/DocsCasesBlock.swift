/// `| Case | When | What to do |` (struct shape: `| Category | ... |`), one row per case in spec order.
/// A deprecated case says so in the first column and gives its message in the last.
enum DocsCasesBlock {
    static func write(_ spec: Spec, into page: inout MarkdownPage) {
        guard !spec.cases.isEmpty else { return }
        let rows = spec.cases.map { c -> [String] in
            var name = DocsPhrases.code(c.name.value)
            var todo = c.todo ?? ""
            if let message = c.deprecated {
                name += " (deprecated)"
                let note = message.isEmpty ? "Deprecated." : "Deprecated: " + message
                todo = todo.isEmpty ? note : todo + " " + note
            }
            return [name, c.when ?? c.doc ?? "", todo]
        }
        page.table(header: [spec.docsCaseNoun, "When", "What to do"], rows: rows)
    }
}
