@testable import ErrorgenCore

extension SwiftEmitterFixtures {
    /// An enum-shaped spec with `count` cases cycling through payload kinds (none, String, Int, Double? + Bool?),
    /// codes on every other case and an alias on every tenth, three derived properties (one a rule),
    /// an inbound mapping by code then status, and constructors: a stress test for compile time.
    static func large(cases count: Int) -> Spec {
        var cases: [Case] = []
        var retryable: [CaseValue] = []
        var retryAfter: [CaseValue] = []
        let rule = Expression.or(.membership(ref("status"), [.range(500, 599)]), .compare(.equal, ref("status"), int(408)))
        for i in 0..<count {
            let caseName = "case\(i)"
            let payload: [Field] = switch i % 4 {
            case 1: [field("message", "String")]
            case 2: [field("status", "Int", doc: "The HTTP status.")]
            case 3: [field("ratio", "Double?"), field("flag", "Bool?")]
            default: []
            }
            var codes: [WireCode] = i % 2 == 0 ? [code("code_\(i)")] : []
            if i % 10 == 0 { codes.append(code("alias_\(i)")) }
            cases.append(Case(name: name(caseName), payload: payload, when: "Case \(i) happened.", todo: "Handle case \(i).",
                              codes: codes))
            if i % 4 == 2 {
                retryable.append(CaseValue(caseName: name(caseName), value: .rule(rule, source: "status in 500...599 or status == 408")))
                retryAfter.append(CaseValue(caseName: name(caseName), value: .field(name("status"))))
            } else if i % 3 == 0 {
                retryable.append(CaseValue(caseName: name(caseName), value: constant(.bool(true))))
            }
        }
        let lastStatusCase = "case\(count - 1 - (count + 1) % 4)"
        return Spec(
            path: "Specs/Large.yaml", name: name("LargeError"), summary: "A synthetic error with \(count) cases.",
            shape: .enumeration, cases: cases,
            properties: [
                Property(name: name("retryable"), type: ValueType(.bool), doc: "Whether a retry can work.",
                         defaultValue: constant(.bool(false)), values: retryable),
                Property(name: name("retryAfter"), type: ValueType(.int, optional: true), doc: "Seconds to wait.",
                         defaultValue: constant(.null), values: retryAfter),
                Property(name: name("serverCode"), type: ValueType(.string, optional: true), doc: "The wire code.",
                         defaultValue: .primaryCode(here)),
            ],
            inbound: Inbound(
                parameters: [InboundParameter(field: field("serverCode", "String?"), role: .code),
                             InboundParameter(field: field("status", "Int"), role: .status),
                             InboundParameter(field: field("message", "String?"), defaultValue: template([.text("HTTP "), .parameter("status", here)])),
                             InboundParameter(field: field("ratio", "Double?")),
                             InboundParameter(field: field("flag", "Bool?"))],
                precedence: [.code, .status],
                statuses: [StatusRow(statuses: [.range(500, 599)], caseName: name("case2"), at: here),
                           StatusRow(statuses: [.value(.int(404)), .value(.int(410))], caseName: name("case0"), at: here)],
                fallback: name(lastStatusCase), at: here),
            constructors: [
                Constructor(name: name("makeMessage"), parameters: [field("text", "String"), field("n", "Int")],
                            caseName: name("case1"),
                            assignments: [Assignment(target: name("message"),
                                                     value: template([.text("n="), .parameter("n", here), .text(": "), .parameter("text", here)]))]),
                Constructor(name: name("first"), caseName: name("case0")),
            ],
            bridge: Bridge(fields: [bridgeField("code", .caseName), bridgeField("message", .description),
                                    bridgeField("retryable"), bridgeField("retryAfter"), bridgeField("serverCode")]))
    }
}
