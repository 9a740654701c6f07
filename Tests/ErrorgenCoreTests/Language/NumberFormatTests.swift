import Testing
@testable import ErrorgenCore

/// Template holes with a number format: `{x:.2f}` (fixed decimals) and `{x:g}` (an integral Double without `.0`).
@Suite struct NumberFormatTests {
    static let spec = """
    name: Quota
    cases:
      - name: exceeded
        payload: [{name: message, type: String}]
    constructors:
      - name: over
        parameters: [{name: used, type: Double}, {name: limit, type: Double}, {name: wait, type: Double?}]
        case: exceeded
        set: {message: "Used {used:.2f} of {limit:g} units; wait {wait:g} s, raw {limit}, {{literal}}."}
    """

    @Test func swiftPrintsTheFormats() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let swift = SwiftEmitter.source(compiled)
        let main = """
        for (used, limit, wait) in [(2.5, 10.0, nil), (1.0 / 3.0, 2.5, 30.0), (-0.004, -3.0, 1e20)] as [(Double, Double, Double?)] {
            if case .exceeded(let message) = Quota.over(used: used, limit: limit, wait: wait) { print(message) }
        }
        """
        let run = try SwiftCompilerHarness.buildAndRun(["Quota.swift": swift, "main.swift": main])
        #expect(run.output == """
        Used 2.50 of 10 units; wait nil s, raw 10.0, {literal}.
        Used 0.33 of 2.5 units; wait 30 s, raw 2.5, {literal}.
        Used -0.00 of -3 units; wait 1e+20 s, raw -3.0, {literal}.

        """, "\(run.output)")
        let typecheck = try SwiftCompilerHarness.typecheck(["Quota.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    @Test func docsShowTheTemplateAsWritten() throws {
        let compiled = try #require(compileSpec(Self.spec + "\ndocs: [{generated: constructors}]\n").spec)
        let page = try #require(MarkdownEmitter.emit(compiled).first).contents
        #expect(page.contains("{used:.2f} of {limit:g} units"))
    }

    @Test func formatsAreCheckedAtTheHole() {
        let (_, diagnostics) = compileSpec("""
        name: E
        cases:
          - name: a
            payload: [{name: message, type: String}]
        constructors:
          - name: b
            parameters: [{name: n, type: Int}]
            case: a
            set: {message: "{n:.2f}"}
        """)
        let (_, unknown) = compileSpec("""
        name: E
        cases:
          - name: a
            payload: [{name: message, type: String}]
        constructors:
          - name: c
            parameters: [{name: n, type: Double}]
            case: a
            set: {message: "x {n:.12f}"}
        """)
        expectDiagnostic(diagnostics, exactly: "t.yaml:9:22: error: '{n:.2f}' formats a Double, but 'n' is Int")
        expectDiagnostic(unknown, exactly: "t.yaml:9:26: error: unknown number format '.12f' in '{n:.12f}'; use '.Nf' for N decimals (0 to 9, such as '.2f') or 'g' (an integral value without '.0')")
    }
}
