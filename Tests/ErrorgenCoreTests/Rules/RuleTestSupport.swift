@testable import ErrorgenCore

/// Helpers shared by the rule tests.
enum RuleTestSupport {
    static let start = SourceLocation(file: "Specs/T.yaml", line: 7, column: 12)

    static func parse(_ text: String) -> Expression? {
        try? RuleParser.parse(text, at: start).get()
    }

    /// The parse error as (offset from the rule's first character, message), or nil if it parsed.
    static func parseError(_ text: String) -> (offset: Int, message: String)? {
        guard case .failure(let d) = RuleParser.parse(text, at: start), let location = d.location else { return nil }
        #expect(location.file == start.file && location.line == start.line)
        return (location.column - start.column, d.message)
    }

    /// A compact prefix form of the AST: `(or (in status 500...599) (== status 408))`.
    static func sexpr(_ e: Expression) -> String {
        switch e {
        case .field(let name, _): return name
        case .literal(let literal, _): return RuleLiteralText.plain(literal)
        case .compare(let op, let l, let r): return "(\(op.rawValue) \(sexpr(l)) \(sexpr(r)))"
        case .membership(let l, let elements, _):
            let items = elements.map { element -> String in
                switch element {
                case .value(let v): return RuleLiteralText.plain(v)
                case .range(let a, let b): return "\(a)...\(b)"
                }
            }
            return "(in \(sexpr(l)) \(items.joined(separator: " ")))"
        case .elementOf(let l, let r): return "(in \(sexpr(l)) \(sexpr(r)))"
        case .count(let e, _): return "(count \(sexpr(e)))"
        case .coalesce(let l, let r): return "(?? \(sexpr(l)) \(sexpr(r)))"
        case .and(let l, let r): return "(and \(sexpr(l)) \(sexpr(r)))"
        case .or(let l, let r): return "(or \(sexpr(l)) \(sexpr(r)))"
        case .not(let inner): return "(not \(sexpr(inner)))"
        }
    }

    static func parsed(_ text: String) -> String {
        parse(text).map(sexpr) ?? "<error: \(parseError(text)?.message ?? "?")>"
    }
}

import Testing
