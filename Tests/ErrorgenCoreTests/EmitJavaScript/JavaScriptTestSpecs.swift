@testable import ErrorgenCore

/// Hand-built specs for the JavaScript emitter tests (they do not need the loader).
enum JavaScriptTestSpecs {
    static let here = SourceLocation(file: "Specs/Test.yaml", line: 1, column: 1)

    static func name(_ s: String) -> Name { Name(s, at: here) }
    static func field(_ s: String, _ type: ValueType, doc: String? = nil) -> Field { Field(name: name(s), type: type, doc: doc) }
    static func code(_ s: String, doc: String? = nil) -> WireCode { WireCode(s, doc: doc, at: here) }
    static func value(_ c: String, _ v: PropertyValue) -> CaseValue { CaseValue(caseName: name(c), value: v) }
    static func constant(_ l: Literal) -> PropertyValue { .constant(l, here) }
    static func member(_ s: String) -> BridgeField { BridgeField(name: name(s), source: .member(s)) }

    /// An enum-shaped spec like PoolError, with a few more payload types.
    static func enumSpec(path: String = "Specs/PoolError.yaml") -> Spec {
        let cases = [
            Case(name: name("invalidAppKey"), when: "The key is malformed.", todo: "Check the key.", codes: [code("invalid_key")]),
            Case(name: name("offline"), when: "No connection."),
            Case(name: name("invalidRequest"), payload: [field("message", ValueType(.string))], codes: [code("invalid_request")]),
            Case(name: name("unsupportedQuery"), payload: [field("message", ValueType(.string))]),
            Case(name: name("rateLimited"), payload: [field("retryAfter", ValueType(.int))],
                 codes: [code("rate_limited"), code("quota_exceeded"), code("plan_limit")]),
            Case(name: name("service"), payload: [field("status", ValueType(.int))], codes: [code("service")]),
            Case(name: name("measured"), payload: [field("ratio", ValueType(.double)), field("note", ValueType(.string, optional: true)),
                                                   field("final", ValueType(.bool)), field("limit", ValueType(.int, optional: true))]),
        ]
        let properties = [
            Property(name: name("retryable"), type: ValueType(.bool), doc: "The same call can work later.",
                     defaultValue: constant(.bool(false)),
                     values: [value("offline", constant(.bool(true))), value("rateLimited", constant(.bool(true))),
                              value("service", .rule(serviceRetryable, source: "status in 500...599 or status == 408"))]),
            Property(name: name("retryAfter"), type: ValueType(.int, optional: true), doc: "Seconds to wait.",
                     defaultValue: constant(.null),
                     values: [value("rateLimited", .field(name("retryAfter"))), value("measured", .field(name("limit")))]),
            Property(name: name("serverCode"), type: ValueType(.string, optional: true), doc: "The service's code.",
                     defaultValue: .primaryCode(here)),
            Property(name: name("ratio"), type: ValueType(.double, optional: true), defaultValue: constant(.null),
                     values: [value("measured", .field(name("ratio")))]),
            Property(name: name("note"), type: ValueType(.string, optional: true), defaultValue: constant(.null),
                     values: [value("measured", .field(name("note"))), value("invalidRequest", .field(name("message")))]),
            Property(name: name("final"), type: ValueType(.bool), defaultValue: constant(.bool(false)),
                     values: [value("measured", .field(name("final")))]),
            Property(name: name("urgent"), type: ValueType(.bool), defaultValue: constant(.bool(false)),
                     values: [value("measured", .rule(.and(.ref("final"), .compare(.greater, .ref("limit"), .lit(.int(5)))),
                                                      source: "final and limit > 5"))]),
        ]
        let bridge = Bridge(fields: [
            BridgeField(name: name("code"), source: .caseName), BridgeField(name: name("message"), source: .description),
            member("retryable"), member("retryAfter"), member("serverCode"), member("ratio"), member("note"), member("final"),
            member("urgent"),
        ])
        return Spec(path: path, name: name("PoolError"), summary: "Every failure is a PoolError case.", shape: .enumeration,
                    cases: cases, properties: properties, bridge: bridge)
    }

    /// A struct-shaped spec like JanuaryError.
    static func structSpec() -> Spec {
        let cases = [
            Case(name: name("authentication"), codes: [code("token_expired"), code("invalid_client_token")]),
            Case(name: name("validation"), codes: [code("conflict")]),
            Case(name: name("rateLimited"), codes: [code("rate_limited"), code("credit_limit_exceeded")]),
            Case(name: name("timeout")),
            Case(name: name("server")),
        ]
        let fields = [
            field("code", ValueType(.string, optional: true), doc: "The API's error code."),
            field("message", ValueType(.string), doc: "A developer-facing description"),
            field("httpStatus", ValueType(.int, optional: true)),
            field("ratio", ValueType(.double)),
            field("flag", ValueType(.bool)),
            field("count", ValueType(.int)),
        ]
        let properties = [
            Property(name: name("retryable"), type: ValueType(.bool), defaultValue: constant(.bool(false)),
                     values: [value("timeout", constant(.bool(true))), value("server", constant(.bool(true))),
                              value("rateLimited", .rule(.compare(.equal, .ref("code"), .lit(.string("rate_limited"))),
                                                        source: "code == \"rate_limited\""))]),
            Property(name: name("primary"), type: ValueType(.string, optional: true), defaultValue: .primaryCode(here)),
        ]
        let bridge = Bridge(fields: [
            BridgeField(name: name("category"), source: .caseName), member("code"), member("message"), member("httpStatus"),
            member("ratio"), member("flag"), member("count"), member("retryable"), member("primary"),
        ])
        var spec = Spec(path: "Specs/JanuaryError.yaml", name: name("JanuaryError"), summary: "SDK calls throw `JanuaryError`.",
                        shape: .structure(categoryType: name("ErrorCategory"), categoryProperty: name("category")),
                        cases: cases, fields: fields, properties: properties, bridge: bridge,
                        categoryDoc: "`ErrorCategory` for your control flow")
        spec.openCodeField = name("code")
        return spec
    }
}

extension JavaScriptTestSpecs {
    /// `status in 500...599 or status == 408`
    static let serviceRetryable = Expression.or(.membership(.ref("status"), [.range(500, 599)]),
                                                .compare(.equal, .ref("status"), .lit(.int(408))))
}

extension Expression {
    static func ref(_ name: String) -> Expression { .field(name, JavaScriptTestSpecs.here) }
    static func lit(_ literal: Literal) -> Expression { .literal(literal, JavaScriptTestSpecs.here) }
}
