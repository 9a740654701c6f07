/// Derived properties as Swift declares them: removed, renamed, retyped, added.
enum PropertyComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        for name in pair.properties.removed {
            list.add(.swift, "propertyRemoved", "the property \(code: name.value) was removed",
                     new: pair.new.name.location, old: name.location)
        }
        for rename in pair.properties.renames {
            list.add(.swift, "propertyRenamed", "the property \(code: rename.old.value) was renamed to \(code: rename.new.value)",
                     new: rename.new.location, old: rename.old.location)
        }
        for name in pair.properties.added {
            list.add(.additions, "propertyAdded", "new property \(code: name.value)", new: name.location, old: nil)
        }
        for (before, after) in pairedProperties(pair) where before.type != after.type {
            list.add(.swift, "propertyRetyped",
                     "the property \(code: after.name.value) changed type from \(before.type) to \(after.type)",
                     new: after.name.location, old: before.name.location)
        }
    }

    /// Every property present in both versions, in new order.
    static func pairedProperties(_ pair: SpecPair) -> [(old: Property, new: Property)] {
        let oldByName = Dictionary(pair.old.properties.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        return pair.new.properties.compactMap { p in
            pair.properties.oldName[p.name.value].flatMap { oldByName[$0] }.map { ($0, p) }
        }
    }
}

/// Behaviour: for each case in both versions, each property's value as the emit plan resolves it (the case's
/// own value or the default; `{code: primary}` as the case's primary code); cases that changed the same way
/// are reported together.
enum BehaviourComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let cases = pair.pairedCaseIndexes
        for (before, after) in PropertyComparer.pairedProperties(pair) {
            guard let oldIndex = pair.oldPlan.propertyIndex(named: before.name.value),
                  let newIndex = pair.newPlan.propertyIndex(named: after.name.value) else { continue }
            let (oldValues, newValues) = (pair.oldPlan.properties[oldIndex].values, pair.newPlan.properties[newIndex].values)
            var groups: [(was: String, now: String, cases: [(old: Int, new: Int)])] = []
            var index: [[String]: Int] = [:]
            for (oldCase, newCase) in cases {
                let fields = pair.fieldNames(ofNewCase: pair.new.cases[newCase].name.value)
                let was = ValueText.resolved(oldValues[oldCase], fields: fields)
                let now = ValueText.resolved(newValues[newCase])
                guard was != now else { continue }
                if let i = index[[was, now]] {
                    groups[i].cases.append((oldCase, newCase))
                } else {
                    index[[was, now]] = groups.count
                    groups.append((was, now, [(oldCase, newCase)]))
                }
            }
            for group in groups {
                let first = group.cases[0]
                let names = group.cases.map { pair.new.cases[$0.new].name.value }
                let fields = pair.fieldNames(ofNewCase: pair.new.cases[first.new].name.value)
                // Two lists of arms that differ in a few: those arms, with their rules as written, not both lists in full.
                let message: Phrase = armChanges(oldValues[first.old], newValues[first.new], fields: fields).map {
                    "\(code: after.name.value) changed for \(list: names): " + $0
                } ?? "\(code: after.name.value) changed from \(value: group.was) to \(value: group.now) for \(list: names)"
                list.add(.behaviour, "propertyValueChanged", message,
                         new: location(of: after, for: pair.new.cases[first.new]),
                         old: location(of: before, for: pair.old.cases[first.old]))
            }
        }
    }

    /// Between two conditional values: the arms one has and the other has not, and the last value if it changed;
    /// nil when they differ otherwise (the same arms in another order), which the whole values then show.
    private static func armChanges(_ was: PlanValue, _ now: PlanValue, fields: [String: String]) -> Phrase? {
        guard case .conditional(let oldArms, let oldLast) = was, case .conditional(let newArms, let newLast) = now else { return nil }
        func key(_ arm: PlanArm, _ fields: [String: String]) -> String {
            ValueText.rule(arm.rule.expression, fields: fields) + " => " + ValueText.resolved(arm.value, fields: fields)
        }
        let (oldKeys, newKeys) = (Set(oldArms.map { key($0, fields) }), Set(newArms.map { key($0, [:]) }))
        var parts: [Phrase.Part] = []
        func describe(_ verb: String, _ arm: PlanArm) {
            if !parts.isEmpty { parts.append(.text("; ")) }
            parts += [.text(verb + " the arm "), .value("{when: \(arm.rule.source), value: \(ValueText.resolved(arm.value))}")]
        }
        for arm in newArms where !oldKeys.contains(key(arm, [:])) { describe("gained", arm) }
        for arm in oldArms where !newKeys.contains(key(arm, fields)) { describe("lost", arm) }
        let (lastWas, lastNow) = (ValueText.resolved(oldLast, fields: fields), ValueText.resolved(newLast))
        if lastWas != lastNow {
            if !parts.isEmpty { parts.append(.text("; ")) }
            parts += [.text("the value when no arm holds changed from "), .value(lastWas), .text(" to "), .value(lastNow)]
        }
        return parts.isEmpty ? nil : Phrase(parts: parts)
    }

    /// Where a case's value is written: its entry in `values`, else the property (its default).
    private static func location(of property: Property, for c: Case) -> SourceLocation {
        property.values.first { $0.caseName.value == c.name.value }?.caseName.location ?? property.name.location
    }
}
