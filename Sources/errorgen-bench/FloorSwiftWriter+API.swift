/// The floor file's constructors, details struct, `CustomNSError` conformance and React Native rejection,
/// as a person writes them.
extension FloorSwiftWriter {
    static func writeConstructors(_ cases: [SyntheticCase], into out: inout String) {
        let type = SpecYAMLWriter.typeName
        out += "extension \(type) {\n"
        for constructor in SyntheticInbound.constructors(cases) {
            let c = cases[constructor.caseIndex]
            let sets = Dictionary(uniqueKeysWithValues: constructor.sets.map { ($0.field, $0.swift) })
            let arguments = c.payload.map { "\($0.name): \(sets[$0.name] ?? "nil")" }.joined(separator: ", ")
            let value = arguments.isEmpty ? ".\(c.name)" : ".\(c.name)(\(arguments))"
            if constructor.isConstant {
                out += "    public static var \(constructor.name): \(type) { \(value) }\n"
            } else {
                let parameters = constructor.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
                out += "    public static func \(constructor.name)(\(parameters)) -> \(type) { \(value) }\n"
            }
        }
        out += "}\n\n"
    }

    static func writeDetails(into out: inout String) {
        let type = SpecYAMLWriter.typeName
        out += """
            public struct \(type)Details: Codable, Equatable, Sendable {
                public var code: String
                public var message: String
                public var retryable: Bool
                public var retryAfter: Int?
                public var serverCode: String?

                public init(code: String, message: String, retryable: Bool, retryAfter: Int?, serverCode: String?) {
                    self.code = code
                    self.message = message
                    self.retryable = retryable
                    self.retryAfter = retryAfter
                    self.serverCode = serverCode
                }

                // Writes `nil` as `null`, so the JSON object always has the same keys.
                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(code, forKey: .code)
                    try container.encode(message, forKey: .message)
                    try container.encode(retryable, forKey: .retryable)
                    try container.encode(retryAfter, forKey: .retryAfter)
                    try container.encode(serverCode, forKey: .serverCode)
                }
            }

            extension \(type) {
                public var errorDetails: \(type)Details {
                    \(type)Details(code: caseName, message: description, retryable: retryable,
                                   retryAfter: retryAfter, serverCode: serverCode)
                }
            }


            """
    }

    static func writeBridging(_ cases: [SyntheticCase], into out: inout String) {
        let type = SpecYAMLWriter.typeName
        out += "extension \(type): CustomNSError {\n    public static var errorDomain: String { \"\(type)\" }\n\n"
        switchOverSelf("public var errorCode: Int", cases, into: &out) { c in
            (pattern(c, binding: []), String(errorCode(c.name)))
        }
        out += """
                public var errorUserInfo: [String: Any] {
                    let details = errorDetails
                    var info: [String: Any] = ["code": details.code, "message": details.message, "retryable": details.retryable]
                    if let value = details.retryAfter { info["retryAfter"] = value }
                    if let value = details.serverCode { info["serverCode"] = value }
                    return info
                }
            }

            extension \(type) {
                public var reactNativeRejection: (code: String, message: String, error: NSError) {
                    (caseName, reactNativeMessage, NSError(domain: Self.errorDomain, code: errorCode, userInfo: reactNativeUserInfo))
                }

                public var reactNativeMessage: String { description }

                // Every bridge field; nil, and an Int JSON cannot carry exactly, as NSNull.
                public var reactNativeUserInfo: [String: Any] {
                    let details = errorDetails
                    var info: [String: Any] = ["code": details.code, "message": details.message, "retryable": details.retryable]
                    if let value = details.retryAfter, value.magnitude <= 9_007_199_254_740_991 {
                        info["retryAfter"] = value
                    } else {
                        info["retryAfter"] = NSNull()
                    }
                    if let value = details.serverCode { info["serverCode"] = value } else { info["serverCode"] = NSNull() }
                    return info
                }
            }

            """
    }

    /// The `NSError` code errorgen derives from a case name: FNV-1a (32-bit) of its UTF-8 bytes,
    /// the low 31 bits, 0 becoming 1.
    static func errorCode(_ name: String) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let code = Int(hash & 0x7FFF_FFFF)
        return code == 0 ? 1 : code
    }
}
