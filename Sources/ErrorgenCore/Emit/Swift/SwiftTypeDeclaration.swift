/// The error type itself: the enum with its cases, or the struct with its category enum and stored fields.
enum SwiftTypeDeclaration {
    static func emit(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        let spec = context.spec
        for line in SwiftCode.docComment([spec.summary, spec.discussion]) { printer.line(line) }
        if let category = context.category {
            emitStruct(context, category: category, into: &printer)
            printer.blank()
            emitCategory(context, category: category, into: &printer)
        } else {
            printer.line("\(context.access)enum \(context.typeName): \(SwiftGeneratedNames.enumConformances.joined(separator: ", ")) {")
            printer.indent { printer in
                emitCases(context, into: &printer)
            }
            printer.line("}")
        }
    }

    /// One `case` per spec case, in order, each with its doc comment and deprecation.
    private static func emitCases(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        for (index, c) in context.spec.cases.enumerated() {
            if index > 0 { printer.blank() }
            let deprecation = c.deprecated.map { "Deprecated" + ($0.isEmpty ? "." : ": " + $0) }
            let docs = SwiftCode.docComment([c.when, c.todo.map { "What to do: " + $0 }, c.doc, deprecation,
                                             SwiftCode.parameterDocs(c.payload)])
            for line in docs { printer.line(line) }
            if context.marksDeprecated(c), let message = c.deprecated {
                printer.line("@available(*, deprecated, message: \(SwiftLanguage.stringLiteral(message)))")
            }
            var declaration = "case " + SwiftLanguage.identifier(c.name.value)
            if !c.payload.isEmpty { declaration += SwiftCode.parameterList(c.payload) }
            printer.line(declaration)
        }
    }

    private static func emitStruct(_ context: SwiftEmitContext, category: (type: String, property: String, propertyName: String),
                                   into printer: inout CodePrinter) {
        let spec = context.spec
        let access = context.access
        printer.line("\(access)struct \(context.typeName): \(SwiftGeneratedNames.structConformances.joined(separator: ", ")) {")
        printer.indent { printer in
            for line in SwiftCode.docComment([spec.categoryDoc]) { printer.line(line) }
            printer.line("\(access)var \(category.property): \(category.type)")
            for field in spec.fields {
                for line in SwiftCode.docComment([field.doc]) { printer.line(line) }
                printer.line("\(access)var \(SwiftLanguage.identifier(field.name.value)): \(field.type)")
            }
            printer.blank()
            printer.line("/// Creates an error from its category and stored fields; optional fields default to `nil`.")
            let parameters = ["\(category.property): \(category.type)"]
                + SwiftCode.parameters(spec.fields, defaultingOptionalsToNil: true)
            SwiftPrinting.list(&printer, "\(access)init", parameters, " {")
            printer.indent { printer in
                for name in [category.propertyName] + spec.fields.map(\.name.value) {
                    printer.line("self.\(SwiftLanguage.memberAccess(name)) = \(SwiftLanguage.identifier(name))")
                }
            }
            printer.line("}")
        }
        printer.line("}")
    }

    /// Struct shape: the category enum, with the spec's cases and their docs, and its `caseName`.
    private static func emitCategory(_ context: SwiftEmitContext, category: (type: String, property: String, propertyName: String),
                                     into printer: inout CodePrinter) {
        let access = context.access
        printer.line("/// The category of a `\(context.spec.name.value)`: what control flow branches on.")
        printer.line("\(access)enum \(category.type): \(SwiftGeneratedNames.categoryConformances.joined(separator: ", ")) {")
        printer.indent { printer in
            emitCases(context, into: &printer)
        }
        printer.line("}")
        printer.blank()
        printer.line("extension \(category.type) {")
        printer.indent { printer in
            SwiftDerivedProperties.emitCaseName(context, subject: "self", into: &printer)
        }
        printer.line("}")
    }
}
