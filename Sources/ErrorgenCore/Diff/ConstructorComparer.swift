/// Named constructors: removed or with another signature (Swift), building another case or setting
/// other values or template texts (behaviour), added or deprecated.
enum ConstructorComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (pair.old, pair.new)
        let oldByName = Dictionary(old.constructors.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        let newNames = Set(new.constructors.map(\.name.value))
        for before in old.constructors where !newNames.contains(before.name.value) {
            list.add(.swift, "constructorRemoved", "the constructor \(code: signature(before)) was removed",
                     new: new.name.location, old: before.name.location)
        }
        for after in new.constructors {
            guard let before = oldByName[after.name.value] else {
                list.add(.additions, "constructorAdded", "new constructor \(code: signature(after))",
                         new: after.name.location, old: nil)
                continue
            }
            if signature(before) != signature(after) {
                list.add(.swift, "constructorChanged",
                         "the constructor \(code: signature(before)) is now \(code: signature(after))",
                         new: after.name.location, old: before.name.location)
            }
            if before.deprecated == nil, let message = after.deprecated {
                list.add(.additions, "constructorDeprecated",
                         "the constructor \(code: after.name.value) is now deprecated: \(code: message)",
                         new: after.name.location, old: before.name.location)
            }
            let builds = pair.newCaseName(before.caseName.value) ?? before.caseName.value
            if builds != after.caseName.value {
                list.add(.behaviour, "constructorCaseChanged", "the constructor \(code: after.name.value) now builds "
                         + "\(code: after.caseName.value) where it built \(code: before.caseName.value)",
                         new: after.caseName.location, old: before.caseName.location)
            }
            compareAssignments(before, after, fields: pair.fieldNames(ofNewCase: after.caseName.value), into: &list)
        }
    }

    /// `static func name(a: Int, b: String)` or `static var name`, as `name(a: Int, b: String)` or `name`.
    static func signature(_ constructor: Constructor) -> String {
        constructor.parameters.isEmpty ? constructor.name.value
            : constructor.name.value + FieldListComparer.signature(constructor.parameters)
    }

    /// `fields` maps old field names to new ones, so a renamed field's value is compared with its old value.
    private static func compareAssignments(_ before: Constructor, _ after: Constructor, fields: [String: String],
                                           into list: inout ChangeList) {
        for assignment in after.assignments {
            let target = assignment.target.value
            let old = before.assignments.first { (fields[$0.target.value] ?? $0.target.value) == target }
            let (was, now) = (old.map { ValueText.assigned($0.value) }, ValueText.assigned(assignment.value))
            guard was != now else { continue }
            let isTemplate: Bool
            if case .template = assignment.value { isTemplate = true } else { isTemplate = false }
            list.add(.behaviour, isTemplate ? "templateChanged" : "constructorValueChanged",
                     "the constructor \(code: after.name.value) sets \(code: target) to \(value: now) "
                     + "where it set \(value: was ?? "nothing")",
                     new: assignment.target.location, old: old?.target.location ?? before.name.location)
        }
    }
}
