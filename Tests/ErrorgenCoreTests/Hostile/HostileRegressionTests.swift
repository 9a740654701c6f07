import Testing
@testable import ErrorgenCore

/// Inputs that once broke a stage, found by the random specs or the fuzzer. Each test names
/// how it was found.
@Suite struct HostileRegressionTests {
    private func template(_ yamlText: String) throws -> Template {
        let spec = """
        name: E
        cases:
          - {name: a, payload: [{name: text, type: String}]}
        constructors:
          - name: make
            parameters: [{name: n, type: Int}]
            case: a
            set: {text: \(yamlText)}
        """
        let result = SpecPipeline.compile(bytes: Array(spec.utf8), path: "t.yaml")
        let compiled = try #require(result.spec, "\(result.diagnostics)")
        guard case .template(let template) = try #require(compiled.constructors.first?.assignments.first).value else {
            throw HostileTestError("not a template")
        }
        return template
    }

    /// Random specs, seeds 455, 1129 and 1323 (before the fix): a combining mark right after a
    /// brace merged with it into one Character, so `{n}\u{301}` was "not a parameter name" and
    /// `}}\u{301}` an "unmatched '}'". Templates are now scanned by Unicode scalar.
    @Test func combiningMarkAfterABraceKeepsTheBrace() throws {
        let parsed = try template(#""{n}\u0301 and }}\u0301 {{\u0301 {n}""#)
        #expect(parsed.parts.count == 3)
        #expect(parsed.parameterNames == ["n", "n"])
        guard case .text(let middle) = parsed.parts[1] else {
            Issue.record("expected text, got \(parsed.parts[1])")
            return
        }
        #expect(middle == "\u{301} and }\u{301} {\u{301} ")
    }

    @Test func combiningMarkOnAnOpeningBraceIsStillUnterminated() {
        let spec = "name: E\ncases:\n  - {name: a, payload: [{name: text, type: String}]}\nconstructors:\n"
            + "  - {name: make, case: a, set: {text: \"x {\\u0301\"}}\n"
        let result = SpecPipeline.compile(bytes: Array(spec.utf8), path: "t.yaml")
        #expect(result.spec == nil)
        #expect(result.diagnostics.contains { $0.message.contains("'{\u{301}' is not a parameter name") || $0.message.contains("unterminated '{'") },
                "\(result.diagnostics)")
    }
}
