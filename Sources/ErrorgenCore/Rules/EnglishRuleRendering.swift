/// Builds English clauses from a rule and joins them into a phrase (see `EnglishRuleRenderer`).
enum EnglishRuleRendering {
    /// The clause `e` states, or its negation: `not` is pushed down to the predicates.
    static func clause(_ e: Expression, negated: Bool) -> EnglishClause {
        switch e {
        case .field(let name, _):
            return .predicate(EnglishPredicate(subject: EnglishPhrases.fieldName(name), claim: .flag, negated: negated))
        case .literal(.bool(let b), _):
            return .text(b != negated ? "always" : "never")
        case .literal(let literal, _):
            return .text(EnglishPhrases.value(literal))
        case .compare(let op, let l, let r):
            return comparison(op, l, r, negated: negated)
        case .membership(let l, let elements, _):
            let items = elements.map { element -> String in
                switch element {
                case .value(let literal): return EnglishPhrases.value(literal)
                case .range(let lower, let upper): return EnglishPhrases.range(lower, upper)
                }
            }
            return .predicate(EnglishPredicate(subject: operand(l), claim: .oneOf(items), negated: negated))
        case .elementOf(let l, let r):
            return .predicate(EnglishPredicate(subject: operand(l), claim: .within(operand(r)), negated: negated))
        case .count:
            return .text(operand(e))
        case .coalesce(let l, let r):
            // The whole value: a comma, not parentheses, which the docs often put around a case's value already.
            return .text(operand(l) + ", or " + operand(r) + " when it is not set")
        case .and, .or:
            return .chain(isAnd: e.isAnd != negated, RuleShape.terms(of: e).map { clause($0, negated: negated) })
        case .not:
            let (count, inner) = RuleShape.stripNots(e)
            return clause(inner, negated: negated != (count % 2 == 1))
        }
    }

    private static func comparison(_ op: ComparisonOperator, _ l: Expression, _ r: Expression,
                                   negated: Bool) -> EnglishClause {
        var (subject, other, op) = (l, r, op)
        let rightIsValue: Bool = switch r {
        case .field, .count, .coalesce: true
        default: false
        }
        if case .literal = l, rightIsValue { (subject, other, op) = (r, l, op.mirrored) }
        let isEquality = op == .equal || op == .notEqual
        let flip = negated != (op == .notEqual)
        if !RuleShape.isOperand(subject), isEquality, case .literal(.bool(let b), _) = other {
            return clause(subject, negated: flip != !b)
        }
        let claim: EnglishPredicate.Claim
        var claimNegated = isEquality ? flip : negated
        switch other {
        case .literal(.null, _):
            claim = .set
            claimNegated = !flip
        case .literal(let literal, _):
            claim = isEquality ? .oneOf([EnglishPhrases.value(literal)]) : .order(op, EnglishPhrases.value(literal))
        default:
            claim = isEquality ? .equals(operand(other)) : .order(op, operand(other))
        }
        return .predicate(EnglishPredicate(subject: operand(subject), claim: claim, negated: claimNegated))
    }

    /// A field or literal as a noun; anything else as its clause in parentheses.
    private static func operand(_ e: Expression) -> String {
        switch e {
        case .field(let name, _): return EnglishPhrases.fieldName(name)
        case .literal(let literal, _): return EnglishPhrases.value(literal)
        case .count(let collection, _): return "the number of " + operand(collection)
        case .coalesce(let l, let r): return operand(l) + " (or " + operand(r) + " when it is not set)"
        default: return "(" + sentence(clause(e, negated: false), inAnd: false) + ")"
        }
    }

    static func sentence(_ clause: EnglishClause, inAnd: Bool) -> String {
        switch clause {
        case .text(let text):
            return text
        case .predicate(let p):
            let (verb, rest) = p.phrase(inAnd: inAnd)
            return p.subject + " " + (verb.map { $0 + " " } ?? "") + rest
        case .chain(let isAnd, let clauses):
            return chain(isAnd: isAnd, clauses)
        }
    }

    private static func chain(isAnd: Bool, _ clauses: [EnglishClause]) -> String {
        var flat: [EnglishClause] = []
        for c in clauses {
            if case .chain(let inner, let sub) = c, inner == isAnd { flat += sub } else { flat.append(c) }
        }
        var parts: [String] = []
        var i = 0
        while i < flat.count {
            guard case .predicate(let first) = flat[i] else {
                if case .chain = flat[i] { parts.append("(" + sentence(flat[i], inAnd: !isAnd) + ")") }
                else { parts.append(sentence(flat[i], inAnd: isAnd)) }
                i += 1
                continue
            }
            var group = [first]
            i += 1
            while i < flat.count, case .predicate(let next) = flat[i], next.subject == first.subject {
                group.append(next)
                i += 1
            }
            parts.append(group.count == 1 ? sentence(.predicate(first), inAnd: isAnd) : merged(group, isAnd: isAnd))
        }
        return parts.joined(separator: isAnd ? " and " : " or ")
    }

    /// Several predicates on one subject: "`x` is at least 3 and at most 10", "`status` is a 5xx or 408".
    private static func merged(_ group: [EnglishPredicate], isAnd: Bool) -> String {
        var items: [(verb: String?, rest: String)] = []
        for p in group {
            if !isAnd, !p.negated, case .oneOf(let alternatives) = p.claim {
                items += alternatives.map { ("is", $0) }
            } else {
                items.append(p.phrase(inAnd: isAnd))
            }
        }
        let firstVerb = items[0].verb
        let texts = items.enumerated().map { index, item -> String in
            if index > 0, item.verb == "is", firstVerb == "is" { return item.rest }
            return (item.verb.map { $0 + " " } ?? "") + item.rest
        }
        return group[0].subject + " " + (isAnd ? texts.joined(separator: " and ") : EnglishPhrases.list(texts, "or"))
    }
}

extension ComparisonOperator {
    /// The operator with its operands swapped: `3 < x` is `x > 3`.
    var mirrored: ComparisonOperator {
        switch self {
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        default: return self
        }
    }
}
