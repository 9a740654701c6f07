import Testing
@testable import ErrorgenCore

@Suite struct SpecDecoderTests {
    @Test func minimalEnumSpec() throws {
        let (spec, diagnostics) = compileSpec(enumSpec())
        #expect(diagnostics.isEmpty)
        let s = try #require(spec)
        #expect(s.name.value == "E")
        #expect(s.cases.map(\.name.value) == ["a", "b"])
        #expect(s.shape == .enumeration)
        #expect(s.access == .public)
        #expect(s.bridge.fields.map(\.name.value) == ["code", "message"])
    }

    @Test func unknownKeySuggestsTheClosest() {
        let (spec, diagnostics) = compileSpec("nmae: E\ncases:\n  - name: a\n")
        #expect(spec == nil)
        expectDiagnostic(diagnostics, prefix: "t.yaml:1:1: error: unknown key 'nmae' in the spec (did you mean 'name'?)")
        // The misspelled key is the missing one: no second error for it.
        #expect(!diagnostics.contains { $0.contains("missing required key 'name'") })
    }

    @Test func reportsEveryProblemNotJustTheFirst() {
        let yaml = """
        name: E
        cases:
          - name: a
            whne: x
          - nam: b
        properties:
          - name: p
            type: Float
        """
        let (_, diagnostics) = compileSpec(yaml)
        expectDiagnostic(diagnostics, prefix: "t.yaml:4:5: error: unknown key 'whne' in a case (did you mean 'when'?)")
        expectDiagnostic(diagnostics, prefix: "t.yaml:5:5: error: unknown key 'nam' in a case (did you mean 'name'?)")
        expectDiagnostic(diagnostics, prefix: "t.yaml:8:11: error: unknown type 'Float'")
    }

    @Test func wrongNodeKinds() {
        #expect(compileSpec("- a\n- b\n").diagnostics == ["t.yaml:1:1: error: expected the spec to be a mapping, found a list"])
        #expect(compileSpec("just text\n").diagnostics == ["t.yaml:1:1: error: expected the spec to be a mapping, found 'just text'"])
        #expect(compileSpec("name: E\ncases: x\n").diagnostics == ["t.yaml:2:8: error: expected 'cases' to be a list, found 'x'"])
        #expect(compileSpec("name: [E]\ncases:\n  - name: a\n").diagnostics == ["t.yaml:1:7: error: expected 'name' to be a string, found a list"])
    }

    @Test func unknownShapeAndAccess() {
        let (_, diagnostics) = compileSpec(enumSpec("shape: tuple\naccess: pubic\n"))
        expectDiagnostic(diagnostics, exactly: "t.yaml:5:8: error: unknown shape 'tuple'; expected 'enum' or 'struct'")
        expectDiagnostic(diagnostics, exactly: "t.yaml:6:9: error: unknown access level 'pubic' (did you mean 'public'?); expected one of: public, package, internal")
    }

    @Test func structShapeNeedsCategory() {
        let (_, diagnostics) = compileSpec(enumSpec("shape: struct\n"))
        expectDiagnostic(diagnostics, exactly: "t.yaml:5:8: error: 'shape: struct' needs a 'category' with the category enum's 'type', such as 'category: {type: ErrorCategory}'")
    }

    @Test func propertyValueForms() throws {
        let yaml = enumSpec("""
        properties:
          - name: p
            type: Int?
            values:
              a: 3
              b: {field: x}
          - name: q
            type: Bool
            default: false
            values:
              a: {rul: "x"}
        """, cases: "cases:\n  - name: a\n  - name: b\n    payload: [{name: x, type: Int}]\n")
        let (_, diagnostics) = compileSpec(yaml)
        expectDiagnostic(diagnostics, exactly: "t.yaml:16:11: error: unknown key 'rul' in the value for 'a' (did you mean 'rule'?); expected a constant or a mapping with one key: field, rule or code")
    }

    @Test func constantsMustFitTheirType() {
        let yaml = enumSpec("""
        properties:
          - name: p
            type: Bool
            default: maybe
          - name: q
            type: Int
            default: null
        """)
        let (_, diagnostics) = compileSpec(yaml)
        expectDiagnostic(diagnostics, exactly: "t.yaml:8:14: error: expected the default to be a Bool constant, found 'maybe'")
        expectDiagnostic(diagnostics, exactly: "t.yaml:11:14: error: the default cannot be null: its type Int is not optional")
    }

    @Test func nonOptionalPropertyNeedsDefault() {
        let (_, diagnostics) = compileSpec(enumSpec("properties:\n  - name: p\n    type: Bool\n"))
        expectDiagnostic(diagnostics, exactly: "t.yaml:6:5: error: property 'p' of non-optional type Bool needs a 'default', or its own value for every case in 'values'")
    }

    @Test func templatesReportTheColumnOfTheirProblem() {
        let yaml = enumSpec("""
        constructors:
          - name: make
            case: a
            parameters: [{name: n, type: Int}]
            set: {m: "after {n attempts"}
        """, cases: "cases:\n  - name: a\n    payload: [{name: m, type: String}]\n")
        let (_, diagnostics) = compileSpec(yaml)
        expectDiagnostic(diagnostics, exactly: "t.yaml:9:21: error: unterminated '{' in template; write '{{' for a literal brace")
    }

    @Test func docsTablesKeepTheirColumnCount() {
        let yaml = enumSpec("""
        docs:
          - table:
              header: [A, B]
              rows:
                - [x, y]
                - [only one]
        """)
        let (_, diagnostics) = compileSpec(yaml)
        #expect(diagnostics == ["t.yaml:10:11: error: this row has 1 cells but the header has 2"])
    }

    @Test func examplesDecode() throws {
        for name in ["PoolError", "JanuaryError"] {
            let path = specsFolder + "/\(name).yaml"
            let bytes = try readBytes(path)
            let result = SpecPipeline.compile(bytes: bytes, path: "Specs/\(name).yaml")
            #expect(result.diagnostics.map(\.description) == [])
            #expect(result.spec?.name.value == name)
        }
    }
}
