/// Evaluates a rule for the docs and for tests, with the same semantics as the Swift and JavaScript renders.
///
/// `bindings` maps field names to values; `Literal.null` means the field is bound to nil. A field that is
/// not bound is unknown, and so is any comparison that reads it: the result is nil, and `and`/`or`/`not`
/// follow three-valued (Kleene) logic (`false and unknown` is false, `true or unknown` is true).
/// Optional semantics: `==`/`!=` follow Swift Optional equality; ordering and `in` with null are false.
/// Int and Double compare as numbers. An operand of the wrong type (a rule the type checker rejects)
/// also gives nil.
public enum RuleEvaluator {
    /// `e` without the operands `bindings` decide and that do not decide it: a false operand of an `or`, a true one of
    /// an `and` (`code == 262 or x in labels`, with `code` bound to 50, is `x in labels`). Where `evaluate` gives nil,
    /// the residual rule holds exactly when `e` does, for every value of the unbound fields.
    public static func residual(_ e: Expression, bindings: [String: Literal]) -> Expression {
        switch e {
        case .or(let a, let b), .and(let a, let b):
            let identity: Literal
            if case .or = e { identity = .bool(false) } else { identity = .bool(true) }
            if evaluate(a, bindings: bindings) == identity { return residual(b, bindings: bindings) }
            if evaluate(b, bindings: bindings) == identity { return residual(a, bindings: bindings) }
            let (ra, rb) = (residual(a, bindings: bindings), residual(b, bindings: bindings))
            if case .or = e { return .or(ra, rb) }
            return .and(ra, rb)
        case .not(let inner):
            return .not(residual(inner, bindings: bindings))
        default:
            return e
        }
    }

    public static func evaluate(_ e: Expression, bindings: [String: Literal]) -> Literal? {
        switch e {
        case .field(let name, _):
            return bindings[name]
        case .literal(let literal, _):
            return literal
        case .compare(let op, let l, let r):
            guard let a = evaluate(l, bindings: bindings), let b = evaluate(r, bindings: bindings) else { return nil }
            return compare(op, a, b).map(Literal.bool)
        case .membership(let l, let elements, _):
            guard let value = evaluate(l, bindings: bindings) else { return nil }
            return contains(elements, value).map(Literal.bool)
        case .elementOf, .count:
            return nil  // lists and maps are not literals: unknown
        case .coalesce(let l, let r):
            guard let value = evaluate(l, bindings: bindings) else { return nil }
            return value == .null ? evaluate(r, bindings: bindings) : value
        case .and, .or:
            return chain(e, bindings: bindings).map(Literal.bool)
        case .not:
            let (count, operand) = RuleShape.stripNots(e)
            guard case .bool(let b)? = evaluate(operand, bindings: bindings) else { return nil }
            return .bool(count % 2 == 0 ? b : !b)
        }
    }

    /// Kleene `and`/`or` over the chain's terms.
    private static func chain(_ e: Expression, bindings: [String: Literal]) -> Bool? {
        let isAnd = e.isAnd
        var unknown = false
        for term in RuleShape.terms(of: e) {
            guard case .bool(let b)? = evaluate(term, bindings: bindings) else {
                unknown = true
                continue
            }
            if b != isAnd { return b }
        }
        return unknown ? nil : isAnd
    }

    static func compare(_ op: ComparisonOperator, _ a: Literal, _ b: Literal) -> Bool? {
        switch op {
        case .equal: return equal(a, b)
        case .notEqual: return equal(a, b).map { !$0 }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            if a == .null || b == .null { return false }
            guard let order = numericOrder(a, b) else { return nil }
            switch op {
            case .less: return order.less
            case .lessOrEqual: return order.less || order.equal
            case .greater: return !order.less && !order.equal && !order.unordered
            default: return !order.less && !order.unordered
            }
        }
    }

    static func equal(_ a: Literal, _ b: Literal) -> Bool? {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        default: return numericOrder(a, b).map(\.equal)
        }
    }

    /// How two numbers compare: Int with Int exactly, otherwise as Doubles (NaN is unordered).
    private static func numericOrder(_ a: Literal, _ b: Literal) -> (less: Bool, equal: Bool, unordered: Bool)? {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            return (x < y, x == y, false)
        default:
            guard let x = asDouble(a), let y = asDouble(b) else { return nil }
            return (x < y, x == y, x.isNaN || y.isNaN)
        }
    }

    private static func asDouble(_ literal: Literal) -> Double? {
        switch literal {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: return nil
        }
    }

    private static func contains(_ elements: [MembershipElement], _ value: Literal) -> Bool? {
        if value == .null { return false }
        var sawUnknown = false
        for element in elements {
            let match: Bool?
            switch element {
            case .value(let literal):
                match = equal(value, literal)
            case .range(let lower, let upper):
                guard let low = compare(.greaterOrEqual, value, .int(lower)),
                      let high = compare(.lessOrEqual, value, .int(upper)) else { match = nil; break }
                match = low && high
            }
            if match == true { return true }
            if match == nil { sawUnknown = true }
        }
        return sawUnknown ? nil : false
    }
}
