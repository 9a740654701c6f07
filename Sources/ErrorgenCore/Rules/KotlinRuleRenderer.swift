/// Renders a type-checked rule as a Kotlin expression with the rule language's null semantics: `==` and `!=`
/// are Kotlin's (null equals only null, as in Swift), and ordering, ranges and lists are false for null:
/// `(status != null && status >= 500L && status <= 599L) || status == 408L`. Int is `Long`; an Int compared
/// with a Double is converted (`count.toDouble()`), and an Int literal there is written as a Double (`5.0`).
///
/// String equality compares UTF-16 code units, as JavaScript does (see `JavaScriptRuleRenderer`).
///
/// `field` gives the expression that reads a field (a property of `this`); it must be a stable value (a `val`
/// without a custom getter) so that a null check smart-casts it.
public enum KotlinRuleRenderer {
    public static func render(_ e: Expression, field: (String) -> String, fieldType: (String) -> ValueType) -> String {
        withoutActuallyEscaping(field) { field in
            withoutActuallyEscaping(fieldType) { fieldType in
                KotlinRuleRendering(field: field, fieldType: fieldType).render(e).text
            }
        }
    }

    /// A literal as a Kotlin expression of the given base type: `5L`, `5.0` (an Int literal where a Double is
    /// expected), `1e-05`, `Double.NaN`, `Long.MIN_VALUE`, `"text"`, `true`, `null`.
    public static func literal(_ literal: Literal, as base: ValueType.Base? = nil) -> String {
        switch literal {
        case .string(let s): return KotlinLanguage.stringLiteral(s)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .int(let v):
            if base == .double { return double(Double(v)) }
            return v == Int.min ? "Long.MIN_VALUE" : "\(v)L"
        case .double(let v): return double(v)
        case .list(let elements): return "listOf(" + elements.map { self.literal($0, as: base) }.joined(separator: ", ") + ")"
        case .emptyMap: return "emptyMap()"
        }
    }

    private static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.NaN" }
        if value.isInfinite { return value < 0 ? "Double.NEGATIVE_INFINITY" : "Double.POSITIVE_INFINITY" }
        return value.description
    }
}

private struct KotlinRuleRendering: CLikeRuleRendering {
    let field: (String) -> String
    let fieldType: (String) -> ValueType

    static func literal(_ literal: Literal) -> String {
        KotlinRuleRenderer.literal(literal)
    }

    private func type(_ e: Expression) -> ValueType? {
        RuleShape.type(of: e, fieldType: fieldType)
    }

    /// An operand, converted to Double when `toDouble` and it is an Int (a field or a literal).
    private func operand(_ e: Expression, toDouble: Bool) -> String {
        if case .literal(let literal, _) = e {
            return KotlinRuleRenderer.literal(literal, as: toDouble ? .double : nil)
        }
        let text = render(e).wrapped(atLeast: .atom)
        guard toDouble, let type = type(e), type.base == .int else { return text }
        return text + (type.isOptional ? "?.toDouble()" : ".toDouble()")
    }

    func comparison(_ op: ComparisonOperator, _ l: Expression, _ r: Expression) -> RenderedRule {
        let mixed = type(l)?.base == .double || type(r)?.base == .double
        if op == .equal || op == .notEqual {
            return RenderedRule(text: "\(operand(l, toDouble: mixed)) \(op.rawValue) \(operand(r, toDouble: mixed))",
                                precedence: .comparison)
        }
        // Ordering is false when either side is null; the null checks come first and smart-cast the fields
        // (for `count(tags)`, the list field itself).
        let guards = [l, r].filter { type($0)?.isOptional ?? false }.map { e -> String in
            if case .count(let collection, _) = e { return render(collection).wrapped(atLeast: .atom) + " != null" }
            return render(e).wrapped(atLeast: .atom) + " != null"
        }
        let test = "\(nonNull(l, toDouble: mixed)) \(op.rawValue) \(nonNull(r, toDouble: mixed))"
        guard !guards.isEmpty else { return RenderedRule(text: test, precedence: .comparison) }
        return RenderedRule(text: "(" + (guards + [test]).joined(separator: " && ") + ")", precedence: .atom)
    }

    /// An operand known to be non-null here.
    private func nonNull(_ e: Expression, toDouble: Bool) -> String {
        if case .literal(let literal, _) = e {
            return KotlinRuleRenderer.literal(literal, as: toDouble ? .double : nil)
        }
        if case .count(let collection, _) = e {
            return render(collection).wrapped(atLeast: .atom) + ".size" + (toDouble ? ".toDouble()" : ".toLong()")
        }
        let text = render(e).wrapped(atLeast: .atom)
        return toDouble && type(e)?.base == .int ? text + ".toDouble()" : text
    }

    /// `tags.contains(x)`, `fields.containsKey(x)`; an optional list `ruleOrElse(tags, emptyList<String>()).contains(x)`
    /// (not `tags?.contains(x) == true`: after one such test in an `&&`, kotlinc has smart-cast `tags` and warns
    /// "unnecessary safe call" on the next; nor `tags.orEmpty()`, which after `tags == null &&` has a `Nothing?`
    /// receiver that kotlinc cannot resolve it on); an optional `x` checked first (`x != null && ...`, which
    /// smart-casts it). An Int literal in a Double list is a Double.
    func element(_ l: Expression, of collection: Expression) -> RenderedRule {
        let type = type(collection)
        var c = render(collection).wrapped(atLeast: .atom)
        if let type, type.isOptional {
            var element = type
            (element.container, element.isOptional) = (nil, false)
            let empty = type.container == .map ? "emptyMap<String, \(KotlinCode.type(element))>()" : "emptyList<\(KotlinCode.type(element))>()"
            c = "ruleOrElse(" + render(collection).text + ", " + empty + ")"
        }
        let subject: String
        if case .literal(let literal, _) = l { subject = KotlinRuleRenderer.literal(literal, as: type?.base) }
        else { subject = render(l).wrapped(atLeast: .atom) }
        let test = c + (type?.container == .map ? ".containsKey(" : ".contains(") + subject + ")"
        guard self.type(l)?.isOptional ?? false else {
            return RenderedRule(text: test, precedence: .atom)
        }
        return RenderedRule(text: "(\(subject) != null && \(test))", precedence: .atom)
    }

    /// `ruleOrElse(retryAfter, 60.0)` (KotlinRuntime.orElse, not `?:`, which kotlinc calls useless after a null check
    /// of the same field in the rule); an Int literal where the left side is a Double is a Double.
    func coalesce(_ l: Expression, _ r: Expression) -> RenderedRule {
        let right: String
        if case .literal(let literal, _) = r { right = KotlinRuleRenderer.literal(literal, as: type(l)?.base) }
        else { right = render(r).text }
        return RenderedRule(text: "ruleOrElse(" + render(l).text + ", " + right + ")", precedence: .atom)
    }

    /// `tags.size.toLong()` (Int is Long), `tags?.size?.toLong()` for an optional list or map.
    func count(_ collection: Expression) -> RenderedRule {
        let c = render(collection).wrapped(atLeast: .atom)
        guard type(collection)?.isOptional ?? false else { return RenderedRule(text: c + ".size.toLong()", precedence: .atom) }
        return RenderedRule(text: c + "?.size?.toLong()", precedence: .prefix)
    }

    /// `status == 408L`, `status in setOf(400L, 422L)`, `(status != null && status >= 500L && status <= 599L)`.
    func membership(_ l: Expression, _ elements: [MembershipElement]) -> RenderedRule {
        let subjectType = type(l)
        let hasDouble = elements.contains { if case .value(.double) = $0 { return true } else { return false } }
        let subjectIsDouble = subjectType?.base == .double
        let toDouble = hasDouble && subjectType?.base == .int
        let isOptional = subjectType?.isOptional ?? false
        let value = nonNull(l, toDouble: toDouble)
        let elementBase: ValueType.Base? = subjectIsDouble || toDouble ? .double : nil
        var values: [String] = []
        var ranges: [String] = []
        for element in elements {
            switch element {
            case .value(let item): values.append(KotlinRuleRenderer.literal(item, as: elementBase))
            case .range(let lower, let upper):
                let low = KotlinRuleRenderer.literal(.int(lower), as: elementBase)
                let high = KotlinRuleRenderer.literal(.int(upper), as: elementBase)
                ranges.append("\(value) >= \(low) && \(value) <= \(high)")
            }
        }
        var tests: [String] = []
        if values.count == 1 { tests.append("\(value) == \(values[0])") }
        if values.count > 1 { tests.append("\(value) in setOf(\(values.joined(separator: ", ")))") }
        let alternatives = tests.count + ranges.count > 1
        tests += ranges.map { alternatives ? "(\($0))" : $0 }
        var text = tests.joined(separator: " || ")
        if isOptional {
            let subject = render(l).wrapped(atLeast: .atom)
            text = "\(subject) != null && " + (alternatives ? "(\(text))" : text)
        } else if !alternatives, ranges.isEmpty {
            return RenderedRule(text: text, precedence: .comparison)
        }
        return RenderedRule(text: "(\(text))", precedence: .atom)
    }
}
