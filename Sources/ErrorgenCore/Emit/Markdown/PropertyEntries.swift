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

    /// The same entries in another spelling (the entries do not depend on it, only the words do).
    func spelled(_ spelling: DocsPhrases.Spelling) -> PropertyEntries {
        var copy = self
        copy.spelling = spelling
        return copy
    }

    /// `null` in the spelling's language: `nil` or `null`, as a code span.
    var nilWord: String { DocsPhrases.literal(.null, spelling) }

    init(_ property: PlanProperty, in plan: EmitPlan, spelling: DocsPhrases.Spelling) {
        self.spelling = spelling
        // The default's English is rendered once; a case's own rule is rendered for that case.
        var defaultEnglish = ""
        switch property.defaultValue {
        case .constant(let l): defaultValue = .constant(l)
        case .field(let name): defaultValue = .field(name)
        case .rule(let rule):
            defaultEnglish = EnglishRuleRenderer.render(rule.expression)
            defaultValue = .rule(english: defaultEnglish)
        case .primaryCode: defaultValue = .primaryCode
        case .conditional(let resolved): defaultValue = .conditional(resolved.map { Self.value($0, english: nil) })
        }
        var all: [Entry] = []
        all.reserveCapacity(plan.cases.count)
        for i in plan.cases.indices {
            let isOwn = property.isOwn[i]
            let value = Self.value(property.values[i], english: isOwn ? nil : defaultEnglish)
            all.append(Entry(caseName: plan.cases[i].name, value: value, isOwn: isOwn))
        }
        self.all = all
    }

    /// A plan value for description; `english` is the default rule's English, already rendered.
    static func value(_ value: PlanValue, english: String?) -> Value {
        switch value {
        case .constant(let l): return .constant(l)
        case .field(let name): return .field(name)
        case .rule(let rule): return .rule(rule.expression, english: english ?? EnglishRuleRenderer.render(rule.expression))
        case .primaryCode(let code): return code.map { .code($0.codeText) } ?? .constant(.null)
        case .conditional(let arms, let otherwise):
            return .conditional(arms.map { Arm(english: EnglishRuleRenderer.render($0.rule.expression),
                                               value: Self.value($0.value, english: nil)) },
                                otherwise: Self.value(otherwise, english: nil))
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
