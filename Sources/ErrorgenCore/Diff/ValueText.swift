/// Values written out without their positions, so two versions compare equal when they mean the same:
/// rules fully parenthesized, templates with their holes, literals as the rule language writes them.
enum ValueText {
    /// A property's value for one case, resolved: `{code: primary}` becomes the case's primary code.
    /// Field names go through `fields` (old name -> new name), so a renamed field reads the same.
    static func resolved(_ value: PropertyValue, for c: Case, fields: [String: String] = [:]) -> String {
        switch value {
        case .constant(let literal, _): return RuleLiteralText.plain(literal)
        case .field(let name): return "{field: \(fields[name.value] ?? name.value)}"
        case .rule(let expression, _): return "{rule: \(rule(expression, fields: fields))}"
        case .primaryCode: return c.primaryCode.map { RuleLiteralText.plain(.string($0.code)) } ?? "null"
        }
    }

    static func assigned(_ value: AssignedValue) -> String {
        switch value {
        case .template(let template): return RuleLiteralText.plain(.string(self.template(template)))
        case .literal(let literal, _): return RuleLiteralText.plain(literal)
        case .parameter(let name): return "{\(name.value)}"
        }
    }

    /// The template as written: `{{` and `}}` for literal braces.
    static func template(_ template: Template) -> String {
        template.parts.map { part in
            switch part {
            case .text(let text): return text.map { $0 == "{" ? "{{" : $0 == "}" ? "}}" : String($0) }.joined()
            case .parameter(let name, _): return "{\(name)}"
            }
        }.joined()
    }

    static func rule(_ e: Expression, fields: [String: String] = [:]) -> String {
        let rule = { (e: Expression) in self.rule(e, fields: fields) }
        switch e {
        case .field(let name, _): return fields[name] ?? name
        case .literal(let literal, _): return RuleLiteralText.plain(literal)
        case .compare(let op, let a, let b): return "(\(rule(a)) \(op.rawValue) \(rule(b)))"
        case .membership(let a, let elements):
            return "(\(rule(a)) in [" + elements.map(element).joined(separator: ", ") + "])"
        case .and(let a, let b): return "(\(rule(a)) and \(rule(b)))"
        case .or(let a, let b): return "(\(rule(a)) or \(rule(b)))"
        case .not(let a): return "(not \(rule(a)))"
        }
    }

    private static func element(_ element: MembershipElement) -> String {
        switch element {
        case .value(let literal): return RuleLiteralText.plain(literal)
        case .range(let lower, let upper): return "\(lower)...\(upper)"
        }
    }
}
