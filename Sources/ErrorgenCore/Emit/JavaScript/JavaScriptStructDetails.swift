/// `errorDetails(error)` for the struct shape: `error.code` names the category; the stored fields are read
/// from `error.userInfo` (or the error itself) and type-checked; a derived property is read from `userInfo`
/// when it holds it, else computed by a switch over the category.
struct JavaScriptStructDetails {
    let plan: EmitPlan
    let structure: PlanStructure
    /// The stored field types whose converter the module uses.
    private(set) var convertedTypes: Set<ValueType> = []
    /// The property types whose `userInfo` reader the module uses.
    private(set) var heldTypes: Set<ValueType> = []
    /// Whether the stored fields are read back out of the message when there is no `userInfo` (set by `print`).
    private(set) var parsesMessage = false
    /// The stored field types whose message converter the module uses.
    private(set) var parsedTypes: Set<ValueType> = []
    /// Whether the scanner steps over bracketed values (some stored field is a list or map).
    var scansBrackets: Bool { structure.fields.contains { $0.type.container != nil } }

    init(_ plan: EmitPlan, _ structure: PlanStructure) {
        self.plan = plan
        self.structure = structure
    }

    mutating func print(to p: CodePrinter) {
        var usedFields = Set<String>()
        // A value computed from stored fields is read from `userInfo` first (the native side puts it there):
        // a field JSON cannot carry exactly (an Int past 2^53, a non-finite Double) would compute it wrongly.
        var switches: [(PlanProperty, [(expression: String, cases: [String])], String, heldKey: String?)] = []
        for field in plan.bridge {
            switch field.source {
            case .storedField(let index):
                usedFields.insert(structure.fields[index].name.value)
            case .property(let index):
                let property = plan.properties[index]
                let (groups, fallback, fields) = renderValues(of: property)
                usedFields.formUnion(fields)
                switches.append((property, groups, fallback, fields.isEmpty ? nil : field.name))
            case .caseName, .description, .missing:
                break
            }
        }

        p.line("function detailsOf(error) {")
        p.withIndentation {
            p.line(#"const caseName = ownValue(error, "code");"#)
            let domainIsField = structure.fields.contains { $0.name.value == "domain" } || plan.bridge.contains { $0.name == "domain" }
            p.line(JavaScriptRuntime.caseGuard(domain: plan.errorDomain, domainIsField: domainIsField))
            let readFields = structure.fields.filter { usedFields.contains($0.name.value) }
            // Without `userInfo`, a message that is the error as Swift prints it, `Type(category: name, field: value, ...)`
            // (the rejection's message when there is no message field, or it is nil), gives the stored fields.
            parsesMessage = !readFields.isEmpty && (structure.messageField.map { $0.type.isOptional } ?? true)
            if parsesMessage || switches.contains(where: { $0.heldKey != nil }) {
                p.line(#"const info = ownValue(error, "userInfo");"#)
            }
            if parsesMessage {
                p.line(#"const text = info === undefined || info === null ? messageText(error, undefined, null) : "";"#)
                let labels = ([structure.categoryProperty] + readFields.map(\.name.value)).map(JavaScriptLanguage.stringLiteral)
                p.line("let printed = text === \"\" ? null : payloadOf(text, " + JavaScriptLanguage.stringLiteral(plan.typeName)
                       + ", [" + labels.joined(separator: ", ") + "]);")
                p.line("if (printed !== null && !spanIs(text, printed[0], caseName)) printed = null;")
            }
            for (index, field) in readFields.enumerated() {
                printRead(field, printedIndex: parsesMessage ? index + 1 : nil, to: p)
            }
            for (property, groups, fallback, heldKey) in switches {
                printProperty(property, groups: groups, fallback: fallback, heldKey: heldKey, to: p)
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

    private mutating func printRead(_ field: Field, printedIndex: Int?, to p: CodePrinter) {
        convertedTypes.insert(field.type.wireType.nonOptional)
        let absent: String
        switch (field.type.isOptional, field.type.base) {
        case (true, _): absent = "null"
        case (false, _) where field.type.container == .list: absent = "[]"
        case (false, _) where field.type.container == .map: absent = "Object.create(null)"
        case (false, .string): absent = #""""#
        case (false, .int), (false, .double): absent = "0"
        case (false, .bool): absent = "false"
        }
        var raw = "storedValue(error, " + JavaScriptLanguage.stringLiteral(field.name.value) + (field.type.isOptional ? ", true" : "") + ")"
        if let printedIndex {
            parsedTypes.insert(field.type.wireType.nonOptional)
            raw = "printed !== null ? " + JavaScriptPayloadParser.converterName(field.type.nonOptional) + "(text, printed["
                + String(printedIndex) + "]) : " + raw
        }
        p.line("const " + JavaScriptSyntax.local(field.name.value) + " = "
               + JavaScriptRuntime.storedConverterName(field.type.nonOptional) + "(" + raw + ", " + absent + ");")
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
        // The default reads stored fields only; a default that is (or has an arm that is) the primary code depends
        // on the case, so it is rendered per case.
        let fallback: String
        switch property.defaultValue {
        case .conditional(nil):
            fallback = "null"
            for i in plan.cases.indices where !property.isOwn[i] {
                fields += property.values[i].reads
                add(JavaScriptValue.expression(property.values[i], reading: reader), plan.cases[i].name)
            }
        case .conditional(let resolved?):
            fields += resolved.reads
            fallback = JavaScriptValue.expression(resolved, reading: reader)
        case .primaryCode:
            fallback = "null"
            for i in plan.cases.indices where !property.isOwn[i] {
                if case .primaryCode(let code?) = property.values[i] {
                    add(JavaScriptSyntax.literal(code), plan.cases[i].name)
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

    private mutating func printProperty(_ property: PlanProperty, groups: [(expression: String, cases: [String])],
                                        fallback: String, heldKey: String?, to p: CodePrinter) {
        let local = JavaScriptSyntax.local(property.name.value)
        guard let heldKey else {
            printComputed(local, declared: false, groups: groups, fallback: fallback, to: p)
            return
        }
        heldTypes.insert(property.type.wireType.nonOptional)
        p.line("let " + local + " = " + JavaScriptRuntime.heldReaderName(property.type.nonOptional) + "(info, "
               + JavaScriptLanguage.stringLiteral(heldKey) + ", " + JavaScriptRuntime.heldNullAnswer(property, isStruct: true)
               + ");")
        p.line("if (" + local + " === undefined) {")
        p.withIndentation { printComputed(local, declared: true, groups: groups, fallback: fallback, to: p) }
        p.line("}")
    }

    /// The property's value by category: a switch over the cases with their own values, else the default.
    private func printComputed(_ local: String, declared: Bool, groups: [(expression: String, cases: [String])],
                               fallback: String, to p: CodePrinter) {
        if groups.isEmpty {
            p.line((declared ? "" : "const ") + local + " = " + fallback + ";")
            return
        }
        if !declared { p.line("let " + local + ";") }
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
