/// Structural helpers shared by the rule walkers. Chains of `and`/`or` and of `not` are walked with loops,
/// so a long rule (`a or b or c ...`) never costs stack depth; only parentheses do, and the parser bounds them.
enum RuleShape {
    /// The operands of a chain of the same operator as `e` (`and` or `or`), left to right.
    /// `a or (b or c)` gives `[a, b, c]` too: the operators are associative.
    static func terms(of e: Expression) -> [Expression] {
        let isAnd = e.isAnd
        var terms: [Expression] = []
        var pending = [e]
        while let next = pending.popLast() {
            switch next {
            case .and(let l, let r) where isAnd, .or(let l, let r) where !isAnd:
                pending.append(r)
                pending.append(l)
            default:
                terms.append(next)
            }
        }
        return terms
    }

    /// How many `not`s wrap the expression, and what is under them.
    static func stripNots(_ e: Expression) -> (count: Int, operand: Expression) {
        var count = 0
        var current = e
        while case .not(let inner) = current {
            count += 1
            current = inner
        }
        return (count, current)
    }

    /// A field, a literal or a `count(...)`: the only expressions that can have a non-Bool type.
    static func isOperand(_ e: Expression) -> Bool {
        switch e {
        case .field, .literal, .count, .coalesce: return true
        default: return false
        }
    }

    static func isNull(_ e: Expression) -> Bool {
        if case .literal(.null, _) = e { return true }
        return false
    }

    /// The type of an expression the type checker accepted; nil for the `null` literal.
    static func type(of e: Expression, fieldType: (String) -> ValueType) -> ValueType? {
        switch e {
        case .field(let name, _): return fieldType(name)
        case .literal(let literal, _): return literal.base.map { ValueType($0) }
        case .count(let e, _): return ValueType(.int, optional: type(of: e, fieldType: fieldType)?.isOptional ?? false)
        case .coalesce(let l, let r):
            // The left operand's type, optional only when the right one is (`a ?? b ?? 0` is not).
            guard var t = type(of: l, fieldType: fieldType) else { return type(of: r, fieldType: fieldType) }
            t.isOptional = type(of: r, fieldType: fieldType)?.isOptional ?? true
            return t
        default: return ValueType(.bool)
        }
    }
}

extension Expression {
    var isAnd: Bool {
        if case .and = self { return true }
        return false
    }
}
