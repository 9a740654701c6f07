/// One Bool property's answer for one wire code, written as bytes into its cell of the codes table. The
/// struct shape binds its open code field to the code, the enum shape the payload field that keeps a case's
/// code (`KeptCode`), if any; nothing else of a case's payload is known from its code alone.
final class CodeFlagEvaluator {
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

    /// The answer for a code of the case ("yes", "no", "when ..."); `keptCode` is the field that keeps the
    /// code, and the code.
    func appendAnswer(forCase caseIndex: Int, keptCode: (field: String, code: Literal)?, to out: inout [UInt8]) {
        var english: String?
        if case .rule(_, let rendered) = entries.all[caseIndex].value { english = rendered }
        append(property.values[caseIndex], english: english, keptCode: keptCode, to: &out)
    }

    /// `english` is the value's English when it is a rule and already rendered.
    private func append(_ value: PlanValue, english: String? = nil, keptCode: (field: String, code: Literal)?,
                        to out: inout [UInt8]) {
        switch value {
        case .constant(let literal):
            Self.appendWord(literal, to: &out)
        case .field(let name):
            if name == keptCode?.field { return }
            out.append(literal: "when ")
            MarkdownText.appendCode(name, to: &out)
            out.append(literal: " is `true`")
        case .rule(let rule):
            let bindings = Self.bindings(keptCode)
            if let result = RuleEvaluator.evaluate(rule.expression, bindings: bindings) {
                return Self.appendWord(result, to: &out)
            }
            out.append(literal: "when ")
            // The parts this code decides left out: "when `code` is 262 or `X` is in `labels`" is, for code 50,
            // "when `X` is in `labels`".
            let residual = bindings.isEmpty ? rule.expression : RuleEvaluator.residual(rule.expression, bindings: bindings)
            out.append(utf8: residual == rule.expression ? english ?? rules.render(rule.expression) : rules.render(residual))
        case .primaryCode:
            return
        case .conditional(let arms, let otherwise):
            // The first arm whose rule holds for this code; from the first rule that depends on other fields,
            // "<value> when <rule>, else <the rest>".
            let bindings = Self.bindings(keptCode)
            for (index, arm) in arms.enumerated() {
                switch RuleEvaluator.evaluate(arm.rule.expression, bindings: bindings) {
                case .bool(true)?: return append(arm.value, keptCode: keptCode, to: &out)
                case .bool(false)?: continue
                default:
                    let rest = Array(arms[(index + 1)...])
                    append(arm.value, keptCode: keptCode, to: &out)
                    out.append(literal: " when ")
                    out.append(utf8: rules.render(RuleEvaluator.residual(arm.rule.expression, bindings: bindings)))
                    out.append(literal: ", else ")
                    return append(rest.isEmpty ? otherwise : .conditional(rest, otherwise: otherwise), keptCode: keptCode, to: &out)
                }
            }
            append(otherwise, keptCode: keptCode, to: &out)
        }
    }

    private static func bindings(_ keptCode: (field: String, code: Literal)?) -> [String: Literal] {
        guard let keptCode else { return [:] }
        return [keptCode.field: keptCode.code]
    }

    private static func appendWord(_ literal: Literal, to out: inout [UInt8]) {
        switch literal {
        case .bool(let b): out.append(literal: b ? "yes" : "no")
        default: out.append(utf8: DocsPhrases.literal(literal))
        }
    }
}
