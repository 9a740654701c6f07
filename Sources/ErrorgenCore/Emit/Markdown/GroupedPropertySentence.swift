/// A non-Bool property's meaning, its own values grouped by value, then the default:
/// "`1` for `a` and `b`; their `limit` for `c` and `d`; otherwise `0`."
enum GroupedPropertySentence {
    static func sentence(_ entries: PropertyEntries) -> String {
        let defaultKey: PropertyEntries.GroupKey?
        switch entries.defaultValue {
        case .constant(let l): defaultKey = .constant(l)
        case .field(let f): defaultKey = .field(f)
        case .rule(let english): defaultKey = .rule(english)
        case .primaryCode, .conditional(nil): defaultKey = nil
        case .conditional(let resolved?): defaultKey = resolved.groupKey
        }
        // Cases whose own value equals the default read as the default.
        let differing = entries.all.filter { $0.isOwn && $0.value.groupKey != defaultKey }
        let groups = PropertyEntries.grouped(differing).map { group -> String in
            let names = DocsPhrases.codeList(group.map(\.caseName))
            let value = phrase(group[0].value, plural: group.count > 1, entries.spelling)
            // A conditional value is a list of its own: the cases come first ("for `a`: `1` when ..., else `0`").
            if case .conditional = group[0].value { return "for " + names + ": " + value }
            return value + " for " + names
        }
        let fallback = defaultPhrase(entries.defaultValue, entries.spelling)
        guard !groups.isEmpty else {
            // A conditional default already says when each value applies: no "always" before it.
            if case .conditional = entries.defaultValue { return DocsPhrases.capitalized(fallback) + "." }
            return DocsPhrases.capitalized("always " + fallback) + "."
        }
        // Every case has its own value (or one equal to the default): no case is left for "otherwise".
        let usesDefault = entries.all.contains { !$0.isOwn || $0.value.groupKey == defaultKey }
        return DocsPhrases.capitalized(groups.joined(separator: "; ") + (usesDefault ? "; otherwise " + fallback : "")) + "."
    }

    static func phrase(_ value: PropertyEntries.Value, plural: Bool, _ spelling: DocsPhrases.Spelling) -> String {
        switch value {
        case .constant(let l): return DocsPhrases.literal(l, spelling)
        case .field(let f): return (plural ? "their " : "its ") + DocsPhrases.code(f)
        case .rule(_, let english): return english
        case .code(let c): return DocsPhrases.code(c)
        case .conditional: return ConditionalPhrase.write(value, spelling)
        }
    }

    private static func defaultPhrase(_ value: PropertyEntries.Default, _ spelling: DocsPhrases.Spelling) -> String {
        switch value {
        case .constant(let l): return DocsPhrases.literal(l, spelling)
        case .field(let f): return "its " + DocsPhrases.code(f)
        case .rule(let english): return english
        case .primaryCode: return "its code (the first, for a case with several)"
        case .conditional(let resolved?): return ConditionalPhrase.write(resolved, spelling)
        case .conditional(nil): return "its value from the rules"
        }
    }
}
