import Testing
@testable import ErrorgenCore

@Suite struct RuleRendererTests {
    static let types: [String: ValueType] = [
        "status": ValueType(.int), "httpStatus": ValueType(.int, optional: true), "code": ValueType(.string, optional: true),
        "ratio": ValueType(.double), "score": ValueType(.double, optional: true), "a": ValueType(.bool),
        "b": ValueType(.bool), "c": ValueType(.bool), "x": ValueType(.int), "y": ValueType(.int),
        "default": ValueType(.int), "lhs": ValueType(.int, optional: true),
    ]

    func rendered(_ rule: String) throws -> (swift: String, js: String, english: String) {
        let e = try #require(RuleTestSupport.parse(rule), "'\(rule)' did not parse")
        let types = Self.types
        #expect(RuleTypeChecker.check(e, fields: types, expected: RuleShape.type(of: e, fieldType: { types[$0]! })!).isEmpty)
        return (SwiftRuleRenderer.render(e, field: { SwiftLanguage.identifier($0) }, fieldType: { types[$0]! }),
                JavaScriptRuleRenderer.render(e, field: { "v" + JavaScriptLanguage.propertyAccess($0) }, fieldType: { types[$0]! }),
                EnglishRuleRenderer.render(e))
    }

    @Test func specExamples() throws {
        let r = try rendered("status in 500...599 or status == 408")
        #expect(r.swift == "(500...599).contains(status) || status == 408")
        #expect(r.js == "(v.status >= 500 && v.status <= 599) || v.status === 408")
        #expect(r.english == "`status` is a 5xx or 408")
        let o = try rendered("httpStatus in 500...599 or httpStatus == 408")
        #expect(o.swift == "(httpStatus.map { (500...599).contains($0) } ?? false) || httpStatus == 408")
        #expect(o.js == "(v.httpStatus !== null && v.httpStatus >= 500 && v.httpStatus <= 599) || v.httpStatus === 408")
        let c = try rendered("code == \"rate_limited\"")
        #expect(c.swift == "(code.map { $0.utf8.elementsEqual(\"rate_limited\".utf8) } ?? false)")
        #expect(c.js == "v.code === \"rate_limited\"")
        #expect(c.english == "`code` is `rate_limited`")
    }

    @Test(arguments: [
        ("x != 3", "x != 3", "v.x !== 3", "`x` is not 3"),
        ("code == null", "code == nil", "v.code === null", "`code` is not set"),
        ("null != code", "code != nil", "v.code !== null", "`code` is set"),
        ("httpStatus < 3", "(httpStatus.map { $0 < 3 } ?? false)", "(v.httpStatus !== null && v.httpStatus < 3)",
         "`httpStatus` is less than 3"),
        ("3 < httpStatus", "(httpStatus.map { 3 < $0 } ?? false)", "(v.httpStatus !== null && 3 < v.httpStatus)",
         "`httpStatus` is greater than 3"),
        ("status < score", "(score.map { Double(status) < $0 } ?? false)", "(v.score !== null && v.status < v.score)",
         "`status` is less than `score`"),
        ("httpStatus > score", "(httpStatus.flatMap { lhs in score.map { Double(lhs) > $0 } } ?? false)",
         "(v.httpStatus !== null && v.score !== null && v.httpStatus > v.score)", "`httpStatus` is greater than `score`"),
        ("httpStatus >= lhs", "(httpStatus.flatMap { lhs_ in lhs.map { lhs_ >= $0 } } ?? false)",
         "(v.httpStatus !== null && v.lhs !== null && v.httpStatus >= v.lhs)", "`httpStatus` is at least `lhs`"),
        ("status == ratio", "Double(status) == ratio", "v.status === v.ratio", "`status` equals `ratio`"),
        ("httpStatus == score", "httpStatus.map { Double($0) } == score", "v.httpStatus === v.score",
         "`httpStatus` equals `score`"),
        ("ratio <= 2", "ratio <= 2", "v.ratio <= 2", "`ratio` is at most 2"),
        ("ratio < 1e-5", "ratio < 1e-05", "v.ratio < 1e-05", "`ratio` is less than 1e-05"),
        ("x in [1, 2, 5...9]", "[1, 2].contains(x) || (5...9).contains(x)", "([1, 2].includes(v.x) || (v.x >= 5 && v.x <= 9))",
         "`x` is 1, 2 or 5–9"),
        ("httpStatus in [1, 2, 5...9]", "(httpStatus.map { [1, 2].contains($0) || (5...9).contains($0) } ?? false)",
         "(v.httpStatus !== null && ([1, 2].includes(v.httpStatus) || (v.httpStatus >= 5 && v.httpStatus <= 9)))",
         "`httpStatus` is 1, 2 or 5–9"),
        ("code in [\"a\", \"b\", \"c\"]", "(code.map { text in [\"a\", \"b\", \"c\"].contains { $0.utf8.elementsEqual(text.utf8) } } ?? false)",
         "[\"a\", \"b\", \"c\"].includes(v.code)", "`code` is `a`, `b` or `c`"),
        ("status in [1.5, 2]", "[1.5, 2].contains(Double(status))", "[1.5, 2].includes(v.status)", "`status` is 1.5 or 2"),
        ("x in -10...-1", "(-10...(-1)).contains(x)", "(v.x >= -10 && v.x <= -1)", "`x` is -10 to -1"),
        ("httpStatus in 800...899", "(httpStatus.map { (800...899).contains($0) } ?? false)",
         "(v.httpStatus !== null && v.httpStatus >= 800 && v.httpStatus <= 899)", "`httpStatus` is an 8xx"),
        ("x in 400...404", "(400...404).contains(x)", "(v.x >= 400 && v.x <= 404)", "`x` is 400–404"),
        ("x in [4]", "x == 4", "v.x === 4", "`x` is 4"),
        ("not (x in 500...599)", "!(500...599).contains(x)", "!(v.x >= 500 && v.x <= 599)", "`x` is not a 5xx"),
        ("not (x in [1, 2])", "![1, 2].contains(x)", "![1, 2].includes(v.x)", "`x` is neither 1 nor 2"),
        ("not (x in [1, 2, 3])", "![1, 2, 3].contains(x)", "![1, 2, 3].includes(v.x)", "`x` is none of 1, 2 or 3"),
        ("not (a and b)", "!(a && b)", "!(v.a && v.b)", "`a` is false or `b` is false"),
        ("not (a or b)", "!(a || b)", "!(v.a || v.b)", "`a` is false and `b` is false"),
        ("not not a", "!(!a)", "!(!v.a)", "`a` is true"),
        ("a and (b or c)", "a && (b || c)", "v.a && (v.b || v.c)", "`a` is true and (`b` is true or `c` is true)"),
        ("(a and b) or c", "(a && b) || c", "(v.a && v.b) || v.c", "(`a` is true and `b` is true) or `c` is true"),
        ("a or b and c", "a || (b && c)", "v.a || (v.b && v.c)", "`a` is true or (`b` is true and `c` is true)"),
        ("not (a and (x == 1 or y == 2))", "!(a && (x == 1 || y == 2))", "!(v.a && (v.x === 1 || v.y === 2))",
         "`a` is false or (`x` is not 1 and `y` is not 2)"),
        ("x >= 3 and x <= 10", "x >= 3 && x <= 10", "v.x >= 3 && v.x <= 10", "`x` is at least 3 and at most 10"),
        ("(x >= 3 and x <= 10) or x == 0", "(x >= 3 && x <= 10) || x == 0", "(v.x >= 3 && v.x <= 10) || v.x === 0",
         "(`x` is at least 3 and at most 10) or `x` is 0"),
        ("x == 1 or x > 10", "x == 1 || x > 10", "v.x === 1 || v.x > 10", "`x` is 1 or greater than 10"),
        ("x == 1 or y == 2 or x == 3", "x == 1 || y == 2 || x == 3", "v.x === 1 || v.y === 2 || v.x === 3",
         "`x` is 1 or `y` is 2 or `x` is 3"),
        ("code in [\"a\", \"b\"] and a", "(code.map { text in [\"a\", \"b\"].contains { $0.utf8.elementsEqual(text.utf8) } } ?? false) && a",
         "[\"a\", \"b\"].includes(v.code) && v.a", "`code` is either `a` or `b` and `a` is true"),
        ("a == (x > 3)", "a == (x > 3)", "v.a === (v.x > 3)", "`a` equals (`x` is greater than 3)"),
        ("(x > 3) == false", "(x > 3) == false", "(v.x > 3) === false", "`x` is not greater than 3"),
        ("default == 1", "`default` == 1", "v.default === 1", "`default` is 1"),
        ("code == \"\"", "(code.map { $0.utf8.elementsEqual(\"\".utf8) } ?? false)", "v.code === \"\"", "`code` is an empty string"),
        ("code == \"a`b\"", "(code.map { $0.utf8.elementsEqual(\"a`b\".utf8) } ?? false)", "v.code === \"a`b\"", "`code` is ``a`b``"),
        ("code == '\\\"\\\\(x)</script>'", "(code.map { $0.utf8.elementsEqual(\"\\\"\\\\(x)</script>\".utf8) } ?? false)", "v.code === \"\\\"\\\\(x)<\\/script>\"",
         "`code` is `\"\\(x)</script>`"),
        ("true", "true", "true", "true"),
        ("httpStatus", "httpStatus", "v.httpStatus", "`httpStatus`"),
        ("'x'", "\"x\"", "\"x\"", "`x`"),
    ])
    func rendersEachLanguage(rule: String, swift: String, js: String, english: String) throws {
        let r = try rendered(rule)
        #expect(r.swift == swift)
        #expect(r.js == js)
        #expect(r.english == english)
    }

    @Test func longChainsRenderWithoutDeepRecursion() throws {
        let rule = String(repeating: "x == 1 or ", count: 400) + "x == 2"
        let r = try rendered(rule)
        #expect(r.swift.hasPrefix("x == 1 || x == 1"))
        #expect(r.js.hasSuffix("v.x === 1 || v.x === 2"))
        #expect(r.english.hasPrefix("`x` is 1, 1, 1"))
        #expect(r.english.hasSuffix("1 or 2"))
    }
}
