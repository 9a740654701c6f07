import Testing
@testable import ErrorgenCore

@Suite struct RuleTypeCheckerTests {
    static let fields: [String: ValueType] = [
        "status": ValueType(.int), "httpStatus": ValueType(.int, optional: true), "code": ValueType(.string, optional: true),
        "message": ValueType(.string), "ratio": ValueType(.double), "score": ValueType(.double, optional: true),
        "flag": ValueType(.bool), "maybe": ValueType(.bool, optional: true),
    ]
    static let bool = ValueType(.bool)

    /// (offset of the error's column in the rule, message) for each diagnostic.
    func check(_ rule: String, expected: ValueType = bool, fields: [String: ValueType] = fields) throws -> [(Int, String)] {
        let e = try #require(RuleTestSupport.parse(rule), "'\(rule)' did not parse")
        return RuleTypeChecker.check(e, fields: fields, expected: expected).map {
            (($0.location?.column ?? -100) - RuleTestSupport.start.column, $0.message)
        }
    }

    func accepts(_ rule: String, expected: ValueType = bool) throws {
        let problems = try check(rule, expected: expected)
        #expect(problems.isEmpty, "'\(rule)': \(problems)")
    }

    func rejects(_ rule: String, expected: ValueType = bool, _ message: String, at offset: Int) throws {
        let problems = try check(rule, expected: expected)
        #expect(problems.count == 1, "'\(rule)': \(problems)")
        #expect(problems.first?.1 == message, "'\(rule)'")
        #expect(problems.first?.0 == offset, "'\(rule)': \(problems)")
    }

    @Test func coalescingGivesTheFieldsTypeWithoutNil() throws {
        try accepts("httpStatus ?? 0 >= 500")
        try accepts("maybe ?? false")
        try accepts("(score ?? 1) > 0.5 and code ?? \"none\" == \"x\"")
        try accepts("score ?? 60", expected: ValueType(.double))
        try accepts("httpStatus ?? status", expected: ValueType(.int))
        try accepts("httpStatus ?? httpStatus", expected: ValueType(.int, optional: true))
        try rejects("httpStatus ?? httpStatus", expected: ValueType(.int), "the rule gives Int?, but the value must be Int", at: 0)
        try rejects("status ?? 0 > 3", "'status' is Int, never nil, so '??' has nothing to replace; remove '?? ...'", at: 10)
        try rejects("code ?? 5 == 5", "'??' gives 5 (Int) where 'code' (String?) is nil; give a value of type String", at: 8)
        try rejects("httpStatus ?? 2.5 > 1", "'??' gives 2.5 (Double) where 'httpStatus' (Int?) is nil; give a value of type Int", at: 14)
        try rejects("code ?? null == \"x\"", "'??' needs the value to use when 'code' is nil, not null", at: 8)
    }

    @Test func acceptsWellTypedRules() throws {
        try accepts("status in 500...599 or status == 408")
        try accepts("httpStatus in 500...599 or httpStatus == 408")
        try accepts("code == \"rate_limited\"")
        try accepts("code != null and not (code in [\"a\", \"b\"])")
        try accepts("null == code")
        try accepts("ratio < 1 and status > 2.5 and score >= status and httpStatus <= score")
        try accepts("ratio in [1, 2.5, 3...4]")
        try accepts("status in [1.5, 2]")
        try accepts("flag and not flag or (flag == (status > 3))")
        try accepts("maybe == true or maybe == null")
        try accepts("flag == maybe")
        try accepts("true")
        try accepts("flag")
    }

    @Test func valueRulesMustFitTheExpectedType() throws {
        try accepts("httpStatus", expected: ValueType(.int, optional: true))
        try accepts("status", expected: ValueType(.int, optional: true))
        try accepts("status", expected: ValueType(.int))
        try accepts("3", expected: ValueType(.double))
        try accepts("null", expected: ValueType(.string, optional: true))
        try accepts("\"x\"", expected: ValueType(.string))
        try rejects("httpStatus", expected: ValueType(.int), "the rule gives Int?, but the value must be Int", at: 0)
        try rejects("status", expected: ValueType(.double), "the rule gives Int, but the value must be Double; declare the field 'status' Double: a field is not converted to another type", at: 0)
        try rejects("1.5", expected: ValueType(.int), "the rule gives Double, but the value must be Int", at: 0)
        try rejects("null", expected: ValueType(.int),
                    "the rule gives null, but the value must be Int, which is not optional", at: 0)
        try rejects("status == 1", expected: ValueType(.string), "the rule gives Bool, but the value must be String", at: 0)
        try rejects("maybe", "the rule gives Bool?, but the value must be Bool (compare it, for example '... == true')", at: 0)
        try rejects("code", "the rule gives String?, but the value must be Bool", at: 0)
    }

    @Test func unknownFields() throws {
        try rejects("stauts == 1",
                    "unknown field 'stauts' (did you mean 'status'?); fields here: code, flag, httpStatus, maybe, message, ratio, score, status",
                    at: 0)
        try rejects("flag or zzz",
                    "unknown field 'zzz'; fields here: code, flag, httpStatus, maybe, message, ratio, score, status", at: 8)
        try rejects("code == nil",
                    "unknown field 'nil' (write null for a missing value); fields here: code, flag, httpStatus, maybe, message, ratio, score, status",
                    at: 8)
        let none = try check("x == 1", fields: [:])
        #expect(none.map(\.1) == ["unknown field 'x'; there are no fields here"])
        // Every unknown field is reported, each at its own position; no follow-on errors.
        let two = try check("a == 1 or b > 2", fields: ["status": ValueType(.int)])
        #expect(two.map(\.0) == [0, 10])
    }

    @Test func logicNeedsNonOptionalBool() throws {
        try rejects("status and flag", "'and' needs a Bool, but 'status' is Int", at: 0)
        try rejects("flag or code", "'or' needs a Bool, but 'code' is String?", at: 8)
        try rejects("maybe and flag",
                    "'and' needs a non-optional Bool, but 'maybe' is Bool?; compare it, for example '... == true'", at: 0)
        try rejects("not maybe",
                    "'not' needs a non-optional Bool, but 'maybe' is Bool?; compare it, for example '... == true'", at: 4)
        try rejects("flag or null", "'or' needs true or false, not null", at: 8)
        try rejects("not code == \"x\"",
                    "'not' needs a Bool, but 'code' is String? ('not' applies to the operand right after it; to negate a comparison write 'not (a == b)')",
                    at: 4)
    }

    @Test func comparisons() throws {
        try rejects("code == 1", "cannot compare 'code' (String?) with 1 (Int)", at: 8)
        try rejects("flag == status", "cannot compare 'flag' (Bool) with 'status' (Int)", at: 8)
        try rejects("message < \"b\"", "'<' needs numbers (Int or Double), but 'message' is String", at: 0)
        try rejects("3 >= flag", "'>=' needs numbers (Int or Double), but 'flag' is Bool", at: 5)
        try rejects("(status > 1) > 0", "'>' needs numbers (Int or Double), but the expression is Bool", at: 1)
        try rejects("httpStatus > null", "'null' can only be compared with '==' or '!='", at: 13)
        try rejects("status == null",
                    "'status' is Int, which is never null; only optional values can be compared with null", at: 10)
        try rejects("null != \"a\"", "\"a\" is String, which is never null; only optional values can be compared with null",
                    at: 0)
        try rejects("null == null", "comparing null with null; compare an optional field with null", at: 8)
    }

    /// A problem with one element of the list is reported at that element, not at the operand on the left.
    @Test func membership() throws {
        try rejects("code in 1...3", "a range needs numbers (Int or Double), but 'code' is String?", at: 8)
        try rejects("code in [\"a\", 2]", "'code' is String?, but the list contains 2 (Int)", at: 14)
        try rejects("status in [1, \"2\"]", "'status' is Int, but the list contains \"2\" (String)", at: 14)
        try rejects("status in [1, true]", "'status' is Int, but the list contains true (Bool)", at: 14)
        try rejects("flag in [true]", "'in' needs an Int, Double or String, but 'flag' is Bool", at: 0)
        try rejects("code in [null, \"a\"]", "the list after 'in' cannot contain null; compare with '== null' instead", at: 9)
        try rejects("null in [1]", "'in' needs a value on its left, not null", at: 0)
    }

    @Test func reportsEveryProblem() throws {
        let problems = try check("code > 1 or zz or status == \"x\"")
        #expect(problems.map(\.0) == [0, 12, 28])
    }
}
