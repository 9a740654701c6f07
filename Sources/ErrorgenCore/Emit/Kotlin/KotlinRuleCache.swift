/// Each distinct rule of the case classes rendered once: a spec writes the same rule for many cases, and its
/// Kotlin text depends only on the expression and the types of the fields it reads. Entries are found by the
/// rule's source text, then matched on the expression (ignoring where it was written) and those types, so a hit
/// is exactly what rendering again would give.
final class KotlinRuleCache {
    private struct Entry {
        let expression: Expression
        let types: [ValueType]
        let text: String
    }
    private var entries: [String: [Entry]] = [:]

    /// `context.expression(.rule(rule), ...)` for the case.
    func text(_ rule: PlanRule, type: ValueType, caseIndex: Int, context: KotlinEmitContext) -> String {
        // As `KotlinEmitContext.expression` types a field the case does not have.
        let types = rule.reads.map { context.plan.fieldType($0, in: caseIndex) ?? ValueType(.string, optional: true) }
        if let entry = entries[rule.source]?.first(where: { $0.types == types && Self.same($0.expression, rule.expression) }) {
            return entry.text
        }
        let text = context.expression(.rule(rule), type: type, caseIndex: caseIndex)
        entries[rule.source, default: []].append(Entry(expression: rule.expression, types: types, text: text))
        return text
    }

    /// Whether two expressions are the same but for their source locations.
    private static func same(_ a: Expression, _ b: Expression) -> Bool {
        switch (a, b) {
        case let (.field(x, _), .field(y, _)): return x == y
        case let (.literal(x, _), .literal(y, _)): return same(x, y)
        case let (.compare(op, l, r), .compare(op2, l2, r2)): return op == op2 && same(l, l2) && same(r, r2)
        case let (.membership(x, elements, _), .membership(y, elements2, _)):
            return same(x, y) && elements.count == elements2.count && zip(elements, elements2).allSatisfy { pair in
                switch pair {
                case let (.value(l), .value(l2)): return same(l, l2)
                case let (.range(low, high), .range(low2, high2)): return low == low2 && high == high2
                default: return false
                }
            }
        case let (.elementOf(x, list), .elementOf(y, list2)): return same(x, y) && same(list, list2)
        case let (.count(x, _), .count(y, _)): return same(x, y)
        case let (.coalesce(l, r), .coalesce(l2, r2)): return same(l, l2) && same(r, r2)
        case let (.and(l, r), .and(l2, r2)), let (.or(l, r), .or(l2, r2)): return same(l, l2) && same(r, r2)
        case let (.not(x), .not(y)): return same(x, y)
        default: return false
        }
    }

    /// Literal equality that tells `0.0` from `-0.0` (they print differently).
    private static func same(_ a: Literal, _ b: Literal) -> Bool {
        switch (a, b) {
        case let (.double(x), .double(y)): return x.bitPattern == y.bitPattern
        case let (.list(x), .list(y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        default: return a == b
        }
    }
}
