/// A Markdown page assembled from blocks separated by blank lines. Spec text is Markdown; it is made
/// safe here (`DocsProse`, `MarkdownText.table`), so no block can reach past itself: prose cannot
/// open HTML or an unclosed fence, and every table row has exactly the header's number of cells.
/// A class, passed by reference to every block that prints, like `CodePrinter`.
final class MarkdownPage {
    /// The header line and the blocks so far, each block after a blank line, as UTF-8 bytes (not an array
    /// of blocks joined at the end, and a `memcpy` per piece rather than `String` appends).
    private var bytes = OutputBytes()

    init(headerLine: String) {
        bytes.append(headerLine)
    }

    private func append(_ block: String) {
        write("\n\n")
        write(block)
    }

    /// Appends a string's UTF-8 bytes.
    private func write(_ piece: String) {
        bytes.append(piece)
    }

    /// `# Title`, `## Title`: the text on one line.
    func heading(_ level: Int, _ text: String) {
        append(String(repeating: "#", count: level) + " " + DocsProse.inline(text))
    }

    /// Spec prose (Markdown written by the spec's author), made safe.
    func prose(_ text: String) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return }
        append(DocsProse.block(trimmed))
    }

    /// A paragraph the emitter wrote: spec names in it are already code spans.
    func generatedParagraph(_ text: String) {
        append(DocsProse.inline(text))
    }

    /// `> text`, each line quoted.
    func quote(_ text: String) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return }
        let lines = DocsProse.block(trimmed).split(separator: "\n", omittingEmptySubsequences: false)
        append(lines.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n"))
    }

    /// A table whose cells are inline Markdown (spec text or generated phrases), written as
    /// `MarkdownText.table` writes it: every cell escaped by `MarkdownText.tableCell` after controls become
    /// spaces, and rows fitted to the header's width (short rows padded, long rows cut).
    func table(header: [String], rows: [[String]]) {
        table(header: header) { table in
            for cells in rows {
                table.row { row in for cell in cells { row.cell(cell) } }
            }
        }
    }

    /// The same table with its rows written by `rows`, straight into the page's bytes (see `MarkdownTableRows`).
    func table(header: [String], rows: (inout MarkdownTableRows) -> Void) {
        guard !header.isEmpty else { return }
        // The page's bytes move into the table's writer and back: one access to them for the whole table.
        var moved = OutputBytes()
        swap(&moved, &bytes)
        var table = MarkdownTableRows(header: header, bytes: moved)
        rows(&table)
        swap(&table.bytes, &bytes)
    }

    /// The page's UTF-8 bytes: the header line, a blank line, then the blocks; ends with one newline. Read it
    /// once every block is printed.
    var outputBytes: [UInt8] {
        finish()
        return bytes.array()
    }

    /// `outputBytes` in the pieces they were written in, for an `OutputFile` (no copy into one array).
    var outputChunks: [[UInt8]] {
        finish()
        return bytes.chunks()
    }

    private func finish() {
        if !finished {
            bytes.append(10)
            finished = true
        }
    }

    /// The page as text (for readers such as tests).
    var output: String { String(decoding: outputBytes, as: UTF8.self) }
    private var finished = false

    static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
