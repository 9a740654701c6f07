import Testing
@testable import ErrorgenCore

/// Several inbound initializers (`inbound:` as a list), `unknownCode` (a code given but unknown is not "no
/// code"), and per-code values on enum-shape cases that keep their code in a payload field: Swift, Kotlin and
/// JavaScript give the same answers; the docs say the same.
@Suite(.serialized) struct InboundInitializerTests {
    static let enumSpec = """
    name: Api
    fields:
      - {name: message, type: String?}
    cases:
      - name: rateLimited
        payload: [{name: serverCode, type: String?}]
        codes: [rate_limited, {code: quota_exceeded, values: {retryable: false, docPath: /quota}}]
      - name: strange
        payload: [{name: serverCode, type: String}]
      - {name: down, codes: [down]}
      - name: service
    properties:
      - {name: retryable, type: Bool, default: false, values: {rateLimited: true, down: true}}
      - {name: docPath, type: String, default: /errors}
    inbound:
      - doc: From a response.
        parameters:
          - {name: serverCode, type: String?, role: code}
          - {name: status, type: Int, role: status}
          - {name: message, type: String?}
        statuses: [{status: 503, case: down}]
        unknownCode: strange
        fallback: service
      - doc: From a code alone.
        parameters:
          - {name: serverCode, type: String, role: code}
        unknownCode: strange
    """

    /// Calls as (Swift, Kotlin), and what each gives: case, retryable, docPath.
    static let calls: [(swift: String, kotlin: String, gives: String)] = [
        (#"Api(serverCode: "rate_limited", status: 200, message: nil)"#, #"Api.from(serverCode = "rate_limited", status = 200L, message = null)"#, "rateLimited true /errors"),
        (#"Api(serverCode: "quota_exceeded", status: 503, message: "m")"#, #"Api.from(serverCode = "quota_exceeded", status = 503L, message = "m")"#, "rateLimited false /quota"),
        (#"Api(serverCode: "nope", status: 503, message: nil)"#, #"Api.from(serverCode = "nope", status = 503L, message = null)"#, "strange false /errors"),
        (#"Api(serverCode: nil, status: 503, message: nil)"#, #"Api.from(serverCode = null, status = 503L, message = null)"#, "down true /errors"),
        (#"Api(serverCode: nil, status: 200, message: nil)"#, #"Api.from(serverCode = null, status = 200L, message = null)"#, "service false /errors"),
        (#"Api(serverCode: "quota_exceeded")"#, #"Api.from(serverCode = "quota_exceeded")"#, "rateLimited false /quota"),
        (#"Api(serverCode: "zzz")"#, #"Api.from(serverCode = "zzz")"#, "strange false /errors"),
        (#"Api.rateLimited(message: nil, serverCode: "quota_exceeded")"#, #"Api.rateLimited(message = null, serverCode = "quota_exceeded")"#, "rateLimited false /quota"),
        (#"Api.rateLimited(message: nil, serverCode: nil)"#, #"Api.rateLimited(message = null, serverCode = null)"#, "rateLimited true /errors"),
    ]

    @Test func swiftJavaScriptAndKotlinAgreeCallByCall() throws {
        let spec = try #require(compileSpec(Self.enumSpec).spec)
        let files = SpecPipeline.emit(spec)
        let scratch = ScratchFolder()
        for file in files { scratch.write("gen/" + file.path, file.contents) }
        let typecheck = try ExternalTool.run("swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "gen/Swift/Api.swift"],
                                             in: scratch.path)
        #expect(typecheck.ok, "\(typecheck.errors)")
        scratch.write("main.swift", Self.calls.map { call in
            "do { let e = \(call.swift); print(e.caseName, e.retryable, e.docPath); print(e.description) }"
        }.joined(separator: "\n") + "\n")
        let build = try ExternalTool.run("swiftc", ["-swift-version", "6", "-Onone", "-wmo", "-o", "run", "gen/Swift/Api.swift", "main.swift"],
                                         in: scratch.path)
        try #require(build.ok, "\(build.errors)")
        let run = try ExternalTool.run(scratch.url("run"), [], in: scratch.path)
        let lines = run.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 2 * Self.calls.count, "\(run.output)")
        let answers = stride(from: 0, to: lines.count, by: 2).map { lines[$0] }
        #expect(answers == Self.calls.map(\.gives))
        // The unknown code is kept in the case's field of the code parameter's name.
        #expect(lines[5] == #"strange(message: nil, serverCode: "nope")"#)

        // JavaScript reads the case back from what React Native hands it: the code and Swift's description.
        scratch.write("gen/JS/package.json", #"{"type": "module"}"#)
        let descriptions = stride(from: 1, to: lines.count, by: 2).map { lines[$0] }
        let pairs = zip(answers, descriptions).map { "[\(JSONText.string(String($0.split(separator: " ")[0]))), \(JSONText.string($1))]" }
        scratch.write("check.mjs", """
        import { errorDetails } from "./gen/JS/Api.js";
        for (const [code, message] of [\(pairs.joined(separator: ", "))]) {
            const d = errorDetails(Object.assign(new Error(message), { code }));
            console.log(`${d.code} ${d.retryable} ${d.docPath}`);
        }
        """)
        let node = try ExternalTool.run("node", ["check.mjs"], in: scratch.path)
        #expect(node.output.split(separator: "\n").map(String.init) == Self.calls.map(\.gives), "\(node.errors)")

        guard KotlinRunner.isAvailable else { return }
        scratch.write("Main.kt", "fun main() {\n" + Self.calls.map { call in
            "    \(call.kotlin).let { println(\"${it.caseName} ${it.retryable} ${it.docPath}\") }"
        }.joined(separator: "\n") + "\n}\n")
        let kotlin = try KotlinRunner.compile(["gen/Kotlin/Api.kt", "Main.kt"], jar: "k.jar", in: scratch.path)
        try #require(kotlin.ok, "\(kotlin.log)")
        #expect(KotlinRunner.diagnostics(kotlin, about: "gen/Kotlin").isEmpty, "\(kotlin.diagnostics)")
        let java = try KotlinRunner.run(jar: "k.jar", in: scratch.path)
        #expect(java.output.split(separator: "\n").map(String.init) == Self.calls.map(\.gives), "\(java.errors)")
    }

    @Test func theDocsDescribeEachInitializerAndEachCodesValues() throws {
        let spec = try #require(compileSpec(Self.enumSpec).spec)
        let page = try #require(MarkdownEmitter.emit(spec).first).contents
        #expect(page.contains("`Api(serverCode:status:message:)` takes:"))
        #expect(page.contains("`Api(serverCode:)` takes:"))
        #expect(page.contains("A known `serverCode` picks the case and any other `serverCode` gives `strange` (a nil `serverCode` goes on); "
                              + "otherwise, the first row of the status table that contains `status` picks the case; otherwise, the case is `service`."))
        // The code alone decides: no "otherwise" after an unknown code that is never nil.
        #expect(page.contains("A known `serverCode` picks the case and any other `serverCode` gives `strange`."))
        #expect(page.contains("| `rate_limited` | `rateLimited` |  | yes | `\"/errors\"` |"), "\(page)")
        #expect(page.contains("| `quota_exceeded` | `rateLimited` |  | no | `\"/quota\"` |"), "\(page)")
    }

    @Test func theStructShapeTakesAnUnknownCodeToItsOwnCategory() throws {
        let spec = try #require(compileSpec("""
        name: S
        shape: struct
        category: {type: SKind, codeField: code}
        fields: [{name: code, type: String?}]
        cases:
          - {name: known, codes: [a, b]}
          - {name: unrecognized}
          - {name: none}
        inbound:
          - parameters: [{name: code, type: String?, role: code}]
            unknownCode: unrecognized
            fallback: none
          - parameters: [{name: code, type: String, role: code}, {name: strict, type: Bool}]
            unknownCode: unrecognized
        """).spec)
        let files = SpecPipeline.emit(spec)
        let scratch = ScratchFolder()
        for file in files { scratch.write("gen/" + file.path, file.contents) }
        scratch.write("main.swift", """
        for e in [S(code: "b"), S(code: "zz"), S(code: nil), S(code: "a", strict: true), S(code: "q", strict: false)] {
            print(e.category, e.code ?? "nil")
        }
        """)
        let build = try ExternalTool.run("swiftc", ["-swift-version", "6", "-Onone", "-wmo", "-warnings-as-errors", "-o", "run",
                                                    "gen/Swift/S.swift", "main.swift"], in: scratch.path)
        try #require(build.ok, "\(build.errors)")
        let expected = ["known b", "unrecognized zz", "none nil", "known a", "unrecognized q"]
        let run = try ExternalTool.run(scratch.url("run"), [], in: scratch.path)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)

        guard KotlinRunner.isAvailable else { return }
        scratch.write("Main.kt", """
        fun main() {
            for (e in listOf(S.from(code = "b"), S.from(code = "zz"), S.from(code = null), S.from(code = "a", strict = true), S.from(code = "q", strict = false))) {
                println("${e.category.caseName} ${e.code ?: "nil"}")
            }
        }
        """)
        let kotlin = try KotlinRunner.compile(["gen/Kotlin/S.kt", "Main.kt"], jar: "k.jar", in: scratch.path)
        try #require(kotlin.ok, "\(kotlin.log)")
        #expect(KotlinRunner.diagnostics(kotlin, about: "gen/Kotlin").isEmpty, "\(kotlin.diagnostics)")
        let java = try KotlinRunner.run(jar: "k.jar", in: scratch.path)
        #expect(java.output.split(separator: "\n").map(String.init) == expected, "\(java.errors)")
    }

    @Test func withoutUnknownCodeAnUnknownCodeGoesOnAsNoCodeDoes() throws {
        // The same spec without `unknownCode`: "nope" is no code, so the status table decides (as before).
        let yaml = Self.enumSpec.replacingOccurrences(of: "    unknownCode: strange\n    fallback: service", with: "    fallback: service")
            .replacingOccurrences(of: "  - doc: From a code alone.\n    parameters:\n      - {name: serverCode, type: String, role: code}\n    unknownCode: strange", with: "")
        let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
        #expect(spec.inbounds.count == 1 && spec.inbound?.unknownCode == nil)
        let swift = try #require(SpecPipeline.emit(spec).first { $0.path.hasSuffix(".swift") }).contents
        let run = try SwiftCompilerHarness.buildAndRun(["Api.swift": swift, "main.swift": """
        print(Api(serverCode: "nope", status: 503, message: nil).caseName, Api(serverCode: "nope", status: 200, message: nil).caseName)
        """])
        #expect(run.output == "down service\n", "\(run.output)")
    }

    @Test func perCodeValuesInTheEnumShapeNeedAFieldThatKeepsTheCode() {
        let (_, noField) = compileSpec("""
        name: E
        cases:
          - name: a
            codes: [{code: x, values: {p: 1}}]
        properties:
          - {name: p, type: Int, default: 0}
        inbound:
          parameters: [{name: serverCode, type: String?, role: code}]
          fallback: a
        """)
        expectDiagnostic(noField, exactly: "t.yaml:4:31: error: per-code 'values' need the case to keep the code it came from, and the enum shape keeps no hidden code: give 'a' a payload field 'serverCode' (String or String?), which the inbound initializer fills with the code; otherwise give the case its own 'values'")
        let (_, wrongType) = compileSpec("""
        name: E
        cases:
          - name: a
            payload: [{name: serverCode, type: Int?}]
            codes: [{code: x, values: {p: 1}}]
        properties:
          - {name: p, type: Int, default: 0}
        inbound:
          parameters: [{name: serverCode, type: String?, role: code}]
          fallback: a
        """)
        expectDiagnostic(wrongType, exactly: "t.yaml:5:31: error: per-code 'values' read 'a's field 'serverCode', which is Int?; to keep a code it must be String or String?")
    }
}
