import Testing
@testable import ErrorgenCore

/// List constants, `[a, b]` and `[]`, wherever a constant of a scalar type is accepted: a property's `default`,
/// its per-case `values` and conditional arms, an inbound parameter's `default`, and a constructor's `set`. Swift,
/// Kotlin and JavaScript give the same lists; the docs show them as written. Wrong lists are rows of the
/// wrong-spec table (`list-constant-*`).
@Suite(.serialized) struct ListConstantTests {
    static let spec = #"""
    name: Lists
    cases:
      - name: a
        payload: [{name: tags, type: "[String]"}, {name: ratios, type: "[Double]?"}]
      - name: b
    properties:
      - {name: hints, type: "[String]", default: [], values: {a: [x, "y \"q\" $z"]}}
      - {name: codes, type: "[Int]?", values: {a: [1, -2, 9007199254740991]}}
      - {name: weights, type: "[Double]", default: [1, 2.5, -0.125]}
      - {name: flags, type: "[Bool]", default: [true, false]}
      - name: pick
        type: "[Int]"
        default: []
        values:
          a: [{when: "ratios == null", value: [3]}, {value: [4, 5]}]
    inbound:
      parameters:
        - {name: tags, type: "[String]?", default: [none]}
        - {name: ratios, type: "[Double]?"}
      fallback: a
    constructors:
      - {name: make, case: a, set: {tags: [p, q], ratios: []}}
      - {name: bare, case: a, set: {tags: []}}
    docs: [{generated: properties}, {generated: constructors}, {generated: inbound}]
    """#

    /// Per error: its tags and ratios, then each property, elements joined by commas.
    static let expected = """
    tags=p,q ratios=[] hints=x,y "q" $z codes=1,-2,9007199254740991 weights=1.0,2.5,-0.125 flags=true,false pick=4,5
    tags= ratios=nil hints=x,y "q" $z codes=1,-2,9007199254740991 weights=1.0,2.5,-0.125 flags=true,false pick=3
    tags=none ratios=nil hints=x,y "q" $z codes=1,-2,9007199254740991 weights=1.0,2.5,-0.125 flags=true,false pick=3
    tags=t ratios=[0.5] hints=x,y "q" $z codes=1,-2,9007199254740991 weights=1.0,2.5,-0.125 flags=true,false pick=4,5
    tags=- ratios=- hints= codes=nil weights=1.0,2.5,-0.125 flags=true,false pick=

    """

    @Test func swiftGivesTheLists() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let swift = SwiftEmitter.source(compiled)
        let main = #"""
        func show<T>(_ list: [T]?) -> String { list.map { $0.map { "\($0)" }.joined(separator: ",") } ?? "nil" }
        for error in [Lists.make, Lists.bare, Lists(tags: nil, ratios: nil), Lists(tags: ["t"], ratios: [0.5]), Lists.b] {
            var head = "tags=- ratios=-"
            if case .a(let tags, let ratios) = error { head = "tags=" + show(tags) + " ratios=" + (ratios.map { "\($0)" } ?? "nil") }
            print(head, "hints=" + show(error.hints), "codes=" + show(error.codes), "weights=" + show(error.weights),
                  "flags=" + show(error.flags), "pick=" + show(error.pick))
        }
        """#
        let run = try SwiftCompilerHarness.buildAndRun(["Lists.swift": swift, "main.swift": main])
        #expect(run.output == Self.expected, "\(run.output)")
        let typecheck = try SwiftCompilerHarness.typecheck(["Lists.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinGivesTheSameLists() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let run = try KotlinRunner.runWithGeneratedCode(compiled, main: #"""
        fun show(list: List<Any>?): String = list?.joinToString(",") ?: "nil"
        fun main() {
            for (e in listOf(Lists.make, Lists.bare, Lists.from(null, null), Lists.from(listOf("t"), listOf(0.5)), Lists.b)) {
                val head = if (e is Lists.a) "tags=" + show(e.tags) + " ratios=" + (e.ratios?.toString() ?: "nil") else "tags=- ratios=-"
                println(head + " hints=" + show(e.hints) + " codes=" + show(e.codes) + " weights=" + show(e.weights) +
                        " flags=" + show(e.flags) + " pick=" + show(e.pick))
            }
        }
        """#)
        #expect(run.output == Self.expected, "\(run.errors)")
    }

    @Test func javaScriptGivesTheSameLists() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(SpecPipeline.emit(compiled).filter { $0.path.hasPrefix("JS/") })
        let node = try runner.script(#"""
        import { errorDetails } from "./Lists.js";
        const show = (d) => JSON.stringify([d.hints, d.codes, d.weights, d.flags, d.pick]);
        // The payload comes from the case as Swift prints it.
        const a = errorDetails({ code: "a", message: "a(tags: [], ratios: nil)" });
        const b = errorDetails({ code: "b", message: "b" });
        a.hints.push("mutated");
        console.log(show(errorDetails({ code: "a", message: "a(tags: [], ratios: [1.0])" })));
        console.log(show(a));
        console.log(show(b));
        """#)
        #expect(node.stdout == """
        [["x","y \\"q\\" $z"],[1,-2,9007199254740991],[1,2.5,-0.125],[true,false],[4,5]]
        [["x","y \\"q\\" $z","mutated"],[1,-2,9007199254740991],[1,2.5,-0.125],[true,false],[3]]
        [[],null,[1,2.5,-0.125],[true,false],[]]

        """, "\(node.stdout)\(node.stderr)")
    }

    @Test func docsShowTheLists() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let page = try #require(MarkdownEmitter.emit(compiled).first).contents
        for text in [#"`["x", "y \"q\" $z"]` for `a`; otherwise `[]`."#, "Always `[1.0, 2.5, -0.125]`.", "`[3]` when `ratios` is not set, else `[4, 5]`",
                     #"| `.make` | `a` | `["p", "q"]` | `[]` |"#, #"Defaults to `["none"]` when `nil`."#] {
            #expect(page.contains(text), "\(text)\n\(page)")
        }
    }
}
