/// Renders a rule as an English phrase for the docs, with fields and strings as Markdown code spans:
/// `status in 500...599 or status == 408` -> "`status` is a 5xx or 408",
/// `code == "rate_limited"` -> "`code` is `rate_limited`", `not (a and b)` -> "`a` is false or `b` is false".
///
/// Consecutive conditions on the same field share it ("`x` is at least 3 and at most 10"). `not` is pushed
/// inward (De Morgan), and a group of the other operator inside `and`/`or` is parenthesized, so the
/// grouping is never ambiguous. Inside `and`, a choice reads "either A or B" / "one of A, B or C".
/// A bare field or literal (a value rule, such as `retryAfter`) renders as that value.
public enum EnglishRuleRenderer {
    public static func render(_ e: Expression) -> String {
        switch e {
        case .field(let name, _): return EnglishPhrases.fieldName(name)
        case .literal(let literal, _): return EnglishPhrases.value(literal)
        default: return EnglishRuleRendering.sentence(EnglishRuleRendering.clause(e, negated: false), inAnd: false)
        }
    }
}

/// What a condition says about one subject, before it is joined with others.
struct EnglishPredicate {
    enum Claim {
        /// "is A" / "is A or B"; negated: "is not A" / "is neither A nor B".
        case oneOf([String])
        /// "is less than 3"; negated: "is not less than 3".
        case order(ComparisonOperator, String)
        /// "is set" (not null); negated: "is not set".
        case set
        /// A bare Bool field: "is true"; negated: "is false".
        case flag
        /// Two fields or expressions: "equals `b`"; negated: "does not equal `b`".
        case equals(String)
        /// An element of a list, a key of a map: "is in `tags`"; negated: "is not in `tags`".
        case within(String)
    }

    var subject: String
    var claim: Claim
    var negated: Bool

    /// The verb ("is", or nil when the claim has its own) and the rest.
    func phrase(inAnd: Bool) -> (verb: String?, rest: String) {
        switch claim {
        case .oneOf(let items):
            if !negated { return ("is", inAnd ? EnglishPhrases.choice(items) : EnglishPhrases.list(items, "or")) }
            if items.count == 1 { return ("is", "not " + items[0]) }
            if items.count == 2 { return ("is", "neither \(items[0]) nor \(items[1])") }
            return ("is", "none of " + EnglishPhrases.list(items, "or"))
        case .order(let op, let value):
            let words = [ComparisonOperator.less: "less than", .lessOrEqual: "at most", .greater: "greater than",
                         .greaterOrEqual: "at least"][op] ?? op.rawValue
            return ("is", (negated ? "not " : "") + words + " " + value)
        case .set:
            return ("is", negated ? "not set" : "set")
        case .flag:
            return ("is", negated ? "false" : "true")
        case .equals(let other):
            return (nil, (negated ? "does not equal " : "equals ") + other)
        case .within(let collection):
            return ("is", (negated ? "not in " : "in ") + collection)
        }
    }
}

/// A rendered condition: one subject's predicate, or an already worded group.
enum EnglishClause {
    case predicate(EnglishPredicate)
    /// A chain of `and` (isAnd) or `or` clauses.
    case chain(isAnd: Bool, [EnglishClause])
    case text(String)
}

/// `EnglishRuleRenderer.render`, each distinct rule rendered once: a spec repeats a rule case after case
/// (`status in 500...599 or status == 408`), so rules are told apart without their locations, which the
/// English does not show.
final class EnglishRuleCache {
    private var english: [Expression: String] = [:]
    /// By the rule's text as written: the last rule of that text and its English, used when the rule is the
    /// same but for locations (cheaper than hashing the expression for each of thousands of cases).
    private var bySource: [String: (rule: Expression, english: String)] = [:]

    /// `render(rule.expression)`, looked up first by the rule's text.
    func render(_ rule: PlanRule) -> String {
        if let known = bySource[rule.source], known.rule.isSame(as: rule.expression) { return known.english }
        let rendered = render(rule.expression)
        bySource[rule.source] = (rule.expression, rendered)
        return rendered
    }

    func render(_ rule: Expression) -> String {
        let key = rule.withoutLocations
        if let known = english[key] { return known }
        let rendered = EnglishRuleRenderer.render(rule)
        english[key] = rendered
        return rendered
    }
}

private extension Expression {
    /// Whether the two are the same expression but for locations.
    func isSame(as other: Expression) -> Bool {
        switch (self, other) {
        case (.field(let a, _), .field(let b, _)): return a == b
        case (.literal(let a, _), .literal(let b, _)): return a == b
        case (.compare(let op, let a, let b), .compare(let op2, let a2, let b2)): return op == op2 && a.isSame(as: a2) && b.isSame(as: b2)
        case (.membership(let a, let elements, _), .membership(let a2, let elements2, _)): return elements == elements2 && a.isSame(as: a2)
        case (.elementOf(let a, let b), .elementOf(let a2, let b2)): return a.isSame(as: a2) && b.isSame(as: b2)
        case (.count(let a, _), .count(let a2, _)): return a.isSame(as: a2)
        case (.coalesce(let a, let b), .coalesce(let a2, let b2)): return a.isSame(as: a2) && b.isSame(as: b2)
        case (.and(let a, let b), .and(let a2, let b2)), (.or(let a, let b), .or(let a2, let b2)): return a.isSame(as: a2) && b.isSame(as: b2)
        case (.not(let a), .not(let a2)): return a.isSame(as: a2)
        default: return false
        }
    }

    /// The expression with every location the same, so that one rule written at two places is one key.
    var withoutLocations: Expression {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        switch self {
        case .field(let name, _): return .field(name, nowhere)
        case .literal(let literal, _): return .literal(literal, nowhere)
        case .compare(let op, let a, let b): return .compare(op, a.withoutLocations, b.withoutLocations)
        case .membership(let a, let elements, _): return .membership(a.withoutLocations, elements)
        case .elementOf(let a, let b): return .elementOf(a.withoutLocations, b.withoutLocations)
        case .count(let a, _): return .count(a.withoutLocations, nowhere)
        case .coalesce(let a, let b): return .coalesce(a.withoutLocations, b.withoutLocations)
        case .and(let a, let b): return .and(a.withoutLocations, b.withoutLocations)
        case .or(let a, let b): return .or(a.withoutLocations, b.withoutLocations)
        case .not(let a): return .not(a.withoutLocations)
        }
    }
}
