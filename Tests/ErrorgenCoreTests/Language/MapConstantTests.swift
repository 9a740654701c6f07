import Testing
@testable import ErrorgenCore

/// The empty map, `{}`, wherever a constant of a map type is accepted (as `[]` is for a list type): a property's
/// `default`, its per-case `values` and conditional arms, an inbound parameter's `default`, and a constructor's `set`.
/// Swift (`[:]`), Kotlin (`emptyMap<String, V>()`) and JavaScript (a map without a prototype, as the module builds every
/// map) give the same answers; the docs show `[:]`. A map with entries is no constant (`map-constant-*` rows of the
/// wrong-spec table).
@Suite(.serialized) struct MapConstantTests {
    static let spec = #"""
    name: Maps
    cases:
      - name: a
        payload: [{name: counts, type: "[String: Int]"}, {name: labels, type: "[String: String]?"}]
      - name: b
    properties:
      - {name: extra, type: "[String: Int]", default: {}, values: {a: {field: counts}}}
      - {name: names, type: "[String: String]?", values: {a: {}}}
      - name: pick
        type: "[String: Int]"
        default: {}
        values:
          a: [{when: "labels == null", value: {}}, {value: {field: counts}}]
    inbound:
      parameters:
        - {name: counts, type: "[String: Int]?", default: {}}
        - {name: labels, type: "[String: String]?"}
      fallback: a
    constructors:
      - {name: make, case: a, set: {counts: {}, labels: {}}}
      - {name: bare, case: a, set: {counts: {}}}
    docs: [{generated: properties}, {generated: constructors}, {generated: inbound}]
    """#

    /// Per error: its payload, then each property, entries sorted by key.
    static let expected = """
    counts={} labels={} extra={} names={} pick={}
    counts={} labels=nil extra={} names={} pick={}
    counts={} labels=nil extra={} names={} pick={}
    counts={k=1} labels={x=y} extra={k=1} names={} pick={k=1}
    counts=- labels=- extra={} names=nil pick={}

    """

    @Test func swiftGivesTheEmptyMaps() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let swift = SwiftEmitter.source(compiled)
        let main = #"""
        func show<V>(_ map: [String: V]?) -> String {
            map.map { "{" + $0.keys.sorted().map { "\($0)=\(map![$0]!)" }.joined(separator: ",") + "}" } ?? "nil"
        }
        for error in [Maps.make, Maps.bare, Maps(counts: nil, labels: nil), Maps(counts: ["k": 1], labels: ["x": "y"]), Maps.b] {
            var head = "counts=- labels=-"
            if case .a(let counts, let labels) = error { head = "counts=" + show(counts) + " labels=" + show(labels) }
            print(head, "extra=" + show(error.extra), "names=" + show(error.names), "pick=" + show(error.pick))
        }
        """#
        let run = try SwiftCompilerHarness.buildAndRun(["Maps.swift": swift, "main.swift": main])
        #expect(run.output == Self.expected, "\(run.output)")
        let typecheck = try SwiftCompilerHarness.typecheck(["Maps.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinGivesTheSameEmptyMaps() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let run = try KotlinRunner.runWithGeneratedCode(compiled, main: #"""
        fun show(map: Map<String, Any>?): String =
            map?.entries?.sortedBy { it.key }?.joinToString(",", "{", "}") { it.key + "=" + it.value } ?: "nil"
        fun main() {
            val errors = listOf(Maps.make, Maps.bare, Maps.from(null, null), Maps.from(mapOf("k" to 1L), mapOf("x" to "y")), Maps.b)
            for (e in errors) {
                val head = if (e is Maps.a) "counts=" + show(e.counts) + " labels=" + show(e.labels) else "counts=- labels=-"
                println(head + " extra=" + show(e.extra) + " names=" + show(e.names) + " pick=" + show(e.pick))
            }
        }
        """#)
        #expect(run.output == Self.expected, "\(run.errors)")
    }

    @Test func javaScriptGivesTheSameEmptyMapsWithoutAPrototype() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(SpecPipeline.emit(compiled).filter { $0.path.hasPrefix("JS/") })
        let node = try runner.script(#"""
        import { errorDetails } from "./Maps.js";
        const show = (d) => JSON.stringify([d.extra, d.names, d.pick]);
        // The payload comes from the case as Swift prints it.
        const a = errorDetails({ code: "a", message: "a(counts: [:], labels: nil)" });
        const b = errorDetails({ code: "b", message: "b" });
        console.log(show(a));
        console.log(show(errorDetails({ code: "a", message: 'a(counts: ["k": 1], labels: ["x": "y"])' })));
        console.log(show(b));
        console.log(JSON.stringify([Object.getPrototypeOf(a.names), Object.getPrototypeOf(b.extra), "toString" in b.pick]));
        // Each answer has its own empty map: changing one changes no later answer.
        b.extra.k = 5;
        console.log(show(errorDetails({ code: "b", message: "b" })));
        """#)
        #expect(node.stdout == """
        [{},{},{}]
        [{"k":1},{},{"k":1}]
        [{},null,{}]
        [null,null,false]
        [{},null,{}]

        """, "\(node.stdout)\(node.stderr)")
    }

    @Test func docsShowTheEmptyMaps() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let page = try #require(MarkdownEmitter.emit(compiled).first).contents
        for text in ["| `extra` | Its `counts` for `a`; otherwise `[:]`. |", "| `names` | Set only for `a` (`[:]`); `nil` otherwise. |",
                     "For `a`: `[:]` when `labels` is not set, else its `counts`; otherwise `[:]`.",
                     "| `.make` | `a` | `[:]` | `[:]` |", "| `.bare` | `a` | `[:]` | `nil` |", "Defaults to `[:]` when `nil`."] {
            #expect(page.contains(text), "\(text)\n\(page)")
        }
    }
}
