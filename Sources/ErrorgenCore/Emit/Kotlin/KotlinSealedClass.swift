/// Enum shape: a `sealed class` whose cases are `object`s (without payload) and `data class`es (with one). The
/// case name and error code are constructor arguments; every per-case value (`description`, derived properties)
/// is an override in the case's own class, so no method grows with the number of cases (the JVM limits a
/// method to 64 KB).
enum KotlinSealedClass {
    static func print(_ context: KotlinEmitContext, to printer: CodePrinter) {
        let plan = context.plan
        for line in KotlinCode.docComment([plan.summary, plan.discussion]) { printer.line(line) }
        printer.line("\(context.visibility)sealed class \(context.typeName)(")
        printer.withIndentation {
            printer.line("/** The case name, such as `\(plan.cases.first?.name ?? "name")`. */")
            printer.line("val caseName: String,")
            for line in KotlinDetails.errorCodeDoc { printer.line(line) }
            printer.line("val errorCode: Long")
        }
        printer.line(") {")
        printer.withIndentation {
            KotlinEnumTypes.print(context, to: printer)
            let shared = CaseSpellings(plan)
            for i in plan.cases.indices {
                if i > 0 { printer.blank() }
                printCase(i, context, shared, to: printer)
            }
            printer.blank()
            printer.line("/** The case with its values, as Swift prints it: strings quoted and escaped, optionals as `nil` or the value. */")
            printer.line("abstract val description: String")
            for property in plan.properties {
                printer.blank()
                for line in KotlinCode.docComment([property.doc]) { printer.line(line) }
                let type = KotlinCode.type(property.type)
                let name = KotlinLanguage.identifier(property.name.value)
                // A default no case takes (every case has its own value; then the spec may leave it out) is not
                // written: each case class overrides the abstract property.
                if case .constant(let literal) = property.defaultValue, property.isOwn.contains(false) {
                    printer.line("open val \(name): \(type)")
                    printer.withIndentation { printer.line("get() = \(KotlinCode.literal(literal, as: property.type))") }
                } else {
                    printer.line("abstract val \(name): \(type)")
                }
            }
            printer.blank()
            printer.line("/** The same text as `description`, so the JavaScript bridge reads it as it reads Swift's. */")
            printer.line("final override fun toString(): String = description")
            printer.blank()
            KotlinDetails.printMembers(context, to: printer)
            printer.blank()
            KotlinCompanion.print(context, to: printer)
        }
        printer.line("}")
    }

    /// What the case classes share, spelled once rather than for every case.
    private struct CaseSpellings {
        /// The properties' names: a payload field of one of them is that property.
        let propertyNames: Set<String>
        /// Each property's `override val name: Type`.
        let overrides: [String]

        init(_ plan: EmitPlan) {
            propertyNames = Set(plan.properties.map(\.name.value))
            overrides = plan.properties.map {
                "override val \(KotlinLanguage.identifier($0.name.value)): \(KotlinCode.type($0.type))"
            }
        }
    }

    private static func printCase(_ caseIndex: Int, _ context: KotlinEmitContext, _ shared: CaseSpellings,
                                  to printer: CodePrinter) {
        let plan = context.plan
        let c = plan.cases[caseIndex]
        for line in context.caseDocs(c) { printer.line(line) }
        // A deprecated case says so in its KDoc only: `@Deprecated` on the class would warn in the file itself
        // (kotlinc 1.3 reports the data class's own synthesized members); constructors building it are `@Deprecated`.
        let name = KotlinLanguage.identifier(c.name)
        let superclass = "\(context.typeName)(\(KotlinLanguage.stringLiteral(c.name)), \(errorCode(c)))"
        if c.payload.isEmpty {
            printer.line("object \(name) : \(superclass) {")
        } else {
            // A payload field that has a property's name is that property (KotlinNameCheck allows it only where
            // the property's value for this case is the field).
            let parameters = c.payload.map { field in
                let declaration = shared.propertyNames.contains(field.name.value) ? "override val" : "val"
                return "\(declaration) \(KotlinLanguage.identifier(field.name.value)): \(KotlinCode.type(field.type))"
            }
            printer.list("data class \(name)", parameters, " : \(superclass) {")
        }
        printer.withIndentation {
            printer.line("override val description: String")
            printer.withIndentation { printer.line("get() = \(description(c))") }
            for (index, property) in plan.properties.enumerated() where needsOverride(property, caseIndex, c) {
                let value = context.expression(property.values[caseIndex], type: property.type, caseIndex: caseIndex)
                printer.line(shared.overrides[index])
                printer.withIndentation { printer.line("get() = \(value)") }
            }
        }
        printer.line("}")
    }

    /// The case's error code as a constructor argument: its literal (`Long.MIN_VALUE` for Int.min), or for
    /// `errorCode: {field: grpcStatus}` the constructor's value, or the nil code when it is null.
    private static func errorCode(_ c: PlanCase) -> String {
        if let (field, nilCode) = c.errorCodeField, let type = c.payload.first(where: { $0.name.value == field })?.type {
            return KotlinLanguage.identifier(field) + (type.isOptional ? " ?: " + KotlinRuleRenderer.literal(.int(nilCode)) : "")
        }
        return KotlinRuleRenderer.literal(.int(c.errorCode))
    }

    /// Whether the case's class overrides the property: it has its own value, or the default is not a constant;
    /// not when a payload field of the same name is the property.
    private static func needsOverride(_ property: PlanProperty, _ caseIndex: Int, _ c: PlanCase) -> Bool {
        if c.payloadField(named: property.name.value) != nil { return false }
        if case .constant = property.defaultValue { return property.isOwn[caseIndex] }
        return true
    }

    /// `"name"` or `"name(label: " + value + ", ...)"`, as `SwiftDescription` prints the case.
    static func description(_ c: PlanCase) -> String {
        guard !c.payload.isEmpty else { return KotlinLanguage.stringLiteral(c.name) }
        var expression = ""
        for (index, field) in c.payload.enumerated() {
            let label = (index == 0 ? c.name + "(" : ", ") + field.name.value + ": "
            expression += KotlinLanguage.stringLiteral(label) + " + "
            expression += KotlinRuntime.swiftText("this." + KotlinLanguage.identifier(field.name.value), type: field.type,
                                                  quoted: true) + " + "
        }
        return expression + KotlinLanguage.stringLiteral(")")
    }
}
