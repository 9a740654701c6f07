/// `SwiftCode.docComment(paragraphs)` printed paragraph by paragraph as it goes: a paragraph that shows as it is
/// (printable ASCII on one line, see `SwiftBytes.isVisibleLine`) is one `/// text` line built as bytes, without
/// splitting and cleaning it; any other goes through `SwiftLanguage.docComment`.
struct SwiftDocLines {
    /// Whether a line (or a separator) is printed: the next paragraph is preceded by a blank `///`.
    private var started = false
    private var line = SwiftLine()

    /// Starts another doc comment.
    mutating func begin() { started = false }

    /// One paragraph, `prefix` then `text`; nil or empty text is skipped.
    mutating func paragraph(_ prefix: StaticString, _ text: String?, to printer: CodePrinter) {
        guard let text, !text.isEmpty || prefix.utf8CodeUnitCount > 0 else { return }
        separate(printer)
        if SwiftBytes.isVisibleLine(text) {
            line.write("/// ")
            line.write(prefix)
            line.append(text)
            line.flush(to: printer)
            started = true
        } else {
            slow(prefix.description + text, to: printer)
        }
    }

    /// One paragraph; nil or empty text is skipped.
    mutating func paragraph(_ text: String?, to printer: CodePrinter) {
        paragraph("", text, to: printer)
    }

    /// `SwiftCode.parameterDocs(fields)`: `- Parameters:` and a `  - name: doc` line for each field with a doc.
    mutating func parameters(_ fields: [Field], to printer: CodePrinter) {
        guard fields.contains(where: { !($0.doc ?? "").isEmpty }) else { return }
        guard fields.allSatisfy({ field in
            field.doc.map { $0.isEmpty || (SwiftBytes.isVisibleLine($0) && SwiftBytes.isVisibleLine(field.name.value)) } ?? true
        }) else {
            return paragraph(SwiftCode.parameterDocs(fields), to: printer)
        }
        separate(printer)
        line.write("/// - Parameters:")
        line.flush(to: printer)
        for index in fields.indices {
            guard let doc = fields[index].doc, !doc.isEmpty else { continue }
            line.write("///   - ")
            line.append(fields[index].name.value)
            line.write(": ")
            line.append(doc)
            line.flush(to: printer)
        }
        started = true
    }

    private mutating func separate(_ printer: CodePrinter) {
        guard started else { return }
        line.write("///")
        line.flush(to: printer)
    }

    private mutating func slow(_ paragraph: String, to printer: CodePrinter) {
        let lines = SwiftLanguage.docComment(paragraph)
        for line in lines { printer.line(line) }
        if !lines.isEmpty { started = true }
    }
}
