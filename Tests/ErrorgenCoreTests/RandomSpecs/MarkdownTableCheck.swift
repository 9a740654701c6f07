/// Finds Markdown (GFM) tables whose rows do not all have the header's column count, and text
/// that would run into a table: what a cell with an unescaped `|` or a line break produces.
enum MarkdownTableCheck {
    static func problems(in markdown: String) -> [String] {
        // CommonMark line endings: \n, \r\n and \r.
        let lines = markdown.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "\r", omittingEmptySubsequences: false) }
            .map(String.init)
        var problems: [String] = []
        var inFence = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("|") else {
                index += 1
                continue
            }
            guard index + 1 < lines.count, isDelimiterRow(lines[index + 1]) else {
                problems.append("line \(index + 1) starts with '|' outside a table: \(line)")
                index += 1
                continue
            }
            let columns = cellCount(line)
            var row = index + 1
            while row < lines.count, !lines[row].trimmingCharacters(in: .whitespaces).isEmpty {
                if !lines[row].hasPrefix("|") {
                    problems.append("line \(row + 1) runs into the table above it: \(lines[row])")
                } else if cellCount(lines[row]) != columns {
                    problems.append("line \(row + 1) has \(cellCount(lines[row])) cells, the header \(columns): \(lines[row])")
                }
                row += 1
            }
            index = row
        }
        return problems
    }

    /// Cells in a row that starts with `|`: unescaped pipes, minus a trailing one
    /// (a backslash escapes the next character, so `\\|` ends in an unescaped pipe).
    static func cellCount(_ line: String) -> Int {
        var pipes = 0
        var escaped = false
        var endsWithPipe = false
        for character in line {
            if escaped {
                escaped = false
                endsWithPipe = false
            } else if character == "\\" {
                escaped = true
                endsWithPipe = false
            } else if character == "|" {
                pipes += 1
                endsWithPipe = true
            } else if !character.isWhitespace {
                endsWithPipe = false
            }
        }
        return endsWithPipe ? pipes - 1 : pipes
    }

    static func isDelimiterRow(_ line: String) -> Bool {
        line.hasPrefix("|") && line.allSatisfy { "|-: ".contains($0) } && line.contains("-")
    }
}

import Foundation
