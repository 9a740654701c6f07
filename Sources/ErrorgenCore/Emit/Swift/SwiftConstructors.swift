/// Named constructors: `static func name(params) -> Type` with parameters, `static var name: Type` without.
/// Templates become interpolated strings; fields not assigned are nil.
enum SwiftConstructors {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        for (index, constructor) in context.plan.constructors.enumerated() {
            if index > 0 { printer.blank() }
            print(constructor, context, to: printer)
        }
    }

    private static func print(_ constructor: PlanConstructor, _ context: SwiftEmitContext, to printer: CodePrinter) {
        let c = context.plan.cases[constructor.caseIndex]
        for line in SwiftCode.docComment([constructor.doc, SwiftCode.parameterDocs(constructor.parameters)]) {
            printer.line(line)
        }
        // Its own deprecation; else building a deprecated case warns unless the builder is deprecated too.
        if let message = constructor.deprecated ?? (context.marksDeprecated(c) ? c.deprecated : nil) {
            printer.line(SwiftCode.deprecatedAttribute(message))
        }
        let name = SwiftLanguage.identifier(constructor.name)
        let head = constructor.parameters.isEmpty
            ? "\(context.access)static var \(name): \(context.typeName) {"
            : "\(context.access)static func \(name)\(SwiftCode.parameterList(constructor.parameters)) -> \(context.typeName) {"
        printer.line(head)
        printer.withIndentation {
            let (head, arguments) = value(constructor, case: c, context)
            if let arguments {
                printer.list(head, arguments)
            } else {
                printer.line(head)
            }
        }
        printer.line("}")
    }

    /// `.invalidRequest(message: "...")` or `JanuaryError(category: .decoding, code: nil, message: "...")`
    /// as a head and its arguments (nil for a payload-less case).
    private static func value(_ constructor: PlanConstructor, case c: PlanCase,
                              _ context: SwiftEmitContext) -> (String, [String]?) {
        let arguments = constructor.arguments.map { argument in
            let value = argument.value.map {
                SwiftCode.assigned($0, parameters: constructor.parameters, target: argument.field.type)
            } ?? "nil"
            return "\(SwiftLanguage.argumentLabel(argument.field.name.value)): \(value)"
        }
        let member = SwiftLanguage.memberAccess(c.name)
        if let category = context.category {
            return (context.typeName, ["\(SwiftLanguage.argumentLabel(category.propertyName)): .\(member)"] + arguments)
        }
        return ("." + member, arguments.isEmpty ? nil : arguments)
    }
}
