import Testing
@testable import ErrorgenCore

/// Optional lists and maps of strings in an enum's payload: `description` prints them as Swift prints the
/// enum (`nil` or the value), which needs the generic helper, not the `String?` one (found by writing Slack's
/// catalog: `[String]?` alone made the generated Swift fail to compile).
@Suite struct SwiftOptionalContainerTests {
    static let yaml = """
        name: ListOpt
        cases:
          - name: bad
            payload: [{name: messages, type: "[String]?"}]
          - name: keyed
            payload: [{name: labels, type: "[String: String]?"}, {name: note, type: String?}]
          - name: other
        """

    @Test func optionalStringContainersCompileAndPrint() throws {
        let compiled = SpecPipeline.compile(bytes: Array(Self.yaml.utf8), path: "ListOpt.yaml")
        let spec = try #require(compiled.spec, "\(compiled.diagnostics.map(\.description))")
        let swift = try #require(SpecPipeline.emit(spec).first { $0.path == "Swift/ListOpt.swift" }).contents
        let main = """
            print(ListOpt.bad(messages: ["a", "b\\\\"]))
            print(ListOpt.bad(messages: nil))
            print(ListOpt.keyed(labels: ["k": "v"], note: "n"))
            print(ListOpt.keyed(labels: nil, note: nil))
            """
        let run = try SwiftCompilerHarness.buildAndRun(["ListOpt.swift": swift, "main.swift": main])
        #expect(run.status == 0, "\(run.output.prefix(3_000))")
        #expect(run.output == """
            bad(messages: ["a", "b\\\\"])
            bad(messages: nil)
            keyed(labels: ["k": "v"], note: "n")
            keyed(labels: nil, note: nil)

            """)
        let typecheck = try SwiftCompilerHarness.typecheck(["ListOpt.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output.prefix(3_000))")
    }
}
