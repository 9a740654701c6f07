/// Cases and their payloads: removed, renamed and added cases, and payload signatures.
enum CaseComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (pair.old, pair.new)
        let what = new.isStruct ? "category case" : "case"
        for name in pair.cases.removed {
            list.add(.swift, "caseRemoved", "\(what) \(code: name.value) was removed", new: new.name.location, old: name.location)
            list.add(.bridge, "caseRemoved", "JavaScript no longer receives the code \(code: name.value)",
                     new: new.name.location, old: name.location)
        }
        for rename in pair.cases.renames {
            list.add(.swift, "caseRenamed", "\(what) \(code: rename.old.value) was renamed to \(code: rename.new.value)",
                     new: rename.new.location, old: rename.old.location)
            list.add(.bridge, "caseRenamed",
                     "JavaScript receives the code \(code: rename.new.value) where it received \(code: rename.old.value)",
                     new: rename.new.location, old: rename.old.location)
        }
        for name in pair.cases.added {
            list.add(.additions, "caseAdded", "new \(what) \(code: name.value)" + consumption(of: new), new: name.location, old: nil)
        }
        for (before, after) in pair.pairedCases where before.deprecated == nil {
            guard let message = after.deprecated else { continue }
            list.add(.additions, "caseDeprecated", "\(what) \(code: after.name.value) is now deprecated: \(code: message)",
                     new: after.name.location, old: before.name.location)
        }
        guard !old.isStruct, !new.isStruct else { return }
        for (before, after) in pair.pairedCases {
            FieldListComparer.compare(before.payload, after.payload, of: "the payload of \(code: after.name.value)",
                                      kind: "payload", new: after.name.location, old: before.name.location, into: &list)
        }
    }

    /// What a new case means to code in other modules that switches over the type.
    static func consumption(of spec: Spec) -> Phrase {
        // Internal types are switched over only in their own module, which is rebuilt with them.
        if spec.access == .internal { return "" }
        if spec.isStruct {
            return "; a switch over \(code: categoryType(spec)) in another module needs a branch for it unless it has "
                + "\(code: "@unknown default:")"
        }
        return "; a \(code: "switch") over \(code: spec.name.value) in another module that lists every case stops compiling: "
            + "switch over it with \(code: "@unknown default:") (a new case is then a warning) or use its properties"
    }

    private static func categoryType(_ spec: Spec) -> String {
        if case .structure(let type, _) = spec.shape { return type.value }
        return spec.name.value
    }
}
