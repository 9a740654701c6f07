/// A derived property's value for every case, resolved for description: primary codes become the
/// case's code (or `nil`), rules carry their English rendering.
struct PropertyEntries {
    enum Value: Hashable {
        case constant(Literal)
        case field(String)
        case rule(Expression, english: String)
        /// The case's primary wire code.
        case code(String)
        /// Arms with the English of their rules, then the value when no rule holds.
        indirect case conditional([Arm], otherwise: Value)

        var isNull: Bool { self == .constant(.null) }
        var isCode: Bool { if case .code = self { return true } else { return false } }

        /// Whether Swift and JavaScript write the value differently: `nil`/`null` or a string literal.
        var isSpelledPerLanguage: Bool {
            switch self {
            case .constant(.null), .constant(.string): return true
            case .constant, .field, .rule, .code: return false
            case .conditional(let arms, let otherwise):
                return arms.contains { $0.value.isSpelledPerLanguage } || otherwise.isSpelledPerLanguage
            }
        }

        /// What makes two values read the same: rules compare by their English.
        var groupKey: GroupKey {
            switch self {
            case .constant(let l): return .constant(l)
            case .field(let f): return .field(f)
            case .rule(_, let english): return .rule(english)
            case .code(let c): return .code(c)
            case .conditional: return .conditional(ConditionalPhrase.write(self, .swift))
            }
        }
    }

    struct Arm: Hashable {
        var english: String
        var value: Value
    }

    enum GroupKey: Hashable {
        case constant(Literal)
        case field(String)
        case rule(String)
        case code(String)
        case conditional(String)
    }

    /// The property's default as written (a primary code is resolved per case in `all`).
    enum Default {
        case constant(Literal)
        case field(String)
        case rule(english: String)
        case primaryCode
        /// Resolved once, or nil when an arm is the primary code (resolved per case in `all`).
        case conditional(Value?)

        var isNull: Bool { if case .constant(.null) = self { return true } else { return false } }
        var isCode: Bool { if case .primaryCode = self { return true } else { return false } }

        var isSpelledPerLanguage: Bool {
            switch self {
            case .constant(let literal): return Value.constant(literal).isSpelledPerLanguage
            case .conditional(let resolved?): return resolved.isSpelledPerLanguage
            case .field, .rule, .primaryCode, .conditional(nil): return false
            }
        }
    }

    struct Entry {
        var caseName: String
        var value: Value
        /// Whether the case has its own value (not the default).
        var isOwn: Bool
    }

    let all: [Entry]
    let defaultValue: Default
    private(set) var spelling: DocsPhrases.Spelling
    /// Words that do not depend on the spelling, kept once written (shared by every spelled copy).
    let shared = SharedWords()

    final class SharedWords {
        /// The codes sentence's list of codes and their cases.
        var codesList: [UInt8]?
        /// The entries whose value is not `nil`, and those grouped by value.
        var set: [Entry]?
        var setGroups: [[Entry]]?
    }

    /// The same entries in another spelling (the entries do not depend on it, only the words do).
    func spelled(_ spelling: DocsPhrases.Spelling) -> PropertyEntries {
        var copy = self
        copy.spelling = spelling
        return copy
    }

    /// Whether the description's words depend on the spelling: only values spelled per language (`nil`,
    /// strings) are, and the `nil` word appears only where some value is `nil`.
    var readsSpelling: Bool {
        defaultValue.isSpelledPerLanguage || all.contains { $0.value.isSpelledPerLanguage }
    }

    /// `null` in the spelling's language: `nil` or `null`, as a code span.
    var nilWord: String { DocsPhrases.literal(.null, spelling) }

    /// Rules are rendered through `rules`: a rule that many cases repeat is rendered once.
    init(_ property: PlanProperty, in plan: EmitPlan, spelling: DocsPhrases.Spelling, rules: EnglishRuleCache) {
        self.spelling = spelling
        // The default's English is rendered once; a case's own rule is rendered for that case.
        var defaultEnglish = ""
        switch property.defaultValue {
        case .constant(let l): defaultValue = .constant(l)
        case .field(let name): defaultValue = .field(name)
        case .rule(let rule):
            defaultEnglish = rules.render(rule)
            defaultValue = .rule(english: defaultEnglish)
        case .primaryCode: defaultValue = .primaryCode
        case .conditional(let resolved): defaultValue = .conditional(resolved.map { Self.value($0, english: nil, rules: rules) })
        }
        var all: [Entry] = []
        all.reserveCapacity(plan.cases.count)
        for i in plan.cases.indices {
            let isOwn = property.isOwn[i]
            let value = Self.value(property.values[i], english: isOwn ? nil : defaultEnglish, rules: rules)
            all.append(Entry(caseName: plan.cases[i].name, value: value, isOwn: isOwn))
        }
        self.all = all
    }

    /// A plan value for description; `english` is the default rule's English, already rendered.
    static func value(_ value: PlanValue, english: String?, rules: EnglishRuleCache) -> Value {
        switch value {
        case .constant(let l): return .constant(l)
        case .field(let name): return .field(name)
        case .rule(let rule): return .rule(rule.expression, english: english ?? rules.render(rule))
        case .primaryCode(let code): return code.map { .code($0.codeText) } ?? .constant(.null)
        case .conditional(let arms, let otherwise):
            let values = arms.map { Self.value($0.value, english: nil, rules: rules) }
            return .conditional(mergedArms(arms.map(\.rule.expression), values, rules: rules),
                                otherwise: Self.value(otherwise, english: nil, rules: rules))
        }
    }

    /// Arms in English, consecutive arms with the same value read as one: per-code values and arms
    /// such as `code == "a"` -> 1, `code == "b"` -> 1 give "`1` when `code` is `a` or `b`" (the first
    /// arm that holds wins, so consecutive arms with one value are the `or` of their rules).
    private static func mergedArms(_ conditions: [Expression], _ values: [Value], rules: EnglishRuleCache) -> [Arm] {
        var arms: [Arm] = []
        var start = 0
        while start < conditions.count {
            var end = start + 1
            while end < conditions.count, values[end] == values[start] { end += 1 }
            let rule = conditions[start + 1 ..< end].reduce(conditions[start]) { joined(either: $0, or: $1) }
            arms.append(Arm(english: rules.render(rule), value: values[start]))
            start = end
        }
        return arms
    }

    /// `a or b`; two tests of one field against values (`f == x`, `f in [y]`) become `f in [x, y]`.
    private static func joined(either a: Expression, or b: Expression) -> Expression {
        guard let (field, left) = valueTest(a), let (other, right) = valueTest(b), field == other else { return .or(a, b) }
        guard case .field(_, let location) = fieldExpression(a) else { return .or(a, b) }
        return .membership(.field(field, location), left + right)
    }

    /// The field and the values of `field == literal` or `field in [literals]` (a non-null literal).
    private static func valueTest(_ e: Expression) -> (String, [MembershipElement])? {
        switch e {
        case .compare(.equal, .field(let f, _), .literal(let l, _)) where l != .null: return (f, [.value(l)])
        case .membership(.field(let f, _), let elements, _): return (f, elements)
        default: return nil
        }
    }

    private static func fieldExpression(_ e: Expression) -> Expression? {
        switch e {
        case .compare(_, let f, _), .membership(let f, _, _): return f
        default: return nil
        }
    }

    /// Entries grouped by value, groups in the order of their first entry, entries in case order.
    static func grouped(_ entries: [Entry]) -> [[Entry]] {
        var index: [GroupKey: Int] = [:]
        var groups: [[Entry]] = []
        for entry in entries {
            let key = entry.value.groupKey
            if let i = index[key] {
                groups[i].append(entry)
            } else {
                index[key] = groups.count
                groups.append([entry])
            }
        }
        return groups
    }
}
