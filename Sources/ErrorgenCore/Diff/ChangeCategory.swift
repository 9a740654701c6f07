/// Who a change to an error table breaks. Teams switch categories on and off (`--allow`, `--deny`, `--ignore`).
public enum ChangeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Swift callers: cases, payloads, properties, access level, initializers and constructors.
    case swift
    /// Apps and servers exchanging wire codes: codes, status rows, the fallback, precedence.
    case wire
    /// Persisted NSErrors and analytics: `errorDomain` and each case's `errorCode`.
    case stored
    /// JavaScript / React Native clients: the details fields and the case names (the JS `code`).
    case bridge
    /// The same call gives a different answer: property values and rules, template texts.
    case behaviour
    /// New cases, codes, properties, fields and constructors.
    case additions

    /// How a change of this category is reported unless a switch says otherwise.
    public var defaultLevel: ChangeLevel {
        switch self {
        case .swift, .wire, .stored, .bridge: return .error
        case .behaviour: return .warning
        case .additions: return .info
        }
    }

    /// The category as a docs reader knows it.
    public var title: String {
        switch self {
        case .swift: return "Swift source"
        case .wire: return "Wire codes"
        case .stored: return "Stored error codes"
        case .bridge: return "JavaScript bridge"
        case .behaviour: return "Behaviour"
        case .additions: return "Additions"
        }
    }

    public static func < (a: ChangeCategory, b: ChangeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// How a change is reported: `error` fails the run (exit 1), `warning` and `info` do not, `off` hides it.
public enum ChangeLevel: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case info
    case off
}

/// The level of each category for one run: the defaults, changed by `--allow`, `--deny` and `--ignore`.
public struct DiffPolicy: Sendable, Equatable {
    public private(set) var levels: [ChangeCategory: ChangeLevel]

    public init() {
        levels = Dictionary(uniqueKeysWithValues: ChangeCategory.allCases.map { ($0, $0.defaultLevel) })
    }

    public func level(of category: ChangeCategory) -> ChangeLevel { levels[category] ?? category.defaultLevel }

    /// Reported but not failing: a breaking category becomes a warning.
    public mutating func allow(_ category: ChangeCategory) {
        if level(of: category) == .error || level(of: category) == .off {
            levels[category] = category.defaultLevel == .info ? .info : .warning
        }
    }

    /// Failing: any change of the category makes the run exit 1.
    public mutating func deny(_ category: ChangeCategory) { levels[category] = .error }

    /// Not reported at all.
    public mutating func ignore(_ category: ChangeCategory) { levels[category] = .off }
}
