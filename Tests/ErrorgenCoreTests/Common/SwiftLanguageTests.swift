import Testing
@testable import ErrorgenCore

@Suite struct SwiftLanguageTests {
    /// Every Swift keyword and contextual keyword, plus a few standard names, as of Swift 6.3.
    static let words: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async",
        "actor", "any", "some", "Type", "Protocol", "associativity", "convenience", "didSet", "dynamic", "final", "get",
        "indirect", "infix", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "postfix",
        "precedence", "prefix", "required", "right", "set", "unowned", "weak", "willSet", "package", "consume", "copy",
        "borrowing", "consuming", "each", "discard", "macro", "isolated", "nonisolated", "sending", "then", "unsafe",
        "yield", "_", "__shared", "__owned", "_const", "__FILE__", "__LINE__", "Sendable", "Error", "String", "Int",
        "Optional", "Void", "Never", "description", "hashValue", "status", "retryAfter",
    ]

    @Test func identifierSyntaxIsAscii() {
        for valid in ["a", "_", "_a1", "A_b9", "retryAfter"] { #expect(SwiftLanguage.isValidIdentifier(valid), "\(valid)") }
        for invalid in ["", "1a", "a-b", "a b", "é", "a\u{301}", "🙂", "$0", "a.b", "`a`", "a\n"] {
            #expect(!SwiftLanguage.isValidIdentifier(invalid), "\(invalid)")
        }
    }

    @Test func backticksOnlyWhereNeeded() {
        #expect(SwiftLanguage.identifier("default") == "`default`")
        #expect(SwiftLanguage.identifier("self") == "`self`")
        #expect(SwiftLanguage.identifier("Type") == "`Type`")
        #expect(SwiftLanguage.identifier("await") == "`await`")
        #expect(SwiftLanguage.identifier("get") == "get")
        #expect(SwiftLanguage.identifier("status") == "status")
        #expect(SwiftLanguage.memberAccess("default") == "default")
        #expect(SwiftLanguage.memberAccess("init") == "`init`")
        #expect(SwiftLanguage.memberAccess("self") == "`self`")
        #expect(SwiftLanguage.argumentLabel("in") == "in")
        #expect(SwiftLanguage.argumentLabel("inout") == "`inout`")
        #expect(SwiftLanguage.needsBackticks("class") && !SwiftLanguage.needsBackticks("open"))
        #expect(!SwiftLanguage.isUsableAsCaseName("Type") && !SwiftLanguage.isUsableAsCaseName("Protocol"))
        #expect(SwiftLanguage.isUsableAsCaseName("self") && SwiftLanguage.isUsableAsCaseName("init"))
        #expect(SwiftLanguage.isUsableAsCaseName("default") && !SwiftLanguage.isUsableAsCaseName("a-b"))
    }

    @Test func docCommentKeepsLinesAndCannotBreakOut() {
        #expect(SwiftLanguage.docComment("One line.") == ["/// One line."])
        #expect(SwiftLanguage.docComment("\nFirst\r\n\nSecond  \n\n") == ["/// First", "///", "/// Second"])
        #expect(SwiftLanguage.docComment("a\u{2028}b\rc\u{85}d") == ["/// a", "/// b", "/// c", "/// d"])
        #expect(SwiftLanguage.docComment("tab\there\u{0}nul */ \u{202E}x") == ["/// tab here nul */ \\u{202E}x"])
        #expect(SwiftLanguage.docComment("") == [])
        #expect(SwiftLanguage.docComment(" \n \n") == [])
    }

    /// One file uses every word, as these functions spell it, as an enum case (when usable), a labelled
    /// associated value, a struct property, a parameter and argument label, a local binding (also in an
    /// async function), and after a dot; the result types make `x.self` or `E.Type` slip-ups fail.
    /// A second file checks that `Type` and `Protocol` really cannot be case names.
    @Test func everyWordCompilesInEveryPosition() throws {
        var lines = ["enum Probe { case probe }"]
        for (i, word) in Self.words.enumerated() {
            let id = SwiftLanguage.identifier(word)
            let member = SwiftLanguage.memberAccess(word)
            let label = SwiftLanguage.argumentLabel(word)
            if SwiftLanguage.isUsableAsCaseName(word) {
                lines.append("enum E\(i) { case \(id); case other }")
                lines.append("func e\(i)() -> Int { let e: E\(i) = E\(i).\(member); switch e { case .\(member): return 1; case .other: return 2 } }")
                lines.append("func i\(i)() -> E\(i) { .\(member) }")
            }
            lines.append("enum P\(i) { case a(\(id): Int) }")
            lines.append("struct S\(i) { var \(id): Int }")
            lines.append("func f\(i)(\(id): Int) -> Int { \(id) }")
            lines.append("func g\(i)() -> Int { let \(id) = 1; let y = \(id); return \(id) + y }")
            lines.append("func h\(i)() async -> Int { let \(id) = 1; let y = \(id); return \(id) + y }")
            lines.append("func u\(i)() -> Int { let p = P\(i).a(\(label): 1); let s = S\(i)(\(label): 2); "
                         + "let v: Int = s.\(member); if case .a(\(label): let w) = p { return w + v + f\(i)(\(label): 3) }; return v }")
        }
        try ExternalTools.typecheckSwift(lines.joined(separator: "\n"), expectErrorsOnLines: [])
        let unusable = ["Type", "Protocol"].map { w in
            "enum C\(w) { case \(SwiftLanguage.identifier(w)) }\nfunc c\(w)() -> C\(w) { C\(w).\(SwiftLanguage.memberAccess(w)) }"
        }
        #expect(Self.words.filter { !SwiftLanguage.isUsableAsCaseName($0) } == ["Type", "Protocol"])
        try ExternalTools.typecheckSwift(unusable.joined(separator: "\n"), expectErrorsOnLines: [2, 4])
    }

    /// Words that compile bare in every position above are not backticked (`reservedWords` is minimal).
    @Test func contextualKeywordsStayBare() {
        for word in ["open", "get", "set", "some", "any", "async", "actor", "package", "none", "optional", "copy"] {
            #expect(SwiftLanguage.identifier(word) == word)
        }
    }
}
