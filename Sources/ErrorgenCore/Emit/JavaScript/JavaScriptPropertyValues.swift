/// The per-case values of the derived properties, looked up in constant time (a spec may have 20,000 cases),
/// and rendered as JS expressions over the `$field` locals.
struct JavaScriptPropertyValues {
    let spec: Spec
    private var ownValues: [String: [String: PropertyValue]] = [:]

    init(_ spec: Spec) {
        self.spec = spec
        for property in spec.properties {
            var values: [String: PropertyValue] = [:]
            for value in property.values where values[value.caseName.value] == nil {
                values[value.caseName.value] = value.value
            }
            ownValues[property.name.value] = values
        }
    }

    /// The case's own value for the property, or nil when it uses the default.
    func ownValue(of property: Property, for caseName: String) -> PropertyValue? {
        ownValues[property.name.value]?[caseName]
    }

    func value(of property: Property, for c: Case) -> PropertyValue {
        ownValue(of: property, for: c.name.value) ?? property.defaultValue
    }

    /// How a rendered value reads a field: the JS expression and the type the rule renderer should assume.
    typealias FieldReader = (String) -> (expression: String, type: ValueType)

    /// The value as a JS expression, and the names of the fields it reads.
    func render(_ value: PropertyValue, primaryCode: WireCode?, reading reader: FieldReader) -> (expression: String, fields: [String]) {
        switch value {
        case .constant(let literal, _):
            return (JavaScriptSyntax.literal(literal), [])
        case .field(let name):
            return (JavaScriptSyntax.local(name.value), [name.value])
        case .primaryCode:
            return (primaryCode.map { JavaScriptLanguage.stringLiteral($0.code) } ?? "null", [])
        case .rule(let expression, _):
            let rendered = JavaScriptRuleRenderer.render(expression,
                                                         field: { reader($0).expression },
                                                         fieldType: { reader($0).type })
            return (rendered, Self.fieldsRead(by: expression))
        }
    }

    /// The distinct field names an expression reads, in first-use order.
    static func fieldsRead(by expression: Expression) -> [String] {
        var names: [String] = []
        var pending = [expression]
        while let e = pending.popLast() {
            switch e {
            case .field(let name, _):
                if !names.contains(name) { names.append(name) }
            case .literal:
                break
            case .compare(_, let a, let b), .and(let a, let b), .or(let a, let b):
                pending.append(b)
                pending.append(a)
            case .membership(let a, _), .not(let a):
                pending.append(a)
            }
        }
        return names
    }
}
