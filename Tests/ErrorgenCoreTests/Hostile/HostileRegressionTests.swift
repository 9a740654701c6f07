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

    /// Random specs (3 of the first generator's first 3,000 seeds): a combining mark right after a
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

    /// Keyword sweep over the Swift emitter (before it was merged): a name that is also a type the
    /// generated code uses hid that type (`case String(x: String)` made `String(reflecting: x)` call
    /// the case; a constructor `String` did the same; a property `CodingKeys` clashed with the
    /// details type's coding keys), and an inbound parameter `self` hid the value `init` assigns.
    /// The validator now rejects these names.
    @Test(arguments: [
        ("cases:\n  - name: String\n    payload: [{name: x, type: String}]\n", 3, "case name 'String' would hide the Swift type 'String'"),
        ("cases:\n  - name: a\n    payload: [{name: String, type: Int}, {name: x, type: String}]\n", 4,
         "payload field name 'String' would hide"),
        ("cases: [{name: a, payload: [{name: s, type: String}]}]\nconstructors:\n  - {name: String, case: a, set: {s: x}}\n", 4,
         "constructor name 'String' would hide"),
        ("cases: [{name: a}]\nproperties:\n  - {name: CodingKeys, type: Bool, default: false}\n", 4,
         "property name 'CodingKeys' would hide"),
        ("cases: [{name: a}]\nbridge:\n  - {name: self, value: case}\n", 4, "bridge field name 'self' is reserved in generated code"),
        // Random specs (1 of 500 seeds): the enum's static `errorDomain` (CustomNSError) and a case of that name.
        ("cases:\n  - name: a\n  - name: errorDomain\n", 4, "case name 'errorDomain' collides with the static member"),
        ("cases: [{name: a}]\ninbound:\n  parameters:\n    - {name: self, type: Int?}\n  fallback: a\n", 5,
         "parameter name 'self' is reserved in generated code"),
        ("cases: [{name: a, payload: [{name: n, type: Int}]}]\nconstructors:\n  - name: make\n    parameters: [{name: Swift, type: Int}]\n"
         + "    case: a\n    set: {n: \"{Swift}\"}\n", 5, "parameter name 'Swift' would hide"),
    ])
    func namesThatHideGeneratedTypesAreRejected(_ body: String, _ line: Int, _ message: String) {
        let result = SpecPipeline.compile(bytes: Array(("name: E\n" + body).utf8), path: "t.yaml")
        #expect(result.spec == nil)
        #expect(result.diagnostics.contains { $0.message.contains(message) && $0.location?.line == line },
                "\(result.diagnostics.map(\.description))")
    }

    /// Random specs over the Swift emitter (3 of 20 seeds): a status an earlier row already
    /// matched (`429` twice, `409` after `400...499`) made the Swift `switch` warn "literal value is
    /// already handled". It never matches, so the validator now rejects it; ranges may still overlap.
    @Test func statusAlreadyMatchedByAnEarlierRowIsRejected() {
        let spec = """
        name: E
        cases: [{name: a}, {name: b}]
        inbound:
          parameters: [{name: status, type: Int, role: status}]
          statuses:
            - {status: 429, case: a}
            - {status: [400...499, 409], case: b}
            - {status: 429, case: b}
            - {status: 409, case: a}
            - {status: 500...599, case: a}
            - {status: 300...599, case: b}
          fallback: a
        """
        let result = SpecPipeline.compile(bytes: Array(spec.utf8), path: "t.yaml")
        #expect(result.diagnostics.map(\.description) == [
            "t.yaml:7:28: error: status 409 is already matched earlier in this row; this one never matches\nt.yaml:7:17: note: matched here",
            "t.yaml:8:16: error: status 429 is already matched by the row for 'a', which comes first; this one never matches\nt.yaml:6:16: note: matched here",
            "t.yaml:9:16: error: status 409 is already matched by the row for 'b', which comes first; this one never matches\nt.yaml:7:17: note: matched here",
        ])
        let january = SpecPipeline.compile(bytes: Array(spec.replacingOccurrences(of: "    - {status: 429, case: b}\n", with: "")
            .replacingOccurrences(of: "    - {status: 409, case: a}\n", with: "")
            .replacingOccurrences(of: "[400...499, 409]", with: "[409, 400...499]").utf8), path: "t.yaml")
        #expect(january.spec != nil, "\(january.diagnostics)")
    }
}
