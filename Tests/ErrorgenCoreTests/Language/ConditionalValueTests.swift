import Testing
@testable import ErrorgenCore

/// Conditional property values: `[{when: RULE, value: X}, ..., {value: Y}]` for a property of any type,
/// the same in Swift, JavaScript and the docs' English.
@Suite struct ConditionalValueTests {
    static let spec = """
    name: Upload
    cases:
      - name: offline
      - name: service
        payload:
          - {name: status, type: Int}
          - {name: retryAfter, type: Int?}
        codes: [svc]
    properties:
      - name: retryDelay
        type: Int?
        values:
          service:
            - {when: "status == 429", value: {field: retryAfter}}
            - {when: "status in 500...599", value: 5}
            - {value: null}
      - name: retryable
        type: Bool
        default: false
        values:
          service:
            - {when: "status == 429 and retryAfter != null", value: true}
            - {value: {rule: "status in 500...599"}}
      - name: label
        type: String
        default: plain
        values:
          service:
            - {when: "status < 0", value: never}
            - {value: plain}
    docs: [{generated: properties}, {generated: codes}]
    """

    /// (status, retryAfter) -> (retryDelay, retryable, label), as the spec says.
    static let table: [(Int, Int?, Int?, Bool, String)] = [
        (429, 30, 30, true, "plain"), (429, nil, nil, false, "plain"), (503, nil, 5, true, "plain"),
        (503, 9, 5, true, "plain"), (404, 9, nil, false, "plain"),
    ]

    @Test func swiftAndJavaScriptChooseTheFirstArmThatHolds() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let files = SpecPipeline.emit(compiled)
        let swift = try #require(files.first { $0.path.hasSuffix(".swift") }).contents
        #expect(swift.contains("return status == 429 ? retryAfter : (500...599).contains(status) ? 5 : nil"))
        var main = "func show(_ e: Upload) { print(e.retryDelay.map(String.init) ?? \"null\", e.retryable, e.label, e.description) }\n"
        for row in Self.table { main += "show(.service(status: \(row.0), retryAfter: \(row.1.map(String.init) ?? "nil")))\n" }
        let run = try SwiftCompilerHarness.buildAndRun(["Upload.swift": swift, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        let swiftLines = run.output.split(separator: "\n").map(String.init)
        let expected = Self.table.map { "\($0.2.map(String.init) ?? "null") \($0.3) \($0.4)" }
        #expect(swiftLines.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == expected)

        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(files.filter { $0.path.hasPrefix("JS/") })
        let messages = swiftLines.map { String($0.split(separator: " ", maxSplits: 3)[3]) }
        let node = try runner.script("""
        import { errorDetails } from "./Upload.js";
        for (const message of \(JSONText.array(messages))) {
            const d = errorDetails({ code: "service", message });
            console.log(`${d.retryDelay} ${d.retryable} ${d.label}`);
        }
        """)
        #expect(node.stdout.split(separator: "\n").map(String.init) == expected, "\(node.stderr)")
    }

    @Test func docsSayTheArmsInEnglish() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let page = try #require(MarkdownEmitter.emit(compiled).first).contents
        #expect(page.contains("| `retryDelay` | Set only for `service` (its `retryAfter` when `status` is 429, `5` when `status` is a 5xx, else `nil`); `nil` otherwise. |"))
        #expect(page.contains("| `label` | For `service`: `\"never\"` when `status` is less than 0, else `\"plain\"`; otherwise `\"plain\"`. |"))
        #expect(page.contains("| `svc` | `service` |  | yes when `status` is 429 and `retryAfter` is set, else when `status` is a 5xx |"))
    }

    @Test func armsAreCheckedWhereTheyAreWritten() {
        let (_, diagnostics) = compileSpec("""
        name: E
        cases:
          - name: a
            payload: [{name: status, type: Int}]
        properties:
          - name: p
            type: Int
            default: 0
            values:
              a:
                - {when: "status", value: 1}
                - {when: "status == 1", value: x}
                - {value: 2}
                - {when: "status == 2", value: 3}
          - name: q
            type: Int
            default: [{value: 1}]
          - name: r
            type: Int
            default:
              - {value: 1}
              - {when: "nope == 1", value: [{value: 2}]}
        """)
        expectDiagnostic(diagnostics, exactly: "t.yaml:12:40: error: expected the value for 'a' to be an Int constant, found 'x'")
        expectDiagnostic(diagnostics, exactly: "t.yaml:13:11: error: only the last arm can leave out 'when'; the arms after this one would never apply")
        expectDiagnostic(diagnostics, exactly: "t.yaml:14:12: error: the last arm must leave out 'when': it gives the value when no rule holds")
        expectDiagnostic(diagnostics, exactly: "t.yaml:17:14: error: a conditional value needs arms with 'when' and a last arm without it, such as [{when: \"status == 429\", value: 30}, {value: 0}]")
        expectDiagnostic(diagnostics, exactly: "t.yaml:22:36: error: an arm's value cannot be another list of arms; join the rules with 'and'")
        let (_, types) = compileSpec("""
        name: E
        cases:
          - name: a
            payload: [{name: status, type: Int}]
        properties:
          - name: p
            type: Int
            default: 0
            values:
              a:
                - {when: "status", value: 1}
                - {when: "status == 1", value: {field: nope}}
                - {value: 2}
        """)
        expectDiagnostic(types, exactly: "t.yaml:11:19: error: the rule gives Int, but the value must be Bool")
        expectDiagnostic(types, prefix: "t.yaml:12:48: error: unknown field 'nope'")
    }
}
