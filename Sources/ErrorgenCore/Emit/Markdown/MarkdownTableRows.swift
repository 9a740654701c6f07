/// The rows of a table as `MarkdownPage.table` writes them, streamed into the page's bytes cell by cell (no
/// `[[String]]` of the whole table): each cell escaped by `MarkdownTableCell` after controls become spaces, or
/// copied as it is when `MarkdownText.isPlainCell`; each row fitted to the header's width (a short row padded
/// with empty cells, cells past the width left out).
struct MarkdownTableRows {
    /// The page's bytes, moved here while the table is written.
    var bytes: OutputBytes
    private let width: Int
    private var column = 0

    /// Writes the blank line and the header row with its delimiter row.
    init(header: [String], bytes: OutputBytes) {
        self.bytes = bytes
        width = header.count
        self.bytes.append("\n\n")
        writeRow { row in for cell in header { row.cell(cell) } }
        self.bytes.append("\n|" + String(repeating: " --- |", count: width))
    }

    /// Rows written aside, for cells recorded once and repeated (`recording`).
    private init(width: Int, column: Int) {
        bytes = OutputBytes(capacity: 512)
        self.width = width
        self.column = column
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
        column += 1
        bytes.appendInPlace(expecting: text.utf8.count + 3) { out in
            out.append(UInt8(ascii: " "))
            if text.utf8.withContiguousStorageIfAvailable({ Self.append($0, to: &out) }) == nil {
                var text = text
                text.withUTF8 { Self.append($0, to: &out) }
            }
            out.append(literal: " |")
        }
    }

    /// A cell whose UTF-8 bytes `write` appends (code spans and phrases written as bytes), written in place
    /// and escaped as a string cell would be.
    mutating func cell(_ write: (inout [UInt8]) -> Void) {
        guard column < width else { return }
        column += 1
        bytes.appendInPlace(expecting: 256) { out in
            out.append(UInt8(ascii: " "))
            let start = out.count
            write(&out)
            let plain = out.withUnsafeBufferPointer { MarkdownText.isPlainCell(UnsafeBufferPointer(rebasing: $0[start...])) }
            if !plain {
                let cell = Array(out[start...])
                out.removeSubrange(start...)
                cell.withUnsafeBufferPointer { MarkdownTableCell.append($0, spacingControls: true, to: &out) }
            }
            out.append(literal: " |")
        }
    }

    /// A cell that is `text` as a code span (`MarkdownText.code`), then `suffix` (plain text). Names that
    /// make a one-backtick span and a plain cell are checked once and written straight in.
    mutating func cell(code text: String, then suffix: StaticString = "") {
        guard column < width else { return }
        let written = text.utf8.withContiguousStorageIfAvailable { name -> Bool in
            guard let first = name.first, let last = name.last, MarkdownText.isPlainCellCode(name) else { return false }
            let space = UInt8(ascii: " "), backtick = UInt8(ascii: "`")
            let padded = first == space && last == space && !name.allSatisfy { $0 == space }
            column += 1
            bytes.appendInPlace(expecting: name.count + suffix.utf8CodeUnitCount + 7) { out in
                out.append(space)
                out.append(backtick)
                if padded { out.append(space) }
                out.append(contentsOf: name)
                if padded { out.append(space) }
                out.append(backtick)
                out.append(literal: suffix)
                out.append(literal: " |")
            }
            return true
        }
        if written != true {
            cell { out in
                MarkdownText.appendCode(text, to: &out)
                out.append(literal: suffix)
            }
        }
    }

    /// Writes the cells `write` writes, and returns them to be written again on later rows by `append(_:)`.
    mutating func recording(_ write: (inout MarkdownTableRows) -> Void) -> MarkdownTableCells {
        var aside = MarkdownTableRows(width: width, column: column)
        write(&aside)
        let cells = MarkdownTableCells(bytes: aside.bytes.array(), count: aside.column - column)
        append(cells)
        return cells
    }

    /// Cells from `recording`, at the column they were recorded at.
    mutating func append(_ cells: MarkdownTableCells) {
        bytes.append(cells.bytes)
        column += cells.count
    }

    /// The cell's bytes as they are when plain, else escaped.
    private static func append(_ cell: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        if MarkdownText.isPlainCell(cell) {
            out.append(contentsOf: cell)
        } else {
            MarkdownTableCell.append(cell, spacingControls: true, to: &out)
        }
    }
}

/// Cells written once by `MarkdownTableRows.recording`, escaped and fitted: the same cells on several rows.
struct MarkdownTableCells {
    fileprivate let bytes: [UInt8]
    fileprivate let count: Int
}
