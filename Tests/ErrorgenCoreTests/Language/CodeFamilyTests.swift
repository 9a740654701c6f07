import Testing
@testable import ErrorgenCore

/// `inbound.codeFamilies`: a code no case lists goes to the case of the family that holds it (the longest
/// prefix for String codes, the one range for Int codes) before `unknownCode`; an exact code always wins and a
/// nil code matches no family. Swift and Kotlin give the same answers, also when the code step is chunked.
@Suite(.serialized) struct CodeFamilyTests {
    static let prefixSpec = """
    name: Pg
    cases:
      - {name: connection, codes: ["08000", "08P01"], payload: [{name: sqlstate, type: String?}]}
      - {name: connectionClass, payload: [{name: sqlstate, type: String}]}
      - {name: protocolClass, payload: [{name: sqlstate, type: String?}]}
      - {name: rollback, codes: ["40001"]}
      - {name: unknownClass, payload: [{name: sqlstate, type: String}]}
      - {name: down}
      - {name: other}
    inbound:
      parameters:
        - {name: sqlstate, type: String?, role: code}
        - {name: status, type: Int, role: status}
      codeFamilies:
        - {prefix: "08", case: connectionClass, doc: Connection exceptions.}
        - {prefix: "40", case: rollback}
        - {prefix: "08P", case: protocolClass}
      statuses: [{status: 503, case: down}]
      unknownCode: unknownClass
      fallback: other
    """

    /// Calls as (Swift, Kotlin) and the case each gives, as Swift prints it.
    static let prefixCalls: [(swift: String, kotlin: String, gives: String)] = [
        (#"Pg(sqlstate: "08000", status: 200)"#, #"Pg.from(sqlstate = "08000", status = 200L)"#, #"connection(sqlstate: "08000")"#),
        (#"Pg(sqlstate: "08P01", status: 200)"#, #"Pg.from(sqlstate = "08P01", status = 200L)"#, #"connection(sqlstate: "08P01")"#),
        (#"Pg(sqlstate: "08006", status: 200)"#, #"Pg.from(sqlstate = "08006", status = 200L)"#, #"connectionClass(sqlstate: "08006")"#),
        (#"Pg(sqlstate: "08P99", status: 503)"#, #"Pg.from(sqlstate = "08P99", status = 503L)"#, #"protocolClass(sqlstate: "08P99")"#),
        (#"Pg(sqlstate: "08", status: 200)"#, #"Pg.from(sqlstate = "08", status = 200L)"#, #"connectionClass(sqlstate: "08")"#),
        (#"Pg(sqlstate: "40P01", status: 200)"#, #"Pg.from(sqlstate = "40P01", status = 200L)"#, "rollback"),
        (#"Pg(sqlstate: "0", status: 503)"#, #"Pg.from(sqlstate = "0", status = 503L)"#, #"unknownClass(sqlstate: "0")"#),
        (#"Pg(sqlstate: "8\u{301}", status: 200)"#, #"Pg.from(sqlstate = "8\u0301", status = 200L)"#, "unknownClass(sqlstate: \"8\u{301}\")"),
        (#"Pg(sqlstate: "08\u{301}", status: 200)"#, #"Pg.from(sqlstate = "08\u0301", status = 200L)"#, "connectionClass(sqlstate: \"08\u{301}\")"),
        (#"Pg(sqlstate: nil, status: 503)"#, #"Pg.from(sqlstate = null, status = 503L)"#, "down"),
        (#"Pg(sqlstate: nil, status: 200)"#, #"Pg.from(sqlstate = null, status = 200L)"#, "other"),
    ]

    static let rangeSpec = """
    name: Tw
    shape: struct
    codeType: Int
    category: {type: TwKind, codeField: code}
    fields: [{name: code, type: Int}]
    cases:
      - {name: auth, codes: [20003]}
      - {name: rest}
      - {name: delivery}
      - {name: negative}
      - {name: other}
    inbound:
      parameters: [{name: code, type: Int, role: code}]
      codeFamilies:
        - {range: "30000...30999", case: delivery}
        - {range: "20000...20999", case: rest}
        - {range: "-9...-1", case: negative}
      fallback: other
    """

    static let rangeCalls: [(code: Int, gives: String)] = [
        (20003, "auth 20003"), (20000, "rest 20000"), (20999, "rest 20999"), (21000, "other 21000"), (30500, "delivery 30500"),
        (-1, "negative -1"), (-9, "negative -9"), (-10, "other -10"), (0, "other 0"),
    ]

    @Test func thePrefixFamiliesPickTheLongestPrefixInSwiftAndKotlin() throws {
        let spec = try #require(compileSpec(Self.prefixSpec).spec, "\(compileSpec(Self.prefixSpec).diagnostics)")
        #expect(spec.inbound?.codeFamilies.count == 3)
        #expect(spec.inbound?.codeFamiliesInMatchOrder.map(\.caseName.value) == ["protocolClass", "connectionClass", "rollback"])
        try expectSwiftAndKotlinAgree(spec, main: Self.prefixCalls.map { "print(\($0.swift))" },
                            kotlin: Self.prefixCalls.map { "println(\($0.kotlin))" }, gives: Self.prefixCalls.map(\.gives))
    }

    @Test func theRangeFamiliesPickTheirCategoryInSwiftAndKotlin() throws {
        let spec = try #require(compileSpec(Self.rangeSpec).spec, "\(compileSpec(Self.rangeSpec).diagnostics)")
        try expectSwiftAndKotlinAgree(spec, main: Self.rangeCalls.map { "do { let e = Tw(code: \($0.code)); print(e.category, e.code) }" },
                            kotlin: Self.rangeCalls.map { "Tw.from(code = \($0.code)L).let { println(\"${it.category.caseName} ${it.code}\") }" },
                            gives: Self.rangeCalls.map(\.gives))
    }

    /// Above 256 coded cases the code step is a chain of functions; the families are in the last one, so an
    /// exact code of any chunk still wins over them.
    @Test func aChunkedCodeStepTriesTheFamiliesAfterEveryChunk() throws {
        let cases = (0..<300).map { "  - {name: c\($0), codes: [\"k\($0)\"]}" }.joined(separator: "\n")
        let yaml = """
        name: Big
        cases:
        \(cases)
          - {name: family, payload: [{name: code, type: String}]}
          - {name: unknown, payload: [{name: code, type: String}]}
          - {name: none}
        inbound:
          parameters: [{name: code, type: String?, role: code}]
          codeFamilies: [{prefix: k, case: family}]
          unknownCode: unknown
          fallback: none
        """
        let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
        let swift = try #require(SpecPipeline.emit(spec).first { $0.path.hasSuffix(".swift") }).contents
        #expect(swift.contains("private static func _inboundCode1(code: String?) -> Big? {"))
        let calls = [("\"k0\"", "c0"), ("\"k299\"", "c299"), ("\"k300\"", #"family(code: "k300")"#),
                     ("\"x\"", #"unknown(code: "x")"#), ("nil", "none")]
        try expectSwiftAndKotlinAgree(spec, main: calls.map { "print(Big(code: \($0.0)))" },
                            kotlin: calls.map { "println(Big.from(code = \($0.0 == "nil" ? "null" : $0.0)))" }, gives: calls.map(\.1))
    }

    @Test func theDocsListTheFamilies() throws {
        let spec = try #require(compileSpec(Self.prefixSpec).spec)
        let page = try #require(MarkdownEmitter.emit(spec).first).contents
        #expect(page.contains("| `sqlstate` | `String?` | Matched against the wire codes, aliases included, then the code families. "), "\(page)")
        #expect(page.contains("A known `sqlstate` picks the case, a `sqlstate` in a code family below picks the family's case (the "
                              + "longest matching prefix wins), and any other `sqlstate` gives `unknownClass` (a nil `sqlstate` goes on); "
                              + "otherwise, the first row of the status table that contains `status` picks the case; otherwise, the case is `other`."),
                "\(page)")
        #expect(page.contains("| Code family | Case | Note |\n| --- | --- | --- |\n| Starts with `08` | `connectionClass` | Connection exceptions. |\n"
                              + "| Starts with `40` | `rollback` |  |\n| Starts with `08P` | `protocolClass` |  |\n"), "\(page)")
        let rangeSpec = try #require(compileSpec(Self.rangeSpec).spec)
        let structPage = try #require(MarkdownEmitter.emit(rangeSpec).first).contents
        #expect(structPage.contains("A known `code` picks the category and a `code` in a code family below picks the family's category; "
                                    + "otherwise, the category is `other`."), "\(structPage)")
        #expect(structPage.contains("| 30000\u{2013}30999 | `delivery` |\n| 20000\u{2013}20999 | `rest` |\n| -9\u{2013}-1 | `negative` |\n"))
    }

    /// Registries write their ranges in hexadecimal (HTTP/2's `0x0e-0xffffffff`), as codes may be written: the same
    /// family as its decimal spelling; the docs show it as written.
    @Test func aRangeMayBeWrittenInHexadecimal() throws {
        let hex = try #require(compileSpec(Self.rangeSpec.replacingOccurrences(of: "\"30000...30999\"", with: "\"0x7530...0x7917\"")).spec)
        let decimal = try #require(compileSpec(Self.rangeSpec).spec)
        #expect(SwiftEmitter.emit(hex).first?.contents == SwiftEmitter.emit(decimal).first?.contents)
        let decimalPage = try #require(MarkdownEmitter.emit(decimal).first).contents
        #expect(MarkdownEmitter.emit(hex).first?.contents
            == decimalPage.replacingOccurrences(of: "| 30000\u{2013}30999 |", with: "| 0x7530\u{2013}0x7917 |"))
    }

    /// JavaScript has no initializer: the native side maps the answer, so families change none of its output.
    @Test func javaScriptIsTheSameWithAndWithoutFamilies() throws {
        let without = Self.prefixSpec.replacingOccurrences(of: """
          codeFamilies:
            - {prefix: "08", case: connectionClass, doc: Connection exceptions.}
            - {prefix: "40", case: rollback}
            - {prefix: "08P", case: protocolClass}

        """, with: "")
        #expect(without != Self.prefixSpec)
        func js(_ yaml: String) throws -> [String] {
            let spec = try #require(compileSpec(yaml).spec, "\(compileSpec(yaml).diagnostics)")
            return SpecPipeline.emit(spec).filter { $0.path.hasPrefix("JS/") }.map(\.contents)
        }
        let (a, b) = (try js(Self.prefixSpec), try js(without))
        #expect(a.count == 2 && a == b)
    }
}
