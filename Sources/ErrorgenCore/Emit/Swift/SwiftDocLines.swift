/// `SwiftCode.docComment(paragraphs)` written paragraph by paragraph as it goes, each line ended in a `SwiftLine`:
/// a paragraph that shows as it is (printable ASCII on one line, see `SwiftBytes.isVisibleLine`) is one `/// text`
/// line built as bytes, without splitting and cleaning it; any other goes through `SwiftLanguage.docComment`.
struct SwiftDocLines {
    /// Whether a line (or a separator) is written: the next paragraph is preceded by a blank `///`.
    private var started = false

    /// Starts another doc comment.
    mutating func begin() { started = false }

    /// One paragraph, `prefix` then `text`; nil or empty text is skipped.
    mutating func paragraph(_ prefix: StaticString, _ text: String?, to lines: inout SwiftLine, _ printer: CodePrinter) {
        guard let text, !text.isEmpty || prefix.utf8CodeUnitCount > 0 else { return }
        separate(&lines, printer)
        if SwiftBytes.isVisibleLine(text) {
            lines.write("/// ")
            lines.write(prefix)
            lines.append(text)
            lines.endLine(to: printer)
            started = true
        } else {
            slow(prefix.description + text, to: &lines, printer)
        }
    }

    /// One paragraph; nil or empty text is skipped.
    mutating func paragraph(_ text: String?, to lines: inout SwiftLine, _ printer: CodePrinter) {
        paragraph("", text, to: &lines, printer)
    }

    /// `SwiftCode.parameterDocs(fields)`: `- Parameters:` and a `  - name: doc` line for each field with a doc.
    mutating func parameters(_ fields: [Field], to lines: inout SwiftLine, _ printer: CodePrinter) {
        guard fields.contains(where: { !($0.doc ?? "").isEmpty }) else { return }
        guard fields.allSatisfy({ field in
            field.doc.map { $0.isEmpty || (SwiftBytes.isVisibleLine($0) && SwiftBytes.isVisibleLine(field.name.value)) } ?? true
        }) else {
            return paragraph(SwiftCode.parameterDocs(fields), to: &lines, printer)
        }
        separate(&lines, printer)
        lines.write("/// - Parameters:")
        lines.endLine(to: printer)
        for index in fields.indices {
            guard let doc = fields[index].doc, !doc.isEmpty else { continue }
            lines.write("///   - ")
            lines.append(fields[index].name.value)
            lines.write(": ")
            lines.append(doc)
            lines.endLine(to: printer)
        }
        started = true
    }

    private mutating func separate(_ lines: inout SwiftLine, _ printer: CodePrinter) {
        guard started else { return }
        lines.write("///")
        lines.endLine(to: printer)
    }

    private mutating func slow(_ paragraph: String, to lines: inout SwiftLine, _ printer: CodePrinter) {
        let comment = SwiftLanguage.docComment(paragraph)
        for line in comment {
            lines.append(line)
            lines.endLine(to: printer)
        }
        if !comment.isEmpty { started = true }
    }
}
