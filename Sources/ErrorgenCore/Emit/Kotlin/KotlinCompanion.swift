/// The companion object: `errorDomain`, the inbound mapping `from(...)`, and the named constructors.
enum KotlinCompanion {
    static func print(_ context: KotlinEmitContext, to printer: CodePrinter) {
        let plan = context.plan
        printer.line("companion object {")
        printer.withIndentation {
            printer.line("/** The error domain, as Swift's `errorDomain`. */")
            // A domain too long for one JVM constant cannot be a `const val`.
            let constant = KotlinLanguage.modifiedUTF8Count(plan.errorDomain) <= KotlinLanguage.maxConstantBytes
            printer.line((constant ? "const val" : "val") + " errorDomain: String = \(KotlinLanguage.stringLiteral(plan.errorDomain))")
            for inbound in plan.inbounds {
                printer.blank()
                KotlinInbound.print(inbound, context, to: printer)
            }
            for constructor in plan.constructors {
                printer.blank()
                printConstructor(constructor, context, to: printer)
            }
        }
        printer.line("}")
    }

    /// `fun name(parameters): Type = ...`, or `val name: Type get() = ...` without parameters.
    private static func printConstructor(_ constructor: PlanConstructor, _ context: KotlinEmitContext,
                                         to printer: CodePrinter) {
        let c = context.plan.cases[constructor.caseIndex]
        for line in KotlinCode.docComment([constructor.doc, KotlinCode.fieldDocs(constructor.parameters, tag: "param")]) {
            printer.line(line)
        }
        // Its own deprecation; else building a deprecated case warns unless the builder is deprecated too.
        if let message = constructor.deprecated ?? (context.marksDeprecated(c) ? c.deprecated : nil) {
            printer.line(KotlinEmitContext.deprecatedAnnotation(message))
        }
        let arguments = constructor.arguments.map { argument in
            let value = argument.value.map {
                KotlinCode.assigned($0, parameters: constructor.parameters, target: argument.field.type)
            } ?? "null"
            return KotlinLanguage.identifier(argument.field.name.value) + " = " + value
        }
        let name = KotlinLanguage.identifier(constructor.name)
        if usesNotEvery(constructor) { printer.line("@Suppress(\"UNUSED_PARAMETER\")") }
        if constructor.parameters.isEmpty {
            printer.line("val \(name): \(context.typeName)")
            printer.withIndentation { printValue(constructor, arguments, context, prefix: "get() = ", to: printer) }
        } else {
            let head = "fun \(name)(" + KotlinCode.parameters(constructor.parameters).joined(separator: ", ") + "): \(context.typeName) ="
            printer.line(head)
            printer.withIndentation { printValue(constructor, arguments, context, prefix: "", to: printer) }
        }
    }

    /// Whether some parameter is not read by any assignment (kotlinc warns about it; Swift does not).
    private static func usesNotEvery(_ constructor: PlanConstructor) -> Bool {
        var read = Set<String>()
        for argument in constructor.arguments {
            switch argument.value {
            case .template(let template)?: read.formUnion(template.parameterNames)
            case .parameter(let name)?: read.insert(name.value)
            case .literal?, nil: break
            }
        }
        return constructor.parameters.contains { !read.contains($0.name.value) }
    }

    /// `Type.case`, `Type.case(field = ...)` or `Type(category = Category.case, field = ...)`.
    private static func printValue(_ constructor: PlanConstructor, _ arguments: [String], _ context: KotlinEmitContext,
                                   prefix: String, to printer: CodePrinter) {
        if let structure = context.plan.shape.structure {
            let category = KotlinLanguage.identifier(structure.categoryProperty) + " = " + context.qualifiedCase(constructor.caseIndex)
            printer.list(prefix + context.typeName, [category] + arguments)
        } else if arguments.isEmpty {
            printer.line(prefix + context.qualifiedCase(constructor.caseIndex))
        } else {
            printer.list(prefix + context.qualifiedCase(constructor.caseIndex), arguments)
        }
    }
}
