/// `| Code | Case | Meaning | `retryable` | ... |`: every wire code (primary codes and aliases) in spec
/// order, the case (or category) it maps to, its doc (or the case's `when` when it has none), and each
/// Bool property evaluated for it: "yes", "no", or "when ..." where the answer depends on other fields.
enum DocsCodesBlock {
    static func write(_ spec: Spec, into page: inout MarkdownPage) {
        let flags = spec.properties.filter { $0.type.base == .bool }
        let evaluators = flags.map { CodeFlagEvaluator($0, in: spec) }
        var rows: [[String]] = []
        for i in spec.cases.indices {
            let name = spec.cases[i].name.value
            for code in spec.cases[i].codes {
                var row = [DocsPhrases.code(code.code), DocsPhrases.code(name), code.doc ?? spec.cases[i].when ?? spec.cases[i].doc ?? ""]
                row += evaluators.map { $0.answer(forCase: name, code: code.code) }
                rows.append(row)
            }
        }
        guard !rows.isEmpty else { return }
        page.table(header: ["Code", spec.docsCaseNoun, "Meaning"] + flags.map { DocsPhrases.code($0.name.value) },
                   rows: rows)
    }
}

/// One Bool property's answer for one wire code. The struct shape binds its open code field to the
/// code; the enum shape binds nothing (a case's payload is unknown from its code alone).
struct CodeFlagEvaluator {
    private let own: [String: PropertyValue]
    private let property: Property
    private let codeField: String?
    /// English of the default rule, rendered once.
    private let defaultEnglish: String?

    init(_ property: Property, in spec: Spec) {
        var own: [String: PropertyValue] = [:]
        for value in property.values where own[value.caseName.value] == nil {
            own[value.caseName.value] = value.value
        }
        self.own = own
        self.property = property
        codeField = spec.isStruct ? spec.openCodeField?.value : nil
        if case .rule(let e, _) = property.defaultValue {
            defaultEnglish = EnglishRuleRenderer.render(e)
        } else {
            defaultEnglish = nil
        }
    }

    func answer(forCase caseName: String, code: String) -> String {
        let ownValue = own[caseName]
        switch ownValue ?? property.defaultValue {
        case .constant(let literal, _):
            return Self.word(literal)
        case .field(let name):
            if let codeField, name.value == codeField { return "" }
            return "when " + DocsPhrases.code(name.value) + " is " + DocsPhrases.code("true")
        case .rule(let expression, _):
            var bindings: [String: Literal] = [:]
            if let codeField { bindings[codeField] = .string(code) }
            if let result = RuleEvaluator.evaluate(expression, bindings: bindings) { return Self.word(result) }
            let english = ownValue == nil ? defaultEnglish : nil
            return "when " + (english ?? EnglishRuleRenderer.render(expression))
        case .primaryCode:
            return ""
        }
    }

    private static func word(_ literal: Literal) -> String {
        switch literal {
        case .bool(let b): return b ? "yes" : "no"
        default: return DocsPhrases.literal(literal)
        }
    }
}
