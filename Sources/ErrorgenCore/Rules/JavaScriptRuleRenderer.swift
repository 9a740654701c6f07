/// Renders a type-checked rule as a JavaScript expression with the rule language's null semantics:
/// absent values are `null`, equality is `===`/`!==` (so `null === "x"` is false and `null === null` true),
/// and ordering and ranges check for null first, because JavaScript coerces it (`null >= 0` is true):
/// `(status !== null && status >= 500 && status <= 599) || status === 408`.
///
/// String equality is each language's own: Swift compares canonical equivalence ("é" precomposed equals
/// "e" + U+0301), JavaScript compares code units. They agree on every string in NFC form (and on all ASCII
/// except a few compatibility singletons such as U+212A KELVIN SIGN, which Swift equates with "K").
///
/// `field` gives the expression that reads a field (`v.status`, a local); it must be a member or
/// primary expression without side effects, since it may be read more than once.
public enum JavaScriptRuleRenderer {
    public static func render(_ e: Expression, field: (String) -> String, fieldType: (String) -> ValueType) -> String {
        withoutActuallyEscaping(field) { field in
            withoutActuallyEscaping(fieldType) { fieldType in
                JavaScriptRuleRendering(field: field, fieldType: fieldType).render(e).text
            }
        }
    }
}

private struct JavaScriptRuleRendering: CLikeRuleRendering {
    let field: (String) -> String
    let fieldType: (String) -> ValueType

    static func literal(_ literal: Literal) -> String {
        switch literal {
        case .string(let s): return JavaScriptLanguage.stringLiteral(s)
        default: return RuleLiteralText.plain(literal)
        }
    }

    private func isOptional(_ e: Expression) -> Bool {
        RuleShape.type(of: e, fieldType: fieldType)?.isOptional ?? false
    }

    func comparison(_ op: ComparisonOperator, _ l: Expression, _ r: Expression) -> RenderedRule {
        if case .literal(.null, _) = l, !RuleShape.isNull(r) { return comparison(op, r, l) }
        let a = render(l).wrapped(atLeast: .atom)
        let b = render(r).wrapped(atLeast: .atom)
        let jsOperator: String
        switch op {
        case .equal: jsOperator = "==="
        case .notEqual: jsOperator = "!=="
        default: jsOperator = op.rawValue
        }
        let test = "\(a) \(jsOperator) \(b)"
        guard op != .equal && op != .notEqual else { return RenderedRule(text: test, precedence: .comparison) }
        let guards = [(l, a), (r, b)].filter { isOptional($0.0) }.map { "\($0.1) !== null" }
        guard !guards.isEmpty else { return RenderedRule(text: test, precedence: .comparison) }
        return RenderedRule(text: "(" + (guards + [test]).joined(separator: " && ") + ")", precedence: .atom)
    }

    /// `(retryAfter !== null ? retryAfter : 60)`: the generated modules are ES2019, which has no `??` (the field is
    /// read twice; reading one has no side effects).
    func coalesce(_ l: Expression, _ r: Expression) -> RenderedRule {
        let a = render(l).wrapped(atLeast: .atom)
        return RenderedRule(text: "(\(a) !== null ? \(a) : \(render(r).wrapped(atLeast: .atom)))", precedence: .atom)
    }

    /// `tags.includes(x)` (a list never holds null, so a null `x` is not in it), `(tags !== null && tags.includes(x))`;
    /// `(x !== null && Object.prototype.hasOwnProperty.call(fields, x))` (a map is an object without prototype).
    func element(_ l: Expression, of collection: Expression) -> RenderedRule {
        let isMap = RuleShape.type(of: collection, fieldType: fieldType)?.container == .map
        let c = render(collection).wrapped(atLeast: .atom)
        let subject = render(l).wrapped(atLeast: .atom)
        var guards: [String] = []
        if isMap, isOptional(l) { guards.append(subject + " !== null") }
        if isOptional(collection) { guards.append(c + " !== null") }
        let test = isMap ? "Object.prototype.hasOwnProperty.call(\(c), \(subject))" : "\(c).includes(\(subject))"
        guard !guards.isEmpty else { return RenderedRule(text: test, precedence: .atom) }
        return RenderedRule(text: "(" + (guards + [test]).joined(separator: " && ") + ")", precedence: .atom)
    }

    /// `tags.length`, `Object.keys(fields).length`, `(tags === null ? null : tags.length)`.
    func count(_ collection: Expression) -> RenderedRule {
        let c = render(collection).wrapped(atLeast: .atom)
        let isMap = RuleShape.type(of: collection, fieldType: fieldType)?.container == .map
        let length = isMap ? "Object.keys(\(c)).length" : c + ".length"
        guard isOptional(collection) else { return RenderedRule(text: length, precedence: .atom) }
        return RenderedRule(text: "(\(c) === null ? null : \(length))", precedence: .atom)
    }

    /// `status === 408`, `[400, 422].includes(status)`, `(status !== null && status >= 500 && status <= 599)`.
    /// A list never contains null, so only ranges need a null check.
    func membership(_ l: Expression, _ elements: [MembershipElement]) -> RenderedRule {
        let value = render(l).wrapped(atLeast: .atom)
        var values: [String] = []
        var ranges: [String] = []
        for element in elements {
            switch element {
            case .value(let item): values.append(Self.literal(item))
            case .range(let lower, let upper): ranges.append("\(value) >= \(lower) && \(value) <= \(upper)")
            }
        }
        var tests: [String] = []
        if values.count == 1 { tests.append("\(value) === \(values[0])") }
        if values.count > 1 { tests.append("[\(values.joined(separator: ", "))].includes(\(value))") }
        if ranges.isEmpty {
            return RenderedRule(text: tests[0], precedence: values.count == 1 ? .comparison : .atom)
        }
        let alternatives = tests.count + ranges.count > 1
        tests += ranges.map { alternatives ? "(\($0))" : $0 }
        var text = tests.joined(separator: " || ")
        if isOptional(l) { text = "\(value) !== null && " + (alternatives ? "(\(text))" : text) }
        return RenderedRule(text: "(\(text))", precedence: .atom)
    }
}
