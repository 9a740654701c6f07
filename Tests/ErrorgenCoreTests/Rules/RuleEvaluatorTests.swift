import Testing
@testable import ErrorgenCore

@Suite struct RuleEvaluatorTests {
    func eval(_ rule: String, _ bindings: [String: Literal]) throws -> Literal? {
        let e = try #require(RuleTestSupport.parse(rule), "'\(rule)' did not parse")
        return RuleEvaluator.evaluate(e, bindings: bindings)
    }

    /// Kleene truth tables: nil is unknown (the field is not bound).
    @Test(arguments: [Bool?.some(true), .some(false), nil], [Bool?.some(true), .some(false), nil])
    func kleeneLogic(a: Bool?, b: Bool?) throws {
        let bindings = [("a", a), ("b", b)].reduce(into: [String: Literal]()) { d, p in
            if let v = p.1 { d[p.0] = .bool(v) }
        }
        let and: Bool? = a == false || b == false ? false : (a == true && b == true ? true : nil)
        let or: Bool? = a == true || b == true ? true : (a == false && b == false ? false : nil)
        #expect(try eval("a and b", bindings) == and.map(Literal.bool))
        #expect(try eval("a or b", bindings) == or.map(Literal.bool))
        #expect(try eval("not a", bindings) == a.map { .bool(!$0) })
        #expect(try eval("not not a", bindings) == a.map(Literal.bool))
        #expect(try eval("not (a and b)", bindings) == and.map { .bool(!$0) })
    }

    /// The residual rule the codes table writes for one code: the operands the code decides are left out where they do
    /// not decide the whole, and for every value of the other fields it gives what the whole rule gives.
    @Test func residualLeavesOutWhatTheBindingsDecide() throws {
        let code: [String: Literal] = ["code": .int(50)]
        func residual(_ rule: String) throws -> Expression {
            RuleEvaluator.residual(try #require(RuleTestSupport.parse(rule)), bindings: code)
        }
        let rules = ["code == 262 or a", "a or code == 262", "code == 50 and a", "(code == 262 or a) and (b or code != 50)",
                     "not (code == 262 or a)", "a or b"]
        for rule in rules {
            let whole = try #require(RuleTestSupport.parse(rule))
            let part = try residual(rule)
            for a in [true, false] {
                for b in [true, false] {
                    let all = code.merging(["a": .bool(a), "b": .bool(b)]) { $1 }
                    #expect(RuleEvaluator.evaluate(part, bindings: all) == RuleEvaluator.evaluate(whole, bindings: all), "\(rule)")
                }
            }
        }
        guard case .field("a", _) = try residual("code == 262 or a") else { Issue.record("not 'a'"); return }
        #expect(try RuleShape.terms(of: residual("(code == 262 or a) and (b or code != 50)")).count == 2)
        #expect(try residual("a or b") == RuleTestSupport.parse("a or b"))
    }

    @Test func optionalEqualityFollowsSwift() throws {
        let null: [String: Literal] = ["code": .null]
        #expect(try eval("code == \"x\"", null) == .bool(false))
        #expect(try eval("code != \"x\"", null) == .bool(true))
        #expect(try eval("code == null", null) == .bool(true))
        #expect(try eval("code != null", null) == .bool(false))
        #expect(try eval("null == code", null) == .bool(true))
        #expect(try eval("code == other", ["code": .null, "other": .null]) == .bool(true))
        #expect(try eval("code == other", ["code": .null, "other": .string("a")]) == .bool(false))
        #expect(try eval("code == \"x\"", ["code": .string("x")]) == .bool(true))
        #expect(try eval("code == null", ["code": .string("x")]) == .bool(false))
        #expect(try eval("code == \"x\"", [:]) == nil)
    }

    @Test func orderingAndMembershipWithNullAreFalse() throws {
        let null: [String: Literal] = ["s": .null]
        for rule in ["s < 1", "s <= 1", "s > 1", "s >= 1", "1 < s", "s in 1...5", "s in [1, 2]", "s in [\"a\"]",
                     "s < t"] {
            #expect(try eval(rule, ["s": .null, "t": .int(3)]) == .bool(false), "\(rule)")
        }
        #expect(try eval("not (s >= 0)", null) == .bool(true))
        #expect(try eval("s in 1...5 or s == null", null) == .bool(true))
    }

    @Test func numbersCompareAcrossIntAndDouble() throws {
        #expect(try eval("x == 2", ["x": .double(2.0)]) == .bool(true))
        #expect(try eval("x < 2.5", ["x": .int(2)]) == .bool(true))
        #expect(try eval("x >= 2.5", ["x": .int(2)]) == .bool(false))
        #expect(try eval("x in [1.5, 2]", ["x": .int(2)]) == .bool(true))
        #expect(try eval("x in 1...3", ["x": .double(3.0000001)]) == .bool(false))
        #expect(try eval("x in 1...3", ["x": .double(2.5)]) == .bool(true))
        #expect(try eval("x != 2.5", ["x": .double(.nan)]) == .bool(true))
        #expect(try eval("x >= 0 or x < 0", ["x": .double(.nan)]) == .bool(false))
    }

    @Test func rangesAndLists() throws {
        for (status, expected) in [(499, false), (500, true), (599, true), (600, false), (408, true), (407, false)] {
            #expect(try eval("status in 500...599 or status == 408", ["status": .int(status)]) == .bool(expected))
        }
        #expect(try eval("x in [1, 2, 5...9]", ["x": .int(7)]) == .bool(true))
        #expect(try eval("x in [1, 2, 5...9]", ["x": .int(4)]) == .bool(false))
        #expect(try eval("x in -10...-1", ["x": .int(-1)]) == .bool(true))
        #expect(try eval("c in [\"a\", \"b\"]", ["c": .string("b")]) == .bool(true))
        #expect(try eval("c in [\"a\", \"b\"]", ["c": .string("B")]) == .bool(false))
    }

    @Test func unknownShortCircuitsLikeKleene() throws {
        #expect(try eval("x > 3 and flag", ["flag": .bool(false)]) == .bool(false))
        #expect(try eval("x > 3 or flag", ["flag": .bool(true)]) == .bool(true))
        #expect(try eval("x > 3 or flag", ["flag": .bool(false)]) == nil)
        #expect(try eval("x in [1]", [:]) == nil)
    }

    @Test func valueRulesGiveTheirValue() throws {
        #expect(try eval("retryAfter", ["retryAfter": .int(30)]) == .int(30))
        #expect(try eval("retryAfter", ["retryAfter": .null]) == .null)
        #expect(try eval("'x'", [:]) == .string("x"))
    }

    @Test func illTypedOperandsAreUnknown() throws {
        #expect(try eval("a == 1", ["a": .string("1")]) == nil)
        #expect(try eval("a < 1", ["a": .string("0")]) == nil)
        #expect(try eval("not a", ["a": .int(1)]) == nil)
        #expect(try eval("a in [1]", ["a": .bool(true)]) == nil)
    }

    @Test func longChainsDoNotRecurse() throws {
        let rule = String(repeating: "a or ", count: 800) + "b"
        #expect(try eval(rule, ["a": .bool(false), "b": .bool(true)]) == .bool(true))
    }
}
