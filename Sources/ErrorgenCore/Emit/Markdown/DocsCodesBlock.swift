/// `| Code | Case | Meaning | `retryable` | ... |`: every wire code (primary codes and aliases) in spec
/// order, the case (or category) it maps to, its doc (or the case's `when` when it has none), and each
/// Bool property evaluated for it: "yes", "no", or "when ..." where the answer depends on other fields;
/// then each property that some code gives its own value (`values:` on a code), evaluated the same way.
enum DocsCodesBlock {
    static func print(_ plan: EmitPlan, to page: MarkdownPage) {
        let perCode = Set(plan.cases.flatMap { $0.codes.flatMap { $0.values.map(\.property.value) } })
        let flags = plan.properties.filter { $0.type.nonOptional == ValueType(.bool) || perCode.contains($0.name.value) }
        let evaluators = flags.map { CodeFlagEvaluator($0, in: plan) }
        var rows: [[String]] = []
        for i in plan.cases.indices {
            let c = plan.cases[i]
            for code in c.codes {
                var row = [DocsPhrases.code(code.code), DocsPhrases.code(c.name), code.doc ?? c.when ?? c.doc ?? ""]
                row += evaluators.map { $0.answer(forCase: i, code: code.value) }
                rows.append(row)
            }
        }
        guard !rows.isEmpty else { return }
        page.table(header: ["Code", plan.docsCaseNoun, "Meaning"] + flags.map { DocsPhrases.code($0.name.value) },
                   rows: rows)
    }
}

/// One Bool property's answer for one wire code. The struct shape binds its open code field to the
/// code, the enum shape the payload field that keeps a case's code (`KeptCode`), if any; nothing else of
/// a case's payload is known from its code alone.
struct CodeFlagEvaluator {
    private let property: PlanProperty
    private let plan: EmitPlan
    /// English of the default rule, rendered once.
    private let defaultEnglish: String?

    init(_ property: PlanProperty, in plan: EmitPlan) {
        self.property = property
        self.plan = plan
        if case .rule(let rule) = property.defaultValue {
            defaultEnglish = EnglishRuleRenderer.render(rule.expression)
        } else {
            defaultEnglish = nil
        }
    }

    func answer(forCase caseIndex: Int, code: Literal) -> String {
        answer(property.values[caseIndex], isOwn: property.isOwn[caseIndex], code: code, codeField: plan.keptCodeField(of: caseIndex))
    }

    private func answer(_ value: PlanValue, isOwn: Bool, code: Literal, codeField: String?) -> String {
        switch value {
        case .constant(let literal):
            return Self.word(literal)
        case .field(let name):
            if let codeField, name == codeField { return "" }
            return "when " + DocsPhrases.code(name) + " is " + DocsPhrases.code("true")
        case .rule(let rule):
            var bindings: [String: Literal] = [:]
            if let codeField { bindings[codeField] = code }
            if let result = RuleEvaluator.evaluate(rule.expression, bindings: bindings) { return Self.word(result) }
            let english = isOwn ? nil : defaultEnglish
            return "when " + (english ?? EnglishRuleRenderer.render(rule.expression))
        case .primaryCode:
            return ""
        case .conditional(let arms, let otherwise):
            // The first arm whose rule holds for this code; from the first rule that depends on other fields,
            // "<value> when <rule>, else <the rest>".
            var bindings: [String: Literal] = [:]
            if let codeField { bindings[codeField] = code }
            for (index, arm) in arms.enumerated() {
                switch RuleEvaluator.evaluate(arm.rule.expression, bindings: bindings) {
                case .bool(true)?: return answer(arm.value, isOwn: true, code: code, codeField: codeField)
                case .bool(false)?: continue
                default:
                    let rest = Array(arms[(index + 1)...])
                    let elseAnswer = answer(rest.isEmpty ? otherwise : .conditional(rest, otherwise: otherwise), isOwn: true,
                                            code: code, codeField: codeField)
                    return answer(arm.value, isOwn: true, code: code, codeField: codeField) + " when " + EnglishRuleRenderer.render(arm.rule.expression)
                        + ", else " + elseAnswer
                }
            }
            return answer(otherwise, isOwn: true, code: code, codeField: codeField)
        }
    }

    private static func word(_ literal: Literal) -> String {
        switch literal {
        case .bool(let b): return b ? "yes" : "no"
        default: return DocsPhrases.literal(literal)
        }
    }
}
