/// `errorDetails(error)` for the struct shape: `error.code` names the category; the stored fields are read
/// from `error.userInfo` (or the error itself) and type-checked; derived properties switch over the category.
struct JavaScriptStructDetails {
    let spec: Spec
    let values: JavaScriptPropertyValues
    private let fieldTypes: [String: ValueType]
    /// The stored field types whose converter the module uses.
    private(set) var convertedTypes: Set<ValueType.Base> = []

    init(_ spec: Spec, values: JavaScriptPropertyValues) {
        self.spec = spec
        self.values = values
        fieldTypes = Dictionary(spec.fields.map { ($0.name.value, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func print(into p: inout CodePrinter) {
        let properties = spec.bridge.fields.compactMap { field -> Property? in
            guard case .member(let name) = field.source else { return nil }
            return spec.property(named: name)
        }
        var usedFields = Set<String>()
        for field in spec.bridge.fields {
            if case .member(let name) = field.source, spec.field(named: name) != nil { usedFields.insert(name) }
        }
        var switches: [(Property, [(expression: String, cases: [String])], String)] = []
        for property in properties {
            let (groups, fallback, fields) = renderValues(of: property)
            usedFields.formUnion(fields)
            switches.append((property, groups, fallback))
        }

        p.line("export function errorDetails(error) {")
        p.indent { p in
            p.line(#"if (error === null || typeof error !== "object") return null;"#)
            p.line("const caseName = error.code;")
            p.line("if (!isCaseName(caseName)) return null;")
            for field in spec.fields where usedFields.contains(field.name.value) {
                printRead(field, into: &p)
            }
            for (property, groups, fallback) in switches {
                printProperty(property, groups: groups, fallback: fallback, into: &p)
            }
            let entries = spec.bridge.fields.map { field -> String in
                let value: String
                switch field.source {
                case .caseName: value = "caseName"
                case .description: value = "null"
                case .member(let name):
                    value = fieldTypes[name] != nil || spec.property(named: name) != nil ? JavaScriptSyntax.local(name) : "null"
                }
                return JavaScriptLanguage.propertyKey(field.name.value) + ": " + value
            }
            p.line("return { " + entries.joined(separator: ", ") + " };")
        }
        p.line("}")
    }

    private mutating func printRead(_ field: Field, into p: inout CodePrinter) {
        convertedTypes.insert(field.type.base)
        let absent: String
        switch (field.type.isOptional, field.type.base) {
        case (true, _): absent = "null"
        case (false, .string): absent = #""""#
        case (false, .int), (false, .double): absent = "0"
        case (false, .bool): absent = "false"
        }
        p.line("const " + JavaScriptSyntax.local(field.name.value) + " = "
               + JavaScriptRuntime.storedConverterName(field.type.base) + "(storedValue(error, "
               + JavaScriptLanguage.stringLiteral(field.name.value) + "), " + absent + ");")
    }

    /// The cases with their own values, grouped by rendered expression (first-appearance order), the default
    /// expression, and every field the values read.
    private func renderValues(of property: Property) -> ([(expression: String, cases: [String])], String, [String]) {
        var groups: [(expression: String, cases: [String])] = []
        var groupIndex: [String: Int] = [:]
        var fields: [String] = []
        for c in spec.cases {
            guard let own = values.ownValue(of: property, for: c.name.value) else { continue }
            let rendered = values.render(own, primaryCode: c.primaryCode, reading: reader)
            fields += rendered.fields
            if let index = groupIndex[rendered.expression] {
                groups[index].cases.append(c.name.value)
            } else {
                groupIndex[rendered.expression] = groups.count
                groups.append((rendered.expression, [c.name.value]))
            }
        }
        // The default reads stored fields only; a primary code default depends on the case, so it is rendered per case.
        let fallback: String
        if case .primaryCode = property.defaultValue {
            fallback = "null"
            for c in spec.cases where values.ownValue(of: property, for: c.name.value) == nil && c.primaryCode != nil {
                let code = values.render(property.defaultValue, primaryCode: c.primaryCode, reading: reader).expression
                if let index = groupIndex[code] {
                    groups[index].cases.append(c.name.value)
                } else {
                    groupIndex[code] = groups.count
                    groups.append((code, [c.name.value]))
                }
            }
        } else {
            let rendered = values.render(property.defaultValue, primaryCode: nil, reading: reader)
            fields += rendered.fields
            fallback = rendered.expression
        }
        return (groups, fallback, fields)
    }

    private func printProperty(_ property: Property, groups: [(expression: String, cases: [String])], fallback: String,
                               into p: inout CodePrinter) {
        let local = JavaScriptSyntax.local(property.name.value)
        if groups.isEmpty {
            p.line("const " + local + " = " + fallback + ";")
            return
        }
        p.line("let " + local + ";")
        p.line("switch (caseName) {")
        p.indent { p in
            for group in groups {
                for name in group.cases { p.line("case " + JavaScriptLanguage.stringLiteral(name) + ":") }
                p.indent { p in
                    p.line(local + " = " + group.expression + ";")
                    p.line("break;")
                }
            }
            p.line("default:")
            p.indent { $0.line(local + " = " + fallback + ";") }
        }
        p.line("}")
    }

    /// Stored fields always hold a value of their type (optionals may be null), as in Swift.
    private func reader(_ name: String) -> (expression: String, type: ValueType) {
        (JavaScriptSyntax.local(name), fieldTypes[name] ?? ValueType(.string, optional: true))
    }
}
