import Testing
@testable import ErrorgenCore

/// A non-optional property whose `values` give every case its own value needs no `default`: none would be used.
/// Swift switches over every case, Kotlin's base class declares the property abstract, and the docs list the
/// values without an "otherwise".
@Suite(.serialized) struct ImpliedDefaultTests {
    static let enumYAML = """
    name: Im
    cases:
      - {name: a, payload: [{name: limit, type: Int}]}
      - {name: b}
      - {name: c, payload: [{name: status, type: Int?}]}
    properties:
      - name: weight
        type: Int
        values: {a: {field: limit}, b: 2, c: [{when: "status == 429", value: 30}, {value: 3}]}
      - name: label
        type: String
        values: {a: "x", b: "y", c: "z"}
    """

    @Test func anEnumPropertyWithEveryCaseValuedNeedsNoDefault() throws {
        let spec = try #require(compileSpec(Self.enumYAML).spec, "\(compileSpec(Self.enumYAML).diagnostics)")
        let files = SpecPipeline.emit(spec)
        let kotlin = try #require(files.first { $0.path.hasSuffix(".kt") }).contents
        #expect(kotlin.contains("abstract val weight: Long") && kotlin.contains("abstract val label: String"))
        let docs = try #require(files.first { $0.path.hasSuffix(".md") }).contents
        let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| `weight`") || $0.hasPrefix("| `label`") }
        #expect(!rows.isEmpty && !rows.contains { $0.contains("otherwise") || $0.contains("null") || $0.contains("nil") }, "\(rows)")
        let calls: [(swift: String, kotlin: String, gives: String)] = [
            ("Im.a(limit: 7)", "Im.a(limit = 7L)", "7 x"), ("Im.b", "Im.b", "2 y"),
            ("Im.c(status: 429)", "Im.c(status = 429L)", "30 z"), ("Im.c(status: nil)", "Im.c(status = null)", "3 z"),
        ]
        try expectSwiftAndKotlinAgree(spec, main: calls.map { "do { let e = \($0.swift); print(e.weight, e.label) }" },
                                      kotlin: calls.map { "\($0.kotlin).let { println(\"${it.weight} ${it.label}\") }" },
                                      gives: calls.map(\.gives))
    }

    @Test func aStructPropertyWithEveryCategoryValuedNeedsNoDefault() throws {
        let yaml = """
        name: Sm
        shape: struct
        category: {type: SmKind, codeField: code}
        fields: [{name: code, type: String?}]
        cases:
          - {name: a, codes: [x]}
          - {name: b}
        inbound:
          parameters: [{name: code, type: String?, role: code}]
          fallback: b
        properties:
          - {name: weight, type: Int, values: {a: 1, b: 2}}
        """
        let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
        try expectSwiftAndKotlinAgree(spec, main: ["print(Sm(code: \"x\").weight, Sm(code: nil).weight)"],
                                      kotlin: ["println(\"${Sm.from(code = \"x\").weight} ${Sm.from(code = null).weight}\")"],
                                      gives: ["1 2"])
    }

    @Test func aCaseWithoutAValueStillNeedsTheDefault() {
        let yaml = "name: Im\ncases: [{name: a}, {name: b}]\nproperties:\n  - {name: weight, type: Int, values: {a: 1}}\n"
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:4:5: error: property 'weight' of non-optional type Int needs a 'default', or its own value for every case in 'values'",
        ])
    }
}
