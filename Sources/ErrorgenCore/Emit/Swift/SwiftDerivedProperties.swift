/// `caseName` and the spec's derived properties: one `switch` each, one `case` line per case.
enum SwiftDerivedProperties {
    static func emit(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        if context.category == nil {
            emitCaseName(context, subject: "self", into: &printer)
            printer.blank()
            SwiftDescription.emit(context, into: &printer)
        }
        for (index, property) in context.spec.properties.enumerated() {
            if index > 0 || context.category == nil { printer.blank() }
            emit(property, context, into: &printer)
        }
    }

    /// `public var caseName: String`: the bare case name, e.g. `rateLimited`.
    static func emitCaseName(_ context: SwiftEmitContext, subject: String, into printer: inout CodePrinter) {
        printer.line("/// The case name, such as `\(context.spec.cases.first?.name.value ?? "name")`.")
        printer.line("\(context.access)var caseName: String {")
        printer.indent { printer in
            SwiftCaseSwitch.emit(&printer, over: subject, arms: context.spec.cases.map { c in
                "case \(context.pattern(for: c)): return \(SwiftLanguage.stringLiteral(c.name.value))"
            })
        }
        printer.line("}")
    }

    private static func emit(_ property: Property, _ context: SwiftEmitContext, into printer: inout CodePrinter) {
        for line in SwiftCode.docComment([property.doc]) { printer.line(line) }
        printer.line("\(context.access)var \(SwiftLanguage.identifier(property.name.value)): \(property.type) {")
        printer.indent { printer in
            SwiftCaseSwitch.emit(&printer, over: context.switchSubject, arms: context.spec.cases.map { c in
                let (bound, expression) = value(context.value(of: property, for: c), of: c, context)
                return "case \(context.pattern(for: c, binding: bound)): return \(expression)"
            })
        }
        printer.line("}")
    }

    /// The fields a value reads and the Swift expression for it.
    private static func value(_ value: PropertyValue, of c: Case, _ context: SwiftEmitContext) -> (Set<String>, String) {
        switch value {
        case .constant(let literal, _):
            return ([], SwiftCode.literal(literal))
        case .field(let name):
            return ([name.value], context.fieldExpression(name.value))
        case .rule(let expression, _):
            let fields = context.fields(of: c)
            let rendered = SwiftRuleRenderer.render(expression, field: context.fieldExpression, fieldType: { name in
                fields.first { $0.name.value == name }?.type ?? ValueType(.string, optional: true)
            })
            return (SwiftRuleBindings.names(in: expression), rendered)
        case .primaryCode:
            return ([], c.primaryCode.map { SwiftLanguage.stringLiteral($0.code) } ?? "nil")
        }
    }
}

/// The field names an expression reads.
enum SwiftRuleBindings {
    static func names(in expression: Expression) -> Set<String> {
        var names = Set<String>()
        collect(expression, into: &names)
        return names
    }

    private static func collect(_ expression: Expression, into names: inout Set<String>) {
        switch expression {
        case .field(let name, _): names.insert(name)
        case .literal: break
        case .compare(_, let a, let b), .and(let a, let b), .or(let a, let b):
            collect(a, into: &names)
            collect(b, into: &names)
        case .membership(let a, _): collect(a, into: &names)
        case .not(let e): collect(e, into: &names)
        }
    }
}
