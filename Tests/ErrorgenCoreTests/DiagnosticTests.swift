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
