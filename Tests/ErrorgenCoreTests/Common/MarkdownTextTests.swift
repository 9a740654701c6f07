import Testing
@testable import ErrorgenCore

/// Expected outputs were checked with cmark-gfm 0.29 (`-e table`): each table cell renders to the same
/// HTML as the text does as a paragraph (code spans with line breaks become one line, and HTML tags show
/// as text), and each code span shows its text literally.
@Suite struct MarkdownTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a|b", "a\\|b"),
        ("a\\|b", "a\\|b"),  // escaped already: one backslash more would leave a bare pipe
        ("`x|y`", "`x\\|y`"),
        ("`a\\|b`", "`a\\|b`"),
        ("``a`|b``", "``a`\\|b``"),
        ("`unclosed | pipe", "`unclosed \\| pipe"),
        ("\\`x|y\\`", "\\`x\\|y\\`"),
        ("line1\nline2\r\nline3", "line1<br>line2<br>line3"),
        ("`code\nspan`", "`code span`"),
        ("<script>alert(1)</script>", "&lt;script>alert(1)&lt;/script>"),
        ("a < b > c", "a < b > c"),
        ("<!-- x -->", "&lt;!-- x -->"),
        ("**bold** | [link](http://x/a|b)", "**bold** \\| [link](http://x/a\\|b)"),
        ("emoji 🙂 é e\u{301}", "emoji 🙂 é e\u{301}"),
        ("|", "\\|"),
    ])
    func tableCell(text: String, cell: String) {
        #expect(MarkdownText.tableCell(text) == cell)
    }

    @Test func tableCellNeverHasARawPipeOrLineBreak() {
        for text in ["|||", "`|`|`", "a\n|\n`b|\nc`", "\\\\|", "``|", "\u{2028}|\u{2029}"] {
            let cell = MarkdownText.tableCell(text)
            let scalars = Array(cell.unicodeScalars)
            for (i, c) in scalars.enumerated() where c == "|" { #expect(i > 0 && scalars[i - 1] == "\\", "\(cell)") }
            #expect(!cell.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0.value == 0x2028 || $0.value == 0x2029 })
        }
    }

    @Test(arguments: [
        ("plain", "`plain`"),
        ("a`b", "``a`b``"),
        ("`x|y`", "`` `x|y` ``"),
        ("``a`|b``", "``` ``a`|b`` ```"),
        ("``", "``` `` ```"),
        (" padded ", "`  padded  `"),
        ("   ", "`   `"),
        ("", "` `"),
        ("line1\nline2", "`line1 line2`"),
        ("<script>", "`<script>`"),
    ])
    func code(text: String, span: String) {
        #expect(MarkdownText.code(text) == span)
    }

    @Test(arguments: [
        ("plain text", "plain text"),
        ("*a* _b_ `c` [d](e) <f> #g |h ~i &j \\k", "\\*a\\* \\_b\\_ \\`c\\` \\[d\\](e) \\<f\\> \\#g \\|h \\~i \\&j \\\\k"),
        ("- item\n+ item\n= setext\n1. one\n12) twelve", "\\- item\n\\+ item\n\\= setext\n1\\. one\n12\\) twelve"),
        ("    indented code", "indented code"),
        ("a - b + c = 3. 4)", "a - b + c = 3. 4)"),
    ])
    func escapeText(text: String, escaped: String) {
        #expect(MarkdownText.escapeText(text) == escaped)
    }

    @Test func tableHasConstantColumnCount() {
        let lines = MarkdownText.table(header: ["A", "B|C"], rows: [["1"], ["x", "y", "z"], []])
        #expect(lines == [
            "| A | B\\|C |  |",
            "| --- | --- | --- |",
            "| 1 |  |  |",
            "| x | y | z |",
            "|  |  |  |",
        ])
        #expect(MarkdownText.table(header: [], rows: []) == [])
        #expect(MarkdownText.table(header: ["Only"], rows: [["multi\nline `a|b`"]]) == [
            "| Only |", "| --- |", "| multi<br>line `a\\|b` |",
        ])
    }
}
