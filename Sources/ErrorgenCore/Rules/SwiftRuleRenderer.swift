/// Renders a type-checked rule as a Swift expression.
///
/// `field` gives the expression that reads a field (a local, `self.code`, ...); it must be a primary or
/// postfix expression and must not use `$0`. `fieldType` gives the field's type.
/// Optionals are handled without long operator chains, so the result type-checks fast:
/// `(status.map { (500...599).contains($0) } ?? false)`, `[400, 408].contains(status)`,
/// `code.utf8.elementsEqual("rate_limited".utf8)`, `(retryAfter.map { $0 >= 30 } ?? false)`.
/// Text compares byte for byte (UTF-8), as Kotlin's `==` and JavaScript's `===` do: Swift's `String ==` would
/// also equate canonically equivalent text (a decomposed "é" and a precomposed one). A declared enum's `==`
/// compares its spellings' bytes itself.
public enum SwiftRuleRenderer {
    public static func render(_ e: Expression, field: (String) -> String, fieldType: (String) -> ValueType) -> String {
        withoutActuallyEscaping(field) { field in
            withoutActuallyEscaping(fieldType) { fieldType in
                SwiftRuleRendering(field: field, fieldType: fieldType).render(e).text
            }
        }
    }
}

/// Binding strength of a rendered expression, to decide where parentheses go.
enum RulePrecedence: Int, Comparable {
    case or = 1, and, comparison, prefix, atom

    static func < (a: RulePrecedence, b: RulePrecedence) -> Bool { a.rawValue < b.rawValue }
}

struct RenderedRule {
    var text: String
    var precedence: RulePrecedence

    /// The text, parenthesized unless it binds at least as tightly as `minimum`.
    func wrapped(atLeast minimum: RulePrecedence) -> String {
        precedence >= minimum ? text : "(\(text))"
    }
}

private struct SwiftRuleRendering: CLikeRuleRendering {
    let field: (String) -> String
    let fieldType: (String) -> ValueType

    static func literal(_ literal: Literal) -> String {
        switch literal {
        case .string(let s): return SwiftLanguage.stringLiteral(s)
        case .null: return "nil"
        default: return RuleLiteralText.plain(literal)
        }
    }

    /// One side of a numeric or equality comparison.
    private struct Side {
        var text: String
        var isOptional: Bool
        /// An Int field compared with a Double: converted with `Double(...)`.
        var toDouble: Bool

        /// The side's non-optional value, reading `unwrapped` when the side is optional.
        func value(_ unwrapped: String) -> String {
            let base = isOptional ? unwrapped : text
            return toDouble ? "Double(\(base))" : base
        }
    }

    private func side(_ e: Expression, other: Expression) -> Side {
        let type = RuleShape.type(of: e, fieldType: fieldType)
        let otherType = RuleShape.type(of: other, fieldType: fieldType)
        let isIntField = type?.base == .int && RuleShape.isOperand(e) && !isLiteral(e)
        return Side(text: render(e).wrapped(atLeast: .atom), isOptional: type?.isOptional ?? false,
                    toDouble: isIntField && otherType?.base == .double)
    }

    private func isLiteral(_ e: Expression) -> Bool {
        if case .literal = e { return true }
        return false
    }

    func comparison(_ op: ComparisonOperator, _ l: Expression, _ r: Expression) -> RenderedRule {
        if case .literal(.null, _) = r { return RenderedRule(text: "\(side(l, other: r).text) \(op.rawValue) nil", precedence: .comparison) }
        if case .literal(.null, _) = l { return RenderedRule(text: "\(side(r, other: l).text) \(op.rawValue) nil", precedence: .comparison) }
        let a = side(l, other: r)
        let b = side(r, other: l)
        if op == .equal || op == .notEqual, isText(l), isText(r) {
            return textComparison(op, a, b)
        }
        if op == .equal || op == .notEqual {
            func operand(_ s: Side) -> String {
                guard s.toDouble else { return s.text }
                return s.isOptional ? "\(s.text).map { Double($0) }" : "Double(\(s.text))"
            }
            return RenderedRule(text: "\(operand(a)) \(op.rawValue) \(operand(b))", precedence: .comparison)
        }
        let o = op.rawValue
        switch (a.isOptional, b.isOptional) {
        case (false, false):
            return RenderedRule(text: "\(a.value("")) \(o) \(b.value(""))", precedence: .comparison)
        case (true, false):
            return RenderedRule(text: "(\(a.text).map { \(a.value("$0")) \(o) \(b.value("")) } ?? false)", precedence: .atom)
        case (false, true):
            return RenderedRule(text: "(\(b.text).map { \(a.value("")) \(o) \(b.value("$0")) } ?? false)", precedence: .atom)
        case (true, true):
            var name = "lhs"
            while b.text.containsText(name) { name += "_" }
            return RenderedRule(text: "(\(a.text).flatMap { \(name) in \(b.text).map { \(a.value(name)) \(o) \(b.value("$0")) } } ?? false)",
                                precedence: .atom)
        }
    }

    /// Whether `e` is plain text (not a declared enum's value, not a list or map).
    private func isText(_ e: Expression) -> Bool {
        guard let type = RuleShape.type(of: e, fieldType: fieldType) else { return false }
        return type.base == .string && type.container == nil && type.enumName == nil
    }

    /// A name for a closure parameter that none of `texts` contains.
    private func closureName(_ base: String, avoiding texts: String...) -> String {
        var name = base
        while texts.contains(where: { $0.containsText(name) }) { name += "_" }
        return name
    }

    /// `a.utf8.elementsEqual(b.utf8)`, through `map` for an optional side; two nils are equal.
    private func textComparison(_ op: ComparisonOperator, _ a: Side, _ b: Side) -> RenderedRule {
        func same(_ x: String, _ y: String) -> String { "\(x).utf8.elementsEqual(\(y).utf8)" }
        let test: RenderedRule
        switch (a.isOptional, b.isOptional) {
        case (false, false):
            test = RenderedRule(text: same(a.text, b.text), precedence: .atom)
        case (true, false):
            test = RenderedRule(text: "(\(a.text).map { \(same("$0", b.text)) } ?? false)", precedence: .atom)
        case (false, true):
            test = RenderedRule(text: "(\(b.text).map { \(same(a.text, "$0")) } ?? false)", precedence: .atom)
        case (true, true):
            let name = closureName("lhs", avoiding: b.text)
            test = RenderedRule(text: "(\(a.text).flatMap { \(name) in \(b.text).map { \(same(name, "$0")) } } "
                                + "?? (\(a.text) == nil && \(b.text) == nil))", precedence: .atom)
        }
        guard op == .notEqual else { return test }
        return RenderedRule(text: "!" + test.text, precedence: .prefix)
    }

    func membership(_ l: Expression, _ elements: [MembershipElement]) -> RenderedRule {
        let type = RuleShape.type(of: l, fieldType: fieldType)
        if isText(l) {
            // `["a", "b"].contains { $0.utf8.elementsEqual(code.utf8) }`, byte for byte as `textComparison`.
            let subject = render(l).wrapped(atLeast: .atom)
            let texts = elements.compactMap { element -> String? in
                if case .value(let literal) = element { return Self.literal(literal) } else { return nil }
            }
            let value = (type?.isOptional ?? false) ? closureName("text", avoiding: subject) : subject
            let test = texts.count == 1 ? "\(value).utf8.elementsEqual(\(texts[0]).utf8)"
                : "[\(texts.joined(separator: ", "))].contains { $0.utf8.elementsEqual(\(value).utf8) }"
            guard type?.isOptional ?? false else { return RenderedRule(text: test, precedence: .atom) }
            return RenderedRule(text: "(\(subject).map { \(value) in \(test) } ?? false)", precedence: .atom)
        }
        let hasDouble = elements.contains { if case .value(.double) = $0 { return true } else { return false } }
        let toDouble = type?.base == .int && hasDouble && !isLiteral(l)
        let subject = render(l).wrapped(atLeast: .atom)
        let isOptional = type?.isOptional ?? false
        let value = isOptional ? "$0" : subject
        let tests = Self.membershipTests(elements, value: toDouble ? "Double(\(value))" : value)
        let test = tests.joined(separator: " || ")
        if isOptional { return RenderedRule(text: "(\(subject).map { \(test) } ?? false)", precedence: .atom) }
        let precedence: RulePrecedence = tests.count > 1 ? .or : (elements.count == 1 && !isRange(elements[0]) ? .comparison : .atom)
        return RenderedRule(text: test, precedence: precedence)
    }

    /// `tags.contains(x)`, `(tags?.contains(x) ?? false)`, `(x.map { tags.contains($0) } ?? false)`;
    /// `fields[x] != nil`, `(x.flatMap { fields?[$0] } != nil)`.
    func element(_ l: Expression, of collection: Expression) -> RenderedRule {
        let type = RuleShape.type(of: collection, fieldType: fieldType)
        let optionalCollection = type?.isOptional ?? false
        let c = render(collection).wrapped(atLeast: .atom) + (optionalCollection ? "?" : "")
        let subject = render(l).wrapped(atLeast: .atom)
        let optionalSubject = RuleShape.type(of: l, fieldType: fieldType)?.isOptional ?? false
        if type?.container == .map || (type?.base == .string && type?.enumName == nil) {
            return textElement(subject, optionalSubject: optionalSubject, of: c, isMap: type?.container == .map,
                               optionalCollection: optionalCollection)
        }
        if type?.container == .map {
            if optionalSubject { return RenderedRule(text: "(\(subject).flatMap { \(c)[$0] } != nil)", precedence: .atom) }
            return RenderedRule(text: "\(c)[\(subject)] != nil", precedence: .comparison)
        }
        if optionalSubject {
            return RenderedRule(text: "(\(subject).\(optionalCollection ? "flatMap" : "map") { \(c).contains($0) } ?? false)",
                                precedence: .atom)
        }
        if optionalCollection { return RenderedRule(text: "(\(c).contains(\(subject)) ?? false)", precedence: .atom) }
        return RenderedRule(text: "\(c).contains(\(subject))", precedence: .atom)
    }

    /// Text in a list of text or among a map's keys, byte for byte as `textComparison`:
    /// `tags.contains { $0.utf8.elementsEqual(x.utf8) }`, `fields.keys.contains { ... }`,
    /// `(x.map { text in (tags?.contains { $0.utf8.elementsEqual(text.utf8) } ?? false) } ?? false)`.
    private func textElement(_ subject: String, optionalSubject: Bool, of c: String, isMap: Bool,
                             optionalCollection: Bool) -> RenderedRule {
        let value = optionalSubject ? closureName("text", avoiding: c) : subject
        var test = "\(c)\(isMap ? ".keys" : "").contains { $0.utf8.elementsEqual(\(value).utf8) }"
        if optionalCollection { test = "(\(test) ?? false)" }
        guard optionalSubject else { return RenderedRule(text: test, precedence: .atom) }
        return RenderedRule(text: "(\(subject).map { \(value) in \(test) } ?? false)", precedence: .atom)
    }

    /// `tags.count`, or `tags?.count` (an optional chain: parenthesized where a member follows).
    func count(_ collection: Expression) -> RenderedRule {
        let optional = RuleShape.type(of: collection, fieldType: fieldType)?.isOptional ?? false
        let c = render(collection).wrapped(atLeast: .atom)
        return optional ? RenderedRule(text: c + "?.count", precedence: .prefix) : RenderedRule(text: c + ".count", precedence: .atom)
    }

    private func isRange(_ element: MembershipElement) -> Bool {
        if case .range = element { return true }
        return false
    }

    /// `value == 408`, `[400, 422].contains(value)`, `(500...599).contains(value)`.
    static func membershipTests(_ elements: [MembershipElement], value: String) -> [String] {
        var values: [String] = []
        var tests: [String] = []
        for element in elements {
            switch element {
            case .value(let item): values.append(literal(item))
            case .range(let lower, let upper):
                let upperText = upper < 0 ? "(\(upper))" : String(upper)
                tests.append("(\(lower)...\(upperText)).contains(\(value))")
            }
        }
        if values.count == 1 { tests.insert("\(value) == \(values[0])", at: 0) }
        if values.count > 1 { tests.insert("[\(values.joined(separator: ", "))].contains(\(value))", at: 0) }
        return tests
    }
}
