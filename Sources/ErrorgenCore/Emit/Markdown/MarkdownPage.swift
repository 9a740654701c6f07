/// A Markdown page assembled from blocks separated by blank lines. Spec text goes through
/// `MarkdownText` here, so no block can break the page: prose is escaped, every table cell is
/// escaped and every row gets exactly the header's number of cells.
struct MarkdownPage {
    private var blocks: [String] = []

    /// `# Title`, `## Title`: the text on one line.
    mutating func heading(_ level: Int, _ text: String) {
        blocks.append(String(repeating: "#", count: level) + " " + MarkdownText.escapeText(Self.oneLine(text)))
    }

    /// Spec prose (Markdown written by the spec's author), escaped.
    mutating func prose(_ text: String) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return }
        blocks.append(MarkdownText.escapeText(trimmed))
    }

    /// A paragraph the emitter wrote: inline Markdown whose spec parts are already code spans or escaped.
    mutating func generatedParagraph(_ text: String) {
        blocks.append(Self.oneLine(text))
    }

    /// `> text`, each line quoted.
    mutating func quote(_ text: String) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return }
        let lines = trimmed.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let escaped = MarkdownText.escapeText(String(line))
            return escaped.isEmpty ? ">" : "> " + escaped
        }
        blocks.append(lines.joined(separator: "\n"))
    }

    /// A table whose cells are inline Markdown (spec text or generated phrases); each cell is escaped
    /// with `MarkdownText.tableCell`, and short rows are padded (long rows cut) to the header's width.
    mutating func table(header: [String], rows: [[String]]) {
        guard !header.isEmpty else { return }
        let width = header.count
        let cells = rows.map { row -> [String] in
            let fitted = row.count >= width ? Array(row.prefix(width)) : row + Array(repeating: "", count: width - row.count)
            return fitted.map(MarkdownText.tableCell)
        }
        blocks.append(MarkdownText.table(header: header.map(MarkdownText.tableCell), rows: cells).joined(separator: "\n"))
    }

    /// The page: the header line, a blank line, then the blocks; ends with one newline.
    func render(headerLine: String) -> String {
        ([headerLine] + blocks).joined(separator: "\n\n") + "\n"
    }

    /// Text on one line: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
