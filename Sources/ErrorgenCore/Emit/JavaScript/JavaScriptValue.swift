/// A property's value for a case as a JS expression over the `$field` locals.
enum JavaScriptValue {
    /// How a rendered value reads a field: the JS expression and the type the rule renderer should assume.
    typealias FieldReader = (String) -> (expression: String, type: ValueType)

    static func expression(_ value: PlanValue, reading reader: FieldReader) -> String {
        switch value {
        case .constant(let literal):
            return JavaScriptSyntax.literal(literal)
        case .field(let name):
            return JavaScriptSyntax.local(name)
        case .primaryCode(let code):
            return code.map(JavaScriptSyntax.literal) ?? "null"
        case .rule(let rule):
            return JavaScriptRuleRenderer.render(rule.expression, field: { reader($0).expression },
                                                 fieldType: { reader($0).type })
        case .conditional(let arms, let otherwise):
            // `rule ? value : rule ? value : otherwise`, as in Swift.
            let chosen = arms.map { expression(.rule($0.rule), reading: reader) + " ? " + expression($0.value, reading: reader) + " : " }
            return chosen.joined() + expression(otherwise, reading: reader)
        }
    }
}
