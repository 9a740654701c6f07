/// Writes what a derived property means, in English, from its per-case values (not from prose
/// that could drift), followed by the property's `doc`.
///
/// The result is plain text with Markdown code spans, usable in the docs page and in doc comments:
/// - Bool, default false: "True for `a`, `b`, and `c` when `status` is a 5xx or 408."
/// - Bool, default true: "False for `a` and `b`."
/// - Optional with a `nil` default: "Set only for `a` and `b` (their `retryAfter`); `nil` otherwise."
/// - Primary codes: "`invalid_key` (`invalidAppKey`) and `service` (`service`); `nil` otherwise."
/// - Other values, grouped by value: "`1` for `a` and `b`; otherwise `0`."
public enum PropertyDescriber {
    /// The description of the spec's property of the same name as `property`.
    public static func describe(_ property: Property, in spec: Spec) -> String {
        describe(property, in: spec, spelling: .swift)
    }

    /// With JavaScript's spelling of values (`null`), for the bridge's details object.
    static func describe(_ property: Property, in spec: Spec, spelling: DocsPhrases.Spelling) -> String {
        let plan = EmitPlan(spec)
        guard let index = plan.propertyIndex(named: property.name.value) else { return "" }
        return PropertyDescriptions(plan).describe(index, spelling: spelling)
    }

    /// From entries already resolved (in the spelling wanted): see `PropertyDescriptions`.
    static func describe(_ property: PlanProperty, entries: PropertyEntries) -> String {
        let sentence = valuesSentence(property, entries: entries)
        guard let doc = property.doc?.trimmingWhitespaceAndNewlines(), !doc.isEmpty else {
            return sentence
        }
        return sentence.isEmpty ? doc : sentence + " " + doc
    }

    /// The sentence about the values alone, without the doc.
    static func valuesSentence(_ property: PlanProperty, entries: PropertyEntries) -> String {
        // A field every case carries (the enum shape's shared `fields`) is its own value: only its doc
        // says more, as for the struct shape's stored fields.
        if case .field(let field) = entries.defaultValue, field == property.name.value, !entries.all.contains(where: \.isOwn) {
            return ""
        }
        if property.type.nonOptional == ValueType(.bool), !entries.defaultValue.isNull {
            return BoolPropertySentence.sentence(entries)
        }
        let set = entries.shared.set ?? entries.all.filter { !$0.value.isNull }
        entries.shared.set = set
        let hasNil = set.count < entries.all.count
        // A long catalog whose default is the primary code: one code per case would make a sentence of dozens of
        // names that the codes table already lists; say the rule, then the exceptions.
        if hasNil, entries.defaultValue.isCode, set.count > Self.longCodeList {
            return primaryCodeSentence(set, entries: entries)
        }
        if !set.isEmpty, set.allSatisfy({ $0.value.isCode }) {
            return codesSentence(set, nilWord: hasNil ? entries.nilWord : nil, entries: entries)
        }
        if hasNil, entries.defaultValue.isNull || entries.defaultValue.isCode {
            return setOnlySentence(set, isBool: property.type.nonOptional == ValueType(.bool), entries: entries)
        }
        return GroupedPropertySentence.sentence(entries)
    }

    /// "`invalid_key` (`invalidAppKey`), ..., and `service` (`service`); `nil` otherwise." The list does not
    /// depend on the spelling: written once for the entries, in whichever spelling comes first.
    private static func codesSentence(_ set: [PropertyEntries.Entry], nilWord: String?, entries: PropertyEntries) -> String {
        if entries.shared.codesList == nil {
            var list: [UInt8] = []
            DocsPhrases.appendList(count: set.count, to: &list) { i, out in
                guard case .code(let code) = set[i].value else { return }
                MarkdownText.appendCode(code, to: &out)
                out.append(literal: " (")
                MarkdownText.appendCode(set[i].caseName, to: &out)
                out.append(UInt8(ascii: ")"))
            }
            entries.shared.codesList = list
        }
        var sentence = entries.shared.codesList ?? []
        sentence.append(utf8: nilWord.map { "; " + $0 + " otherwise." } ?? ".")
        return String(decoding: sentence, as: UTF8.self)
    }

    /// More cases with codes than this are described by the rule (`primaryCodeSentence`), not one by one.
    static let longCodeList = 8

    /// "Its code (the first, for a case with several); for `unknown`, its `error`; `nil` for `keychainError` and `other`."
    private static func primaryCodeSentence(_ set: [PropertyEntries.Entry], entries: PropertyEntries) -> String {
        var parts = ["Its code (the first, for a case with several)"]
        for group in PropertyEntries.grouped(set.filter { !$0.value.isCode }) {
            let names = DocsPhrases.codeList(group.map(\.caseName))
            switch group[0].value {
            case .constant(let literal): parts.append(DocsPhrases.literal(literal, entries.spelling) + " for " + names)
            case .field(let field): parts.append("for " + names + ", " + (group.count > 1 ? "their " : "its ") + DocsPhrases.code(field))
            case .rule(_, let english): parts.append("for " + names + ", " + english)
            case .code: break
            case .conditional: parts.append("for " + names + ", " + ConditionalPhrase.write(group[0].value, entries.spelling))
            }
        }
        let nils = entries.all.filter(\.value.isNull).map(\.caseName)
        parts.append(entries.nilWord + " for " + DocsPhrases.codeList(nils))
        return parts.joined(separator: "; ") + "."
    }

    /// "Set only for `a` and `b` (their `retryAfter`) and for `c` (`30`); `nil` otherwise."
    private static func setOnlySentence(_ set: [PropertyEntries.Entry], isBool: Bool, entries: PropertyEntries) -> String {
        guard !set.isEmpty else { return "Always " + entries.nilWord + "." }
        // The entries grouped by value: the same for both spellings (`set` is always the entries not `nil`).
        let grouped = entries.shared.setGroups ?? PropertyEntries.grouped(set)
        entries.shared.setGroups = grouped
        let groups = grouped.map { group -> String in
            let names = DocsPhrases.codeList(group.map(\.caseName))
            switch group[0].value {
            case .constant(let literal):
                return names + " (" + DocsPhrases.literal(literal, entries.spelling) + ")"
            case .field(let field):
                return names + " (" + (group.count > 1 ? "their " : "its ") + DocsPhrases.code(field) + ")"
            case .rule(_, let english):
                return names + " (" + (isBool ? "whether " : "") + english + ")"
            case .code(let code):
                return names + " (its code " + DocsPhrases.code(code) + ")"
            case .conditional:
                return names + " (" + ConditionalPhrase.write(group[0].value, entries.spelling, bool: isBool) + ")"
            }
        }
        let joined = DocsPhrases.list(groups.enumerated().map { $0.offset == 0 ? $0.element : "for " + $0.element })
        return "Set only for " + joined + "; " + entries.nilWord + " otherwise."
    }
}

/// Each derived property's description for one page. The entries (one pass over every case, rules
/// rendered in English) are resolved on first use and shared by the blocks that describe the property
/// (properties in Swift's spelling, bridge in JavaScript's), so they are not resolved twice.
final class PropertyDescriptions {
    private let plan: EmitPlan
    private var resolved: [Int: PropertyEntries] = [:]
    /// Every rule of the page in English, each distinct rule rendered once.
    let rules = EnglishRuleCache()

    init(_ plan: EmitPlan) {
        self.plan = plan
    }

    /// `PropertyDescriber.describe` of `plan.properties[index]` in the spelling. A property whose words do
    /// not depend on the spelling is described once, for the properties table and the bridge's.
    func describe(_ index: Int, spelling: DocsPhrases.Spelling) -> String {
        let entries = entries(index)
        let reads = readsSpelling[index] ?? entries.readsSpelling
        readsSpelling[index] = reads
        let key = Described(index: index, spelling: reads ? spelling : .swift)
        if let sentence = described[key] { return sentence }
        let sentence = PropertyDescriber.describe(plan.properties[index], entries: entries.spelled(key.spelling))
        described[key] = sentence
        return sentence
    }

    private struct Described: Hashable {
        var index: Int
        var spelling: DocsPhrases.Spelling
    }
    private var described: [Described: String] = [:]
    /// Whether each property's words depend on the spelling (a pass over every case), found once.
    private var readsSpelling: [Int: Bool] = [:]

    /// The entries of `plan.properties[index]` (in Swift's spelling), resolved on first use.
    func entries(_ index: Int) -> PropertyEntries {
        if let entries = resolved[index] { return entries }
        let entries = PropertyEntries(plan.properties[index], in: plan, spelling: .swift, rules: rules)
        resolved[index] = entries
        return entries
    }
}
