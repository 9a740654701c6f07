/// The changes of one run with the level each is reported at: what the renderers print.
public struct DiffReport: Sendable {
    public struct Entry: Sendable {
        public var change: SpecChange
        public var level: ChangeLevel
    }

    /// Reported changes (not `off`), in spec order, then position.
    public private(set) var entries: [Entry]

    public init(_ changes: [SpecChange], policy: DiffPolicy) {
        entries = changes.compactMap { change in
            let level = policy.level(of: change.category)
            return level == .off ? nil : Entry(change: change, level: level)
        }
    }

    /// A change of a failing category was found: exit 1.
    public var fails: Bool { entries.contains { $0.level == .error } }

    /// `3 changes: 1 error (swift 1), 1 warning (behaviour 1), 1 info (additions 1)`; nil when nothing changed.
    public var summary: String? {
        guard !entries.isEmpty else { return nil }
        var parts: [String] = []
        for level in [ChangeLevel.error, .warning, .info] {
            let matching = entries.filter { $0.level == level }
            guard !matching.isEmpty else { continue }
            let categories = ChangeCategory.allCases.compactMap { category -> String? in
                let count = matching.filter { $0.change.category == category }.count
                return count == 0 ? nil : "\(category.rawValue) \(count)"
            }
            parts.append("\(counted(matching.count, level.rawValue)) (\(categories.joined(separator: ", ")))")
        }
        return "\(counted(entries.count, "change")): " + parts.joined(separator: ", ")
    }
}
