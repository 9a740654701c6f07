@testable import ErrorgenCore

extension SwiftEmitterFixtures {
    /// Text that tries to break out of comments, string literals and interpolations.
    static let hostileText = "ends */ here\n}\nfunc evil() {}\r\n/// \"quoted\" \\ back \\(interpolated) \u{2028}tab\t"

    /// An internal enum-shaped spec whose names are Swift keywords and whose every text is hostile:
    /// docs, codes, the error domain, constants, templates and deprecation messages.
    static func hostile() -> Spec {
        let inText = template([.text("got \"\\("), .parameter("status", here), .text(")\n")])
        return Spec(
            path: "Specs/Hostile \"x\".yaml", name: name("Hostile"), summary: hostileText, discussion: hostileText,
            access: .internal, shape: .enumeration,
            cases: [
                Case(name: name("default"), payload: [field("class", "Int", doc: hostileText)], when: hostileText,
                     todo: hostileText, doc: hostileText, codes: [code("a\"b"), code("c\\d")]),
                Case(name: name("for"), payload: [field("in", "String"), field("is", "Double?")],
                     codes: [WireCode("\\(x)\n", doc: hostileText, at: here)]),
                Case(name: name("plain"), deprecated: "old \"one\"\n\\(x)"),
                Case(name: name("legacy"), deprecated: hostileText, errorCode: 42),
                Case(name: name("optionals"), payload: [field("s", "String?"), field("i", "Int?"), field("b", "Bool?"),
                                                        field("d", "Double")]),
            ],
            properties: [
                Property(name: name("label"), type: ValueType(.string, optional: true), doc: hostileText,
                         defaultValue: constant(.null),
                         values: [CaseValue(caseName: name("plain"), value: constant(.string(hostileText))),
                                  CaseValue(caseName: name("for"), value: .field(name("in")))]),
                Property(name: name("wire"), type: ValueType(.string, optional: true), defaultValue: .primaryCode(here)),
                Property(name: name("ratio"), type: ValueType(.double), defaultValue: constant(.double(0.25)),
                         values: [CaseValue(caseName: name("plain"), value: constant(.double(1e-5))),
                                  CaseValue(caseName: name("optionals"), value: constant(.int(3))),
                                  CaseValue(caseName: name("legacy"), value: constant(.double(-.infinity)))]),
            ],
            inbound: Inbound(
                parameters: [InboundParameter(field: field("code", "String?"), role: .code),
                             InboundParameter(field: field("status", "Int"), role: .status),
                             InboundParameter(field: field("class", "Int?"), defaultValue: .literal(.int(7), here)),
                             InboundParameter(field: field("in", "String?"), defaultValue: inText)],
                precedence: [.status, .code],
                statuses: [StatusRow(statuses: [.value(.int(404))], caseName: name("plain"), at: here),
                           StatusRow(statuses: [.range(500, 599), .value(.int(-1))], caseName: name("default"), at: here)],
                fallback: name("for"), doc: hostileText, at: here),
            constructors: [
                Constructor(name: name("make"), parameters: [field("in", "String", doc: hostileText), field("n", "Int")],
                            caseName: name("for"),
                            assignments: [Assignment(target: name("in"),
                                                     value: template([.text("a\"b "), .parameter("in", here), .text(" \\(n) "),
                                                                      .parameter("n", here), .text("\n")]))],
                            doc: hostileText),
                Constructor(name: name("old"), caseName: name("legacy")),
                Constructor(name: name("extension"), parameters: [field("where", "Double")], caseName: name("optionals"),
                            assignments: [Assignment(target: name("d"), value: .parameter(name("where"))),
                                          Assignment(target: name("s"), value: template([.text("")]))]),
            ],
            bridge: Bridge(fields: [bridgeField("code", .caseName), bridgeField("message", .description),
                                    bridgeField("default", .member("label")), bridgeField("wire"), bridgeField("ratio")]),
            errorDomain: "dom\"ain\\ \\(x)\n")
    }
}
