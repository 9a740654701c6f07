import Testing
@testable import ErrorgenCore

/// Specs larger than one switch should hold: the inbound code step becomes a chain of private functions
/// and an enum's `==` is written out (issue 16, compile time). Checked as text, then built and run: the
/// chunked shape must behave exactly like the single switch and the synthesized `==`.
@Suite(.serialized) struct SwiftEmitterChunkTests {
    typealias F = SwiftEmitterFixtures

    /// 600 cases: 300 with codes (two chunks of inbound arms), payloads on three in four.
    static let large = F.large(cases: 600)

    /// What the single switch answers for the inbound calls of `chunkedShapeBehavesLikeOneSwitch` (Kotlin's
    /// chunked `from(...)` must answer the same: `KotlinInboundChunkTests`).
    static let inboundAnswers = """
        code_0: case0
        alias_590: case590(status: 200)
        code_598: case598(status: 200)
        code_514: case514(status: 503)
        code_513 is not a code: case0
        unknown, 503: case2(status: 503)
        nil, 410: case0
        nil, 200: case598(status: 200)

        """

    @Test func largeSpecsChunkTheInboundStepAndWriteEquality() {
        let source = SwiftEmitter.source(Self.large)
        #expect(source.contains("        if let found = Self._inboundServerCode0(\n            serverCode: serverCode,\n"))
        #expect(source.contains("    private static func _inboundServerCode1(\n"))
        #expect(!source.contains("_inboundServerCode2("))
        #expect(source.contains("            return Self._inboundServerCode1(\n"))
        #expect(source.contains("        case \"code_0\"?, \"alias_0\"?:\n            return .case0\n"))
        // 450 payload cases: `==` is a chain of two functions of at most 256 arms.
        #expect(source.contains("    public static func == (lhs: LargeError, rhs: LargeError) -> Bool { _samePayloads0(lhs, rhs) }\n\n"
                                + "    private static func _samePayloads0(_ lhs: LargeError, _ rhs: LargeError) -> Bool {\n"
                                + "        switch (lhs, rhs) {\n        case (.case1(let l0), .case1(let r0)): return Self._sameText(l0, r0)\n"))
        #expect(source.contains("        case (.case3(let l0, let l1), .case3(let r0, let r1)): return l0 == r0 && l1 == r1\n"))
        #expect(source.contains("        default: return _samePayloads1(lhs, rhs)\n"))
        #expect(source.contains("        default: return lhs.caseName == rhs.caseName\n"))
        #expect(!source.contains("_samePayloads2"))
        let small = SwiftEmitter.source(F.pool())
        #expect(!small.contains("_inbound"))
        // A small enum gets one `switch` for `==` (its String payloads compare byte for byte), no chain.
        #expect(small.contains("    public static func == (lhs: PoolError, rhs: PoolError) -> Bool {\n        switch (lhs, rhs) {\n"))
        #expect(!small.contains("_samePayloads"))
    }

    /// Every line prints `label: value`; the expected values are what the single switch and the
    /// synthesized `==` give.
    @Test func chunkedShapeBehavesLikeOneSwitch() throws {
        let main = #"""
        func show(_ label: String, _ value: Any) { print("\(label): \(value)") }
        func answer(_ code: String?, _ status: Int) -> LargeError {
            LargeError(serverCode: code, status: status, message: nil, ratio: nil, flag: nil)
        }
        show("code_0", answer("code_0", 200))
        show("alias_590", answer("alias_590", 200))
        show("code_598", answer("code_598", 200))
        show("code_514", answer("code_514", 503))
        show("code_513 is not a code", answer("code_513", 404))
        show("unknown, 503", answer("nope", 503))
        show("nil, 410", answer(nil, 410))
        show("nil, 200", answer(nil, 200))
        show("case1 a == a", LargeError.case1(message: "a") == .case1(message: "a"))
        show("case1 a == b", LargeError.case1(message: "a") == .case1(message: "b"))
        show("case1 == case5", LargeError.case1(message: "a") == .case5(message: "a"))
        show("case0 == case0", LargeError.case0 == .case0)
        show("case0 == case4", LargeError.case0 == .case4)
        show("case0 == case1", LargeError.case0 == .case1(message: ""))
        show("case599 same", LargeError.case599(ratio: nil, flag: true) == .case599(ratio: nil, flag: true))
        show("case599 flag", LargeError.case599(ratio: 0.5, flag: true) == .case599(ratio: 0.5, flag: false))
        show("case599 nan", LargeError.case599(ratio: .nan, flag: nil) == .case599(ratio: .nan, flag: nil))
        show("case598 status", LargeError.case598(status: 1) == .case598(status: 1))
        """#
        let expected = Self.inboundAnswers + """
        case1 a == a: true
        case1 a == b: false
        case1 == case5: false
        case0 == case0: true
        case0 == case4: false
        case0 == case1: false
        case599 same: true
        case599 flag: false
        case599 nan: false
        case598 status: true

        """
        let run = try SwiftCompilerHarness.buildAndRun(["LargeError.swift": SwiftEmitter.source(Self.large), "main.swift": main])
        #expect(run.status == 0, "\(run.output.prefix(4_000))")
        #expect(run.output == expected)
    }

    /// The struct shape chunks its code step too: the chain's result is the category.
    @Test func structShapeChunksItsCodeStep() throws {
        var spec = SwiftEmitterVariantTests.januaryByCodeThenStatus()
        for i in 0..<300 { spec.cases.append(Case(name: F.name("extra\(i)"), codes: [F.code("extra_\(i)")])) }
        let source = SwiftEmitter.source(spec)
        #expect(source.contains("        matched = Self._inboundCode0(httpStatus: httpStatus, code: code, message: message)\n"))
        #expect(source.contains("    private static func _inboundCode1(httpStatus: Int, code: String?, message: String?) -> ErrorCategory? {\n"))
        let main = """
        print(JanuaryError(httpStatus: 200, code: "extra_299", message: nil).category)
        print(JanuaryError(httpStatus: 200, code: "conflict", message: nil).category)
        print(JanuaryError(httpStatus: 401, code: "nope", message: nil).category)
        """
        let run = try SwiftCompilerHarness.buildAndRun(["JanuaryError.swift": source, "main.swift": main])
        #expect(run.status == 0, "\(run.output.prefix(4_000))")
        #expect(run.output == "extra299\nvalidation\nauthentication\n")
    }

    /// Above `chunkSize` cases, every per-case member is a chain of private functions (struct shape, with
    /// `LocalizedError`, declared enums and conditional values): built without warnings and run, the chain's
    /// last function answers as the first does.
    @Test func structShapeMembersChainAboveTheChunkSize() throws {
        let extra = (0..<300).map { "  - {name: extra\($0), message: \"Extra \($0) {level}\"}\n" }.joined()
        let yaml = SwiftEnumTypesTests.yaml.replacingOccurrences(of: "cases:\n", with: "cases:\n" + extra)
        let compiled = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "QError.yaml")
        let spec = try #require(compiled.spec, "\(compiled.diagnostics.map(\.description))")
        let swift = try #require(SpecPipeline.emit(spec).first { $0.path == "Swift/QError.swift" }).contents
        for member in ["errorCode: Int { _errorCode0() }", "errorDescription: String? { _errorDescription0() }",
                       "isHigh: Bool { _isHigh0() }"] {
            #expect(swift.contains("    public var " + member + "\n"), "\(member)")
        }
        #expect(swift.contains(" { _pick0() }\n"))
        #expect(swift.contains("    private func _errorCode1() -> Int {\n        switch self.category {\n"))
        let errorCodes = try #require(swift.components(separatedBy: "private func _errorCode1() -> Int {").dropFirst().first)
        let lastCode = try #require(errorCodes.components(separatedBy: "case .extra299: return ").dropFirst().first?.prefix { $0 != "\n" })
        let main = """
            let last = QError(category: .extra299, code: nil, level: .low)
            precondition(last.errorDescription == "Extra 299 lo" && last.pick == .low && !last.isHigh)
            precondition(last.errorCode == \(lastCode))
            let coded = QError(category: .a, code: "x1", level: .low)
            precondition(coded.usual == .high && coded.pick == .low && !coded.isHigh && coded.errorDescription == "Level lo, maybe nil")
            print("ok")
            """
        let run = try SwiftCompilerHarness.buildAndRun(["QError.swift": swift, "main.swift": main])
        #expect(run.status == 0 && run.output == "ok\n", "\(run.output.prefix(4_000))")
        let typecheck = try SwiftCompilerHarness.typecheck(["QError.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output.prefix(4_000))")
    }
}
