/// The rows of a table as `MarkdownPage.table` writes them, streamed into the page's bytes cell by cell (no
/// `[[String]]` of the whole table): each cell escaped by `MarkdownTableCell` after controls become spaces, or
/// copied as it is when `MarkdownText.isPlainCell`; each row fitted to the header's width (a short row padded
/// with empty cells, cells past the width left out).
struct MarkdownTableRows {
    /// The page's bytes, moved here while the table is written.
    var bytes: OutputBytes
    private let width: Int
    private var column = 0
    /// A cell written as bytes, and a cell escaped: buffers kept from cell to cell.
    private var written: [UInt8] = []
    private var escaped: [UInt8] = []

    /// Writes the blank line and the header row with its delimiter row.
    init(header: [String], bytes: OutputBytes) {
        self.bytes = bytes
        width = header.count
        self.bytes.append("\n\n")
        writeRow { row in for cell in header { row.cell(cell) } }
        self.bytes.append("\n|" + String(repeating: " --- |", count: width))
    }

    /// A row on its own line, its cells written by `cells`.
    mutating func row(_ cells: (inout MarkdownTableRows) -> Void) {
        bytes.append(0x0A)
        writeRow(cells)
    }

    private mutating func writeRow(_ cells: (inout MarkdownTableRows) -> Void) {
        bytes.append(UInt8(ascii: "|"))
        column = 0
        cells(&self)
        while column < width {
            bytes.append("  |")
            column += 1
        }
    }

    /// A cell of Markdown text.
    mutating func cell(_ text: String) {
        guard column < width else { return }
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// A cell whose UTF-8 bytes `write` appends (code spans and phrases written as bytes); escaped as a
    /// string cell would be.
    mutating func cell(_ write: (inout [UInt8]) -> Void) {
        guard column < width else { return }
        var cell: [UInt8] = []
        swap(&cell, &written)
        cell.removeAll(keepingCapacity: true)
        write(&cell)
        cell.withUnsafeBufferPointer { append($0) }
        swap(&cell, &written)
    }

    private mutating func append(_ cell: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: " "))
        if MarkdownText.isPlainCell(cell) {
            bytes.append(cell)
        } else {
            escaped.removeAll(keepingCapacity: true)
            MarkdownTableCell.append(cell, spacingControls: true, to: &escaped)
            bytes.append(escaped)
        }
        bytes.append(" |")
        column += 1
    }
}
