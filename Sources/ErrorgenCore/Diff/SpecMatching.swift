/// Old and new specs matched by their type name (`name:`): pairs are compared, the rest are removed or
/// added types. A name defined twice on one side is an error: the sides cannot be matched.
public struct SpecMatching {
    public private(set) var pairs: [(old: Spec, new: Spec)] = []
    public private(set) var removed: [Spec] = []
    public private(set) var added: [Spec] = []
    public private(set) var diagnostics: [Diagnostic] = []

    public init(pairs: [(old: Spec, new: Spec)]) { self.pairs = pairs }

    public init(old: [Spec], new: [Spec]) {
        let oldByName = index(old)
        let newByName = index(new)
        for spec in new {
            if let before = oldByName[spec.name.value] { pairs.append((before, spec)) } else { added.append(spec) }
        }
        removed = old.filter { newByName[$0.name.value] == nil }
    }

    /// Every change: the pairs' in new order, then added and removed types.
    public func changes() -> [SpecChange] {
        pairs.flatMap { SpecDiff.compare(old: $0.old, new: $0.new) } + added.flatMap(SpecDiff.added)
            + removed.flatMap(SpecDiff.removed)
    }

    private mutating func index(_ specs: [Spec]) -> [String: Spec] {
        var byName: [String: Spec] = [:]
        for spec in specs {
            if let first = byName[spec.name.value] {
                diagnostics.append(.error("'\(spec.name.value)' is also defined in \(first.path); "
                                          + "each type name can be compared once", at: spec.name.location))
            } else {
                byName[spec.name.value] = spec
            }
        }
        return byName
    }
}
