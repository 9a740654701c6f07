/// `init(<parameters>)` from a service answer: the `precedence` steps in order (codes, then the status
/// table, or the reverse), the fallback case when no step matched. Fields are filled from the parameter
/// of the same name (`param ?? default` where an optional parameter fills a non-optional field), else nil.
enum SwiftInboundInit {
    static func emit(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        guard let inbound = context.spec.inbound else { return }
        let parameters = inbound.parameters.map(\.field)
        let docs = SwiftCode.docComment([inbound.doc, SwiftCode.parameterDocs(parameters)])
        for line in docs { printer.line(line) }
        SwiftPrinting.list(&printer, "\(context.access)init", SwiftCode.parameters(parameters), " {")
        printer.indent { printer in
            if let category = context.category {
                emitStructBody(context, inbound, categoryType: category.type, into: &printer)
            } else {
                emitEnumBody(context, inbound, into: &printer)
            }
        }
        printer.line("}")
    }

    /// Each match assigns `self` and returns; the fallback comes last.
    private static func emitEnumBody(_ context: SwiftEmitContext, _ inbound: Inbound, into printer: inout CodePrinter) {
        emitSteps(context, inbound, into: &printer) { caseName in
            ["self = \(construction(of: caseName, context, inbound))", "return"]
        }
        printer.line("self = \(construction(of: inbound.fallback.value, context, inbound))")
    }

    /// The steps choose the category; one `self.init` fills the stored fields.
    private static func emitStructBody(_ context: SwiftEmitContext, _ inbound: Inbound, categoryType: String,
                                       into printer: inout CodePrinter) {
        // Cases are qualified with their type: `matched` is optional, so a bare `.none` would mean nil.
        func qualified(_ caseName: String) -> String { "\(categoryType).\(SwiftLanguage.memberAccess(caseName))" }
        let fallback = qualified(inbound.fallback.value)
        guard let category = context.category else { return }
        var categoryValue = fallback
        if hasArms(context, inbound) {
            let matched = freshName("matched", avoiding: inbound)
            printer.line("var \(matched): \(categoryType)?")
            emitSteps(context, inbound, matchedVariable: matched, into: &printer) { caseName in
                ["\(matched) = \(qualified(caseName))"]
            }
            categoryValue = "\(matched) ?? \(fallback)"
        }
        let categoryArgument = "\(SwiftLanguage.argumentLabel(category.propertyName)): \(categoryValue)"
        let arguments = [categoryArgument] + context.spec.fields.map { field in
            "\(SwiftLanguage.argumentLabel(field.name.value)): \(fill(field, inbound))"
        }
        SwiftPrinting.list(&printer, "self.init", arguments)
    }

    /// The `precedence` steps, each a `switch`; a step after the first runs only while nothing matched
    /// (struct shape; in the enum shape a match returns).
    private static func emitSteps(_ context: SwiftEmitContext, _ inbound: Inbound, matchedVariable: String? = nil,
                                  into printer: inout CodePrinter, arm: (String) -> [String]) {
        for (index, step) in inbound.precedence.enumerated() {
            let role: InboundParameter.Role = step == .code ? .code : .status
            guard let parameter = inbound.parameter(withRole: role) else { continue }
            let optional = parameter.field.type.isOptional
            var arms: [(patterns: [String], caseName: String)] = []
            switch step {
            case .code:
                for c in context.spec.cases where !c.codes.isEmpty {
                    arms.append((c.codes.map { SwiftLanguage.stringLiteral($0.code) + (optional ? "?" : "") }, c.name.value))
                }
            case .status:
                for row in inbound.statuses where !row.statuses.isEmpty {
                    arms.append((row.statuses.map { statusPattern($0, optional: optional) }, row.caseName.value))
                }
            }
            guard !arms.isEmpty else { continue }
            let guarded = index > 0 && matchedVariable != nil
            if guarded, let matchedVariable { printer.line("if \(matchedVariable) == nil {") }
            SwiftPrinting.indent(&printer, if: guarded) { printer in
                emitSwitch(over: parameter, arms: arms, arm: arm, into: &printer)
            }
            if guarded { printer.line("}") }
        }
    }

    /// Whether any step can match: a code step with coded cases, or a status step with rows.
    private static func hasArms(_ context: SwiftEmitContext, _ inbound: Inbound) -> Bool {
        inbound.precedence.contains { step in
            let role: InboundParameter.Role = step == .code ? .code : .status
            guard inbound.parameter(withRole: role) != nil else { return false }
            return step == .code ? context.spec.cases.contains { !$0.codes.isEmpty }
                : inbound.statuses.contains { !$0.statuses.isEmpty }
        }
    }

    /// An optional parameter is switched over directly with optional patterns (`"code"?`, `(500...599)?`):
    /// binding it first (`if let code = ...`) made the mandatory SIL passes take over a minute on 1,000 codes.
    private static func emitSwitch(over parameter: InboundParameter, arms: [(patterns: [String], caseName: String)],
                                   arm: (String) -> [String], into printer: inout CodePrinter) {
        printer.line("switch \(SwiftLanguage.identifier(parameter.field.name.value)) {")
        for (patterns, caseName) in arms {
            printer.line("case \(patterns.joined(separator: ", ")):")
            printer.indent { printer in
                for line in arm(caseName) { printer.line(line) }
            }
        }
        printer.line("default:")
        printer.indent { printer in printer.line("break") }
        printer.line("}")
    }

    /// `404`, `500...599`, `-5...(-1)`; matching an optional: `404?`, `(-1)?`, `(500...599)?`.
    private static func statusPattern(_ element: MembershipElement, optional: Bool) -> String {
        switch element {
        case .value(let literal):
            let text = SwiftCode.literal(literal)
            guard optional else { return text }
            return text.hasPrefix("-") ? "(\(text))?" : text + "?"
        case .range(let lower, let upper):
            // `-5...-1` lexes as the operator `...-`; a negative upper bound goes in parentheses.
            let range = "\(lower)...\(upper < 0 ? "(\(upper))" : String(upper))"
            return optional ? "(\(range))?" : range
        }
    }

    /// `.rateLimited(retryAfter: retryAfter ?? 30)`.
    private static func construction(of caseName: String, _ context: SwiftEmitContext, _ inbound: Inbound) -> String {
        let member = "." + SwiftLanguage.memberAccess(caseName)
        guard let c = context.case(named: caseName), !c.payload.isEmpty else { return member }
        let arguments = c.payload.map { "\(SwiftLanguage.argumentLabel($0.name.value)): \(fill($0, inbound))" }
        return member + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The value for a field: its parameter (with the default where it must not be nil), else nil.
    private static func fill(_ field: Field, _ inbound: Inbound) -> String {
        guard let parameter = inbound.parameter(named: field.name.value) else { return "nil" }
        let name = SwiftLanguage.identifier(parameter.field.name.value)
        guard parameter.field.type.isOptional, !field.type.isOptional else { return name }
        let others = inbound.parameters.map(\.field).filter { $0.name.value != field.name.value }
        // The validator requires a default here; the zero value only keeps unvalidated input compilable.
        let fallback = parameter.defaultValue.map { SwiftCode.assigned($0, parameters: others, target: field.type.nonOptional) }
            ?? zeroValue(field.type.base)
        return "\(name) ?? \(fallback)"
    }

    private static func zeroValue(_ base: ValueType.Base) -> String {
        switch base {
        case .string: return "\"\""
        case .int: return "0"
        case .double: return "0.0"
        case .bool: return "false"
        }
    }

    /// `base`, or `base_`, `base__`... : a local name no parameter uses.
    private static func freshName(_ base: String, avoiding inbound: Inbound) -> String {
        var name = base
        while inbound.parameter(named: name) != nil { name += "_" }
        return name
    }
}
