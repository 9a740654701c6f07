/// `init(<parameters>)` from a service answer: the `precedence` steps in order (codes, then the status
/// table, or the reverse), the fallback case when no step matched. Fields are filled from the parameter
/// of the same name (`param ?? default` where an optional parameter fills a non-optional field), else nil.
enum SwiftInboundInit {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let bytesHelper = SwiftExactCodes.helperName(context)
        for inbound in context.plan.inbounds {
            if inbound.index > 0 { printer.blank() }
            print(inbound, context, bytesHelper: bytesHelper, to: printer)
        }
        if let bytesHelper { SwiftExactCodes.printHelper(bytesHelper, to: printer) }
    }

    private static func print(_ inbound: PlanInbound, _ context: SwiftEmitContext, bytesHelper: String?,
                              to printer: CodePrinter) {
        let parameters = inbound.parameters.map(\.field)
        let docs = SwiftCode.docComment([inbound.doc, SwiftCode.parameterDocs(parameters)])
        for line in docs { printer.line(line) }
        printer.list("\(context.access)init", SwiftCode.parameters(parameters), " {")
        let values = SwiftInboundValues(context, inbound)
        printer.withIndentation {
            if let category = context.category {
                printStructBody(context, inbound, category: category, values: values, bytesHelper: bytesHelper, to: printer)
            } else {
                printEnumBody(context, inbound, values: values, bytesHelper: bytesHelper, to: printer)
            }
        }
        printer.line("}")
        SwiftInboundChunks.printFunctions(context, inbound, bytesHelper: bytesHelper, to: printer,
                                          body: values.body(lead: "return ", after: [])) { caseIndex, unwrapped in
            if context.category != nil { return context.inboundMember(caseIndex) }
            return construction(of: caseIndex, context, inbound, unwrapped: unwrapped)
        }
    }

    /// Each match assigns `self` and returns; the fallback comes last (unless an unknown code always ends it).
    private static func printEnumBody(_ context: SwiftEmitContext, _ inbound: PlanInbound, values: SwiftInboundValues,
                                      bytesHelper: String?,
                                      to printer: CodePrinter) {
        let found = freshName("found", avoiding: inbound)
        let chunked = (open: "if let \(found) = ", tail: " {", after: ["    self = \(found)", "    return", "}"])
        let body = values.body(lead: "self = ", after: ["return"])
        printSteps(inbound, bytesHelper: bytesHelper, to: printer, chunked: chunked, body: body) { caseIndex, unwrapped in
            ["self = \(construction(of: caseIndex, context, inbound, unwrapped: unwrapped))", "return"]
        }
        if !inbound.unknownCodeIsFinal {
            printer.line("self = \(construction(of: inbound.fallback, context, inbound))")
        }
    }

    /// The steps choose the category; one `self.init` fills the stored fields.
    private static func printStructBody(_ context: SwiftEmitContext, _ inbound: PlanInbound,
                                        category: SwiftEmitContext.SwiftCategory, values: SwiftInboundValues, bytesHelper: String?,
                                        to printer: CodePrinter) {
        // Cases are qualified with their type: `matched` is optional, so a bare `.none` would mean nil.
        func qualified(_ caseIndex: Int) -> String { context.inboundMember(caseIndex) }
        let fallback = qualified(inbound.fallback)
        var categoryValue = fallback
        if inbound.hasArms {
            let matched = freshName("matched", avoiding: inbound)
            printer.line("var \(matched): \(category.type)?")
            let body = values.body(lead: matched + " = ", after: [])
            printSteps(inbound, matchedVariable: matched, bytesHelper: bytesHelper, to: printer, chunked: ("\(matched) = ", "", []),
                       body: body) { caseIndex, _ in
                ["\(matched) = \(qualified(caseIndex))"]
            }
            categoryValue = "\(matched) ?? \(fallback)"
        }
        let categoryArgument = "\(SwiftLanguage.argumentLabel(category.propertyName)): \(categoryValue)"
        let arguments = [categoryArgument] + category.structure.fields.map { field in
            "\(SwiftLanguage.argumentLabel(field.name.value)): \(fill(field, inbound))"
        }
        printer.list("self.init", arguments)
    }

    /// The `precedence` steps, each a `switch` (or, with more arms than one switch should hold, a call of
    /// `SwiftInboundChunks`' functions between `chunked.open` and `chunked.tail`, then `chunked.after`); a
    /// step after the first runs only while nothing matched (struct shape; in the enum shape a match returns).
    /// `arm` spells a case's arm; its second argument names the code parameter when the arm is the
    /// unknown-code one and the code is bound there (never nil), else nil.
    private static func printSteps(_ inbound: PlanInbound, matchedVariable: String? = nil, bytesHelper: String?,
                                   to printer: CodePrinter,
                                   chunked: (open: String, tail: String, after: [String]), body: SwiftInboundArmBody,
                                   arm: (Int, String?) -> [String]) {
        for (index, step) in inbound.steps.enumerated() where step.canMatch {
            let guarded = index > 0 && matchedVariable != nil
            if guarded, let matchedVariable { printer.line("if \(matchedVariable) == nil {") }
            SwiftPrinting.indent(if: guarded, to: printer) {
                let unknown = step.unknownCase.map { unknownArm($0, step, matchedVariable: matchedVariable, arm: arm) }
                if let call = SwiftInboundChunks.call(step, inbound) {
                    printer.list(chunked.open + call.head, call.arguments, chunked.tail)
                    for line in chunked.after { printer.line(line) }
                    if let unknown { printUnknownAfterChunks(unknown, step, matchedVariable: matchedVariable, to: printer) }
                } else {
                    let gate = bytesHelper.flatMap { SwiftExactCodes.isGated(step) ? SwiftExactCodes.condition($0, step) : nil }
                    printSwitch(over: step, arms: step.arms[...], families: step.families, unknown: unknown, gate: gate,
                                to: printer, familyArm: arm, body: body)
                }
            }
            if guarded { printer.line("}") }
        }
    }

    /// The unknown-code arm: its lines, and whether they read the code parameter unwrapped.
    private static func unknownArm(_ caseIndex: Int, _ step: PlanInboundStep, matchedVariable: String?,
                                   arm: (Int, String?) -> [String]) -> (lines: [String], bindsCode: Bool) {
        let name = step.parameter.field.name.value
        let optional = step.parameter.field.type.isOptional
        let plain = arm(caseIndex, nil)
        guard optional, matchedVariable == nil else { return (plain, false) }
        let bound = arm(caseIndex, name)
        return (bound, bound != plain)
    }

    /// After a chunked code step found nothing: `if let code { <unknown arm> }` (or `if code != nil`, or
    /// the arm itself for a code that is never nil); in the struct shape only while nothing matched.
    private static func printUnknownAfterChunks(_ unknown: (lines: [String], bindsCode: Bool), _ step: PlanInboundStep,
                                                matchedVariable: String?, to printer: CodePrinter) {
        let name = SwiftLanguage.identifier(step.parameter.field.name.value)
        var conditions = matchedVariable.map { ["\($0) == nil"] } ?? []
        if step.parameter.field.type.isOptional { conditions.append(unknown.bindsCode ? "let \(name)" : "\(name) != nil") }
        guard !conditions.isEmpty else { return unknown.lines.forEach { printer.line($0) } }
        printer.line("if \(conditions.joined(separator: ", ")) {")
        printer.withIndentation { unknown.lines.forEach { printer.line($0) } }
        printer.line("}")
    }

    /// An optional parameter is switched over directly with optional patterns (`"code"?`, `(500...599)?`):
    /// binding it first (`if let code = ...`) made the mandatory SIL passes take over a minute on 1,000 codes.
    /// `fallback` prints the `default:` arm's body (`break` without it). `unknown` is the unknown-code arm:
    /// `case let code?:` (or `case .some:`) before `default:` for an optional code, else the `default:` arm.
    /// `families` come after the arms (an exact code wins) and before the unknown-code arm; `familyArm` spells
    /// a family's arm from its case and the code parameter's name when it is bound non-nil there.
    static func printSwitch(over step: PlanInboundStep, arms: ArraySlice<PlanInboundArm>, families: [PlanCodeFamily] = [],
                            fallback: (() -> Void)? = nil, unknown: (lines: [String], bindsCode: Bool)? = nil,
                            gate: String? = nil, to printer: CodePrinter, familyArm: (Int, String?) -> [String] = { _, _ in [] },
                            body: SwiftInboundArmBody? = nil) {
        let optional = step.parameter.field.type.isOptional
        let name = SwiftLanguage.identifier(step.parameter.field.name.value)
        printer.line("switch \(name) {")
        if let gate {
            // Text `==` would not compare byte for byte (SwiftExactCodes) goes to the arms that list no code.
            let binds = families.isEmpty && optional && unknown?.bindsCode == true
            printer.line(binds ? "case let \(name)? where !\(gate):" : "case _ where !\(gate):")
            printer.withIndentation {
                if !families.isEmpty {
                    printSwitch(over: step, arms: [], families: families, fallback: fallback, unknown: unknown, to: printer,
                                familyArm: familyArm)
                } else if let unknown {
                    unknown.lines.forEach { printer.line($0) }
                } else if let fallback {
                    fallback()
                } else {
                    printer.line("break")
                }
            }
        }
        if let body, !arms.isEmpty { printArms(arms, of: step, body: body, to: printer) }
        for family in families {
            printer.line("case \(familyPattern(family.match, name: name, optional: optional)):")
            let bound = optional ? step.parameter.field.name.value : nil
            printer.withIndentation { familyArm(family.caseIndex, bound).forEach { printer.line($0) } }
        }
        if let unknown, optional {
            printer.line(unknown.bindsCode ? "case let \(name)?:" : "case .some:")
            printer.withIndentation { unknown.lines.forEach { printer.line($0) } }
        }
        printer.line("default:")
        printer.withIndentation {
            if let unknown, !optional { unknown.lines.forEach { printer.line($0) } }
            else if let fallback { fallback() } else { printer.line("break") }
        }
        printer.line("}")
    }

    /// `case 404?, (500...599)?:` and the arm's lines, one indentation level deeper, as bytes printed together; an arm
    /// whose value `CodePrinter.line` might split prints its lines one by one (the same bytes).
    private static func printArms(_ arms: ArraySlice<PlanInboundArm>, of step: PlanInboundStep, body: SwiftInboundArmBody,
                                  to printer: CodePrinter) {
        let optional = step.parameter.field.type.isOptional
        var line = SwiftLine()
        for planArm in arms {
            // A case that keeps the optional code in a non-optional field, reached only by its codes: one arm per code,
            // which fills the field with the code it matched (never nil there; the validator asks no 'default').
            if case .codes(let codes) = planArm.match, body.values.keepsMatchedCode(planArm.caseIndex, step: step) {
                for code in codes {
                    line.write("case ")
                    writePattern(.value(code), optional: optional, to: &line)
                    line.write(":")
                    line.flush(to: printer)
                    printer.withIndentation {
                        printer.line(body.lead + body.values.text(of: planArm.caseIndex, matched: code))
                        for text in body.after { printer.line(text) }
                    }
                }
                continue
            }
            line.write("case ")
            switch planArm.match {
            case .codes(let codes):
                for k in codes.indices {
                    if k > 0 { line.write(", ") }
                    writePattern(.value(codes[k]), optional: optional, to: &line)
                }
            case .statuses(let statuses):
                // A row's `when` guards each of its patterns: in `case 400, 422 where x:` it would guard only 422.
                let guardText = planArm.condition.map { " where " + body.values.condition($0) }
                for k in statuses.indices {
                    if k > 0 { line.write(", ") }
                    writePattern(statuses[k], optional: optional, to: &line)
                    if let guardText { line.append(guardText) }
                }
            }
            line.write(":")
            let caseIndex = planArm.caseIndex
            guard body.values.isPlain(caseIndex) else {
                line.flush(to: printer)
                printer.withIndentation {
                    printer.line(body.lead + body.values.text(of: caseIndex))
                    for text in body.after { printer.line(text) }
                }
                continue
            }
            line.endLine(to: printer)
            line.write("    ")
            line.append(body.lead)
            body.values.write(caseIndex, to: &line)
            line.endLine(to: printer)
            for text in body.after {
                line.write("    ")
                line.append(text)
                line.endLine(to: printer)
            }
        }
        line.printLines(to: printer)
    }

    /// `statusPattern(element, optional:)` written as bytes.
    private static func writePattern(_ element: MembershipElement, optional: Bool, to line: inout SwiftLine) {
        switch element {
        case .value(.string(let text)):
            line.appendStringLiteral(text)
            if optional { line.write("?") }
        case .value(.int(let value)) where value >= 0 || !optional:
            line.append(decimal: value)
            if optional { line.write("?") }
        case .range(let lower, let upper):
            if optional { line.write("(") }
            line.append(decimal: lower)
            line.write("...")
            if upper < 0 { line.write("(") }
            line.append(decimal: upper)
            if upper < 0 { line.write(")") }
            if optional { line.write(")?") }
        default:
            line.append(statusPattern(element, optional: optional))
        }
    }

    /// A code family's pattern: `_ where code.utf8.starts(with: "08".utf8)` or `20000...20999`; for an
    /// optional code bound non-nil: `let code? where code.utf8.starts(with: "08".utf8)`,
    /// `let code? where (20000...20999).contains(code)`. Prefixes compare Unicode scalars, as Kotlin's
    /// `startsWith` does (`hasPrefix` compares Characters).
    private static func familyPattern(_ match: CodeFamily.Match, name: String, optional: Bool) -> String {
        let condition: String
        switch match {
        case .prefix(let prefix):
            condition = "\(name).utf8.starts(with: \(SwiftCode.literal(.string(prefix))).utf8)"
        case .range(let lower, let upper):
            let range = statusPattern(.range(lower, upper), optional: false)
            guard optional else { return range }
            condition = "(\(range)).contains(\(name))"
        }
        return (optional ? "let \(name)?" : "_") + " where " + condition
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

    /// `.rateLimited(retryAfter: retryAfter ?? 30)`. `unwrapped` names a parameter bound non-nil here; `matched` is the
    /// code an arm matched, which fills the field of the code parameter's name.
    static func construction(of caseIndex: Int, _ context: SwiftEmitContext, _ inbound: PlanInbound,
                             unwrapped: String? = nil, matched: (parameter: String, code: Literal)? = nil) -> String {
        let c = context.plan.cases[caseIndex]
        let member = context.inboundMember(caseIndex)
        guard !c.payload.isEmpty else { return member }
        let arguments = c.payload.map { field -> String in
            let value = matched.flatMap { $0.parameter == field.name.value ? SwiftCode.literal($0.code) : nil }
                ?? fill(field, inbound, unwrapped: unwrapped)
            return "\(SwiftLanguage.argumentLabel(field.name.value)): \(value)"
        }
        return member + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The value for a field: its parameter (with the default where it must not be nil), else nil.
    static func fill(_ field: Field, _ inbound: PlanInbound, unwrapped: String? = nil) -> String {
        guard let parameter = inbound.parameter(named: field.name.value) else { return "nil" }
        let name = SwiftLanguage.identifier(parameter.field.name.value)
        guard parameter.field.type.isOptional, !field.type.isOptional, unwrapped != field.name.value else { return name }
        // A parameter bound non-nil in this arm (`case let code?`) shadows the optional one: a template reading
        // it reads the unwrapped value (`\(code)`, not `code ?? "none"`, which would not compile for an Int).
        let others = inbound.templateParameters(filling: field.name.value, unwrapped: unwrapped)
        // The validator requires a default here; the zero value only keeps unvalidated input compilable.
        let fallback = parameter.defaultValue.map { SwiftCode.assigned($0, parameters: others, target: field.type.nonOptional) }
            ?? zeroValue(field.type)
        return "\(name) ?? \(fallback)"
    }

    private static func zeroValue(_ type: ValueType) -> String {
        switch type.container {
        case .list?: return "[]"
        case .map?: return "[:]"
        case nil: break
        }
        switch type.base {
        case .string: return "\"\""
        case .int: return "0"
        case .double: return "0.0"
        case .bool: return "false"
        }
    }

    /// `base`, or `base_`, `base__`... : a local name no parameter uses.
    private static func freshName(_ base: String, avoiding inbound: PlanInbound) -> String {
        var name = base
        while inbound.parameter(named: name) != nil { name += "_" }
        return name
    }
}

/// How a matched arm of an inbound `switch` reads: `lead` then the arm's value (the case, or in the struct shape
/// its category), then the lines `after` (`return`).
struct SwiftInboundArmBody {
    let values: SwiftInboundValues
    let lead: String
    let after: [String]
}

/// The value of each case in an initializer's arms (unknown codes not bound), written as bytes: each payload
/// field's argument (`retryAfter: retryAfter ?? 30`) built once per initializer, not once per arm.
final class SwiftInboundValues {
    private struct Key: Hashable {
        let name: String
        let type: ValueType
    }

    private let context: SwiftEmitContext
    private let inbound: PlanInbound
    /// The fields' arguments: searched in order while few (comparing is cheaper than hashing), then by key.
    private var recent: [(name: String, type: ValueType, argument: (text: String, plain: Bool))] = []
    private var arguments: [Key: (text: String, plain: Bool)] = [:]
    /// Each case's arguments in parentheses, once asked for.
    private var payloads: [(text: String, plain: Bool)?]

    init(_ context: SwiftEmitContext, _ inbound: PlanInbound) {
        self.context = context
        self.inbound = inbound
        payloads = Array(repeating: nil, count: context.plan.cases.count)
    }

    /// A status row's `when` rule over the initializer's parameters, as a Swift condition.
    func condition(_ rule: Expression) -> String {
        SwiftRuleRenderer.render(rule, field: SwiftLanguage.identifier,
                                 fieldType: { self.inbound.parameter(named: $0)?.field.type ?? ValueType(.bool) })
    }

    func body(lead: String, after: [String]) -> SwiftInboundArmBody {
        SwiftInboundArmBody(values: self, lead: lead, after: after)
    }

    /// `label: fill(field)`, and whether it is printable ASCII (no byte `CodePrinter.line` splits at).
    private func argument(_ field: Field) -> (text: String, plain: Bool) {
        let name = field.name.value
        for entry in recent where entry.name == name && entry.type == field.type { return entry.argument }
        let key = recent.count < 16 ? nil : Key(name: name, type: field.type)
        if let key, let known = arguments[key] { return known }
        let text = SwiftLanguage.argumentLabel(name) + ": " + SwiftInboundInit.fill(field, inbound)
        let argument = (text, Self.isPlain(text))
        if let key { arguments[key] = argument } else { recent.append((name, field.type, argument)) }
        return argument
    }

    /// `(label: value, ...)` for the case's payload, empty without one.
    private func payload(_ caseIndex: Int) -> (text: String, plain: Bool) {
        if let known = payloads[caseIndex] { return known }
        let fields = context.plan.cases[caseIndex].payload
        var payload = (text: "", plain: true)
        if !fields.isEmpty {
            payload.text = "("
            for k in fields.indices {
                let argument = argument(fields[k])
                if k > 0 { payload.text += ", " }
                payload.text += argument.text
                payload.plain = payload.plain && argument.plain
            }
            payload.text += ")"
        }
        payloads[caseIndex] = payload
        return payload
    }

    private static func isPlain(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { SwiftBytes.isPrintableASCII($0) }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether the case's value is printable ASCII, so that its line is printed as written.
    func isPlain(_ caseIndex: Int) -> Bool {
        guard context.patterns.members.withBytes(caseIndex, SwiftBytes.isPrintableASCII) else { return false }
        if let category = context.category { return Self.isPlain(category.type) }
        return payload(caseIndex).plain
    }

    /// `Category.name` in the struct shape, else `.name(field: value, ...)` (`SwiftInboundInit.construction`).
    func write(_ caseIndex: Int, to line: inout SwiftLine) {
        if context.plan.cases[caseIndex].deprecated != nil {
            line.append(context.inboundMember(caseIndex))
        } else {
            if let category = context.category {
                line.append(category.type)
            }
            line.write(".")
            line.append(context.patterns.members, at: caseIndex)
        }
        guard context.category == nil else { return }
        line.append(payload(caseIndex).text)
    }

    /// The same value as a String; with `matched`, the code parameter's field holds that code.
    func text(of caseIndex: Int, matched: Literal? = nil) -> String {
        if context.category != nil { return context.inboundMember(caseIndex) }
        let code = matched.flatMap { code in inbound.parameters.first { $0.role == .code }.map { ($0.field.name.value, code) } }
        return SwiftInboundInit.construction(of: caseIndex, context, inbound, matched: code)
    }

    /// Whether an arm of the code step gives a case a non-optional field that the optional code parameter without a
    /// `default` fills: the code the arm matched goes there.
    func keepsMatchedCode(_ caseIndex: Int, step: PlanInboundStep) -> Bool {
        guard context.category == nil, step.kind == .code, step.parameter.field.type.isOptional,
              step.parameter.defaultValue == nil else { return false }
        let name = step.parameter.field.name.value
        return context.plan.cases[caseIndex].payload.contains { $0.name.value == name && !$0.type.isOptional }
    }
}
