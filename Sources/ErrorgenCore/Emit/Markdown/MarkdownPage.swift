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
    /// spaces, and rows fitted to the header's width (short rows padded, long rows cut). Rows are appended
    /// straight to the page; cells that need no escaping are copied as they are.
    func table(header: [String], rows: [[String]]) {
        guard !header.isEmpty else { return }
        // One access to the page's bytes for the whole table, not one per piece of a cell.
        Self.writeTable(header: header, rows: rows, to: &bytes)
    }

    private static func writeTable(header: [String], rows: [[String]], to bytes: inout OutputBytes) {
        let width = header.count
        var escaped: [UInt8] = []
        func appendCell(_ cell: String) {
            guard !MarkdownText.isPlainCell(cell) else { return bytes.append(cell) }
            escaped.removeAll(keepingCapacity: true)
            MarkdownTableCell.append(cell, spacingControls: true, to: &escaped)
            bytes.append(escaped)
        }
        func appendRow(_ cells: [String]) {
            bytes.append(UInt8(ascii: "|"))
            for column in 0..<width {
                bytes.append(UInt8(ascii: " "))
                if column < cells.count {
                    appendCell(cells[column])
                }
                bytes.append(" |")
            }
        }
        bytes.append("\n\n")
        appendRow(header)
        bytes.append("\n|" + String(repeating: " --- |", count: width))
        for row in rows {
            bytes.append(10)
            appendRow(row)
        }
    }

    /// The page's UTF-8 bytes: the header line, a blank line, then the blocks; ends with one newline. Read it
    /// once every block is printed.
    var outputBytes: [UInt8] {
        if !finished {
            bytes.append(10)
            finished = true
        }
        return bytes.array()
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
