/// Checks a parsed rule against the fields it may read and the type its result must have.
/// Reports every problem it finds (one per offending operand), not just the first.
public enum RuleTypeChecker {
    /// `propertyNames`: the spec's properties, which a rule cannot read (named in the message when a rule tries).
    /// `noun` names what the rule reads in messages: a case's fields, or an initializer's parameters.
    public static func check(_ e: Expression, fields: [String: ValueType], expected: ValueType,
                             propertyNames: Set<String> = [], noun: (one: String, many: String) = ("field", "fields"))
        -> [Diagnostic] {
        var checker = RuleTypeInference(fields: fields)
        checker.propertyNames = propertyNames
        checker.noun = noun
        guard let type = checker.infer(e) else { return checker.diagnostics }
        if let name = expected.enumName {
            checker.error("a rule cannot give a value of enum '\(name.value)'; use a constant (a wire spelling), "
                          + "{field: ...}, or a conditional value", at: e.location)
            return checker.diagnostics
        }
        switch type {
        case .null:
            if !expected.isOptional {
                checker.error("the rule gives null, but the value must be \(expected), which is not optional",
                              at: e.location)
            }
        case .value(let t):
            let baseFits = t.holdsSameValues(as: expected) || (expected.base == .double && expected.container == nil && isIntLiteral(e))
            if !baseFits || (t.isOptional && !expected.isOptional) {
                var hint = t == ValueType(.bool, optional: true) && expected == ValueType(.bool)
                    ? " (compare it, for example '... == true')" : ""
                if case .field(let name, _) = e, let widened = widenedField(t, to: expected) {
                    hint = "; declare the field '\(name)' \(widened): a field is not converted to another type"
                }
                checker.error("the rule gives \(t), but the value must be \(expected)\(hint)", at: e.location)
            }
        }
        return checker.diagnostics
    }

    /// The type to declare an Int field (`Int`, `Int?`) with so that it fills a Double property: `Double`, or `Double?`
    /// where the field or the property is optional; nil for any other pair of types.
    static func widenedField(_ field: ValueType, to property: ValueType) -> String? {
        guard field.base == .int, property.base == .double, field.container == nil, property.container == nil,
              field.enumName == nil else { return nil }
        return ValueType(.double, optional: field.isOptional).description
    }

    private static func isIntLiteral(_ e: Expression) -> Bool {
        if case .literal(.int, _) = e { return true }
        return false
    }
}

/// The type of a rule operand while checking: a value type, or the untyped `null` literal.
enum RuleOperandType: Equatable {
    case value(ValueType)
    case null
}

struct RuleTypeInference {
    let fields: [String: ValueType]
    var propertyNames: Set<String> = []
    var noun = (one: "field", many: "fields")
    var diagnostics: [Diagnostic] = []
    /// Unknown field names already reported in this rule.
    private var unknownNames: Set<String> = []

    init(fields: [String: ValueType]) {
        self.fields = fields
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    /// The operand's type, or nil when it has an error that was already reported.
    mutating func infer(_ e: Expression) -> RuleOperandType? {
        switch e {
        case .field(let name, let location):
            if let type = fields[name] { return .value(type) }
            // A stale name read twice in one rule (`status >= 500 and status != 503`) is one slip.
            if unknownNames.insert(name).inserted { error(unknownFieldMessage(name), at: location) }
            return nil
        case .literal(let literal, _):
            return literal.base.map { .value(ValueType($0)) } ?? .null
        case .compare(let op, let l, let r):
            checkComparison(op, l, r)
        case .membership(let l, let elements, let locations):
            checkMembership(l, elements, at: locations)
        case .elementOf(let l, let r):
            checkElement(l, of: r)
        case .count(let e, let location):
            guard let type = infer(e) else { return nil }
            guard case .value(let t) = type, t.container != nil else {
                error("'count' needs a list or map, but \(type.described(subject(e)))", at: location)
                return nil
            }
            return .value(ValueType(.int, optional: t.isOptional))
        case .coalesce(let l, let r):
            return inferCoalesce(l, r)
        case .and, .or:
            var ok = true
            let op = e.isAnd ? "and" : "or"
            let terms = RuleShape.terms(of: e)
            for (index, term) in terms.enumerated() {
                // `status == 500 or 503`: a bare value after a comparison is the comparison's value list, written
                // the way English says it: one error, which says how to write it.
                if index > 0, case .literal(let literal, _) = term, literal.base != nil, literal.base != .bool,
                   case .compare(.equal, .field(let field, _), .literal)? = Optional(terms[index - 1]) {
                    error("'\(op)' needs a Bool, but \(RuleLiteralText.plain(literal)) is a value: compare it too "
                          + "('\(field) == \(RuleLiteralText.plain(literal))'), or list the values: '\(field) in [...]'",
                          at: term.location)
                    ok = false
                    continue
                }
                // `status and 408`: once one term is not a Bool, a literal after it is part of the same slip.
                if !ok, case .literal = term { continue }
                if !requireBool(term, operator: op) { ok = false }
            }
            if !ok { return nil }
        case .not:
            if !requireBool(RuleShape.stripNots(e).operand, operator: "not") { return nil }
        }
        return .value(ValueType(.bool))
    }

    /// `a ?? b`: `a` optional, `b` of its type (an Int literal fits a Double); the type is `a`'s, optional only
    /// when `b` is.
    private mutating func inferCoalesce(_ l: Expression, _ r: Expression) -> RuleOperandType? {
        let left = infer(l)
        let right = infer(r)
        guard let left, let right else { return nil }
        guard case .value(let lt) = left else {
            error("'??' needs an optional field before it, not null", at: l.location)
            return nil
        }
        guard lt.isOptional else {
            error("\(describe(l, lt)), never nil, so '??' has nothing to replace; remove '?? ...'", at: r.location)
            return nil
        }
        guard case .value(let rt) = right else {
            error("'??' needs the value to use when \(subject(l)) is nil, not null", at: r.location)
            return nil
        }
        let intIntoDouble = lt.base == .double && lt.container == nil && rt == ValueType(.int)
            && { if case .literal(.int, _) = r { true } else { false } }()
        guard rt.nonOptional.holdsSameValues(as: lt.nonOptional) || intIntoDouble else {
            error("'??' gives \(subject(r)) (\(rt)) where \(subject(l)) (\(lt)) is nil; give a value of type \(lt.nonOptional)",
                  at: r.location)
            return nil
        }
        var result = lt
        result.isOptional = rt.isOptional
        return .value(result)
    }

    /// Reports an operand of `and`/`or`/`not` that is not a non-optional Bool; false if it has an error.
    private mutating func requireBool(_ e: Expression, operator op: String) -> Bool {
        guard let type = infer(e) else { return false }
        switch type {
        case .null:
            error("'\(op)' needs true or false, not null", at: e.location)
        case .value(let t) where t.base != .bool || t.container != nil:
            let hint = op == "not" && RuleShape.isOperand(e)
                ? " ('not' applies to the operand right after it; to negate a comparison write 'not (a == b)')" : ""
            error("'\(op)' needs a Bool, but \(describe(e, t))\(hint)", at: e.location)
        case .value(let t) where t.isOptional:
            error("'\(op)' needs a non-optional Bool, but \(describe(e, t)); compare it, for example "
                  + "'... == true'", at: e.location)
        default:
            return true
        }
        return false
    }

    private mutating func checkComparison(_ op: ComparisonOperator, _ l: Expression, _ r: Expression) {
        let isEquality = op == .equal || op == .notEqual
        if isEquality, reportUnquotedText(l, r) { return }
        // A text compared with a field (not a `??` fallback, which is output text).
        for side in [l, r] {
            if case .literal(.string(let text), let location) = side, checkHidden(text, at: location) { return }
        }
        guard let tl = infer(l), let tr = infer(r) else { return }
        switch (tl, tr) {
        case (.null, .null):
            error("comparing null with null; compare an optional field with null", at: r.location)
        case (.null, .value(let t)), (.value(let t), .null):
            let (null, other) = tl == .null ? (l, r) : (r, l)
            if !isEquality {
                error("'null' can only be compared with '==' or '!='", at: null.location)
            } else if !t.isOptional {
                error("\(describe(other, t)), which is never null; only optional values can be compared with null",
                      at: null.location)
            }
        case (.value(let a), .value(let b)):
            if let (side, t) = [(l, a), (r, b)].first(where: { $0.1.container != nil }) {
                error("'\(op.rawValue)' cannot compare lists or maps, but \(describe(side, t)); use 'in', 'count(...)' or "
                      + "compare it with null", at: side.location)
            } else if !isEquality {
                if let (side, t) = [(l, a), (r, b)].first(where: { !$0.1.base.isNumeric }) {
                    // `status >= "500"`: a number in quotes.
                    var hint = ""
                    if case .literal(.string(let text), _) = side, Double(text) != nil, LiteralDecoder.isDecimalNumber(text) {
                        hint = "; remove the quotes: \(text)"
                    }
                    error("'\(op.rawValue)' needs numbers (Int or Double), but \(describe(side, t))\(hint)", at: side.location)
                }
            } else if a.base != b.base && !(a.base.isNumeric && b.base.isNumeric) {
                var hint = ""
                if a.base.isNumeric, case .literal(.string(let text), _) = r, LiteralDecoder.isDecimalNumber(text) {
                    hint = "; remove the quotes: \(text)"
                }
                error("cannot compare \(subject(l)) (\(a)) with \(subject(r)) (\(b))\(hint)", at: r.location)
            } else if a.enumName?.value != b.enumName?.value, !isLiteral(l), !isLiteral(r) {
                // A declared enum's value compares with another of the same enum, or with a wire spelling.
                error("cannot compare \(subject(l)) (\(a)) with \(subject(r)) (\(b)); compare an enum value with "
                      + "one of its wire spellings, such as \(subject(l)) == \"...\"", at: r.location)
            }
        }
    }

    /// `code == rate_limited`: a word that names no field, compared with a String field, is text without quotes.
    private mutating func reportUnquotedText(_ l: Expression, _ r: Expression) -> Bool {
        for (word, other) in [(l, r), (r, l)] {
            guard case .field(let name, let location) = word, fields[name] == nil,
                  case .field(let otherName, _) = other, let t = fields[otherName], t.base == .string, t.container == nil,
                  knownMistake(name) == nil else { continue }
            error(unknownFieldMessage(name, hint: " (to compare '\(otherName)' with the text \(name), quote it: \"\(name)\")"),
                  at: location)
            return true
        }
        return false
    }

    private func isLiteral(_ e: Expression) -> Bool {
        if case .literal = e { return true }
        return false
    }

    private mutating func checkMembership(_ l: Expression, _ elements: [MembershipElement], at locations: [SourceLocation]) {
        guard let type = infer(l) else { return }
        guard case .value(let t) = type else {
            error("'in' needs a value on its left, not null", at: l.location)
            return
        }
        guard t.base != .bool, t.container == nil else {
            error("'in' needs an Int, Double or String, but \(describe(l, t))", at: l.location)
            return
        }
        for (index, element) in elements.enumerated() {
            let at = index < locations.count ? locations[index] : l.location
            switch element {
            case .range where !t.base.isNumeric:
                error("a range needs numbers (Int or Double), but \(describe(l, t))", at: at)
                return
            case .value(.null):
                error("the list after 'in' cannot contain null; compare with '== null' instead", at: at)
                return
            case .value(let literal):
                if case .string(let text) = literal, checkHidden(text, at: at) { return }
                if let base = literal.base, base != t.base && !(base.isNumeric && t.base.isNumeric) {
                    error("\(describe(l, t)), but the list contains \(RuleLiteralText.plain(literal)) (\(base.rawValue))",
                          at: at)
                    return
                }
            default:
                break
            }
        }
    }

    /// A text that holds an invisible character or a no-break space (pasted with it) never equals what a
    /// service sends. Returns whether it reported one.
    @discardableResult
    private mutating func checkHidden(_ text: String, at location: SourceLocation) -> Bool {
        guard let (problem, scalar) = WireTextProblem.hiddenCharacter(in: text) else { return false }
        error("the text \(TextQuote.quoted(text, "\"")) \(problem), so the rule never matches it"
              + WireTextProblem.fix(for: scalar), at: location)
        return true
    }

    /// `x in tags`: an element of a list (Int and Double mix only as an Int literal in a Double list), a key of a map.
    private mutating func checkElement(_ l: Expression, of r: Expression) {
        let left = infer(l)
        guard let right = infer(r) else { return }
        guard case .value(let collection) = right, collection.container != nil else {
            error("'in' needs a range, a list like [400, 408], or a list or map field, but \(right.described(subject(r)))",
                  at: r.location)
            return
        }
        guard let left else { return }
        guard case .value(let t) = left else {
            error("'in' needs a value on its left, not null", at: l.location)
            return
        }
        if collection.container == .map {
            if !t.holdsSameValues(as: ValueType(.string)) {
                error("\(describe(l, t)), but the keys of \(subject(r)) (\(collection)) are String", at: l.location)
            }
            return
        }
        let intLiteralInDoubles: Bool = if case .literal(.int, _) = l { collection.base == .double } else { false }
        if !t.holdsSameValues(as: collection.element), !intLiteralInDoubles {
            error("\(describe(l, t)), but the elements of \(subject(r)) (\(collection)) are \(collection.base.rawValue)",
                  at: l.location)
        }
    }

    /// "'status' is Int?", "\"x\" is String", "the expression is Bool".
    private func describe(_ e: Expression, _ t: ValueType) -> String {
        "\(subject(e)) is \(t)"
    }

    private func subject(_ e: Expression) -> String {
        switch e {
        case .field(let name, _): return "'\(name)'"
        case .literal(let literal, _): return RuleLiteralText.plain(literal)
        case .count(let e, _): return "'count(\(ValueText.rule(e)))'"
        default: return "the expression"
        }
    }

    /// What a word that names no field probably is: a null or Bool of another language, or a field misspelled.
    private func knownMistake(_ name: String) -> String? {
        if ["nil", "none", "null", "undefined"].contains(name.lowercased()) { return " (write null for a missing value)" }
        if ["true", "false"].contains(name.lowercased()) { return " (write \(name.lowercased()) in lowercase)" }
        if ["yes", "on"].contains(name.lowercased()) { return " (for the Bool constant write true)" }
        if ["no", "off"].contains(name.lowercased()) { return " (for the Bool constant write false)" }
        if propertyNames.contains(name) {
            return " ('\(name)' is a property: a rule reads the case's fields, not other properties; compare the fields "
                + "that property's value comes from)"
        }
        return Suggestion.closest(to: name, among: fields.keys.sorted()).map { " (did you mean '\($0)'?)" }
    }

    /// `hint` replaces the suggestion when no known word or field is close.
    private func unknownFieldMessage(_ name: String, hint: String = "") -> String {
        let names = fields.keys.sorted()
        let message = "unknown \(noun.one) '\(name)'" + (knownMistake(name) ?? hint)
        return message + (names.isEmpty ? "; there are no \(noun.many) here" : "; \(noun.many) here: " + names.joined(separator: ", "))
    }
}

extension RuleOperandType {
    /// "'x' is Int", "'x' is null".
    func described(_ subject: String) -> String {
        switch self {
        case .null: return "\(subject) is null"
        case .value(let t): return "\(subject) is \(t)"
        }
    }
}

extension ValueType.Base {
    var isNumeric: Bool { self == .int || self == .double }
}
