import Testing
@testable import ErrorgenCore

@Suite struct DiagnosticTests {
    @Test func printsCompilerStyle() {
        let d = Diagnostic.error("unknown key 'nmae'", at: SourceLocation(file: "Specs/A.yaml", line: 3, column: 5))
        #expect(d.description == "Specs/A.yaml:3:5: error: unknown key 'nmae'")
    }

    @Test func printsWithoutLocation() {
        #expect(Diagnostic.error("no specs", at: nil).description == "error: no specs")
    }

    @Test func valueTypeParsing() {
        #expect(ValueType(parsing: "Int?") == ValueType(.int, optional: true))
        #expect(ValueType(parsing: "String") == ValueType(.string))
        #expect(ValueType(parsing: "Float") == nil)
        #expect(ValueType(parsing: "Int??") == nil)
    }
}

@Suite struct DiagnosticFormTests {
    @Test func notesFollowTheirErrorOnTheirOwnLines() {
        let d = Diagnostic.error("duplicate case 'a'", at: SourceLocation(file: "t.yaml", line: 5, column: 11))
            .note("'a' is first defined here", at: SourceLocation(file: "t.yaml", line: 3, column: 11))
        #expect(d.description == "t.yaml:5:11: error: duplicate case 'a'\nt.yaml:3:11: note: 'a' is first defined here")
        #expect(d.headline == "t.yaml:5:11: error: duplicate case 'a'")
    }

    @Test func wholeFileProblemsHaveNoLine() {
        #expect(Diagnostic.error("the spec is empty", at: .wholeFile("Specs/A.yaml")).description
                == "Specs/A.yaml: error: the spec is empty")
    }

    @Test func theSameMessageAtTheSamePlaceIsKeptOnce() {
        var bag = DiagnosticBag()
        let here = SourceLocation(file: "t.yaml", line: 2, column: 3)
        bag.error("unknown case 'x'", at: here)
        bag.error("unknown case 'x'", at: here)
        bag.error("unknown case 'x'", at: here.advanced(by: 1))
        bag.error("another problem", at: here)
        #expect(bag.diagnostics.count == 3)
    }

    @Test func sortedPutsWholeFileFirstThenLinesAndColumns() {
        var bag = DiagnosticBag()
        bag.error("c", at: SourceLocation(file: "t.yaml", line: 2, column: 9))
        bag.error("b", at: SourceLocation(file: "t.yaml", line: 2, column: 1))
        bag.error("a", at: .wholeFile("t.yaml"))
        #expect(bag.sorted.map(\.message) == ["a", "b", "c"])
    }

    @Test func quotedValuesStayOnOneLine() {
        #expect(TextQuote.quoted("a\nb\u{2028}c", "'") == "'a\\u{A}b\\u{2028}c'")
        #expect(TextQuote.quoted(String(repeating: "x", count: 100)).count == TextQuote.maxShown + 5)
    }

    /// An oversized file is an invalid spec (exit 1), reported in the line-less form, next to a valid one.
    @Test func oversizedFileIsAnInvalidSpec() throws {
        let folder = ScratchFolder()
        folder.write("Specs/Fine.yaml", "name: Fine\ncases: [{name: a}]\n")
        folder.write("Specs/Big.yaml", "# " + String(repeating: "x", count: SpecReader.maxBytes) + "\n")
        let result = LintGenerateAgreementTests.run(["lint", "Specs"], in: folder)
        #expect(result.code == 1)
        #expect(result.err == "Specs/Big.yaml: error: the spec is more than the limit of 16777216 bytes (16 MiB)\n")
    }
}
