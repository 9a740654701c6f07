/// The details value JavaScript receives: fields removed, renamed (same source, new name), retyped or
/// carrying something else; new fields.
enum BridgeComparer {
    struct Resolved {
        var field: BridgeField
        /// What the field carries, in new names (a property or stored field renamed since is named as now).
        var source: BridgeField.Source
        var type: ValueType
    }

    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let old = resolve(pair.old, plan: pair.oldPlan) { source in
            guard case .member(let name) = source,
                  let renamed = pair.properties.newName[name] ?? pair.storedFields.newName[name] else { return source }
            return .member(renamed)
        }
        let new = resolve(pair.new, plan: pair.newPlan) { $0 }
        let newByName = Dictionary(new.map { ($0.field.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        let oldNames = Set(old.map(\.field.name.value))
        var matched = Set<String>()
        for before in old {
            let name = before.field.name.value
            if let after = newByName[name] {
                matched.insert(name)
                compare(before, after, into: &list)
            } else if let after = new.first(where: { candidate in
                // The same value under a name the old details did not have: a rename.
                candidate.source == before.source && !oldNames.contains(candidate.field.name.value)
                    && !matched.contains(candidate.field.name.value)
            }) {
                matched.insert(after.field.name.value)
                list.add(.bridge, "detailsFieldRenamed",
                         "the details field \(code: name) was renamed to \(code: after.field.name.value)",
                         new: after.field.name.location, old: before.field.name.location)
                compare(before, after, into: &list)
            } else {
                list.add(.bridge, "detailsFieldRemoved", "the details field \(code: name) was removed",
                         new: pair.new.name.location, old: before.field.name.location)
            }
        }
        for after in new where !matched.contains(after.field.name.value) {
            list.add(.additions, "detailsFieldAdded", "new details field \(code: after.field.name.value)",
                     new: after.field.name.location, old: nil)
        }
    }

    private static func compare(_ before: Resolved, _ after: Resolved, into list: inout ChangeList) {
        let name = after.field.name.value
        if before.type != after.type {
            list.add(.bridge, "detailsFieldRetyped", "the details field \(code: name) changed type from "
                     + "\(javaScript(before.type)) to \(javaScript(after.type))",
                     new: after.field.name.location, old: before.field.name.location)
        } else if before.source != after.source {
            list.add(.bridge, "detailsFieldSourceChanged", "the details field \(code: name) now carries "
                     + "\(describe(after.source)) where it carried \(describe(before.source))",
                     new: after.field.name.location, old: before.field.name.location)
        }
    }

    /// The bridge fields with what they carry (a member by name) and their type, as the plan resolves their
    /// sources; fields whose member is unknown are left out (validation rejects them).
    static func resolve(_ spec: Spec, plan: EmitPlan, source map: (BridgeField.Source) -> BridgeField.Source) -> [Resolved] {
        zip(spec.bridge.fields, plan.bridge).compactMap { field, planned in
            let type: ValueType
            switch planned.source {
            case .caseName, .description: type = ValueType(.string)
            case .property(let index): type = plan.properties[index].type
            case .storedField(let index):
                guard let fields = plan.shape.structure?.fields else { return nil }
                type = fields[index].type
            case .missing: return nil
            }
            return Resolved(field: field, source: map(field.source), type: type)
        }
    }

    /// The JavaScript type: `number`, `string | null`.
    private static func javaScript(_ type: ValueType) -> Phrase {
        "\(code: JavaScriptSyntax.tsType(type)) (Swift \(code: type.description))"
    }

    private static func describe(_ source: BridgeField.Source) -> Phrase {
        switch source {
        case .caseName: return "the case name"
        case .description: return "the description"
        case .member(let name): return "\(code: name)"
        }
    }
}
