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
            let cases = KotlinCaseClasses(context, to: printer)
            for i in plan.cases.indices {
                if i > 0 { printer.blank() }
                cases.print(i)
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
}
