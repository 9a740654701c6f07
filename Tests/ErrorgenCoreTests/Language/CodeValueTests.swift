import Testing
@testable import ErrorgenCore

/// Struct shape: a known code carries its own property values (`values:` on a code), used when the code
/// field holds that code; Swift, JavaScript and the docs agree.
@Suite struct CodeValueTests {
    static let spec = """
    name: Pay
    shape: struct
    category: {type: PayCategory, codeField: code}
    fields:
      - {name: code, type: String?}
      - {name: message, type: String}
    cases:
      - name: card
        codes:
          - {code: card_declined, values: {docUrl: "https://stripe.com/docs/error-codes/card-declined", httpStatus: 402}}
          - {code: expired_card, values: {docUrl: "https://stripe.com/docs/error-codes/expired-card"}}
      - name: api
    properties:
      - {name: docUrl, type: String?}
      - {name: httpStatus, type: Int, default: 400, values: {api: 500}}
    docs: [{generated: codes}]
    """

    /// (category, code) -> (docUrl, httpStatus).
    static let table: [(String, String?, String, Int)] = [
        ("card", "card_declined", "https://stripe.com/docs/error-codes/card-declined", 402),
        ("card", "expired_card", "https://stripe.com/docs/error-codes/expired-card", 400),
        ("card", "other", "null", 400), ("card", nil, "null", 400), ("api", "card_declined", "null", 500),
    ]

    @Test func theCodeFieldPicksTheCodesValues() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let files = SpecPipeline.emit(compiled)
        let swift = try #require(files.first { $0.path.hasSuffix(".swift") }).contents
        var main = "func show(_ e: Pay) { print(e.docUrl ?? \"null\", e.httpStatus) }\n"
        for row in Self.table {
            main += "show(Pay(category: .\(row.0), code: \(row.1.map { "\"\($0)\"" } ?? "nil"), message: \"m\"))\n"
        }
        let expected = Self.table.map { "\($0.2) \($0.3)" }
        let run = try SwiftCompilerHarness.buildAndRun(["Pay.swift": swift, "main.swift": main])
        #expect(run.output.split(separator: "\n").map(String.init) == expected, "\(run.output)")

        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(files.filter { $0.path.hasPrefix("JS/") })
        let rows = Self.table.map { "[\(JSONText.string($0.0)), \($0.1.map(JSONText.string) ?? "null")]" }
        let node = try runner.script("""
        import { errorDetails } from "./Pay.js";
        for (const [category, code] of [\(rows.joined(separator: ", "))]) {
            const d = errorDetails({ code: category, userInfo: { code, message: "m" } });
            console.log(`${d.docUrl} ${d.httpStatus}`);
        }
        """)
        #expect(node.stdout.split(separator: "\n").map(String.init) == expected, "\(node.stderr)")
    }

    @Test func theCodesTableShowsEachCodesValues() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let page = try #require(MarkdownEmitter.emit(compiled).first).contents
        #expect(page.contains("| `card_declined` | `card` |  | `\"https://stripe.com/docs/error-codes/card-declined\"` | `402` |"))
        #expect(page.contains("| `expired_card` | `card` |  | `\"https://stripe.com/docs/error-codes/expired-card\"` | `400` |"))
    }

    @Test func codeValuesAreCheckedAtTheirPosition() {
        let (_, diagnostics) = compileSpec("""
        name: E
        cases:
          - name: a
            codes: [{code: x, values: {p: 1}}]
        properties:
          - {name: p, type: Int, default: 0}
        """)
        expectDiagnostic(diagnostics, exactly: "t.yaml:4:31: error: per-code 'values' need the case to keep the code it came from, and the enum shape keeps no hidden code: add an inbound parameter with 'role: code' and give 'a' a payload field of its name; otherwise give the case its own 'values'")
        let (_, structDiagnostics) = compileSpec("""
        name: E
        shape: struct
        category: {type: K, codeField: code}
        fields: [{name: code, type: String?}]
        cases:
          - name: a
            codes: [{code: x, values: {q: 1, p: "1"}}]
        properties:
          - {name: p, type: Int, default: 0}
        """)
        expectDiagnostic(structDiagnostics, exactly: "t.yaml:7:32: error: unknown property 'q'; properties: p")
        expectDiagnostic(structDiagnostics, exactly: "t.yaml:7:41: error: expected the value of 'p' for code 'x' to be an Int constant, found the string \"1\"; remove the quotes")
    }
}
