/// Reads the GitHub tables of a Markdown page back into cells, as a docs reader sees them:
/// cells split at unescaped `|`, `\|` read as `|`, surrounding spaces trimmed.
struct MarkdownTableReader {
    struct Table: Equatable {
        var header: [String]
        var rows: [[String]]
    }

    static func tables(in page: String) -> [Table] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        var tables: [Table] = []
        var i = 0
        while i + 1 < lines.count {
            guard lines[i].hasPrefix("|"), isDelimiter(lines[i + 1]) else {
                i += 1
                continue
            }
            var table = Table(header: cells(lines[i]), rows: [])
            i += 2
            while i < lines.count, lines[i].hasPrefix("|") {
                table.rows.append(cells(lines[i]))
                i += 1
            }
            tables.append(table)
        }
        return tables
    }

    /// The first table whose header is `header`.
    static func table(_ header: [String], in page: String) -> Table? {
        tables(in: page).first { $0.header == header }
    }

    static func isDelimiter(_ line: Substring) -> Bool {
        let inner = cells(line)
        return !inner.isEmpty && inner.allSatisfy { !$0.isEmpty && $0.allSatisfy { "-: ".contains($0) } }
    }

    static func cells(_ line: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var backslashes = 0
        for c in line.dropFirst() {
            if c == "|", backslashes % 2 == 0 {
                cells.append(current.trimmingSpaces())
                current = ""
            } else if c == "|" {
                current.removeLast()
                current.append(c)
            } else {
                current.append(c)
            }
            backslashes = c == "\\" ? backslashes + 1 : 0
        }
        return cells
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
