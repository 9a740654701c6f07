/// `errorDetails(error)` for the struct shape: `error.code` names the category; the stored fields are read
/// from `error.userInfo` (or the error itself) and type-checked; derived properties switch over the category.
struct JavaScriptStructDetails {
    let plan: EmitPlan
    let structure: PlanStructure
    /// The stored field types whose converter the module uses.
    private(set) var convertedTypes: Set<ValueType.Base> = []

    init(_ plan: EmitPlan, _ structure: PlanStructure) {
        self.plan = plan
        self.structure = structure
    }

    mutating func print(to p: CodePrinter) {
        var usedFields = Set<String>()
        var switches: [(PlanProperty, [(expression: String, cases: [String])], String)] = []
        for field in plan.bridge {
            switch field.source {
            case .storedField(let index):
                usedFields.insert(structure.fields[index].name.value)
            case .property(let index):
                let property = plan.properties[index]
                let (groups, fallback, fields) = renderValues(of: property)
                usedFields.formUnion(fields)
                switches.append((property, groups, fallback))
            case .caseName, .description, .missing:
                break
            }
        }

        p.line("export function errorDetails(error) {")
        p.withIndentation {
            p.line(#"if (error === null || typeof error !== "object") return null;"#)
            p.line("const caseName = error.code;")
            p.line("if (!isCaseName(caseName)) return null;")
            for field in structure.fields where usedFields.contains(field.name.value) {
                printRead(field, to: p)
            }
            for (property, groups, fallback) in switches {
                printProperty(property, groups: groups, fallback: fallback, to: p)
            }
            let entries = plan.bridge.map { field -> String in
                let value: String
                switch field.source {
                case .caseName: value = "caseName"
                case .description, .missing: value = "null"
                case .property(let index): value = JavaScriptSyntax.local(plan.properties[index].name.value)
                case .storedField(let index): value = JavaScriptSyntax.local(structure.fields[index].name.value)
                }
                return JavaScriptLanguage.propertyKey(field.name) + ": " + value
            }
            p.line("return { " + entries.joined(separator: ", ") + " };")
        }
        p.line("}")
    }

    private mutating func printRead(_ field: Field, to p: CodePrinter) {
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
    private func renderValues(of property: PlanProperty) -> ([(expression: String, cases: [String])], String, [String]) {
        var groups: [(expression: String, cases: [String])] = []
        var groupIndex: [String: Int] = [:]
        var fields: [String] = []
        func add(_ expression: String, _ caseName: String) {
            if let index = groupIndex[expression] {
                groups[index].cases.append(caseName)
            } else {
                groupIndex[expression] = groups.count
                groups.append((expression, [caseName]))
            }
        }
        for i in plan.cases.indices where property.isOwn[i] {
            let value = property.values[i]
            fields += value.reads
            add(JavaScriptValue.expression(value, reading: reader), plan.cases[i].name)
        }
        // The default reads stored fields only; a primary code default depends on the case, so it is rendered per case.
        let fallback: String
        switch property.defaultValue {
        case .primaryCode:
            fallback = "null"
            for i in plan.cases.indices where !property.isOwn[i] {
                if case .primaryCode(let code?) = property.values[i] {
                    add(JavaScriptLanguage.stringLiteral(code), plan.cases[i].name)
                }
            }
        case .constant(let literal):
            fallback = JavaScriptSyntax.literal(literal)
        case .field(let name):
            fields.append(name)
            fallback = JavaScriptSyntax.local(name)
        case .rule(let rule):
            fields += rule.reads
            fallback = JavaScriptValue.expression(.rule(rule), reading: reader)
        }
        return (groups, fallback, fields)
    }

    private func printProperty(_ property: PlanProperty, groups: [(expression: String, cases: [String])], fallback: String,
                               to p: CodePrinter) {
        let local = JavaScriptSyntax.local(property.name.value)
        if groups.isEmpty {
            p.line("const " + local + " = " + fallback + ";")
            return
        }
        p.line("let " + local + ";")
        p.line("switch (caseName) {")
        p.withIndentation {
            for group in groups {
                for name in group.cases { p.line("case " + JavaScriptLanguage.stringLiteral(name) + ":") }
                p.withIndentation {
                    p.line(local + " = " + group.expression + ";")
                    p.line("break;")
                }
            }
            p.line("default:")
            p.withIndentation { p.line(local + " = " + fallback + ";") }
        }
        p.line("}")
    }

    /// Stored fields always hold a value of their type (optionals may be null), as in Swift.
    private func reader(_ name: String) -> (expression: String, type: ValueType) {
        (JavaScriptSyntax.local(name), structure.field(named: name)?.type ?? ValueType(.string, optional: true))
    }
}
