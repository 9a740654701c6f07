/// A property's value for a case as a JS expression over the `$field` locals.
enum JavaScriptValue {
    /// How a rendered value reads a field: the JS expression and the type the rule renderer should assume.
    typealias FieldReader = (String) -> (expression: String, type: ValueType)

    /// `rules`, when given, keeps each rendered rule for the next case that has the same rule over fields of
    /// the same types; `reader`'s expression for a field must then depend only on the field's name and type.
    static func expression(_ value: PlanValue, reading reader: FieldReader, rules: JavaScriptRuleCache? = nil) -> String {
        switch value {
        case .constant(let literal):
            return JavaScriptSyntax.literal(literal)
        case .field(let name):
            return JavaScriptSyntax.local(name)
        case .primaryCode(let code):
            return code.map(JavaScriptSyntax.literal) ?? "null"
        case .rule(let rule):
            guard let rules else { return render(rule, reader) }
            let key = JavaScriptRuleCache.Key(source: rule.source, types: rule.reads.map { reader($0).type })
            if let text = rules.rendered[key] { return text }
            let text = render(rule, reader)
            rules.rendered[key] = text
            return text
        case .conditional(let arms, let otherwise):
            // `rule ? value : rule ? value : otherwise`, as in Swift.
            let chosen = arms.map {
                expression(.rule($0.rule), reading: reader, rules: rules) + " ? "
                    + expression($0.value, reading: reader, rules: rules) + " : "
            }
            return chosen.joined() + expression(otherwise, reading: reader, rules: rules)
        }
    }

    private static func render(_ rule: PlanRule, _ reader: FieldReader) -> String {
        JavaScriptRuleRenderer.render(rule.expression, field: { reader($0).expression }, fieldType: { reader($0).type })
    }
}

/// Rendered rules by their text and the types of the fields they read (in `PlanRule.reads` order), for one
/// module: many cases share a rule over payloads of the same types. A rule's expression is its text parsed
/// (`RuleParser`), so the text stands for it without hashing the tree (whose source locations differ by case).
final class JavaScriptRuleCache {
    struct Key: Hashable {
        let source: String
        let types: [ValueType]
    }

    var rendered: [Key: String] = [:]
}
