/// Compares two validated versions of one error table and lists every change, classified by who it breaks.
public enum SpecDiff {
    public static func compare(old: Spec, new: Spec) -> [SpecChange] {
        let pair = SpecPair(old: old, new: new)
        var list = ChangeList(typeName: new.name.value)
        TypeComparer.compare(pair, into: &list)
        CaseComparer.compare(pair, into: &list)
        WireCodeComparer.compare(pair, into: &list)
        InboundComparer.compare(pair, into: &list)
        StoredCodeComparer.compare(pair, into: &list)
        PropertyComparer.compare(pair, into: &list)
        BehaviourComparer.compare(pair, into: &list)
        ConstructorComparer.compare(pair, into: &list)
        BridgeComparer.compare(pair, into: &list)
        return sorted(list.changes)
    }

    /// A whole error type that only the new side has.
    public static func added(_ spec: Spec) -> [SpecChange] {
        var list = ChangeList(typeName: spec.name.value)
        list.add(.additions, "typeAdded", "new error type \(code: spec.name.value) with \(counted(spec.cases.count, "case"))",
                 new: spec.name.location, old: nil)
        return list.changes
    }

    /// A whole error type that only the old side has.
    public static func removed(_ spec: Spec) -> [SpecChange] {
        var list = ChangeList(typeName: spec.name.value)
        list.add(.swift, "typeRemoved", "error type \(code: spec.name.value) was removed", new: nil, old: spec.name.location)
        list.add(.bridge, "typeRemoved", "the JavaScript module of \(code: spec.name.value) is no longer generated",
                 new: nil, old: spec.name.location)
        return list.changes
    }

    /// By position in the new spec (changes without one last), then category; stable otherwise.
    static func sorted(_ changes: [SpecChange]) -> [SpecChange] {
        changes.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            switch (x.newLocation, y.newLocation) {
            case let (p?, q?) where p != q: return p < q
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            if x.category != y.category { return x.category < y.category }
            return a.offset < b.offset
        }.map(\.element)
    }
}
