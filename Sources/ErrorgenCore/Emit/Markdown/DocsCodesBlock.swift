/// `| Code | Case | Meaning | `retryable` | ... |`: every wire code (primary codes and aliases) in spec
/// order, the case (or category) it maps to, its doc (or the case's `when` when it has none), and each
/// Bool property evaluated for it: "yes", "no", or "when ..." where the answer depends on other fields;
/// then each property that some code gives its own value (`values:` on a code), evaluated the same way.
enum DocsCodesBlock {
    static func print(_ plan: EmitPlan, descriptions: PropertyDescriptions, to page: MarkdownPage) {
        let perCode = Set(plan.cases.flatMap { $0.codes.flatMap { $0.values.map(\.property.value) } })
        let flags = plan.properties.indices.filter {
            plan.properties[$0].type.nonOptional == ValueType(.bool) || perCode.contains(plan.properties[$0].name.value)
        }
        let evaluators = flags.map { CodeFlagEvaluator(plan.properties[$0], entries: descriptions.entries($0), rules: descriptions.rules) }
        let codeFields = plan.keptCodeFields()
        var rows: [[String]] = []
        for i in plan.cases.indices {
            let c = plan.cases[i]
            guard !c.codes.isEmpty else { continue }
            let caseName = DocsPhrases.code(c.name)
            // Without a field that keeps the code, no answer depends on which of the case's codes it is.
            let shared = codeFields[i] == nil ? evaluators.map { $0.answer(forCase: i, keptCode: nil) } : nil
            for code in c.codes {
                let answers = shared ?? evaluators.map { evaluator in
                    evaluator.answer(forCase: i, keptCode: codeFields[i].map { (field: $0, code: code.value) })
                }
                rows.append([DocsPhrases.code(code.code), caseName, code.doc ?? c.when ?? c.doc ?? ""] + answers)
            }
        }
        guard !rows.isEmpty else { return }
        page.table(header: ["Code", plan.docsCaseNoun, "Meaning"] + flags.map { DocsPhrases.code(plan.properties[$0].name.value) },
                   rows: rows)
    }
}

/// One Bool property's answer for one wire code. The struct shape binds its open code field to the
/// code, the enum shape the payload field that keeps a case's code (`KeptCode`), if any; nothing else of
/// a case's payload is known from its code alone.
struct CodeFlagEvaluator {
    private let property: PlanProperty
    /// The property's values described: a case's rule (its own or the default) has its English there,
    /// rendered once for this table and the properties table.
    private let entries: PropertyEntries
    /// The English of the rules of conditional values.
    private let rules: EnglishRuleCache

    init(_ property: PlanProperty, entries: PropertyEntries, rules: EnglishRuleCache) {
        self.property = property
        self.entries = entries
        self.rules = rules
    }

    /// The answer for a code of the case; `keptCode` is the field that keeps the code, and the code.
    func answer(forCase caseIndex: Int, keptCode: (field: String, code: Literal)?) -> String {
        var english: String?
        if case .rule(_, let rendered) = entries.all[caseIndex].value { english = rendered }
        return answer(property.values[caseIndex], english: english, keptCode: keptCode)
    }

    /// `english` is the value's English when it is a rule and already rendered.
    private func answer(_ value: PlanValue, english: String? = nil, keptCode: (field: String, code: Literal)?) -> String {
        switch value {
        case .constant(let literal):
            return Self.word(literal)
        case .field(let name):
            if name == keptCode?.field { return "" }
            return "when " + DocsPhrases.code(name) + " is " + DocsPhrases.code("true")
        case .rule(let rule):
            if let result = RuleEvaluator.evaluate(rule.expression, bindings: Self.bindings(keptCode)) { return Self.word(result) }
            return "when " + (english ?? rules.render(rule.expression))
        case .primaryCode:
            return ""
        case .conditional(let arms, let otherwise):
            // The first arm whose rule holds for this code; from the first rule that depends on other fields,
            // "<value> when <rule>, else <the rest>".
            let bindings = Self.bindings(keptCode)
            for (index, arm) in arms.enumerated() {
                switch RuleEvaluator.evaluate(arm.rule.expression, bindings: bindings) {
                case .bool(true)?: return answer(arm.value, keptCode: keptCode)
                case .bool(false)?: continue
                default:
                    let rest = Array(arms[(index + 1)...])
                    let elseAnswer = answer(rest.isEmpty ? otherwise : .conditional(rest, otherwise: otherwise), keptCode: keptCode)
                    return answer(arm.value, keptCode: keptCode) + " when " + rules.render(arm.rule.expression)
                        + ", else " + elseAnswer
                }
            }
            return answer(otherwise, keptCode: keptCode)
        }
    }

    private static func bindings(_ keptCode: (field: String, code: Literal)?) -> [String: Literal] {
        guard let keptCode else { return [:] }
        return [keptCode.field: keptCode.code]
    }

    private static func word(_ literal: Literal) -> String {
        switch literal {
        case .bool(let b): return b ? "yes" : "no"
        default: return DocsPhrases.literal(literal)
        }
    }
}
