import Testing
@testable import ErrorgenCore

/// The enum shape, read as text: declaration, docs, switches, description, inbound init, bridge.
@Suite struct SwiftEmitterEnumTests {
    let source = SwiftEmitter.source(SwiftEmitterFixtures.pool())

    @Test func casesInOrderWithLabelsAndDocs() {
        #expect(source.contains("""
        /// Every failure is a PoolError case.
        public enum PoolError: Error, Sendable, Equatable, CustomStringConvertible {
            /// The key is malformed.
            ///
            /// What to do: Check the key.
            case invalidAppKey

        """))
        #expect(source.contains("""
            /// - Parameters:
            ///   - retryAfter: Seconds until it can work.
            case rateLimited(retryAfter: Int)

            case service(status: Int)
        }
        """))
        let order = ["invalidAppKey", "permissionDenied", "invalidRequest(message: String)", "offline",
                     "rateLimited(retryAfter: Int)", "service(status: Int)"]
        let declared = source.split(separator: "\n").filter { $0.hasPrefix("    case ") && !$0.contains(":  ") }
            .map { $0.dropFirst("    case ".count) }.filter { !$0.contains("return") }
        #expect(declared.map(String.init) == order)
    }

    @Test func caseNameAndDescriptionSwitches() {
        #expect(source.contains("""
            public var caseName: String {
                switch self {
                case .invalidAppKey: return "invalidAppKey"
                case .permissionDenied: return "permissionDenied"
                case .invalidRequest: return "invalidRequest"
        """))
        #expect(source.contains("""
                case .invalidRequest(let message): return "invalidRequest(message: \\(Self._errorgenQuoted(message)))"
                case .offline: return "offline"
                case .rateLimited(let retryAfter): return "rateLimited(retryAfter: \\(retryAfter))"
        """))
    }

    @Test func derivedPropertiesBindOnlyWhatTheyRead() {
        #expect(source.contains("""
            /// Seconds to wait.
            public var retryAfter: Int? {
                switch self {
                case .invalidAppKey: return nil
                case .permissionDenied: return nil
                case .invalidRequest: return nil
                case .offline: return nil
                case .rateLimited(let retryAfter): return retryAfter
                case .service: return nil
                }
            }
        """))
        #expect(source.contains("""
                case .invalidAppKey: return "invalid_key"
                case .permissionDenied: return nil
                case .invalidRequest: return "invalid_request"
        """))
        #expect(source.contains("        case .offline: return true\n"))
        #expect(source.contains("        case .service(let status): return "))
    }

    @Test func inboundMatchesCodesAndAliasesThenFallsBack() {
        #expect(source.contains("""
            /// Maps the service's answer to a case.
            public init(serverCode: String?, status: Int, retryAfter: Int?, message: String?) {
                switch serverCode {
                case _ where !Self.codeComparesBytes(serverCode):
                    break
                case "invalid_key"?:
                    self = .invalidAppKey
                    return
                case "invalid_request"?:
                    self = .invalidRequest(message: message ?? "")
                    return
                case "rate_limited"?, "quota_exceeded"?, "plan_limit"?:
                    self = .rateLimited(retryAfter: retryAfter ?? 30)
                    return
                case "service"?:
                    self = .service(status: status)
                    return
                default:
                    break
                }
                self = .service(status: status)
            }
        """))
    }

    @Test func detailsEncodeEveryFieldAndBridgeByName() {
        #expect(source.contains("public struct PoolErrorDetails: Codable, Equatable, Sendable {\n"))
        #expect(source.contains("        try container.encode(self.retryAfter, forKey: .retryAfter)\n"))
        #expect(source.contains("        case retryAfter = \"retryAfter\"\n"))
        #expect(source.contains("        if let value = details.retryAfter { info[\"retryAfter\"] = value }\n"))
        #expect(source.contains("        info[\"message\"] = details.message\n"))
        #expect(source.contains("            message: self.description,\n"))
    }

    @Test func errorCodesAreExplicitOrDerivedFromTheName() {
        var spec = SwiftEmitterFixtures.pool()
        spec.cases[1].errorCode = 77
        let text = SwiftEmitter.source(spec)
        #expect(text.contains("        case .permissionDenied: return 77\n"))
        let derived = Case.derivedErrorCode("invalidAppKey")
        #expect(text.contains("        case .invalidAppKey: return \(derived)\n"))
        // FNV-1a 32-bit reference values: "" -> 0x811C9DC5, "a" -> 0xE40C292C (low 31 bits kept).
        #expect(Case.derivedErrorCode("") == 0x811C_9DC5 & 0x7FFF_FFFF)
        #expect(Case.derivedErrorCode("a") == 0xE40C_292C & 0x7FFF_FFFF)
        #expect(EmitPlan(spec).cases.allSatisfy { $0.errorCode > 0 })
    }

    @Test func deprecatedCasesGetTheAttribute() {
        var spec = SwiftEmitterFixtures.pool()
        spec.cases[1].deprecated = "Use offline."
        spec.cases[5].deprecated = "Gone."
        spec.constructors = [Constructor(name: SwiftEmitterFixtures.name("denied"), caseName: SwiftEmitterFixtures.name("permissionDenied"))]
        let text = SwiftEmitter.source(spec)
        #expect(text.contains("""
            /// What to do: Explain.
            ///
            /// Deprecated: Use offline.
            @available(*, deprecated, message: "Use offline.")
            case permissionDenied
        """))
        #expect(text.contains("""
            @available(*, deprecated, message: "Use offline.")
            public static var denied: PoolError {
                .permissionDenied
            }
        """))
        // `service` is the inbound fallback: the initializer builds it through the builder, which does not warn.
        #expect(text.contains("    /// Deprecated: Gone.\n    @available(*, deprecated, message: \"Gone.\")\n    case service(status: Int)\n"))
        #expect(text.contains("self = _PoolErrorDeprecated<PoolError>.service(status: "), "\(text)")
        #expect(text.contains("extension PoolError: _PoolErrorDeprecatedCases {}"))
    }
}
