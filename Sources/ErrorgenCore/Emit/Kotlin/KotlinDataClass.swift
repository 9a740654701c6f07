/// Struct shape: a `data class` with the category and the stored fields, its derived properties (each a `when`
/// over the category, cases with the same value sharing an arm), and the category `enum class`.
enum KotlinDataClass {
    static func print(_ context: KotlinEmitContext, _ structure: PlanStructure, to printer: CodePrinter) {
        let plan = context.plan
        let categoryType = KotlinLanguage.identifier(structure.categoryType)
        let categoryProperty = KotlinLanguage.identifier(structure.categoryProperty)
        for line in KotlinCode.docComment([plan.summary, plan.discussion]) { printer.line(line) }
        printer.line("\(context.visibility)data class \(context.typeName)(")
        printer.withIndentation {
            let parameters = ["val \(categoryProperty): \(categoryType)"]
                + KotlinCode.parameters(structure.fields, defaultingOptionalsToNull: true).map { "val " + $0 }
            let docs = [structure.categoryDoc] + structure.fields.map(\.doc)
            for (index, (parameter, doc)) in zip(parameters, docs).enumerated() {
                for line in KotlinCode.docComment([doc]) { printer.line(line) }
                printer.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
        }
        printer.line(") {")
        printer.withIndentation {
            KotlinEnumTypes.print(context, to: printer)
            for property in plan.properties {
                printProperty(property, context, categoryProperty: categoryProperty, to: printer)
                printer.blank()
            }
            for line in KotlinDetails.errorCodeDoc { printer.line(line) }
            printer.line("val errorCode: Long")
            printer.withIndentation { printer.line("get() = this.\(categoryProperty).errorCode") }
            printer.blank()
            KotlinDetails.printMembers(context, to: printer)
            printer.blank()
            KotlinCompanion.print(context, to: printer)
        }
        printer.line("}")
        printer.blank()
        printCategory(context, categoryType: categoryType, to: printer)
    }

    /// `val name: Type get() = when (this.category) { A, B -> x; else -> default }`; without `else` when every
    /// case has an arm, and without `when` when every case takes the default.
    private static func printProperty(_ property: PlanProperty, _ context: KotlinEmitContext, categoryProperty: String,
                                      to printer: CodePrinter) {
        let plan = context.plan
        // The default reads stored fields only (a primary code default differs per case: it has no `else`).
        let fallback: String?
        switch property.defaultValue {
        case .constant(let literal): fallback = KotlinCode.literal(literal, as: property.type)
        case .field(let name): fallback = context.expression(.field(name), type: property.type, caseIndex: 0)
        case .rule(let rule): fallback = context.expression(.rule(rule), type: property.type, caseIndex: 0)
        case .primaryCode: fallback = nil
        case .conditional(let value): fallback = value.map { context.expression($0, type: property.type, caseIndex: 0) }
        }
        var groups: [(expression: String, cases: [Int])] = []
        var groupIndex: [String: Int] = [:]
        for i in plan.cases.indices {
            let expression = context.expression(property.values[i], type: property.type, caseIndex: i)
            if expression == fallback { continue }
            if let index = groupIndex[expression] {
                groups[index].cases.append(i)
            } else {
                groupIndex[expression] = groups.count
                groups.append((expression, [i]))
            }
        }
        for line in KotlinCode.docComment([property.doc]) { printer.line(line) }
        printer.line("val \(KotlinLanguage.identifier(property.name.value)): \(KotlinCode.type(property.type))")
        printer.withIndentation {
            guard !groups.isEmpty || fallback == nil else {
                printer.line("get() = " + (fallback ?? "null"))
                return
            }
            printer.line("get() = when (this.\(categoryProperty)) {")
            printer.withIndentation {
                for group in groups {
                    printer.line(group.cases.map(context.qualifiedCase).joined(separator: ", ") + " -> " + group.expression)
                }
                let covered = groups.reduce(0) { $0 + $1.cases.count }
                if let fallback, covered < plan.cases.count { printer.line("else -> " + fallback) }
            }
            printer.line("}")
        }
    }

    /// The category `enum class`, its entries with their docs, case names and error codes.
    private static func printCategory(_ context: KotlinEmitContext, categoryType: String, to printer: CodePrinter) {
        let plan = context.plan
        printer.line("/** The category of a `\(plan.typeName)`: what control flow branches on. */")
        printer.line("\(context.visibility)enum class \(categoryType)(")
        printer.withIndentation {
            printer.line("/** The case name, such as `\(plan.cases.first?.name ?? "name")`. */")
            printer.line("val caseName: String,")
            for line in KotlinDetails.errorCodeDoc { printer.line(line) }
            printer.line("val errorCode: Long")
        }
        printer.line(") {")
        printer.withIndentation {
            for (index, c) in plan.cases.enumerated() {
                if index > 0 { printer.blank() }
                // The derived properties' `when` arms name every entry: the file suppresses their warnings.
                for line in context.caseDocs(c) { printer.line(line) }
                if let message = c.deprecated { printer.line(KotlinEmitContext.deprecatedAnnotation(message)) }
                printer.line(KotlinLanguage.identifier(c.name) + "(\(KotlinLanguage.stringLiteral(c.name)), \(KotlinRuleRenderer.literal(.int(c.errorCode))))"
                             + (index == plan.cases.count - 1 ? ";" : ","))
            }
        }
        printer.line("}")
    }
}
