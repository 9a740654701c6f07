import Testing
@testable import ErrorgenCore

/// Enum shape `fields:`: fields every case carries, first in each payload, read by a property of the same name.
@Suite struct SharedFieldTests {
    static let spec = """
    name: Api
    fields:
      - {name: message, type: String, doc: The service's message.}
      - {name: requestId, type: String?}
    cases:
      - name: notFound
        payload: [{name: resource, type: String}]
      - name: denied
    properties:
      - {name: retryable, type: Bool, default: false, values: {denied: {rule: "requestId == null"}}}
    inbound:
      parameters:
        - {name: message, type: String?, default: "HTTP {status}"}
        - {name: requestId, type: String?}
        - {name: resource, type: String?, default: "?"}
        - {name: status, type: Int, role: status}
      statuses: [{status: 404, case: notFound}]
      fallback: denied
    """

    @Test func everyCaseCarriesTheSharedFields() throws {
        let spec = try #require(compileSpec(Self.spec).spec)
        #expect(spec.cases.map { $0.payload.map(\.name.value) } == [["message", "requestId", "resource"], ["message", "requestId"]])
        #expect(spec.fields.isEmpty)
        #expect(spec.properties.map(\.name.value) == ["message", "requestId", "retryable"])
        #expect(spec.bridge.fields.map(\.name.value) == ["code", "message", "requestId", "retryable"])
    }

    @Test func swiftAndJavaScriptReadThemFromEveryCase() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let files = SpecPipeline.emit(compiled)
        let swift = try #require(files.first { $0.path.hasSuffix(".swift") }).contents
        let main = """
        for e in [Api(message: nil, requestId: "r1", resource: "x", status: 404), Api(message: "no", requestId: nil, resource: nil, status: 500)] {
            print(e.message, e.requestId ?? "nil", e.retryable)
            print(e.description)
        }
        """
        let run = try SwiftCompilerHarness.buildAndRun(["Api.swift": swift, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == "HTTP 404 r1 false")
        #expect(lines.dropFirst(2).first == "no nil true")
        guard lines.count == 4 else { return }

        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(files.filter { $0.path.hasPrefix("JS/") })
        let node = try runner.script("""
        import { errorDetails } from "./Api.js";
        for (const [code, message] of [["notFound", \(JSONText.string(lines[1]))], ["denied", \(JSONText.string(lines[3]))]]) {
            const d = errorDetails({ code, message });
            console.log(`${d.message} ${d.requestId ?? "nil"} ${d.retryable}`);
        }
        """)
        #expect(node.stdout == "HTTP 404 r1 false\nno nil true\n", "\(node.stderr)")
    }

    @Test func aCaseCannotRepeatASharedField() {
        let (_, diagnostics) = compileSpec("""
        name: E
        fields: [{name: message, type: String}]
        cases:
          - name: a
            payload: [{name: message, type: String?}]
        properties:
          - {name: message, type: String, default: x}
        """)
        expectDiagnostic(diagnostics, exactly: "t.yaml:5:22: error: duplicate payload field 'message'\nt.yaml:2:17: note: 'message' is first defined here")
        expectDiagnostic(diagnostics, exactly: "t.yaml:7:12: error: duplicate property 'message'\nt.yaml:2:17: note: 'message' is first defined here")
    }
}
