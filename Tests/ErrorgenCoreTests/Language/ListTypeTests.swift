import Foundation
import Testing
@testable import ErrorgenCore

/// List and map value types (`[String]`, `[String: Int]?`) in shared fields, payloads, inbound parameters and
/// properties, and the rules that read them (`x in tags`, `count(codes)`): Swift builds them, JavaScript reads the
/// same details back from the rejection's `userInfo` and from the message alone, the `.d.ts` types them, and the
/// Kotlin prints the same description.
@Suite(.serialized) struct ListTypeTests {
    static let spec = """
    name: Lists
    fields:
      - {name: tags, type: [String], doc: Labels.}
    cases:
      - name: invalid
        payload:
          - {name: fields, type: [String: String]}
          - {name: codes, type: "[Int]?"}
      - name: busy
        payload:
          - {name: delays, type: [Double]}
          - {name: flags, type: "[Bool]?"}
          - {name: key, type: String?}
    properties:
      - {name: fieldErrors, type: "[String: String]?", values: {invalid: {field: fields}}}
      - {name: codeList, type: "[Int]?", values: {invalid: {field: codes}}}
      - {name: urgent, type: Bool, default: {rule: "\\"urgent\\" in tags"}}
      - name: serious
        type: Bool
        default: false
        values:
          invalid: {rule: "count(codes) > 2 or \\"email\\" in fields or 404 in codes"}
          busy: {rule: "key in tags or count(flags) >= 1 or 2 in delays or count(delays) > 1.5"}
      - name: size
        type: Int?
        values: {invalid: {rule: "count(codes)"}, busy: {rule: "count(delays)"}}
    inbound:
      parameters:
        - {name: tags, type: "[String]"}
        - {name: fields, type: "[String: String]?", default: "{other}"}
        - {name: other, type: "[String: String]"}
        - {name: codes, type: "[Int]?"}
        - {name: delays, type: "[Double]?", default: "{backoff}"}
        - {name: backoff, type: "[Double]"}
        - {name: flags, type: "[Bool]?"}
        - {name: key, type: String?}
        - {name: status, type: Int, role: status}
      statuses: [{status: 400, case: invalid}]
      fallback: busy
    """

    /// The errors the Swift program makes; the last has an Int that JSON cannot carry exactly.
    static let calls = [
        #"Lists(tags: ["urgent", "say \"hi\", [ok]"], fields: nil, other: ["email": "is: \"bad\", really"], codes: [1, 404], delays: nil, backoff: [], flags: nil, key: nil, status: 400)"#,
        #"Lists(tags: [], fields: [:], other: ["x": "y"], codes: [7, 8, 9], delays: [1.5, 2], backoff: [], flags: [true, false], key: "x", status: 500)"#,
        #"Lists(tags: ["x"], fields: nil, other: [:], codes: nil, delays: nil, backoff: [0.25], flags: nil, key: "x", status: 500)"#,
        #"Lists(tags: ["é"], fields: nil, other: [:], codes: [], delays: [], backoff: [], flags: [], key: nil, status: 400)"#,
        #"Lists(tags: [], fields: nil, other: [:], codes: [9_007_199_254_740_993], delays: nil, backoff: [], flags: nil, key: nil, status: 400)"#,
    ]

    @Test func theSpecDecodesListAndMapTypes() throws {
        let spec = try #require(compileSpec(Self.spec).spec)
        #expect(spec.cases[0].payload.map(\.type.description) == ["[String]", "[String: String]", "[Int]?"])
        #expect(spec.cases[1].payload.map(\.type.description) == ["[String]", "[Double]", "[Bool]?", "String?"])
        #expect(ValueType(parsing: "[String: Int]?") == ValueType(.int, optional: true, container: .map))
    }

    @Test func swiftJavaScriptAndTypeScriptAgree() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let files = SpecPipeline.emit(compiled)
        let swift = try #require(files.first { $0.path.hasSuffix(".swift") }).contents
        let typecheck = try SwiftCompilerHarness.typecheck(["Lists.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        let main = """
        import Foundation
        func json(_ value: Any) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
        }
        for e in [\(Self.calls.joined(separator: ",\n    "))] {
            let details = String(decoding: try! JSONEncoder().encode(e.errorDetails), as: UTF8.self)
            print("{\\"code\\":\\(json(e.caseName)),\\"message\\":\\(json(e.description)),\\"userInfo\\":\\(json(e.reactNativeUserInfo)),\\"details\\":\\(details)}")
        }
        """
        let run = try SwiftCompilerHarness.buildAndRun(["Lists.swift": swift, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        try #require(lines.count == Self.calls.count, "\(run.output)")
        #expect(lines[0].contains(#""message":"invalid(tags: [\"urgent\", \"say \\\"hi\\\", [ok]\"], fields: [\"email\": \"is: \\\"bad\\\", really\"], codes: [1, 404])""#),
                "\(lines[0])")
        #expect(lines[4].contains(#""codeList":[null]"#), "an unsafe Int element is NSNull in userInfo: \(lines[4])")

        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(files.filter { $0.path.hasPrefix("JS/") })
        try runner.write(lines.joined(separator: "\n"), to: "answers.jsonl")
        let node = try runner.script(#"""
        import { readFileSync } from "node:fs";
        import { errorDetails } from "./Lists.js";
        const canon = (v) => Array.isArray(v) ? v.map(canon)
            : v !== null && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])])) : v;
        const text = (v) => JSON.stringify(canon(v));
        const out = [];
        const answers = readFileSync("answers.jsonl", "utf8").trim().split("\n").map((line) => JSON.parse(line));
        answers.forEach((a, row) => {
            const swift = a.details;
            if (row === 4) { swift.codeList = null; }
            const fromInfo = errorDetails({ code: a.code, message: a.message, userInfo: a.userInfo });
            if (text(fromInfo) !== text(swift)) out.push(`row ${row} userInfo: JS ${text(fromInfo)}, Swift ${text(swift)}`);
            const fromMessage = errorDetails(Object.assign(new Error(a.message), { code: a.code }));
            if (row === 4) { swift.size = null; }
            if (text(fromMessage) !== text(swift)) out.push(`row ${row} message: JS ${text(fromMessage)}, Swift ${text(swift)}`);
        });
        // Hostile userInfo values: a wrong element, a getter, a throwing Proxy, a frozen or foreign-prototype value.
        const a = answers[0];
        let ran = false;
        const getter = Object.defineProperty([], "0", { get() { ran = true; return "urgent"; }, enumerable: true });
        const throwing = new Proxy([], { getOwnPropertyDescriptor() { throw new Error("trap"); } });
        for (const [label, tags] of [["numbers", [1, 2]], ["getter", getter], ["proxy", throwing], ["object", { 0: "x", length: 1 }]]) {
            const d = errorDetails({ code: a.code, message: a.message, userInfo: { ...a.userInfo, tags } });
            if (text(d.tags) !== text(a.details.tags)) out.push(`${label}: tags ${text(d.tags)} instead of the message's`);
        }
        if (ran) out.push("a getter ran");
        const frozen = errorDetails({ code: a.code, userInfo: Object.freeze({ ...a.userInfo, tags: Object.freeze(["a"]),
            fieldErrors: Object.freeze({ __proto__: null, ["__proto__"]: "p", constructor: "c" }) }) });
        if (text(frozen.tags) !== '["a"]') out.push(`frozen tags ${text(frozen.tags)}`);
        if (Object.getPrototypeOf(frozen.fieldErrors) !== null || frozen.fieldErrors["__proto__"] !== "p" || frozen.fieldErrors.constructor !== "c") {
            out.push("map keys __proto__ and constructor are not plain keys");
        }
        const copy = errorDetails({ code: a.code, message: a.message, userInfo: a.userInfo });
        copy.tags.push("mutated");
        if (a.userInfo.tags.includes("mutated")) out.push("the details share the userInfo's list");
        console.log(out.length === 0 ? "ok" : out.join("\n"));
        """#)
        #expect(node.stdout == "ok\n", "\(node.stdout)\(node.stderr)")

        try runner.write("""
        import { errorDetails, ListsDetails } from "./Lists.js";
        const d: ListsDetails | null = errorDetails(new Error("x"));
        if (d !== null) {
            const tags: string[] | null = d.tags;
            const fields: Record<string, string> | null = d.fieldErrors;
            const codes: number[] | null = d.codeList;
            console.log(tags, fields, codes);
        }
        """, to: "usage.ts")
        let tsc = try runner.run("tsc", ["--strict", "--noEmit", "--target", "es2019", "--moduleResolution", "node", "usage.ts"])
        #expect(tsc.status == 0, "\(tsc.stdout)\(tsc.stderr)")
    }

    /// Struct shape: stored lists and maps are read from `userInfo` (or the error) only when every element has
    /// the type; otherwise a non-optional one is empty and an optional one null. No getter runs.
    @Test func structShapeReadsStoredListsSafely() throws {
        let spec = try #require(compileSpec("""
        name: Problem
        shape: struct
        category: {type: ProblemKind}
        fields:
          - {name: tags, type: [String]}
          - {name: scores, type: "[String: Int]?"}
        cases:
          - name: bad
        properties:
          - {name: tagged, type: Bool, default: {rule: "count(tags) > 0 and \\"k\\" in scores"}}
        """).spec)
        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(SpecPipeline.emit(spec).filter { $0.path.hasPrefix("JS/") })
        let node = try runner.script(#"""
        import { errorDetails } from "./Problem.js";
        const show = (d) => JSON.stringify([d.tags, d.scores, d.tagged]);
        let ran = false;
        const getter = { get k() { ran = true; return 1; } };
        const rows = [
            [{ tags: ["a"], scores: { k: 1 } }, '[["a"],{"k":1},true]'],
            [{ tags: [1], scores: { k: "1" } }, '[[],null,false]'],
            [{ tags: "a", scores: [1] }, '[[],null,false]'],
            [{ tags: ["a", , "b"], scores: getter }, '[[],null,false]'],
            [{ tags: new Proxy(["a"], { getOwnPropertyDescriptor() { throw new Error("trap"); } }),
               scores: new Proxy({ k: 1 }, { ownKeys() { throw new Error("trap"); } }) }, '[[],null,false]'],
            [{ tags: Object.freeze(["x"]), scores: Object.freeze({ __proto__: null, k: 2 }) }, '[["x"],{"k":2},true]'],
            [{ tags: [], scores: { k: 9007199254740993 } }, '[[],null,false]'],
        ];
        const out = [];
        for (const [userInfo, expected] of rows) {
            const got = show(errorDetails({ code: "bad", userInfo }));
            if (got !== expected) out.push(`${got} instead of ${expected}`);
        }
        if (ran) out.push("a getter ran");
        console.log(out.length === 0 ? "ok" : out.join("\n"));
        """#)
        #expect(node.stdout == "ok\n", "\(node.stdout)\(node.stderr)")
    }

    /// Lists JavaScript builds from `userInfo` or the message: an index accessor put on `Object.prototype` or
    /// `Array.prototype`, or a replaced `Array.prototype.constructor` (species), changes nothing; a 10 MB message
    /// holding a list of 2 million elements is read in a 64 MB heap.
    @Test func javaScriptListsIgnorePollutionAndStaySmall() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(SpecPipeline.emit(compiled).filter { $0.path.hasPrefix("JS/") })
        try runner.write(#"""
        import { errorDetails } from "./Lists.js";
        const fromInfo = { code: "invalid", userInfo: { tags: ["a", "b"], fields: { k: "v" }, codes: [1, 2] } };
        const fromMessage = { code: "busy", message: 'busy(tags: ["a\\nb", "c"], delays: [1.5, 2.0], flags: [true], key: nil)' };
        const show = () => JSON.stringify([errorDetails(fromInfo), errorDetails(fromMessage)]);
        const clean = show();
        const out = [];
        const polluted = (what) => {
            try {
                const got = show();
                if (got !== clean) out.push(what + ": " + got);
            } catch (error) {
                out.push(what + " threw " + String(error));
            }
        };
        for (const target of [Object.prototype, Array.prototype]) {
            Object.defineProperty(target, "0", { set() { throw new Error("setter"); }, get() { throw new Error("getter"); }, configurable: true });
            Object.defineProperty(target, "1", { set() {}, get() { return undefined; }, configurable: true });
            polluted(target === Object.prototype ? "Object.prototype index accessors" : "Array.prototype index accessors");
            delete target[0];
            delete target[1];
        }
        const constructor = Array.prototype.constructor;
        Array.prototype.constructor = { [Symbol.species]: function () { throw new Error("species"); } };
        polluted("Array species");
        Array.prototype.constructor = constructor;
        // 2 million short elements and one wrong one at the end: no answer, and no memory for the spans.
        const body = '"a", '.repeat(2_000_000) + "5";
        const big = { code: "busy", message: "busy(tags: [" + body + "], delays: [], flags: nil, key: nil)" };
        const before = process.memoryUsage().heapUsed;
        const answer = errorDetails(big);
        if (answer.tags !== null) out.push("a wrong element did not make the list null");
        const grown = process.memoryUsage().heapUsed - before;
        process.stdout.write(out.length === 0 ? "ok\n" : out.join("\n") + "\n");
        process.stderr.write("heap grew by " + Math.round(grown / 1e6) + " MB\n");
        """#, to: "pollution.mjs")
        let node = try runner.run("node", ["--max-old-space-size=64", "pollution.mjs"])
        #expect(node.stdout == "ok\n", "\(node.stdout)\(node.stderr)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinPrintsTheSameDescriptions() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let run = try KotlinRunner.runWithGeneratedCode(compiled, main: """
        fun main() {
            println(Lists.invalid(listOf("urgent", "say \\"hi\\""), mapOf("email" to "bad"), listOf(1L, 404L)).toString())
            println(Lists.busy(listOf(), listOf(1.5, 2.0), null, "x").toString())
            println(Lists.invalid(listOf(), mapOf(), null).toString())
            println(Lists.busy(listOf("x"), listOf(), listOf(true), null).serious)
            println(Lists.invalid(listOf(), mapOf(), listOf(1L, 2L, 3L)).size)
        }
        """)
        #expect(run.output == """
        invalid(tags: ["urgent", "say \\"hi\\""], fields: ["email": "bad"], codes: [1, 404])
        busy(tags: [], delays: [1.5, 2.0], flags: nil, key: "x")
        invalid(tags: [], fields: [:], codes: nil)
        true
        3

        """, "\(run.errors)")
    }
}
