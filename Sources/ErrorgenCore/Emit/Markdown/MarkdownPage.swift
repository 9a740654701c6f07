/// A Markdown page assembled from blocks separated by blank lines. Spec text is Markdown; it is made
/// safe here (`DocsProse`, `MarkdownText.table`), so no block can reach past itself: prose cannot
/// open HTML or an unclosed fence, and every table row has exactly the header's number of cells.
struct MarkdownPage {
    private var blocks: [String] = []

    /// `# Title`, `## Title`: the text on one line.
    mutating func heading(_ level: Int, _ text: String) {
        blocks.append(String(repeating: "#", count: level) + " " + DocsProse.inline(text))
    }

    /// Spec prose (Markdown written by the spec's author), made safe.
    mutating func prose(_ text: String) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return }
        blocks.append(DocsProse.block(trimmed))
    }

    /// A paragraph the emitter wrote: spec names in it are already code spans.
    mutating func generatedParagraph(_ text: String) {
        blocks.append(DocsProse.inline(text))
    }

    /// `> text`, each line quoted.
    mutating func quote(_ text: String) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return }
        let lines = DocsProse.block(trimmed).split(separator: "\n", omittingEmptySubsequences: false)
        blocks.append(lines.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n"))
    }

    /// A table whose cells are inline Markdown (spec text or generated phrases). `MarkdownText.table`
    /// escapes every cell; controls become spaces and rows are fitted to the header's width first (short rows padded, long rows cut).
    mutating func table(header: [String], rows: [[String]]) {
        guard !header.isEmpty else { return }
        let width = header.count
        let fitted = rows.map { row in
            (row.count >= width ? Array(row.prefix(width)) : row + Array(repeating: "", count: width - row.count))
                .map(Self.cellText)
        }
        blocks.append(MarkdownText.table(header: header.map(Self.cellText), rows: fitted).joined(separator: "\n"))
    }

    /// The page: the header line, a blank line, then the blocks; ends with one newline.
    func render(headerLine: String) -> String {
        ([headerLine] + blocks).joined(separator: "\n\n") + "\n"
    }

    /// A cell's text before `MarkdownText.tableCell`: controls other than tab become spaces and every kind
    /// of line break becomes `\n`.
    static func cellText(_ text: String) -> String {
        DocsProse.lines(text).joined(separator: "\n")
    }

    static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
