@testable import ErrorgenCore

/// Hand-built specs for the Swift emitter's tests: small versions of the two example designs,
/// a hostile one, and large synthetic ones.
enum SwiftEmitterFixtures {
    static let here = SourceLocation(file: "Specs/Test.yaml", line: 1, column: 1)

    static func name(_ text: String) -> Name { Name(text, at: here) }
    static func field(_ text: String, _ type: String, doc: String? = nil) -> Field {
        Field(name: name(text), type: ValueType(parsing: type)!, doc: doc)
    }
    static func code(_ text: String) -> WireCode { WireCode(text, at: here) }
    static func constant(_ literal: Literal) -> PropertyValue { .constant(literal, here) }
    static func ref(_ field: String) -> Expression { .field(field, here) }
    static func int(_ value: Int) -> Expression { .literal(.int(value), here) }
    static func template(_ parts: [Template.Part]) -> AssignedValue { .template(Template(parts: parts, at: here)) }
    static func bridgeField(_ text: String, _ source: BridgeField.Source? = nil) -> BridgeField {
        BridgeField(name: name(text), source: source ?? .member(text))
    }

    /// PoolError's shape, with fewer cases: codes, an alias, payloads, the three derived properties, inbound by code.
    static func pool(access: AccessLevel = .public) -> Spec {
        let retryRule = Expression.or(.membership(ref("status"), [.range(500, 599)]), .compare(.equal, ref("status"), int(408)))
        return Spec(
            path: "Specs/PoolError.yaml", name: name("PoolError"), summary: "Every failure is a PoolError case.",
            access: access, shape: .enumeration,
            cases: [
                Case(name: name("invalidAppKey"), when: "The key is malformed.", todo: "Check the key.", codes: [code("invalid_key")]),
                Case(name: name("permissionDenied"), when: "The person declined.", todo: "Explain."),
                Case(name: name("invalidRequest"), payload: [field("message", "String")], when: "Bad request.",
                     codes: [code("invalid_request")]),
                Case(name: name("offline"), when: "No connection."),
                Case(name: name("rateLimited"), payload: [field("retryAfter", "Int", doc: "Seconds until it can work.")],
                     codes: [code("rate_limited"), code("quota_exceeded"), code("plan_limit")]),
                Case(name: name("service"), payload: [field("status", "Int")], codes: [code("service")]),
            ],
            properties: [
                Property(name: name("retryable"), type: ValueType(.bool), doc: "The same call can work later.",
                         defaultValue: constant(.bool(false)),
                         values: [CaseValue(caseName: name("offline"), value: constant(.bool(true))),
                                  CaseValue(caseName: name("rateLimited"), value: constant(.bool(true))),
                                  CaseValue(caseName: name("service"), value: .rule(retryRule, source: "status in 500...599 or status == 408"))]),
                Property(name: name("retryAfter"), type: ValueType(.int, optional: true), doc: "Seconds to wait.",
                         defaultValue: constant(.null),
                         values: [CaseValue(caseName: name("rateLimited"), value: .field(name("retryAfter")))]),
                Property(name: name("serverCode"), type: ValueType(.string, optional: true), doc: "The service's code.",
                         defaultValue: .primaryCode(here)),
            ],
            inbound: Inbound(
                parameters: [InboundParameter(field: field("serverCode", "String?"), role: .code),
                             InboundParameter(field: field("status", "Int"), role: .status),
                             InboundParameter(field: field("retryAfter", "Int?"), defaultValue: .literal(.int(30), here)),
                             InboundParameter(field: field("message", "String?"), defaultValue: template([]))],
                precedence: [.code], fallback: name("service"), doc: "Maps the service's answer to a case.", at: here),
            bridge: Bridge(fields: [bridgeField("code", .caseName), bridgeField("message", .description),
                                    bridgeField("retryable"), bridgeField("retryAfter"), bridgeField("serverCode")]))
    }

    /// JanuaryError's shape: a category enum, stored fields, a status table, a rule over a stored field, constructors.
    static func january() -> Spec {
        var spec = Spec(
            path: "Specs/JanuaryError.yaml", name: name("JanuaryError"), summary: "SDK calls throw `JanuaryError`.",
            discussion: "Branch on `category`.", shape: .structure(categoryType: name("ErrorCategory"), categoryProperty: name("category")),
            cases: [
                Case(name: name("authentication"), when: "The token is bad.",
                     codes: [code("token_expired"), code("client_token_provider_failed")]),
                Case(name: name("validation"), when: "The request is invalid.", codes: [code("conflict")]),
                Case(name: name("rateLimited"), codes: [code("rate_limited"), code("request_limit_exceeded")]),
                Case(name: name("server")),
                Case(name: name("decoding")),
            ],
            fields: [field("code", "String?", doc: "The API's error code"), field("message", "String", doc: "A description"),
                     field("httpStatus", "Int?"), field("requestID", "String?", doc: "Always `nil`")],
            properties: [
                Property(name: name("retryable"), type: ValueType(.bool), doc: "Whether a retry can work.",
                         defaultValue: constant(.bool(false)),
                         values: [CaseValue(caseName: name("server"), value: constant(.bool(true))),
                                  CaseValue(caseName: name("rateLimited"),
                                            value: .rule(.compare(.equal, ref("code"), .literal(.string("rate_limited"), here)),
                                                         source: "code == \"rate_limited\""))]),
            ],
            inbound: Inbound(
                parameters: [InboundParameter(field: field("httpStatus", "Int"), role: .status),
                             InboundParameter(field: field("code", "String?")),
                             InboundParameter(field: field("message", "String?"),
                                              defaultValue: template([.text("HTTP status "), .parameter("httpStatus", here), .text(".")]))],
                precedence: [.status],
                statuses: [StatusRow(statuses: [.value(.int(400)), .value(.int(422))], caseName: name("validation"), at: here),
                           StatusRow(statuses: [.value(.int(401))], caseName: name("authentication"), at: here),
                           StatusRow(statuses: [.value(.int(429))], caseName: name("rateLimited"), at: here),
                           StatusRow(statuses: [.range(500, 599)], caseName: name("server"), at: here),
                           StatusRow(statuses: [.range(400, 499)], caseName: name("validation"), at: here)],
                fallback: name("server"), at: here),
            constructors: [
                Constructor(name: name("tokenProviderFailed"), parameters: [field("message", "String")],
                            caseName: name("authentication"),
                            assignments: [Assignment(target: name("code"), value: template([.text("client_token_provider_failed")])),
                                          Assignment(target: name("message"), value: template([.parameter("message", here)]))]),
                Constructor(name: name("tokenProviderExhausted"), parameters: [field("attempts", "Int")],
                            caseName: name("authentication"),
                            assignments: [Assignment(target: name("message"),
                                                     value: template([.text("Failed after "), .parameter("attempts", here),
                                                                      .text(" attempts.")]))]),
                Constructor(name: name("unreadableResponse"), caseName: name("decoding"),
                            assignments: [Assignment(target: name("message"), value: template([.text("Unreadable.")]))]),
            ],
            bridge: Bridge(fields: [bridgeField("category", .caseName), bridgeField("code"), bridgeField("message"),
                                    bridgeField("httpStatus"), bridgeField("retryable")]),
            categoryDoc: "`ErrorCategory` for your control flow")
        spec.openCodeField = name("code")
        return spec
    }
}
