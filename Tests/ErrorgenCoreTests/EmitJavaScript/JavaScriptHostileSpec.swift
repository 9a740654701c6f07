@testable import ErrorgenCore

/// A spec whose free text (codes, docs, summary, messages) is as hostile as text can be for JS, JSDoc and TS,
/// and whose names are JS keywords and `__proto__`.
enum JavaScriptHostileSpec {
    static let texts = [
        #"quote " apostrophe ' backtick ` ${interpolation} back\slash \u{41} \x41 \0"#,
        "ends */ a comment /* opens one // line",
        "line\nbreak\r\ncarriage\rreturn \u{2028} \u{2029} tab\t nul\u{0}1 octal\u{0}7 bell\u{7} del\u{7F}",
        "</script><!-- --> emoji \u{1F600} combining e\u{301} bom \u{FEFF}",
        "constructor", "__proto__", "toString", "hasOwnProperty",
    ]

    static func spec() -> Spec {
        typealias S = JavaScriptTestSpecs
        let here = S.here
        let cases = [
            Case(name: S.name("class"), payload: [S.field("default", ValueType(.string)), S.field("new", ValueType(.int, optional: true))],
                 when: texts[1], todo: texts[0], doc: texts[2], deprecated: texts[1],
                 codes: texts.map { WireCode($0, doc: texts[1], at: here) }),
            Case(name: S.name("function"), when: texts[3], codes: [S.code("plain")]),
            Case(name: S.name("__proto__"), when: texts[2]),
        ]
        let properties = [
            Property(name: S.name("constructor"), type: ValueType(.string, optional: true), doc: texts[1],
                     defaultValue: .primaryCode(here)),
            Property(name: S.name("text"), type: ValueType(.string, optional: true), doc: texts[2],
                     defaultValue: S.constant(.string(texts[0])),
                     values: [S.value("class", .field(S.name("default"))), S.value("function", S.constant(.string(texts[3]))),
                              S.value("__proto__", S.constant(.string(texts[2])))]),
            Property(name: S.name("matches"), type: ValueType(.bool), doc: texts[3], defaultValue: S.constant(.bool(false)),
                     values: [S.value("class", .rule(.or(.compare(.equal, .ref("default"), .lit(.string(texts[0]))),
                                                         .membership(.ref("default"), [.value(.string(texts[1])), .value(.string(texts[2]))])),
                                                     source: texts[0]))]),
        ]
        let bridge = Bridge(fields: [
            BridgeField(name: S.name("__proto__"), source: .caseName), BridgeField(name: S.name("delete"), source: .description),
            S.member("constructor"), S.member("text"), S.member("matches"),
        ])
        return Spec(path: "Specs/Hostile */ \"path\".yaml", name: S.name("HostileError"), summary: texts[1], discussion: texts[2],
                    shape: .enumeration, cases: cases, properties: properties, bridge: bridge)
    }
}
