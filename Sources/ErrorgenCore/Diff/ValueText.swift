/// Values written out without their positions, so two versions compare equal when they mean the same:
/// rules fully parenthesized, templates with their holes, literals as the rule language writes them.
enum ValueText {
    /// A property's value for one case as the plan resolves it (a primary code is the case's own).
    /// Field names go through `fields` (old name -> new name), so a renamed field reads the same.
    static func resolved(_ value: PlanValue, fields: [String: String] = [:]) -> String {
        switch value {
        case .constant(let literal): return RuleLiteralText.plain(literal)
        case .field(let name): return "{field: \(fields[name] ?? name)}"
        case .rule(let rule): return "{rule: \(self.rule(rule.expression, fields: fields))}"
        case .primaryCode(let code): return code.map(RuleLiteralText.plain) ?? "null"
        case .conditional(let arms, let otherwise):
            let written = arms.map { "{when: \(rule($0.rule.expression, fields: fields)), value: \(resolved($0.value, fields: fields))}" }
                + ["{value: \(resolved(otherwise, fields: fields))}"]
            return "[" + written.joined(separator: ", ") + "]"
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
        template.parts.indices.map { i in
            switch template.parts[i] {
            case .text(let text):
                return text.map { $0 == "{" ? "{{" : $0 == "}" ? "}}" : String($0) }.joined() + (template.doublesDollar(after: i) ? "$" : "")
            case .parameter(let name, _): return "{\(name)}"
            case .formatted(let name, let format, _): return "{\(name):\(format.spelling)}"
            case .withNilText(let name, let format, let text, _, _):
                let quote = text.contains("\"") ? "'" : "\""
                return "{" + name + (format.map { ":" + $0.spelling } ?? "") + " ?? " + quote + text + quote + "}"
            }
        }.joined()
    }

    static func rule(_ e: Expression, fields: [String: String] = [:]) -> String {
        let rule = { (e: Expression) in self.rule(e, fields: fields) }
        switch e {
        case .field(let name, _): return fields[name] ?? name
        case .literal(let literal, _): return RuleLiteralText.plain(literal)
        case .compare(let op, let a, let b): return "(\(rule(a)) \(op.rawValue) \(rule(b)))"
        case .membership(let a, let elements, _):
            return "(\(rule(a)) in [" + elements.map(element).joined(separator: ", ") + "])"
        case .elementOf(let a, let b): return "(\(rule(a)) in \(rule(b)))"
        case .count(let a, _): return "count(\(rule(a)))"
        case .coalesce(let a, let b): return "(\(rule(a)) ?? \(rule(b)))"
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
