import Testing
import Foundation
@testable import ErrorgenCore

/// Runs the emitted modules in node: syntax of hostile output, and the behaviour of `errorDetails`.
@Suite(.serialized) struct JavaScriptNodeTests {
    /// Emits `spec`, runs `script` (which imports `./<Name>.js`) and decodes the JSON it prints.
    /// Numbers that JSON cannot hold (Infinity, NaN) come back as strings.
    func run(_ spec: Spec, _ script: String) throws -> Any? {
        let node = try NodeRunner()
        defer { node.remove() }
        try node.write(JavaScriptEmitter.emit(spec))
        let result = try node.script(script + """

            function print(value) {
                console.log(JSON.stringify(value, (key, v) => typeof v === "number" && !Number.isFinite(v) ? String(v) : v));
            }
            """)
        #expect(result.status == 0, "node failed: \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: [.fragmentsAllowed])
    }

    @Test func hostileTextPassesNodeCheckAndRoundTrips() throws {
        let spec = JavaScriptHostileSpec.spec()
        let node = try NodeRunner()
        defer { node.remove() }
        try node.write(JavaScriptEmitter.emit(spec))
        let check = try node.run("node", ["--check", "HostileError.js"])
        #expect(check.status == 0, "node --check failed: \(check.stderr)")

        let message = "class(default: " + GeneratedQuoting.quoted(JavaScriptHostileSpec.texts[0]) + ", new: nil)"
        let output = try run(spec, """
            import { errorDetails, caseNames } from "./HostileError.js";
            const error = Object.assign(new Error(\(JavaScriptLanguage.stringLiteral(message))), { code: "class" });
            const details = errorDetails(error);
            print([details, Object.getPrototypeOf(details) === Object.prototype, Object.keys(details), caseNames,
                   errorDetails({ code: "__proto__", message: "__proto__" }), errorDetails({ code: "constructor" })]);
            """) as? [Any]
        let details = output?[0] as? [String: Any]
        #expect(details?["__proto__"] as? String == "class")
        #expect(details?["delete"] as? String == message)
        #expect(details?["constructor"] as? String == JavaScriptHostileSpec.texts[0])
        #expect(details?["text"] as? String == JavaScriptHostileSpec.texts[0])
        #expect(details?["matches"] as? Bool == true)
        #expect(output?[1] as? Bool == true)
        #expect(output?[2] as? [String] == ["__proto__", "delete", "constructor", "text", "matches"])
        #expect(output?[3] as? [String] == ["class", "function", "__proto__"])
        let proto = output?[4] as? [String: Any]
        #expect(proto?["__proto__"] as? String == "__proto__")
        #expect(proto?["text"] as? String == JavaScriptHostileSpec.texts[2])
        #expect(output?[5] is NSNull)
    }

    @Test(.enabled(if: NodeRunner.hasTypeScript)) func hostileDeclarationsPassTypeScript() throws {
        let node = try NodeRunner()
        defer { node.remove() }
        try node.write(JavaScriptEmitter.emit(JavaScriptHostileSpec.spec()))
        try node.write("""
            import { errorDetails, isCaseName, caseNames, HostileErrorCode, HostileErrorServerCode } from "./HostileError.js";
            const details = errorDetails(new Error("x"));
            if (details !== null) {
                const name: HostileErrorCode = details.__proto__;
                const code: HostileErrorServerCode | null = details.constructor;
                const text: string | null = details.text;
                const matches: boolean = details.matches;
                console.log(name, code, text, matches, details.delete.length);
            }
            const value: unknown = "class";
            if (isCaseName(value)) { const name: HostileErrorCode = value; console.log(name, caseNames.length); }
            """, to: "usage.ts")
        let tsc = try node.run("tsc", ["--strict", "--noEmit", "--target", "es2020", "--module", "es2020",
                                       "--moduleResolution", "node", "usage.ts"])
        #expect(tsc.status == 0, "tsc failed: \(tsc.stdout) \(tsc.stderr)")
    }

    @Test func enumMessagesAreScannedBackIntoValues() throws {
        let output = try run(JavaScriptTestSpecs.enumSpec(), #"""
            import { errorDetails } from "./PoolError.js";
            const e = (code, message) => Object.assign(new Error(message), { code });
            print([
                'measured(ratio: 1e-05, note: "a, b) \\"q\\" \\\\ \\\' \\t\\n\\r\\0 \\u{1F600} limit: 9", final: true, limit: 7)',
                'measured(ratio: -inf, note: nil, final: false, limit: -12)',
                'measured(ratio: nan, note: "", final: true, limit: nil)',
                'measured(ratio: 5.0, note: "x", final: true, limit: 6)',
                'measured(ratio: inf, note: "x", final: maybe, limit: 6.5)',
                'measured(ratio: 1, note: "unterminated, final: true, limit: 7)',
                'measured(ratio: 1, note: "bad \\q escape", final: true, limit: 7)',
                'measured(ratio: 1, note: "\\u{D800}", final: true, limit: 7)',
                'measured(ratio: 1, note: "x", final: true, limit: 7',
                'measured(ratio: 1, note: "x", final: true, limit: 7) ',
                'measured(ratio: 1,note: "x")',
                'measured(ratio: "1", final: "true", other: 3)',
                'rateLimited(ratio: 1)',
                '',
            ].map((m) => { const d = errorDetails(e("measured", m)); return [d.ratio, d.note, d.final, d.retryAfter, d.urgent]; }));
            """#) as? [[Any]]
        func row(_ values: [Any]) -> [String] { values.map { $0 is NSNull ? "null" : "\($0)" } }
        let rows = output?.map(row)
        let nulls = ["null", "null", "null", "null", "0"]
        #expect(rows == [
            ["1e-05", "a, b) \"q\" \\ ' \t\n\r\0 \u{1F600} limit: 9", "1", "7", "1"],
            ["null", "null", "0", "-12", "0"],   // inf and nan are no values on the bridge (JSON has none)
            ["null", "", "1", "null", "0"],
            ["5", "x", "1", "6", "1"],
            ["null", "x", "null", "null", "0"],
            nulls, nulls, nulls, nulls, nulls, nulls,
            ["null", "null", "null", "null", "0"],
            nulls, nulls,
        ])
    }

    @Test func enumRulesUseSwiftNilSemantics() throws {
        let output = try run(JavaScriptTestSpecs.enumSpec(), """
            import { errorDetails } from "./PoolError.js";
            const statuses = [0, 200, 400, 407, 408, 409, 499, 500, 503, 599, 600, -500];
            const rows = statuses.map((s) => errorDetails({ code: "service", message: `service(status: ${s})` }).retryable);
            rows.push(errorDetails({ code: "service", message: "service(status: nil)" }).retryable);
            rows.push(errorDetails({ code: "service", message: "garbage" }).retryable);
            rows.push(errorDetails({ code: "service" }).retryable);
            print(rows);
            """) as? [Bool]
        #expect(output == [false, false, false, false, true, false, false, true, true, true, false, false, false, false, false])
    }

    @Test func onlyObjectsWhoseCodeNamesACaseHaveDetails() throws {
        let output = try run(JavaScriptTestSpecs.enumSpec(), """
            import { errorDetails, isCaseName } from "./PoolError.js";
            const inputs = [null, undefined, 0, "offline", true, Symbol("offline"), () => 1, [], {}, new Error("offline"),
                { code: "constructor" }, { code: "__proto__" }, { code: "toString" }, { code: "hasOwnProperty" },
                { code: "Offline" }, { code: " offline" }, { code: ["offline"] }, { code: { toString: () => "offline" } },
                Object.create({ code: "nope" })];
            print([inputs.map((i) => errorDetails(i)), isCaseName("offline"), isCaseName("__proto__"),
                   errorDetails({ code: "offline", message: 42 }), errorDetails(Object.assign(new Error("offline"), { code: "offline" }))]);
            """) as? [Any]
        #expect((output?[0] as? [Any])?.allSatisfy { $0 is NSNull } == true)
        #expect((output?[0] as? [Any])?.count == 19)
        #expect(output?[1] as? Bool == true)
        #expect(output?[2] as? Bool == false)
        let numeric = output?[3] as? [String: Any]
        #expect(numeric?["message"] as? String == "")
        #expect(numeric?["retryable"] as? Bool == true)
        let offline = output?[4] as? [String: Any]
        #expect(offline?["code"] as? String == "offline")
        #expect(offline?["message"] as? String == "offline")
        #expect(offline?["serverCode"] is NSNull)
    }

    @Test func structFieldsAreReadFromUserInfoAndTypeChecked() throws {
        let output = try run(JavaScriptTestSpecs.structSpec(), """
            import { errorDetails } from "./JanuaryError.js";
            print([
                errorDetails({ code: "rateLimited", message: "top", userInfo: { code: "rate_limited", httpStatus: 429, message: "info" } }),
                errorDetails({ code: "rateLimited", message: "top", httpStatus: 429, userInfo: { code: "credit_limit_exceeded" } }),
                errorDetails({ code: "timeout", userInfo: { httpStatus: "408", ratio: "1", flag: 1, count: 2.5 } }),
                errorDetails({ code: "validation", message: "m", ratio: 0.5, flag: true, count: 3, userInfo: null }),
                errorDetails({ code: "validation", userInfo: { code: null, message: null }, message: "fallback" }),
                errorDetails(Object.assign(new Error("from error"), { code: "server", userInfo: { httpStatus: 503 } })),
                errorDetails({ code: "rateLimited", userInfo: { code: 7 } }),
                errorDetails({ code: "constructor" }), errorDetails({ code: "__proto__" }), errorDetails({}),
            ]);
            """) as? [Any]
        let rows = output?.map { $0 as? [String: Any] }
        #expect(rows?.count == 10)
        #expect(rows?[0]?["category"] as? String == "rateLimited")
        #expect(rows?[0]?["code"] as? String == "rate_limited")
        #expect(rows?[0]?["message"] as? String == "info")
        #expect(rows?[0]?["httpStatus"] as? Int == 429)
        #expect(rows?[0]?["retryable"] as? Bool == true)
        #expect(rows?[0]?["primary"] as? String == "rate_limited")
        #expect(rows?[1]?["code"] as? String == "credit_limit_exceeded")
        #expect(rows?[1]?["message"] as? String == "top")
        #expect(rows?[1]?["httpStatus"] as? Int == 429)
        #expect(rows?[1]?["retryable"] as? Bool == false)
        #expect(rows?[2]?["httpStatus"] is NSNull)
        #expect(rows?[2]?["message"] as? String == "")
        #expect(rows?[2]?["ratio"] as? Double == 0)
        #expect(rows?[2]?["flag"] as? Bool == false)
        #expect(rows?[2]?["count"] as? Int == 0)
        #expect(rows?[2]?["retryable"] as? Bool == true)
        #expect(rows?[2]?["code"] is NSNull)
        #expect(rows?[3]?["ratio"] as? Double == 0.5)
        #expect(rows?[3]?["flag"] as? Bool == true)
        #expect(rows?[3]?["count"] as? Int == 3)
        #expect(rows?[3]?["primary"] as? String == "conflict")
        #expect(rows?[4]?["code"] is NSNull)
        #expect(rows?[4]?["message"] as? String == "fallback")
        #expect(rows?[5]?["message"] as? String == "from error")
        #expect(rows?[5]?["httpStatus"] as? Int == 503)
        #expect(rows?[5]?["primary"] is NSNull)
        #expect(rows?[6]?["code"] is NSNull)
        #expect(rows?[6]?["retryable"] as? Bool == false)
        #expect(rows?[7] == nil && rows?[8] == nil && rows?[9] == nil)
        #expect((output?[7] is NSNull) && (output?[8] is NSNull) && (output?[9] is NSNull))
        let keys = (output?[0] as? NSDictionary)?.allKeys as? [String]
        #expect(Set(keys ?? []) == ["category", "code", "message", "httpStatus", "ratio", "flag", "count", "retryable", "primary"])
    }

    @Test func twentyThousandCasesLoadAndAnswer() throws {
        let spec = JavaScriptEmitterTests.largeSpec(cases: 20_000, structShape: false)
        let output = try run(spec, """
            import { errorDetails, caseNames } from "./PoolError.js";
            const started = Date.now();
            const a = errorDetails({ code: "case19998", message: "case19998(status: 503)" });
            const b = errorDetails({ code: "case19999", message: "case19999(status: 503)" });
            print([caseNames.length, a.retryable, a.serverCode, b.retryable, b.serverCode, Date.now() - started]);
            """) as? [Any]
        #expect(output?[0] as? Int == 20_000)
        #expect(output?[1] as? Bool == true)
        #expect(output?[2] as? String == "code_19998")
        #expect(output?[3] as? Bool == false)
        #expect(output?[4] as? String == "code_19999")
    }

    /// A derived value `userInfo` lacks is computed from the payload field `userInfo` holds, not from another
    /// value read out of the message: the details never say `status: 503` next to a `retryable` of status 200.
    @Test func derivedValuesFollowTheFieldsTheDetailsReturn() throws {
        let yaml = """
            name: Sh
            fields: [{name: status, type: Int}]
            cases:
              - {name: a}
            properties:
              - {name: retryable, type: Bool, default: false, values: {a: {rule: "status == 503"}}}
            """
        let spec = try #require(SpecPipeline.compile(bytes: Array(yaml.utf8), path: "Sh.yaml").spec)
        let output = try run(spec, """
            import { errorDetails } from "./Sh.js";
            const e = (message, userInfo) => Object.assign(new Error(message), { code: "a", userInfo });
            print([
                errorDetails(e("m", { status: 503 })),
                errorDetails(e("a(status: 200)", { status: 503 })),
                errorDetails(e("a(status: 503)", undefined)),
                errorDetails(e("a(status: 503)", { status: "x" })),
                errorDetails(e("a(status: 200)", { status: 503, retryable: false })),
            ].map((d) => [d.status, d.retryable]));
            """) as? [[Any]]
        let rows = try #require(output)
        let pairs = rows.map { row in row.map { "\($0)" }.joined(separator: " ") }
        // A wrong-typed status in userInfo is not a status: the message's is used, for both.
        #expect(pairs == ["503 1", "503 1", "503 1", "503 1", "503 0"])
    }

    /// A null in `userInfo` for a non-optional Int or Double property is a number JSON could not carry (the native
    /// side sends nil only for optionals): it is the answer, not a value to compute again. Computed, `retryAfter ?? 60`
    /// took its fallback where Swift had Int.max (an outside runtime QA pass). Enum shape: null, as its `.d.ts` says;
    /// struct shape: the zero value, as for a stored field. A null for an optional stays nil.
    @Test func aHeldNullForANonOptionalNumberIsNotComputedAgain() throws {
        let enumSpec = try #require(compileSpec("""
            name: Hn
            cases:
              - name: a
                payload: [{name: retryAfter, type: Int?}, {name: delay, type: Double?}]
            properties:
              - {name: wait, type: Int, default: 0, values: {a: {rule: "retryAfter ?? 60"}}}
              - {name: seconds, type: Double, default: 0, values: {a: {rule: "delay ?? 1.5"}}}
              - {name: maybe, type: Int?, default: null, values: {a: {field: retryAfter}}}
            """).spec)
        let output = try run(enumSpec, """
            import { errorDetails } from "./Hn.js";
            const message = "a(retryAfter: 9223372036854775807, delay: -inf)";
            const e = (userInfo) => Object.assign(new Error(message), { code: "a", userInfo });
            print([errorDetails(e({ wait: null, seconds: null, maybe: null })), errorDetails(e({ wait: 7, seconds: 2.5, maybe: 7 }))]
                .map((d) => [d.wait, d.seconds, d.maybe]));
            """) as? [[Any]]
        let rows: [String] = try #require(output).map { row in row.map { "\($0)" }.joined(separator: " ") }
        #expect(rows == ["<null> <null> <null>", "7 2.5 7"])
        let structSpec = try #require(compileSpec("""
            name: Hs
            shape: struct
            category: {type: HsKind}
            fields: [{name: retryAfter, type: Int?}]
            cases: [{name: a}]
            properties:
              - {name: wait, type: Int, default: {rule: "retryAfter ?? 60"}}
            """).spec)
        let structOutput = try run(structSpec, """
            import { errorDetails } from "./Hs.js";
            const d = errorDetails(Object.assign(new Error("m"), { code: "a", userInfo: { retryAfter: null, wait: null } }));
            print([d.retryAfter, d.wait]);
            """) as? [Any]
        let structRow: [String] = try #require(structOutput).map { "\($0)" }
        #expect(structRow == ["<null>", "0"])
    }

    /// A list or map payload that the details never read still holds commas and brackets: the scanner steps
    /// over it whole to reach the fields after it (random seed 41 found `status` read as null once a list of
    /// several values stood after it).
    @Test func unreadListsAndMapsDoNotHideTheFieldsAfterThem() throws {
        let yaml = """
            name: Lm
            fields: [{name: status, type: Int}]
            cases:
              - name: a
                payload:
                  - {name: tags, type: "[String]"}
                  - {name: weights, type: "[String: Double]?"}
                  - {name: last, type: Int}
            properties:
              - {name: lastValue, type: Int, default: 0, values: {a: {field: last}}}
            bridge: [status, lastValue]
            """
        let spec = try #require(SpecPipeline.compile(bytes: Array(yaml.utf8), path: "Lm.yaml").spec)
        let output = try run(spec, #"""
            import { errorDetails } from "./Lm.js";
            const e = (message) => Object.assign(new Error(message), { code: "a" });
            print([
                'a(status: 7, tags: ["x", "y, z", "]", "[\\"q"], weights: ["k, 1": 1.5, "]": -0.0], last: 9)',
                'a(status: 7, tags: [], weights: [:], last: 9)',
                'a(status: 7, tags: ["x"], weights: nil, last: 9)',
                'a(status: 7, tags: ["x", "y"], weights: nil, last: 9',
                'a(status: 7, tags: ["x", "y", weights: nil, last: 9)',
            ].map((m) => { const d = errorDetails(e(m)); return [d.status, d.lastValue]; }));
            """#) as? [[Any]]
        let answers = try #require(output)
        let rows = answers.map { row in row.map { $0 is NSNull ? "null" : "\($0)" }.joined(separator: " ") }
        #expect(rows == ["7 9", "7 9", "7 9", "null null", "null null"])
    }
}
