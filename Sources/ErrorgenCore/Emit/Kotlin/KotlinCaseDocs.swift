/// A case's KDoc (`KotlinEmitContext.caseDocs`) printed as byte lines when every paragraph is plain: printable
/// ASCII without `*` and without a trailing space, which `KotlinLanguage.docComment` leaves as it is. Otherwise
/// nothing is printed and the caller prints `caseDocs`.
struct KotlinCaseDocs {
    private var paragraphs: [(prefix: StaticString, text: String)] = []
    private let line = KotlinLine()

    /// Prints the case's docs and returns true, or returns false (printing nothing) when some text is not plain.
    mutating func print(_ c: PlanCase, _ payload: [Field], to printer: CodePrinter) -> Bool {
        paragraphs.removeAll(keepingCapacity: true)
        // The paragraphs of `caseDocs`, empty ones skipped; `What to do: ` with nothing after it is trimmed there.
        if let when = c.when, !when.isEmpty { paragraphs.append(("", when)) }
        if let todo = c.todo {
            guard !todo.isEmpty else { return false }
            paragraphs.append(("What to do: ", todo))
        }
        if let doc = c.doc, !doc.isEmpty { paragraphs.append(("", doc)) }
        if let deprecated = c.deprecated {
            paragraphs.append(deprecated.isEmpty ? ("Deprecated.", "") : ("Deprecated: ", deprecated))
        }
        guard paragraphs.allSatisfy({ Self.isPlain($0.text) }) else { return false }
        // `@property name doc` lines, one paragraph.
        var documented = 0
        for field in payload {
            guard let doc = field.doc, !doc.isEmpty else { continue }
            guard Self.isPlain(field.name.value), Self.isPlain(doc) else { return false }
            documented += 1
        }
        let count = paragraphs.count + documented
        if count == 0 { return true }
        if count == 1 {
            line.start()
            line.append("/** ")
            if let only = paragraphs.first {
                line.append(only.prefix)
                line.append(string: only.text)
            } else if let field = payload.first(where: { !($0.doc ?? "").isEmpty }) {
                appendPropertyDoc(field)
            }
            line.append(" */")
            printer.line(utf8: line.bytes)
            return true
        }
        printer.line(kotlin: "/**")
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { printer.line(kotlin: " *") }
            line.start()
            line.append(" * ")
            line.append(paragraph.prefix)
            line.append(string: paragraph.text)
            printer.line(utf8: line.bytes)
        }
        if documented > 0 {
            if !paragraphs.isEmpty { printer.line(kotlin: " *") }
            for field in payload where !(field.doc ?? "").isEmpty {
                line.start()
                line.append(" * ")
                appendPropertyDoc(field)
                printer.line(utf8: line.bytes)
            }
        }
        printer.line(kotlin: " */")
        return true
    }

    private mutating func appendPropertyDoc(_ field: Field) {
        line.append("@property ")
        line.append(string: field.name.value)
        line.append(byte: 0x20)
        line.append(string: field.doc ?? "")
    }

    /// Text that `KotlinLanguage.docComment` keeps as it is, as one line.
    /// `TextSafety.isVisibleWithout("*", text)`, eight bytes at a time.
    private static func isPlain(_ text: String) -> Bool {
        guard text.utf8.last != 0x20 else { return false }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var i = ByteWords.firstFlagged(in: bytes) {
                ByteWords.below($0, 0x20) | ByteWords.above($0, 0x7E) | ByteWords.equal($0, 0x2A) != 0
            }
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x20 || byte >= 0x7F || byte == 0x2A { return false }
                i += 1
            }
            return true
        } ?? TextSafety.isVisibleWithout(UInt8(ascii: "*"), text)
    }
}
