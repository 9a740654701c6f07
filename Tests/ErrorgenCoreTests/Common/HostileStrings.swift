/// Strings that try to break out of literals, comments and tables, shared by the escaping tests.
enum HostileStrings {
    static let all: [String] = [
        "", "plain", "quote \" inside", "'single'", "back\\slash", "trailing backslash \\", "\\(interpolation)",
        "\\(x) and \\\\(y)", "\"\"\"", "\"\"\"\nmulti\n\"\"\"", "#\"raw\"#", "##\"x\"##", "\\#(x)", "*/ comment end /*",
        "</script><script>alert(1)</script>", "</SCRIPT>", "<!-- html -->", "--> a", "a|b|c", "line\nbreak",
        "cr\rlf\r\n", "tab\tseparated", "nul\u{0}byte", "bell\u{7}", "esc\u{1B}[31m", "del\u{7F}", "c1\u{85}\u{9F}",
        "ls\u{2028}ps\u{2029}", "emoji 🙂👍🏽👨‍👩‍👧", "combining e\u{301} ñ", "\u{301}leading combining",
        "after escape\n\u{301}", "rtl \u{202E}olleh\u{202C} \u{200F}\u{200E}\u{2066}x\u{2069}", "bom\u{FEFF}",
        "زبان فارسی", "日本語", "\u{10FFFF}", "${template}", "`backtick`", "a\u{0}\u{1}\u{1F}",
    ]
}
