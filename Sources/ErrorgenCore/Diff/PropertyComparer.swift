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

/// Behaviour: for each case in both versions, each property's resolved value (its own or the default);
/// cases that changed the same way are reported together.
enum BehaviourComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let cases = pair.pairedCases
        for (before, after) in PropertyComparer.pairedProperties(pair) {
            var groups: [(was: String, now: String, cases: [(old: Case, new: Case)])] = []
            var index: [[String]: Int] = [:]
            let (oldValues, newValues) = (values(of: before), values(of: after))
            for (oldCase, newCase) in cases {
                let was = ValueText.resolved(oldValues[oldCase.name.value]?.value ?? before.defaultValue, for: oldCase,
                                             fields: pair.fieldNames(ofNewCase: newCase.name.value))
                let now = ValueText.resolved(newValues[newCase.name.value]?.value ?? after.defaultValue, for: newCase)
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
                list.add(.behaviour, "propertyValueChanged",
                         "\(code: after.name.value) changed from \(value: group.was) to \(value: group.now) for "
                         + "\(list: group.cases.map(\.new.name.value))",
                         new: location(of: after, for: first.new), old: location(of: before, for: first.old))
            }
        }
    }

    /// Each case's own value (the first, as `Property.value(for:)` reads them), by case name.
    private static func values(of property: Property) -> [String: CaseValue] {
        Dictionary(property.values.map { ($0.caseName.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where a case's value is written: its entry in `values`, else the property (its default).
    private static func location(of property: Property, for c: Case) -> SourceLocation {
        property.values.first { $0.caseName.value == c.name.value }?.caseName.location ?? property.name.location
    }
}
