/// The error type itself: the enum with its cases, or the struct with its category enum and stored fields.
enum SwiftTypeDeclaration {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let plan = context.plan
        for line in SwiftCode.docComment([plan.summary, plan.discussion]) { printer.line(line) }
        if let category = context.category {
            printStruct(context, category: category, to: printer)
            printer.blank()
            printCategory(context, category: category, to: printer)
        } else {
            printer.line("\(context.access)enum \(context.typeName): \(SwiftGeneratedNames.enumConformances.joined(separator: ", ")) {")
            printer.withIndentation {
                printCases(context, to: printer)
            }
            printer.line("}")
        }
    }

    /// One `case` per spec case, in order, each with its doc comment and deprecation.
    private static func printCases(_ context: SwiftEmitContext, to printer: CodePrinter) {
        var lines = SwiftLine()
        var docs = SwiftDocLines()
        for (index, c) in context.plan.cases.enumerated() {
            if index > 0 {
                lines.printLines(to: printer)
                printer.blank()
            }
            // The doc comment of `SwiftCode.docComment([c.when, "What to do: " + todo, c.doc, deprecation, parameters])`.
            docs.begin()
            docs.paragraph(c.when, to: &lines, printer)
            docs.paragraph("What to do: ", c.todo, to: &lines, printer)
            docs.paragraph(c.doc, to: &lines, printer)
            docs.paragraph(c.deprecated.map { "Deprecated" + ($0.isEmpty ? "." : ": " + $0) }, to: &lines, printer)
            docs.parameters(c.payload, to: &lines, printer)
            if context.marksDeprecated(c), let message = c.deprecated {
                lines.append(SwiftCode.deprecatedAttribute(message))
                lines.endLine(to: printer)
            }
            lines.write("case ")
            lines.append(SwiftLanguage.identifier(c.name))
            if !c.payload.isEmpty { lines.appendParameterList(c.payload) }
            lines.endLine(to: printer)
        }
        lines.printLines(to: printer)
    }

    private static func printStruct(_ context: SwiftEmitContext, category: SwiftEmitContext.SwiftCategory,
                                    to printer: CodePrinter) {
        let structure = category.structure
        let access = context.access
        printer.line("\(access)struct \(context.typeName): \(SwiftGeneratedNames.structConformances.joined(separator: ", ")) {")
        printer.withIndentation {
            for line in SwiftCode.docComment([structure.categoryDoc]) { printer.line(line) }
            printer.line("\(access)var \(category.property): \(category.type)")
            for field in structure.fields {
                for line in SwiftCode.docComment([field.doc]) { printer.line(line) }
                printer.line("\(access)var \(SwiftLanguage.identifier(field.name.value)): \(field.type)")
            }
            printer.blank()
            printer.line("/// Creates an error from its category and stored fields; optional fields default to `nil`.")
            let parameters = ["\(category.property): \(category.type)"]
                + SwiftCode.parameters(structure.fields, defaultingOptionalsToNil: true)
            printer.list("\(access)init", parameters, " {")
            printer.withIndentation {
                for name in [category.propertyName] + structure.fields.map(\.name.value) {
                    printer.line("self.\(SwiftLanguage.memberAccess(name)) = \(SwiftLanguage.identifier(name))")
                }
            }
            printer.line("}")
        }
        printer.line("}")
    }

    /// Struct shape: the category enum, with the spec's cases and their docs, and its `caseName`.
    private static func printCategory(_ context: SwiftEmitContext, category: SwiftEmitContext.SwiftCategory,
                                      to printer: CodePrinter) {
        let access = context.access
        printer.line("/// The category of a `\(context.plan.typeName)`: what control flow branches on.")
        printer.line("\(access)enum \(category.type): \(SwiftGeneratedNames.categoryConformances.joined(separator: ", ")) {")
        printer.withIndentation {
            printCases(context, to: printer)
        }
        printer.line("}")
        printer.blank()
        printer.line("extension \(category.type) {")
        printer.withIndentation {
            SwiftDerivedProperties.printCaseName(context, subject: "self", to: printer)
        }
        printer.line("}")
    }
}
