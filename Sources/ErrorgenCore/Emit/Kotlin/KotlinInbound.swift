/// `from(<parameters>)`: the `precedence` steps in order, each a `when` that gives a case or null, chained
/// with `?:`, then the fallback case (left out when an unknown code always ends the matching). Fields are
/// filled from the parameter of the same name (`param ?: default` where an optional parameter fills a
/// non-optional field), else null.
enum KotlinInbound {
    /// An arm's value from the case's index; the second argument names a parameter known non-null there.
    typealias Result = (Int, String?) -> String

    static func print(_ inbound: PlanInbound, _ context: KotlinEmitContext, to printer: CodePrinter) {
        let parameters = inbound.parameters.map(\.field)
        for line in KotlinCode.docComment([inbound.doc, KotlinCode.fieldDocs(parameters, tag: "param")]) {
            printer.line(line)
        }
        // A parameter that no step matches and no field takes is still part of the signature, as in Swift.
        if !parameters.isEmpty { printer.line("@Suppress(\"UNUSED_PARAMETER\")") }
        printer.list("fun from", KotlinCode.parameters(parameters), ": \(context.typeName) {")
        let result = Self.result(context, inbound)
        printer.withIndentation {
            let structure = context.plan.shape.structure
            let steps = inbound.steps.filter(\.canMatch)
            let fallback = result(inbound.fallback, nil)
            var matched = "matched"
            while inbound.parameter(named: matched) != nil { matched += "_" }
            let value = structure == nil ? "return " : "val \(matched) = "
            if steps.isEmpty {
                printer.line(value + fallback)
            } else {
                for (index, step) in steps.enumerated() {
                    let lead = index == 0 ? value : "?: "
                    if let call = KotlinInboundChunks.call(step, inbound) {
                        printer.list(lead + call.head, call.arguments)
                    } else if step.hasConditions {
                        printConditionalStep(step, inbound, lead: lead, result: result, to: printer)
                    } else {
                        printStep(step, lead: lead, result: result, to: printer)
                    }
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
        KotlinInboundChunks.printFunctions(context, inbound, result: result, to: printer)
    }

    /// An arm's value. Enum shape: each arm builds its case. Struct shape: the arms pick the category.
    static func result(_ context: KotlinEmitContext, _ inbound: PlanInbound) -> Result {
        let fills = Fills(inbound)
        let line = KotlinLine()
        return { caseIndex, unwrapped in
            context.plan.shape.structure == nil ? construction(of: caseIndex, context, fills, unwrapped: unwrapped, in: line)
                : context.qualifiedCase(caseIndex)
        }
    }

    /// `fill` of each field name and type, spelled once: a parameter's default can be a template, and every arm
    /// that builds a case with such a field repeats the same text.
    private final class Fills {
        private struct Spelled {
            let type: ValueType
            /// The parameter known non-null in the arm: a default template reading it spells it unwrapped.
            let unwrapped: String?
            let value: String
        }

        let inbound: PlanInbound
        /// By field name, then matched on the type and the unwrapped parameter (a few per name).
        private var spelled: [String: [Spelled]] = [:]

        init(_ inbound: PlanInbound) {
            self.inbound = inbound
        }

        func value(_ field: Field, unwrapped: String?) -> String {
            // A parameter known non-null here is the value as it is.
            guard unwrapped != field.name.value else { return fill(field, inbound, unwrapped: unwrapped) }
            if let known = spelled[field.name.value]?.first(where: { $0.unwrapped == unwrapped && $0.type == field.type }) {
                return known.value
            }
            let value = fill(field, inbound, unwrapped: unwrapped)
            spelled[field.name.value, default: []].append(Spelled(type: field.type, unwrapped: unwrapped, value: value))
            return value
        }
    }

    /// `when (code) { "a", "b" -> X; else -> null }`; an optional status is checked for null first, so that
    /// ranges compare a `Long`. With `unknownCode`, `else` gives its case (`if (code == null) null else U`).
    private static func printStep(_ step: PlanInboundStep, lead: String, result: Result, to printer: CodePrinter) {
        // No arms, only the unknown-code case: a `when` with nothing but `else` would leave its subject unused.
        guard !step.arms.isEmpty else {
            guard step.families.isEmpty else { return printUnmatched(step, lead: lead, result: result, to: printer) }
            return printer.line(lead + "(" + unmatched(step, result: result) + ")")
        }
        let subject = KotlinLanguage.identifier(step.parameter.field.name.value)
        let nullable = step.kind == .status && step.parameter.field.type.isOptional
        printer.line(lead + (nullable ? "(if (\(subject) == null) null else " : "") + "when (\(subject)) {")
        printer.withIndentation {
            printArms(step.arms[...], of: step, result: result, to: printer)
            printUnmatched(step, lead: "else -> ", result: result, to: printer)
        }
        printer.line(nullable ? "})" : "}")
    }

    /// A status table with `when` rules: a `when` without a subject, one branch per row, `status == 403L &&
    /// (rule)` (Kotlin's `when (status)` has no guards), an optional status checked for null first as above.
    private static func printConditionalStep(_ step: PlanInboundStep, _ inbound: PlanInbound, lead: String,
                                             result: Result, to printer: CodePrinter) {
        let subject = KotlinLanguage.identifier(step.parameter.field.name.value)
        let nullable = step.parameter.field.type.isOptional
        printer.line(lead + (nullable ? "(if (\(subject) == null) null else " : "") + "when {")
        printer.withIndentation {
            for arm in step.arms {
                guard case .statuses(let statuses) = arm.match else { continue }
                let tests = statuses.map { element -> String in
                    switch element {
                    case .range(let lower, let upper):
                        "\(subject) in \(KotlinRuleRenderer.literal(.int(lower)))..\(KotlinRuleRenderer.literal(.int(upper)))"
                    case .value(let literal):
                        "\(subject) == \(KotlinCode.literal(literal, as: step.parameter.field.type.nonOptional))"
                    }
                }
                var test = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
                if let condition = arm.condition {
                    // A declared enum's parameter reads as its wire spelling, which rules compare (as in properties).
                    let type = { inbound.parameter(named: $0)?.field.type ?? ValueType(.bool) }
                    let rule = KotlinRuleRenderer.render(condition,
                                                         field: { KotlinEnumTypes.ruleOperand(KotlinLanguage.identifier($0), type($0)) },
                                                         fieldType: { type($0).wireType })
                    test += " && (" + rule + ")"
                }
                printer.line(test + " -> " + result(arm.caseIndex, step.parameter.field.name.value))
            }
            printUnmatched(step, lead: "else -> ", result: result, to: printer)
        }
        printer.line(nullable ? "})" : "}")
    }

    /// What a step gives when no arm matches: null, or with `unknownCode` its case for any code that is not
    /// null (smart-cast to non-null after the check, so the case's field of the code's name takes it as it is).
    static func unmatched(_ step: PlanInboundStep, result: Result) -> String {
        guard let unknown = step.unknownCase else { return "null" }
        let subject = KotlinLanguage.identifier(step.parameter.field.name.value)
        let optional = step.parameter.field.type.isOptional
        let value = result(unknown, optional ? step.parameter.field.name.value : nil)
        return (optional ? "if (\(subject) == null) null else " : "") + value
    }

    /// `lead` and what a step gives when no arm matches: `unmatched`, or with code families a `when` that
    /// tries them (longest prefix first) before it: `when { code == null -> null; code.startsWith("08") -> X;
    /// code in 20000L..20999L -> Y; else -> <unmatched> }`, the code smart-cast to non-null after the first branch.
    static func printUnmatched(_ step: PlanInboundStep, lead: String, result: Result, to printer: CodePrinter) {
        guard !step.families.isEmpty else { return printer.line(lead + unmatched(step, result: result)) }
        let subject = KotlinLanguage.identifier(step.parameter.field.name.value)
        let optional = step.parameter.field.type.isOptional
        printer.line(lead + "when {")
        printer.withIndentation {
            if optional { printer.line("\(subject) == null -> null") }
            for family in step.families {
                let condition = switch family.match {
                case .prefix(let prefix): "\(subject).startsWith(\(KotlinCode.literal(.string(prefix), as: ValueType(.string))))"
                case .range(let lower, let upper):
                    "\(subject) in \(KotlinRuleRenderer.literal(.int(lower)))..\(KotlinRuleRenderer.literal(.int(upper)))"
                }
                printer.line(condition + " -> " + result(family.caseIndex, optional ? step.parameter.field.name.value : nil))
            }
            let unknown = step.unknownCase.map { result($0, optional ? step.parameter.field.name.value : nil) }
            printer.line("else -> " + (unknown ?? "null"))
        }
        printer.line("}")
    }

    /// `"a", "b" -> X`: one line per arm.
    static func printArms(_ arms: ArraySlice<PlanInboundArm>, of step: PlanInboundStep, result: Result,
                          to printer: CodePrinter) {
        let line = KotlinLine()
        let type = step.parameter.field.type
        for arm in arms {
            line.start()
            switch arm.match {
            case .codes(let codes):
                for (index, code) in codes.enumerated() {
                    if index > 0 { line.append(", ") }
                    append(code, as: type, to: line)
                }
            case .statuses(let statuses):
                for (index, element) in statuses.enumerated() {
                    if index > 0 { line.append(", ") }
                    switch element {
                    case .value(let literal): append(literal, as: type, to: line)
                    case .range(let lower, let upper):
                        line.append("in ")
                        line.append(long: lower)
                        line.append("..")
                        line.append(long: upper)
                    }
                }
            }
            // The subject is non-null in every arm (it equals a constant, or a null status was ruled out first), and
            // Kotlin smart-casts it: a field of its name takes it as it is (`code ?: default` there warns "elvis
            // operator always returns the left operand").
            line.append(" -> ")
            line.append(string: result(arm.caseIndex, step.parameter.field.name.value))
            printer.line(utf8: line.bytes)
        }
    }

    /// `KotlinCode.literal(literal, as: type)`: a String or Int constant appended as it is spelled.
    private static func append(_ literal: Literal, as type: ValueType, to line: KotlinLine) {
        if type.enumName == nil {
            switch literal {
            case .string(let text): return line.append(stringLiteral: text)
            case .int(let value) where type.base != .double: return line.append(long: value)
            default: break
            }
        }
        line.append(string: KotlinCode.literal(literal, as: type))
    }

    /// `Type.rateLimited(retryAfter = retryAfter ?: 30L)` (enum shape). `unwrapped` names a parameter known
    /// non-null here.
    private static func construction(of caseIndex: Int, _ context: KotlinEmitContext, _ fills: Fills,
                                      unwrapped: String? = nil, in line: KotlinLine) -> String {
        let c = context.plan.cases[caseIndex]
        line.start()
        line.append(string: context.typeName)
        line.append(byte: 0x2E)
        line.append(identifier: c.name)
        let payload = c.payload
        if !payload.isEmpty {
            line.append(byte: 0x28)
            for (index, field) in payload.enumerated() {
                if index > 0 { line.append(", ") }
                line.append(identifier: field.name.value)
                line.append(" = ")
                line.append(string: fills.value(field, unwrapped: unwrapped))
            }
            line.append(byte: 0x29)
        }
        return String(decoding: line.bytes, as: UTF8.self)
    }

    /// The value for a field: its parameter (with the default where it must not be null), else null.
    private static func fill(_ field: Field, _ inbound: PlanInbound, unwrapped: String? = nil) -> String {
        guard let parameter = inbound.parameter(named: field.name.value) else { return "null" }
        let name = KotlinLanguage.identifier(parameter.field.name.value)
        guard parameter.field.type.isOptional, !field.type.isOptional, unwrapped != field.name.value else { return name }
        // A parameter known non-null here is smart-cast by Kotlin: a template reading it spells it as non-null
        // (`code ?: "none"` there warns "elvis operator always returns the left operand").
        let others = inbound.templateParameters(filling: field.name.value, unwrapped: unwrapped)
        // The validator requires a default here; the zero value only keeps unvalidated input compilable.
        let fallback = parameter.defaultValue.map {
            KotlinCode.assigned($0, parameters: others, target: field.type.nonOptional)
        } ?? zeroValue(field.type)
        return "\(name) ?: (\(fallback))"
    }

    private static func zeroValue(_ type: ValueType) -> String {
        switch type.container {
        case .list?: return "emptyList()"
        case .map?: return "emptyMap()"
        case nil: break
        }
        switch type.base {
        case .string: return "\"\""
        case .int: return "0L"
        case .double: return "0.0"
        case .bool: return "false"
        }
    }
}
