/// Pairs the old and new items of one kind (cases, properties) by name, then by `renamedFrom`:
/// an item keeps its identity when its name is unchanged, or when it declares the old name it had
/// and that name is gone.
struct NamePairing {
    struct Item {
        var name: Name
        var renamedFrom: Name?
    }

    /// New name -> old name, for every paired item.
    private(set) var oldName: [String: String] = [:]
    /// Old name -> new name.
    private(set) var newName: [String: String] = [:]
    /// Pairs whose names differ, as (old, new) in new order.
    private(set) var renames: [(old: Name, new: Name)] = []
    /// New items with no old counterpart, in new order.
    private(set) var added: [Name] = []
    /// Old items with no new counterpart, in old order.
    private(set) var removed: [Name] = []

    init(old: [Item], new: [Item]) {
        var oldByName: [String: Name] = [:]
        for item in old where oldByName[item.name.value] == nil { oldByName[item.name.value] = item.name }
        let newNames = Set(new.map(\.name.value))
        for item in new where oldName[item.name.value] == nil {
            if oldByName[item.name.value] != nil {
                pair(item.name.value, item.name.value)
            } else if let from = item.renamedFrom, let previous = oldByName[from.value],
                      !newNames.contains(from.value), newName[from.value] == nil {
                pair(from.value, item.name.value)
                renames.append((previous, item.name))
            } else {
                added.append(item.name)
            }
        }
        removed = old.map(\.name).filter { newName[$0.value] == nil }
    }

    init(fields old: [Field], _ new: [Field]) {
        self.init(old: old.map { Item(name: $0.name, renamedFrom: $0.renamedFrom) },
                  new: new.map { Item(name: $0.name, renamedFrom: $0.renamedFrom) })
    }

    private mutating func pair(_ old: String, _ new: String) {
        oldName[new] = old
        newName[old] = new
    }
}

/// Both versions of one spec, their resolved emit plans (each case's errorCode and property values, as
/// the outputs say them), and how their cases and properties correspond.
struct SpecPair {
    let old: Spec
    let new: Spec
    let oldPlan: EmitPlan
    let newPlan: EmitPlan
    let cases: NamePairing
    let properties: NamePairing
    /// Every case present in both versions, in new order, by index in the specs' (and plans') cases.
    let pairedCaseIndexes: [(old: Int, new: Int)]
    /// Struct shape: the stored fields' pairing.
    let storedFields: NamePairing
    /// Enum shape: the payload pairing of each paired case whose payload declares a rename, by new case name.
    private let payloadRenames: [String: [String: String]]
    private let newCaseLocations: [String: SourceLocation]

    init(old: Spec, new: Spec) {
        self.old = old
        self.new = new
        cases = NamePairing(old: old.cases.map { .init(name: $0.name, renamedFrom: $0.renamedFrom) },
                            new: new.cases.map { .init(name: $0.name, renamedFrom: $0.renamedFrom) })
        properties = NamePairing(old: old.properties.map { .init(name: $0.name, renamedFrom: $0.renamedFrom) },
                                 new: new.properties.map { .init(name: $0.name, renamedFrom: $0.renamedFrom) })
        oldPlan = EmitPlan(old)
        newPlan = EmitPlan(new)
        let (pairing, oldPlan) = (cases, oldPlan)
        let paired = new.cases.indices.compactMap { i in
            pairing.oldName[new.cases[i].name.value].flatMap { oldPlan.caseIndex(named: $0) }.map { (old: $0, new: i) }
        }
        pairedCaseIndexes = paired
        newCaseLocations = Dictionary(new.cases.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { a, _ in a })
        storedFields = NamePairing(fields: old.fields, new.fields)
        var renames: [String: [String: String]] = [:]
        for (o, n) in paired where new.cases[n].payload.contains(where: { $0.renamedFrom != nil }) {
            renames[new.cases[n].name.value] = NamePairing(fields: old.cases[o].payload, new.cases[n].payload).newName
        }
        payloadRenames = renames
    }

    /// Every case present in both versions, in new order.
    var pairedCases: [(old: Case, new: Case)] {
        pairedCaseIndexes.map { (old.cases[$0.old], new.cases[$0.new]) }
    }

    /// Old field name -> new field name for the fields a case's values read: its payload (enum shape)
    /// or the stored fields (struct shape). Unrenamed fields map to themselves.
    func fieldNames(ofNewCase name: String) -> [String: String] {
        new.isStruct ? storedFields.newName : payloadRenames[name] ?? [:]
    }

    /// The new name of an old case, if it still exists.
    func newCaseName(_ oldName: String) -> String? { cases.newName[oldName] }

    /// Where a change about an old case is shown in the new spec: that case if it is still there, else the type.
    func newLocation(ofOldCase oldName: String) -> SourceLocation {
        newCaseName(oldName).flatMap { newCaseLocations[$0] } ?? new.name.location
    }
}
