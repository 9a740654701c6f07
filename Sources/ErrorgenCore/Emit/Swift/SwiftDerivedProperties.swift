/// `caseName` and the spec's derived properties: one `switch` each, one `case` line per case.
enum SwiftDerivedProperties {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        if context.category == nil {
            printCaseName(context, subject: "self", to: printer)
            printer.blank()
            SwiftDescription.print(context, to: printer)
        }
        for (index, property) in context.plan.properties.enumerated() {
            if index > 0 || context.category == nil { printer.blank() }
            print(property, context, to: printer)
        }
    }

    /// `public var caseName: String`: the bare case name, e.g. `rateLimited`.
    static func printCaseName(_ context: SwiftEmitContext, subject: String, to printer: CodePrinter) {
        printer.line("/// The case name, such as `\(context.plan.cases.first?.name ?? "name")`.")
        SwiftCaseSwitch(header: "\(context.access)var caseName: String", type: "String", subject: subject,
                        arms: context.plan.cases.map { c in
                            "case \(context.pattern(for: c)): return \(SwiftLanguage.stringLiteral(c.name))"
                        }).print(chunkName: context.chunkName("caseName"), to: printer)
    }

    private static func print(_ property: PlanProperty, _ context: SwiftEmitContext, to printer: CodePrinter) {
        for line in SwiftCode.docComment([property.doc]) { printer.line(line) }
        let cases = context.plan.cases
        SwiftCaseSwitch(header: "\(context.access)var \(SwiftLanguage.identifier(property.name.value)): \(property.type)",
                        type: "\(property.type)", subject: context.switchSubject, arms: cases.indices.map { i in
                            let value = property.values[i]
                            return "case \(context.pattern(for: cases[i], binding: value.reads)): "
                                + "return \(expression(value, caseIndex: i, context))"
                        }).print(chunkName: context.chunkName(property.name.value), to: printer)
    }

    /// The Swift expression for a case's value.
    private static func expression(_ value: PlanValue, caseIndex: Int, _ context: SwiftEmitContext) -> String {
        switch value {
        case .constant(let literal):
            return SwiftCode.literal(literal)
        case .field(let name):
            return context.fieldExpression(name)
        case .rule(let rule):
            return SwiftRuleRenderer.render(rule.expression, field: context.fieldExpression, fieldType: { name in
                context.plan.fieldType(name, in: caseIndex) ?? ValueType(.string, optional: true)
            })
        case .primaryCode(let code):
            return code.map(SwiftCode.literal) ?? "nil"
        case .conditional(let arms, let otherwise):
            // `rule ? value : rule ? value : otherwise`: the first arm whose rule holds.
            let chosen = arms.map { expression(.rule($0.rule), caseIndex: caseIndex, context) + " ? "
                + expression($0.value, caseIndex: caseIndex, context) + " : " }
            return chosen.joined() + expression(otherwise, caseIndex: caseIndex, context)
        }
    }
}
