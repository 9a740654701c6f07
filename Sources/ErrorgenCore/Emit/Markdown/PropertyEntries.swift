/// A derived property's value for every case, resolved for description: primary codes become the
/// case's code (or `nil`), rules carry their English rendering.
struct PropertyEntries {
    enum Value: Hashable {
        case constant(Literal)
        case field(String)
        case rule(Expression, english: String)
        /// The case's primary wire code.
        case code(String)

        var isNull: Bool { self == .constant(.null) }
        var isCode: Bool { if case .code = self { return true } else { return false } }

        /// What makes two values read the same: rules compare by their English.
        var groupKey: GroupKey {
            switch self {
            case .constant(let l): return .constant(l)
            case .field(let f): return .field(f)
            case .rule(_, let english): return .rule(english)
            case .code(let c): return .code(c)
            }
        }
    }

    enum GroupKey: Hashable {
        case constant(Literal)
        case field(String)
        case rule(String)
        case code(String)
    }

    /// The property's default as written (a primary code is resolved per case in `all`).
    enum Default {
        case constant(Literal)
        case field(String)
        case rule(english: String)
        case primaryCode

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
        }
        var all: [Entry] = []
        all.reserveCapacity(plan.cases.count)
        for i in plan.cases.indices {
            let isOwn = property.isOwn[i]
            let value: Value
            switch property.values[i] {
            case .constant(let l): value = .constant(l)
            case .field(let name): value = .field(name)
            case .rule(let rule):
                value = .rule(rule.expression, english: isOwn ? EnglishRuleRenderer.render(rule.expression) : defaultEnglish)
            case .primaryCode(let code): value = code.map { .code($0.codeText) } ?? .constant(.null)
            }
            all.append(Entry(caseName: plan.cases[i].name, value: value, isOwn: isOwn))
        }
        self.all = all
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
