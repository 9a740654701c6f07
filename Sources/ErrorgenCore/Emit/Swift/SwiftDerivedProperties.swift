/// `caseName` and the spec's derived properties: one `switch` each, one `case` line per case.
enum SwiftDerivedProperties {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        if context.category == nil {
            printCaseName(context, subject: "self", to: printer)
            printer.blank()
            SwiftDescription.print(context, to: printer)
        }
        let rules = SwiftRuleCache(context)
        for (index, property) in context.plan.properties.enumerated() {
            if index > 0 || context.category == nil { printer.blank() }
            print(property, context, rules: rules, to: printer)
        }
    }

    /// `public var caseName: String`: the bare case name, e.g. `rateLimited`.
    static func printCaseName(_ context: SwiftEmitContext, subject: String, to printer: CodePrinter) {
        printer.line("/// The case name, such as `\(context.plan.cases.first?.name ?? "name")`.")
        let patterns = context.patterns
        let cases = patterns.cases
        SwiftCaseSwitch(header: "\(context.access)var caseName: String", type: "String", subject: subject,
                        count: cases.count) { i, line in
            line.write("case ")
            patterns.write(caseAt: i, to: &line)
            line.write(": return ")
            line.appendStringLiteral(cases[i].name)
        }.print(chunkName: context.chunkName("caseName"), to: printer)
    }

    private static func print(_ property: PlanProperty, _ context: SwiftEmitContext, rules: SwiftRuleCache,
                              to printer: CodePrinter) {
        for line in SwiftCode.docComment([property.doc]) { printer.line(line) }
        let values = property.values
        let patterns = context.patterns
        SwiftCaseSwitch(header: "\(context.access)var \(SwiftLanguage.identifier(property.name.value)): \(property.type)",
                        type: "\(property.type)", subject: context.switchSubject, count: values.count) { i, line in
            let value = values[i]
            line.write("case ")
            patterns.write(caseAt: i, binding: value.reads, to: &line)
            line.write(": return ")
            write(value, caseIndex: i, rules: rules, to: &line)
        }.print(chunkName: context.chunkName(property.name.value), to: printer)
    }

    /// The Swift expression for a case's value.
    private static func write(_ value: PlanValue, caseIndex: Int, rules: SwiftRuleCache, to line: inout SwiftLine) {
        switch value {
        case .constant(let literal):
            line.appendLiteral(literal)
        case .field(let name):
            line.append(rules.field(name))
        case .rule(let rule):
            line.append(rules.rendered(rule, caseIndex: caseIndex))
        case .primaryCode(let code):
            if let code { line.appendLiteral(code) } else { line.write("nil") }
        case .conditional(let arms, let otherwise):
            // `rule ? value : rule ? value : otherwise`: the first arm whose rule holds.
            for arm in arms {
                line.append(rules.rendered(arm.rule, caseIndex: caseIndex))
                line.write(" ? ")
                write(arm.value, caseIndex: caseIndex, rules: rules, to: &line)
                line.write(" : ")
            }
            write(otherwise, caseIndex: caseIndex, rules: rules, to: &line)
        }
    }
}

/// The Swift of each distinct rule, rendered once: the rules of many cases are the same text over fields of the
/// same types (a spec writes one condition for a whole family of cases). What `SwiftRuleRenderer` writes depends
/// on the rule (parsed from its source text alone), how a field is read (the same for the whole type) and the
/// types of the fields it reads, which make the key with the source.
final class SwiftRuleCache {
    private struct Key: Hashable {
        let source: String
        let types: [ValueType?]
    }

    private let plan: EmitPlan
    /// How a value reads a field: `SwiftEmitContext.fieldExpression`.
    let field: (String) -> String
    private var rendered: [Key: String] = [:]

    init(_ context: SwiftEmitContext) {
        plan = context.plan
        field = context.fieldExpression
    }

    func rendered(_ rule: PlanRule, caseIndex: Int) -> String {
        let key = Key(source: rule.source, types: rule.reads.map { plan.fieldType($0, in: caseIndex) })
        if let text = rendered[key] { return text }
        let text = SwiftRuleRenderer.render(rule.expression, field: field, fieldType: { name in
            plan.fieldType(name, in: caseIndex) ?? ValueType(.string, optional: true)
        })
        rendered[key] = text
        return text
    }
}
