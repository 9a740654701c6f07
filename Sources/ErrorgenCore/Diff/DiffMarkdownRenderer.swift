/// `--markdown`: a "Changes" section for the docs page, in words a reader of the page understands:
/// what breaks first, then what behaves differently, then what is new. Names are code spans.
public enum DiffMarkdownRenderer {
    public static func render(_ report: DiffReport) -> [String] {
        guard !report.entries.isEmpty else { return [] }
        var lines = ["## Changes"]
        var types: [String] = []
        for entry in report.entries where !types.contains(entry.change.typeName) { types.append(entry.change.typeName) }
        for type in types {
            let entries = report.entries.filter { $0.change.typeName == type }
            if types.count > 1 { lines += ["", "### \(MarkdownText.escapeText(type))"] }
            let heading = types.count > 1 ? "####" : "###"
            for (title, levels) in [("Breaking changes", [ChangeLevel.error]), ("Changes to check", [.warning]),
                                    ("New", [.info])] {
                let matching = entries.filter { levels.contains($0.level) }
                guard !matching.isEmpty else { continue }
                lines += ["", "\(heading) \(title)", ""]
                lines += matching.map { "- \($0.change.category.title): \(sentence($0.change.message))" }
            }
        }
        return lines
    }

    /// The message as a sentence: capitalized, names as code spans, text escaped, a final period.
    static func sentence(_ phrase: Phrase) -> String {
        var text = phrase.parts.map { part -> String in
            switch part {
            case .text(let text): return escapeInline(text)
            case .code(let code), .value(let code): return MarkdownText.code(code)
            }
        }.joined()
        if let first = text.first, first.isLowercase { text = first.uppercased() + text.dropFirst() }
        return text + "."
    }

    /// errorgen's own prose inside a line (spec text is only in code parts): Markdown punctuation
    /// backslash-escaped, spaces kept (the line starts with the category, so line-start markers cannot occur).
    private static func escapeInline(_ text: String) -> String {
        var out = ""
        for c in text {
            if "\\`*_[]<>#|~&".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
