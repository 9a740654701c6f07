import Testing
@testable import ErrorgenCore

/// Spec variants the example specs do not use: both inbound steps in the struct shape, chunked switches,
/// an empty bridge, optional template parameters, package access. Each is checked as text and compiled.
@Suite(.serialized) struct SwiftEmitterVariantTests {
    typealias F = SwiftEmitterFixtures

    /// JanuaryError with a role-code parameter and `precedence: [code, status]`.
    static func januaryByCodeThenStatus() -> Spec {
        var spec = F.january()
        var inbound = spec.inbound!
        inbound.parameters[1].role = .code
        inbound.precedence = [.code, .status]
        spec.inbound = inbound
        return spec
    }

    @Test func structShapeTriesCodesThenStatuses() throws {
        let source = SwiftEmitter.source(Self.januaryByCodeThenStatus())
        #expect(source.contains("""
                var matched: ErrorCategory?
                switch code {
                case _ where !Self.codeComparesBytes(code):
                    break
                case "token_expired"?, "client_token_provider_failed"?:
                    matched = ErrorCategory.authentication
                case "conflict"?:
                    matched = ErrorCategory.validation
                case "rate_limited"?, "request_limit_exceeded"?:
                    matched = ErrorCategory.rateLimited
                default:
                    break
                }
                if matched == nil {
                    switch httpStatus {
                    case 400, 422:
                        matched = ErrorCategory.validation
        """))
        let run = try SwiftCompilerHarness.typecheck(["JanuaryError.swift": source], extraArguments: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func largeEnumsSwitchInChunks() {
        let spec = F.large(cases: SwiftCaseSwitch.chunkSize + 10)
        let source = SwiftEmitter.source(spec)
        // The member calls a chain of private functions, one switch of at most `chunkSize` arms each.
        #expect(source.contains("    public var caseName: String { _caseName0() }\n\n    private func _caseName0() -> String {\n        switch self {\n"))
        #expect(source.contains("        default: return _caseName1()\n        }\n    }\n\n    private func _caseName1() -> String {\n"))
        #expect(source.contains("        default: fatalError(\"every case returns above\")\n        }\n    }\n"))
        #expect(!source.contains("_caseName2"))
        let chain = source.components(separatedBy: "private func _caseName0")[1].components(separatedBy: "\n\n    ///")[0]
        #expect(chain.components(separatedBy: ": return \"case").count - 1 == spec.cases.count)
        #expect(source.contains("    public var errorCode: Int { _errorCode0() }\n"))
        #expect(source.contains("    public var description: String { _description0() }\n"))
        let small = SwiftEmitter.source(F.pool())
        #expect(!small.contains("fatalError"))
    }

    @Test func emptyBridgeAndPackageAccessCompile() throws {
        var spec = F.pool(access: .package)
        spec.bridge = Bridge(fields: [])
        let source = SwiftEmitter.source(spec)
        #expect(source.contains("    package init() {\n    }\n"))
        #expect(source.contains("        return [:]\n"))
        let run = try SwiftCompilerHarness.typecheck(["PoolError.swift": source],
                                                     extraArguments: ["-warnings-as-errors", "-package-name", "errorgen"])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func optionalTemplateParametersPrintNilOrTheValue() throws {
        var spec = F.january()
        spec.constructors.append(Constructor(
            name: F.name("described"), parameters: [F.field("detail", "String?"), F.field("count", "Int?"), F.field("code", "String?")],
            caseName: F.name("server"),
            assignments: [Assignment(target: F.name("message"),
                                     value: F.template([.text("d="), .parameter("detail", F.here), .text(" n="), .parameter("count", F.here)])),
                          Assignment(target: F.name("code"), value: F.template([.parameter("code", F.here)]))]))
        let source = SwiftEmitter.source(spec)
        #expect(source.contains(#"message: "d=\(detail ?? "nil") n=\(count.map { String(describing: $0) } ?? "nil")","#))
        #expect(source.contains("            code: code,\n"))
        let main = """
        print(JanuaryError.described(detail: nil, count: 3, code: nil).message)
        print(JanuaryError.described(detail: "x", count: nil, code: "c").message)
        print(JanuaryError.described(detail: "x", count: nil, code: "c").code ?? "none")
        """
        let run = try SwiftCompilerHarness.buildAndRun(["JanuaryError.swift": source, "main.swift": main])
        #expect(run.output == "d=nil n=3\nd=x n=nil\nc\n", "\(run.output)")
    }

    @Test func optionalStatusMatchesWithOptionalPatterns() throws {
        var spec = F.hostile()
        spec.inbound!.parameters[1] = InboundParameter(field: F.field("status", "Int?"), role: .status)
        spec.inbound!.parameters[3] = InboundParameter(field: F.field("in", "String?"), defaultValue: F.template([.text("x")]))
        let source = SwiftEmitter.source(spec)
        #expect(source.contains("        case 404?:\n"))
        #expect(source.contains("        case (500...599)?, (-1)?:\n"))
        let main = """
        print(Hostile(code: nil, status: 503, class: nil, in: nil), Hostile(code: nil, status: -1, class: 1, in: nil))
        print(Hostile(code: "a\\"b", status: nil, class: nil, in: nil), Hostile(code: nil, status: nil, class: nil, in: nil))
        """
        let run = try SwiftCompilerHarness.buildAndRun(["Hostile.swift": source, "main.swift": main])
        #expect(run.output == "default(class: 7) default(class: 1)\ndefault(class: 7) for(in: \"x\", is: nil)\n", "\(run.output)")
    }
}
