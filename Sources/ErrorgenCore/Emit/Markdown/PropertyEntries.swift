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

    init(_ property: Property, in spec: Spec, spelling: DocsPhrases.Spelling) {
        self.spelling = spelling
        var own: [String: PropertyValue] = [:]
        for value in property.values where own[value.caseName.value] == nil {
            own[value.caseName.value] = value.value
        }
        // The default is resolved once (a rule is rendered once), except a primary code, which is per case.
        var resolvedDefault: Value?
        switch property.defaultValue {
        case .constant(let l, _):
            defaultValue = .constant(l)
            resolvedDefault = .constant(l)
        case .field(let name):
            defaultValue = .field(name.value)
            resolvedDefault = .field(name.value)
        case .rule(let e, _):
            let english = EnglishRuleRenderer.render(e)
            defaultValue = .rule(english: english)
            resolvedDefault = .rule(e, english: english)
        case .primaryCode:
            defaultValue = .primaryCode
        }
        // By index: iterating `spec.cases` would copy every Case (a dozen references retained and released).
        var all: [Entry] = []
        all.reserveCapacity(spec.cases.count)
        for i in spec.cases.indices {
            let name = spec.cases[i].name.value
            if let ownValue = own[name] {
                all.append(Entry(caseName: name, value: Self.resolve(ownValue, for: spec.cases[i]), isOwn: true))
            } else {
                all.append(Entry(caseName: name, value: resolvedDefault ?? Self.resolve(property.defaultValue, for: spec.cases[i]),
                                 isOwn: false))
            }
        }
        self.all = all
    }

    static func resolve(_ value: PropertyValue, for c: Case) -> Value {
        switch value {
        case .constant(let l, _): return .constant(l)
        case .field(let name): return .field(name.value)
        case .rule(let e, _): return .rule(e, english: EnglishRuleRenderer.render(e))
        case .primaryCode: return c.primaryCode.map { .code($0.code) } ?? .constant(.null)
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
