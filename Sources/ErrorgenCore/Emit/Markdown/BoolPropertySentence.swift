/// A Bool property's meaning: the cases where it differs from its default.
/// - Constant default false: "True for `a`, `b`, and `c` when `status` is a 5xx or 408."
/// - Constant default true: "False for `a`, and `b` unless `x` is 3."
/// - Rule or field default: "True for `a`. False for `b`. Otherwise, true when `status` is 500."
enum BoolPropertySentence {
    static func sentence(_ entries: PropertyEntries) -> String {
        let own = entries.all.filter(\.isOwn)
        let nilCases = own.filter { $0.value.isNull }.map(\.caseName)
        var sentences: [String] = []
        switch entries.defaultValue {
        case .constant(.bool(let fallback)):
            sentences.append(constantDefault(fallback, entries: entries))
        case .rule(let english):
            sentences += listed(own)
            sentences.append((sentences.isEmpty ? "True when " : "Otherwise, true when ") + english + ".")
        case .field(let field):
            sentences += listed(own)
            sentences.append((sentences.isEmpty ? "True when its " : "Otherwise, true when its ")
                             + DocsPhrases.code(field) + " is " + DocsPhrases.code("true") + ".")
        case .conditional(let resolved):
            sentences += listed(own)
            let phrase = resolved.map { ConditionalPhrase.write($0, entries.spelling) } ?? "its value from the rules"
            sentences.append(DocsPhrases.capitalized((sentences.isEmpty ? "" : "otherwise, ") + phrase) + ".")
        case .constant, .primaryCode:
            break
        }
        if !nilCases.isEmpty {
            sentences.append(entries.nilWord + " for " + DocsPhrases.codeList(nilCases) + ".")
        }
        return sentences.joined(separator: " ")
    }

    /// "True for ..." (default false) or "False for ..." (default true), unconditional cases first.
    private static func constantDefault(_ fallback: Bool, entries: PropertyEntries) -> String {
        var always: [String] = []
        var conditional: [String] = []
        for entry in entries.all where entry.isOwn {
            let name = DocsPhrases.code(entry.caseName)
            switch entry.value {
            case .conditional(let arms, .constant(.bool(let otherwise))) where arms.count == 1:
                // One rule decides: "`a` when `code` is `x` or `y`" (or "unless" when it gives the default).
                guard arms[0].value == .constant(.bool(!otherwise)) else { fallthrough }
                conditional.append(name + (otherwise == fallback ? " when " : " unless ") + arms[0].english)
            case .conditional:
                conditional.append(name + " (" + ConditionalPhrase.write(entry.value, entries.spelling) + ")")
            case .constant(.bool(let b)) where b != fallback:
                always.append(name)
            case .rule(_, let english):
                conditional.append(name + (fallback ? " unless " : " when ") + english)
            case .field(let field):
                conditional.append(name + " when its " + DocsPhrases.code(field) + " is "
                                   + DocsPhrases.code(fallback ? "false" : "true"))
            case .constant, .code:
                break
            }
        }
        let lead = fallback ? "False" : "True"
        if always.count == entries.all.count { return lead + " for every case." }
        if always.isEmpty, conditional.isEmpty { return (fallback ? "True" : "False") + " for every case." }
        return lead + " for " + DocsPhrases.list(always, clauses: conditional) + "."
    }

    /// With a rule or field default: "True for `a` and `b` when ...." and "False for `c`."
    private static func listed(_ own: [PropertyEntries.Entry]) -> [String] {
        var trueItems: [String] = []
        var falseItems: [String] = []
        for entry in own {
            let name = DocsPhrases.code(entry.caseName)
            switch entry.value {
            case .constant(.bool(true)): trueItems.append(name)
            case .constant(.bool(false)): falseItems.append(name)
            case .rule(_, let english): trueItems.append(name + " when " + english)
            case .field(let field):
                trueItems.append(name + " when its " + DocsPhrases.code(field) + " is " + DocsPhrases.code("true"))
            case .conditional:
                trueItems.append(name + " (" + ConditionalPhrase.write(entry.value, .swift) + ")")
            case .constant, .code: break
            }
        }
        var sentences: [String] = []
        if !trueItems.isEmpty { sentences.append("True for " + DocsPhrases.list(trueItems) + ".") }
        if !falseItems.isEmpty { sentences.append("False for " + DocsPhrases.list(falseItems) + ".") }
        return sentences
    }
}
