/// Named constructors: `static func name(params) -> Type` with parameters, `static var name: Type` without.
/// Templates become interpolated strings; fields not assigned are nil.
enum SwiftConstructors {
    static func emit(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        for (index, constructor) in context.spec.constructors.enumerated() {
            if index > 0 { printer.blank() }
            emit(constructor, context, into: &printer)
        }
    }

    private static func emit(_ constructor: Constructor, _ context: SwiftEmitContext, into printer: inout CodePrinter) {
        guard let c = context.case(named: constructor.caseName.value) else { return }
        for line in SwiftCode.docComment([constructor.doc, SwiftCode.parameterDocs(constructor.parameters)]) {
            printer.line(line)
        }
        // Building a deprecated case warns unless the builder is deprecated too.
        if context.marksDeprecated(c), let message = c.deprecated {
            printer.line("@available(*, deprecated, message: \(SwiftLanguage.stringLiteral(message)))")
        }
        let name = SwiftLanguage.identifier(constructor.name.value)
        let head = constructor.parameters.isEmpty
            ? "\(context.access)static var \(name): \(context.typeName) {"
            : "\(context.access)static func \(name)\(SwiftCode.parameterList(constructor.parameters)) -> \(context.typeName) {"
        printer.line(head)
        printer.indent { printer in
            let (head, arguments) = value(constructor, case: c, context)
            if let arguments {
                SwiftPrinting.list(&printer, head, arguments)
            } else {
                printer.line(head)
            }
        }
        printer.line("}")
    }

    /// `.invalidRequest(message: "...")` or `JanuaryError(category: .decoding, code: nil, message: "...")`
    /// as a head and its arguments (nil for a payload-less case).
    private static func value(_ constructor: Constructor, case c: Case, _ context: SwiftEmitContext) -> (String, [String]?) {
        let targets = context.fields(of: c)
        let arguments = targets.map { field in
            let value = constructor.assignments.first { $0.target.value == field.name.value }.map {
                SwiftCode.assigned($0.value, parameters: constructor.parameters, target: field.type)
            } ?? "nil"
            return "\(SwiftLanguage.argumentLabel(field.name.value)): \(value)"
        }
        let member = SwiftLanguage.memberAccess(c.name.value)
        if let category = context.category {
            return (context.typeName, ["\(SwiftLanguage.argumentLabel(category.propertyName)): .\(member)"] + arguments)
        }
        return ("." + member, arguments.isEmpty ? nil : arguments)
    }
}
