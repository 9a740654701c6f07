import Testing
@testable import ErrorgenCore

/// The Swift render (compiled once with swiftc), the JavaScript render (run once with node) and
/// `RuleEvaluator` must agree on every rule for every combination of field values, nulls included.
@Suite struct RuleDifferentialTests {
    static let types: [String: ValueType] = [
        "status": ValueType(.int), "http": ValueType(.int, optional: true), "code": ValueType(.string, optional: true),
        "msg": ValueType(.string), "ratio": ValueType(.double), "score": ValueType(.double, optional: true),
        "flag": ValueType(.bool), "maybe": ValueType(.bool, optional: true),
        "default": ValueType(.int), "class": ValueType(.string, optional: true),
    ]

    /// Values each field type takes in the test (null for optionals).
    static func candidates(_ type: ValueType) -> [Literal] {
        let values: [Literal]
        switch type.base {
        case .int: values = [-10, -1, 0, 1, 2, 3, 407, 408, 409, 499, 500, 501, 599, 600].map(Literal.int)
        case .double:
            values = [-0.5, -0.0, 0.0, 1e-06, 0.999, 1.0, 1.5, 2.0, 2.5, 3.0, 3.0000001, 408.0, 499.5, 500.0].map(Literal.double)
        case .string:
            values = ["", "a", "A", "rate_limited", "x", "\"\\(x)", "é", "🙂", "line\nbreak", "\u{0}"].map(Literal.string)
        case .bool: values = [false, true].map(Literal.bool)
        }
        return type.isOptional ? [.null] + values : values
    }

    static let rules = [
        "status in 500...599 or status == 408", "http in 500...599 or http == 408", "code == \"rate_limited\"",
        "code != \"rate_limited\"", "code == null", "code != null and msg == \"\"", "http < 500", "500 <= http",
        "http >= score", "status < score", "score > ratio", "http == score", "status == ratio", "status in [1.5, 408]",
        "http in [1.5, 408, 500...599]", "ratio in [1, 2...3]", "score in 1...2",
        "code in [\"a\", \"rate_limited\", \"\\\"\\\\(x)\"]", "msg in [\"\", \"é\", 'line\\nbreak']",
        "not (code in [\"a\"])", "not (http in 500...599)", "not (http < 500)", "flag and not flag or maybe == true",
        "maybe == null or maybe != false", "flag == (status > 499)", "(status > 499) != (http == 408)",
        "not (flag and (code == \"a\" or http == 408))", "default in -10...-1 or default == 0",
        "class == \"x\" or class == null", "status in [0, 408] and not (code == null)", "http == null or http in [408]",
        "ratio < 1e-5 or ratio > 1.5", "score != 2.0", "http != 500 and http != null", "status < http", "http == status",
        "code == class", "not not flag", "true and flag", "maybe == flag", "status in -1...600 and ratio >= -0.5",
        "http in [-1, 0] or score <= http", "2 < 3 and 1.5 == 1.5",
        "(http in 400...499 and code != null) or (score >= 2.5 and not (code in [\"x\", \"A\"]))",
        "maybe == true and (status == http or ratio < score)", "not (flag or maybe == null) and msg != \"a\"",
        // `??`: the field, or the value after it where the field is nil.
        "http ?? 0 > 499", "code ?? \"none\" == \"rate_limited\"", "(score ?? 2.5) >= ratio", "maybe ?? true",
        "http ?? 408 in [408, 500...599]", "not (maybe ?? false) or flag", "http ?? status", "(score ?? 60) > 59.5", "code ?? msg",
        "http ?? status > score ?? 1.5",
        // Long rules, which must still type-check fast in Swift.
        (0..<60).map { "code == \"c\($0)\"" }.joined(separator: " or "),
        "http in [" + (0..<300).map(String.init).joined(separator: ", ") + ", 1000...2000]",
        (0..<40).map { "(http > \($0) and score < \($0).5 or not (code in ['a', 'b']))" }.joined(separator: " and "), "status", "http", "code", "msg", "'lit'",
    ]

    struct Case {
        var index: Int
        var rule: String
        var expression: Expression
        var fields: [String]
        var type: ValueType
    }

    static func cases() throws -> [Case] {
        try rules.enumerated().map { index, rule in
            let e = try #require(RuleTestSupport.parse(rule), "'\(rule)' did not parse")
            let type = try #require(RuleShape.type(of: e, fieldType: { types[$0]! }))
            #expect(RuleTypeChecker.check(e, fields: types, expected: type).isEmpty, "'\(rule)' does not type-check")
            return Case(index: index, rule: rule, expression: e, fields: fieldNames(e), type: type)
        }
    }

    /// Field names in order of first use.
    static func fieldNames(_ e: Expression) -> [String] {
        var names: [String] = []
        func walk(_ e: Expression) {
            switch e {
            case .field(let n, _): if !names.contains(n) { names.append(n) }
            case .literal: break
            case .compare(_, let l, let r), .elementOf(let l, let r), .and(let l, let r), .or(let l, let r),
                 .coalesce(let l, let r): walk(l); walk(r)
            case .membership(let l, _, _), .not(let l), .count(let l, _): walk(l)
            }
        }
        walk(e)
        return names
    }

    /// Every combination of candidate values for `fields`, first field varying slowest.
    static func bindings(_ fields: [String]) -> [[Literal]] {
        fields.reduce([[]]) { partial, name in
            partial.flatMap { prefix in candidates(types[name]!).map { prefix + [$0] } }
        }
    }

    @Test func swiftJavaScriptAndEvaluatorAgree() throws {
        let cases = try Self.cases()
        var expected: [String] = []
        for c in cases {
            for values in Self.bindings(c.fields) {
                let result = RuleEvaluator.evaluate(c.expression, bindings: Dictionary(uniqueKeysWithValues: zip(c.fields, values)))
                expected.append("\(c.index) \(result.map(Self.show) ?? "unknown")")
            }
        }
        #expect(!expected.contains { $0.hasSuffix("unknown") })
        let swift = try ExternalTools.compileAndRunSwift(RuleDifferentialPrograms.swift(cases))
        let js = try ExternalTools.runJavaScript(RuleDifferentialPrograms.javaScript(cases))
        for (language, output) in [("Swift", swift), ("JavaScript", js)] {
            guard let output else { continue }
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(lines.count == expected.count, "\(language) printed \(lines.count) lines, expected \(expected.count)")
            let mismatches = zip(lines, expected).enumerated().filter { $0.element.0 != $0.element.1 }
            for (row, pair) in mismatches.prefix(10) {
                Issue.record("\(language) row \(row): got '\(pair.0)', evaluator says '\(pair.1)' — \(describe(row, cases))")
            }
        }
        #expect(expected.count > 10_000)
    }

    /// Which rule and binding a row of output belongs to.
    private func describe(_ row: Int, _ cases: [Case]) -> String {
        var remaining = row
        for c in cases {
            let all = Self.bindings(c.fields)
            if remaining < all.count {
                let values = zip(c.fields, all[remaining]).map { "\($0.0)=\(Self.show($0.1))" }
                return "rule '\(c.rule)' with \(values.joined(separator: ", "))"
            }
            remaining -= all.count
        }
        return "?"
    }

    /// The line format all three sides print: numbers, true/false, null, strings as code points.
    static func show(_ value: Literal) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .string(let s): return "s:" + s.unicodeScalars.map { String($0.value) }.joined(separator: ",")
        case .list(let elements): return "[" + elements.map(show).joined(separator: ";") + "]"
        case .emptyMap: return "{}"
        }
    }
}
