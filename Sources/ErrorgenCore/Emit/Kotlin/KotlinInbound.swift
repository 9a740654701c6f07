/// `from(<parameters>)`: the `precedence` steps in order, each a `when` that gives a case or null, chained
/// with `?:`, then the fallback case (left out when an unknown code always ends the matching). Fields are filled from the parameter of the same name (`param ?: default`
/// where an optional parameter fills a non-optional field), else null.
enum KotlinInbound {
    static func print(_ inbound: PlanInbound, _ context: KotlinEmitContext, to printer: CodePrinter) {
        let parameters = inbound.parameters.map(\.field)
        for line in KotlinCode.docComment([inbound.doc, KotlinCode.fieldDocs(parameters, tag: "param")]) {
            printer.line(line)
        }
        // A parameter that no step matches and no field takes is still part of the signature, as in Swift.
        if !parameters.isEmpty { printer.line("@Suppress(\"UNUSED_PARAMETER\")") }
        printer.list("fun from", KotlinCode.parameters(parameters), ": \(context.typeName) {")
        printer.withIndentation {
            let structure = context.plan.shape.structure
            // Enum shape: each arm builds its case. Struct shape: the arms pick the category.
            let result: (Int, String?) -> String = { caseIndex, unwrapped in
                structure == nil ? construction(of: caseIndex, context, inbound, unwrapped: unwrapped)
                    : context.qualifiedCase(caseIndex)
            }
            let steps = inbound.steps.filter(\.canMatch)
            let fallback = result(inbound.fallback, nil)
            var matched = "matched"
            while inbound.parameter(named: matched) != nil { matched += "_" }
            let value = structure == nil ? "return " : "val \(matched) = "
            if steps.isEmpty {
                printer.line(value + fallback)
            } else {
                for (index, step) in steps.enumerated() {
                    printStep(step, lead: index == 0 ? value : "?: ", result: result, to: printer)
                }
                if !inbound.unknownCodeIsFinal { printer.line("?: " + fallback) }
            }
            if let structure {
                let category = KotlinLanguage.identifier(structure.categoryProperty) + " = " + matched
                let fields = structure.fields.map { KotlinLanguage.identifier($0.name.value) + " = " + fill($0, inbound) }
                printer.list("return \(context.typeName)", [category] + fields)
            }
        }
        printer.line("}")
    }

    /// `when (code) { "a", "b" -> X; else -> null }`; an optional status is checked for null first, so that
    /// ranges compare a `Long`. With `unknownCode`, `else` gives its case (`if (code == null) null else U`).
    private static func printStep(_ step: PlanInboundStep, lead: String, result: (Int, String?) -> String,
                                  to printer: CodePrinter) {
        let subject = KotlinLanguage.identifier(step.parameter.field.name.value)
        let nullable = step.kind == .status && step.parameter.field.type.isOptional
        printer.line(lead + (nullable ? "(if (\(subject) == null) null else " : "") + "when (\(subject)) {")
        printer.withIndentation {
            for arm in step.arms {
                let conditions: [String]
                switch arm.match {
                case .codes(let codes):
                    conditions = codes.map { KotlinCode.literal($0, as: step.parameter.field.type) }
                case .statuses(let statuses):
                    conditions = statuses.map { element in
                        switch element {
                        case .value(let literal): return KotlinCode.literal(literal, as: step.parameter.field.type)
                        case .range(let lower, let upper):
                            return "in \(KotlinRuleRenderer.literal(.int(lower)))..\(KotlinRuleRenderer.literal(.int(upper)))"
                        }
                    }
                }
                printer.line(conditions.joined(separator: ", ") + " -> " + result(arm.caseIndex, nil))
            }
            if let unknown = step.unknownCase {
                // Smart-cast to non-null after the check, so the case's field of the code's name takes it as it is.
                let optional = step.parameter.field.type.isOptional
                let value = result(unknown, optional ? step.parameter.field.name.value : nil)
                printer.line("else -> " + (optional ? "if (\(subject) == null) null else " : "") + value)
            } else {
                printer.line("else -> null")
            }
        }
        printer.line(nullable ? "})" : "}")
    }

    /// `Type.rateLimited(retryAfter = retryAfter ?: 30L)`. `unwrapped` names a parameter known non-null here.
    private static func construction(of caseIndex: Int, _ context: KotlinEmitContext, _ inbound: PlanInbound,
                                     unwrapped: String? = nil) -> String {
        let c = context.plan.cases[caseIndex]
        let qualified = context.qualifiedCase(caseIndex)
        guard !c.payload.isEmpty else { return qualified }
        let arguments = c.payload.map {
            KotlinLanguage.identifier($0.name.value) + " = " + fill($0, inbound, unwrapped: unwrapped)
        }
        return qualified + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The value for a field: its parameter (with the default where it must not be null), else null.
    private static func fill(_ field: Field, _ inbound: PlanInbound, unwrapped: String? = nil) -> String {
        guard let parameter = inbound.parameter(named: field.name.value) else { return "null" }
        let name = KotlinLanguage.identifier(parameter.field.name.value)
        guard parameter.field.type.isOptional, !field.type.isOptional, unwrapped != field.name.value else { return name }
        let others = inbound.parameters.map(\.field).filter { $0.name.value != field.name.value }
        // The validator requires a default here; the zero value only keeps unvalidated input compilable.
        let fallback = parameter.defaultValue.map {
            KotlinCode.assigned($0, parameters: others, target: field.type.nonOptional)
        } ?? zeroValue(field.type.base)
        return "\(name) ?: (\(fallback))"
    }

    private static func zeroValue(_ base: ValueType.Base) -> String {
        switch base {
        case .string: return "\"\""
        case .int: return "0L"
        case .double: return "0.0"
        case .bool: return "false"
        }
    }
}
