/// What the Swift and JavaScript renderers share: both spell `&&`, `||` and `!` alike and differ only
/// in literals, comparisons (optionals vs `null`) and membership.
protocol CLikeRuleRendering {
    var field: (String) -> String { get }
    static func literal(_ literal: Literal) -> String
    func comparison(_ op: ComparisonOperator, _ l: Expression, _ r: Expression) -> RenderedRule
    func membership(_ l: Expression, _ elements: [MembershipElement]) -> RenderedRule
    func element(_ l: Expression, of collection: Expression) -> RenderedRule
    func count(_ collection: Expression) -> RenderedRule
    func coalesce(_ l: Expression, _ r: Expression) -> RenderedRule
}

extension CLikeRuleRendering {
    /// `(retryAfter ?? 60)`, Swift's operator (the JavaScript renderer writes its own: ES2019 has no `??`).
    func coalesce(_ l: Expression, _ r: Expression) -> RenderedRule {
        RenderedRule(text: "(" + render(l).text + " ?? " + render(r).wrapped(atLeast: .prefix) + ")", precedence: .atom)
    }

    func render(_ e: Expression) -> RenderedRule {
        switch e {
        case .field(let name, _):
            return RenderedRule(text: field(name), precedence: .atom)
        case .literal(let literal, _):
            return RenderedRule(text: Self.literal(literal), precedence: .atom)
        case .compare(let op, let l, let r):
            return comparison(op, l, r)
        case .membership(let l, let elements, _):
            return membership(l, elements)
        case .elementOf(let l, let r):
            return element(l, of: r)
        case .count(let e, _):
            return count(e)
        case .coalesce(let l, let r):
            return coalesce(l, r)
        case .and, .or:
            let isAnd = e.isAnd
            let terms = RuleShape.terms(of: e).map { render($0).wrapped(atLeast: .comparison) }
            return RenderedRule(text: terms.joined(separator: isAnd ? " && " : " || "), precedence: isAnd ? .and : .or)
        case .not:
            let (count, operand) = RuleShape.stripNots(e)
            var result = render(operand)
            for _ in 0..<count { result = RenderedRule(text: "!" + result.wrapped(atLeast: .atom), precedence: .prefix) }
            return result
        }
    }
}
