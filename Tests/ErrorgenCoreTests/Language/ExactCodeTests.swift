import Testing
@testable import ErrorgenCore

/// A String code matches byte for byte in every language. Swift's `==` is Unicode canonical equivalence, Kotlin's
/// and JavaScript's compare code units: a decomposed "é" or a Kelvin sign for "K" must not match a code in Swift
/// when it does not in Kotlin (and JavaScript, which compares with `===`). The code families still see such text,
/// and so do the unknown-code arm and the fallback. Codes holding a character Unicode treats as ASCII are refused.
@Suite(.serialized) struct ExactCodeTests {
    static func spec(extraCases: Int = 0, shape: String = "") -> String {
        let extra = (0..<extraCases).map { "  - {name: c\($0), codes: [\"k\($0)\"]}" }.joined(separator: "\n")
        return """
        name: Ex
        \(shape)
        cases:
        \(extra)
          - {name: ask, codes: [ASK]}
          - {name: acute, codes: ["\\u00E9", "x\\u00E9"]}
          - {name: family}
          - {name: unknown}
          - {name: none}
        inbound:
          parameters: [{name: code, type: String?, role: code}]
          codeFamilies: [{prefix: "f", case: family}]
          unknownCode: unknown
          fallback: none
        """
    }

    /// (Swift argument, Kotlin argument, the case).
    static let calls: [(swift: String, kotlin: String, gives: String)] = [
        (#""ASK""#, #""ASK""#, "ask"),
        (#""AS\u{212A}""#, #""AS\u212A""#, "unknown"),
        (#""\u{E9}""#, #""\u00E9""#, "acute"),
        (#""x\u{E9}""#, #""x\u00E9""#, "acute"),
        (#""e\u{301}""#, #""e\u0301""#, "unknown"),
        (#""xe\u{301}""#, #""xe\u0301""#, "unknown"),
        (#""f\u{212A}""#, #""f\u212A""#, "family"),
        (#""fe\u{301}""#, #""fe\u0301""#, "family"),
        ("nil", "null", "none"),
    ]

    @Test(arguments: [0, 300]) func aCodeMatchesByteForByteInSwiftAndKotlin(extraCases: Int) throws {
        let yaml = Self.spec(extraCases: extraCases)
        let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
        let swift = try #require(SpecPipeline.emit(spec).first { $0.path.hasSuffix(".swift") }).contents
        #expect(swift.contains("private static func codeComparesBytes(_ code: String?, _ spelled: [String] = []) -> Bool {"))
        #expect(swift.contains(#"Self.codeComparesBytes(code, ["é", "xé"])"#))
        if extraCases > 0 { #expect(swift.contains("private static func _inboundCode1(code: String?) -> Ex? {")) }
        try expectSwiftAndKotlinAgree(spec, main: Self.calls.map { "print(Ex(code: \($0.swift)))" },
                                      kotlin: Self.calls.map { "println(Ex.from(code = \($0.kotlin)))" },
                                      gives: Self.calls.map(\.gives))
    }

    @Test func theStructShapeMatchesByteForByteToo() throws {
        let yaml = Self.spec(shape: "shape: struct\ncategory: {type: ExKind, codeField: code}\nfields: [{name: code, type: String?}]")
        let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
        try expectSwiftAndKotlinAgree(spec, main: Self.calls.map { "print(Ex(code: \($0.swift)).category)" },
                                      kotlin: Self.calls.map { "println(Ex.from(code = \($0.kotlin)).category.caseName)" },
                                      gives: Self.calls.map(\.gives))
    }

    /// A declared enum's value is the listed one only for its exact spelling, and two values are equal only when
    /// their spellings are the same bytes.
    @Test func aDeclaredEnumReadsAndComparesSpellingsByteForByte() throws {
        let yaml = """
        name: En
        enums:
          - name: Tone
            values: [{name: ask, wire: ASK}, {name: acute, wire: "\\u00E9"}]
        cases:
          - {name: a, payload: [{name: tone, type: Tone}]}
        """
        let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
        let main = [
            #"print(En.Tone(rawValue: "ASK") == .ask, En.Tone(rawValue: "AS\u{212A}") == .ask, En.Tone(rawValue: "AS\u{212A}"))"#,
            #"print(En.Tone(rawValue: "\u{E9}") == .acute, En.Tone(rawValue: "e\u{301}") == .acute)"#,
            #"print(En.Tone.unknown("e\u{301}") == .unknown("\u{E9}"), En.Tone.unknown("x") == .unknown("x"))"#,
        ]
        let run = try SwiftCompilerHarness.buildAndRun(["En.swift": SwiftEmitter.emit(spec)[0].contents,
                                                        "main.swift": main.joined(separator: "\n") + "\n"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "true false AS\u{212A}\ntrue false\nfalse true\n")
    }

    /// Rules compare text byte for byte: `==`, `in [...]`, an element of a list, a key of a map.
    @Test func rulesCompareTextByteForByteInSwiftAndKotlin() throws {
        let yaml = """
        name: Rx
        cases:
          - name: a
            payload:
              - {name: reason, type: String?}
              - {name: label, type: String}
              - {name: tags, type: "[String]"}
              - {name: extra, type: "[String: Int]?"}
        properties:
          - name: hit
            type: Bool
            default: false
            values:
              a: {rule: 'reason == "ASK" or reason in ["\u{E9}", "x"] or label in tags or label in extra or label != "\u{E9}x"'}
        """
        let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
        // (reason, label, tags, extra) in Swift and in Kotlin, and whether the rule holds.
        let calls: [(swift: String, kotlin: String, gives: String)] = [
            (#"reason: "ASK", label: "\u{E9}x", tags: [], extra: nil"#, #"reason = "ASK", label = "\u00E9x", tags = listOf(), extra = null"#, "true"),
            (#"reason: "AS\u{212A}", label: "\u{E9}x", tags: [], extra: nil"#, #"reason = "AS\u212A", label = "\u00E9x", tags = listOf(), extra = null"#, "false"),
            (#"reason: "\u{E9}", label: "\u{E9}x", tags: [], extra: nil"#, #"reason = "\u00E9", label = "\u00E9x", tags = listOf(), extra = null"#, "true"),
            (#"reason: "e\u{301}", label: "\u{E9}x", tags: [], extra: nil"#, #"reason = "e\u0301", label = "\u00E9x", tags = listOf(), extra = null"#, "false"),
            (#"reason: nil, label: "e\u{301}x", tags: [], extra: nil"#, #"reason = null, label = "e\u0301x", tags = listOf(), extra = null"#, "true"),
            (#"reason: nil, label: "\u{E9}x", tags: ["e\u{301}x"], extra: ["e\u{301}x": 1]"#,
             #"reason = null, label = "\u00E9x", tags = listOf("e\u0301x"), extra = mapOf("e\u0301x" to 1L)"#, "false"),
            (#"reason: nil, label: "\u{E9}x", tags: ["\u{E9}x"], extra: nil"#, #"reason = null, label = "\u00E9x", tags = listOf("\u00E9x"), extra = null"#, "true"),
            (#"reason: nil, label: "\u{E9}x", tags: [], extra: ["\u{E9}x": 1]"#, #"reason = null, label = "\u00E9x", tags = listOf(), extra = mapOf("\u00E9x" to 1L)"#, "true"),
        ]
        try expectSwiftAndKotlinAgree(spec, main: calls.map { "print(Rx.a(\($0.swift)).hit)" },
                                      kotlin: calls.map { "println(Rx.a(\($0.kotlin)).hit)" }, gives: calls.map(\.gives))
    }

    @Test func aCodeWithACharacterUnicodeTreatsAsASCIIIsRefused() {
        let yaml = "name: Ex\ncases:\n  - {name: a, codes: [\"AS\\u212A\", \"ok\"]}\n  - {name: b, codes: [\"x\\u037E\"]}\n"
        let messages = compileSpec(yaml).diagnostics
        #expect(messages == [
            "t.yaml:3:24: error: code 'AS\u{212A}' holds U+212A KELVIN SIGN, which Unicode treats as the same text as 'K': "
                + "Swift would match the code spelled with 'K' to it and Kotlin and JavaScript would not; write 'K'",
            "t.yaml:4:24: error: code 'x\u{37E}' holds U+37E GREEK QUESTION MARK, which Unicode treats as the same text as ';': "
                + "Swift would match the code spelled with ';' to it and Kotlin and JavaScript would not; write ';'",
        ])
        let enumYAML = "name: Ex\nenums:\n  - name: T\n    values: [{name: k, wire: \"\\u1FEF\"}]\ncases:\n  - {name: a, payload: [{name: t, type: T}]}\n"
        #expect(compileSpec(enumYAML).diagnostics.contains { $0.contains("wire spelling '\u{1FEF}' holds U+1FEF GREEK VARIA") })
    }
}
