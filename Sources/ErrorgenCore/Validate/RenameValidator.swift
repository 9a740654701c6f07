/// `renamedFrom:` on cases, properties, payload fields and stored fields: an identifier, not the item's own name, not a name the
/// spec still uses, and each old name renamed once.
enum RenameValidator {
    static func validate(_ spec: Spec, into bag: inout DiagnosticBag) {
        check(spec.cases.map { ($0.name, $0.renamedFrom) }, "case", into: &bag)
        check(spec.properties.map { ($0.name, $0.renamedFrom) }, "property", into: &bag)
        for c in spec.cases {
            check(c.payload.map { ($0.name, $0.renamedFrom) }, "payload field", into: &bag)
        }
        check(spec.fields.map { ($0.name, $0.renamedFrom) }, "stored field", into: &bag)
    }

    private static func check(_ items: [(name: Name, renamedFrom: Name?)], _ what: String, into bag: inout DiagnosticBag) {
        var lines: [String: Int] = [:]
        for item in items where lines[item.name.value] == nil { lines[item.name.value] = item.name.location.line }
        var renamedTo: [String: Name] = [:]
        for item in items {
            guard let old = item.renamedFrom else { continue }
            NameCheck.identifier(old, "renamedFrom", into: &bag)
            if old.value == item.name.value {
                bag.error("\(what) '\(old.value)' cannot be renamed from its own name", at: old.location)
            } else if let line = lines[old.value] {
                bag.error("\(what) '\(item.name.value)' is renamed from '\(old.value)', but '\(old.value)' is still a "
                          + "\(what) (line \(line)); remove one of them or the 'renamedFrom'", at: old.location)
            } else if let earlier = renamedTo[old.value] {
                bag.error("'\(old.value)' is already renamed to '\(earlier.value)' (line \(earlier.location.line)); "
                          + "a \(what) can be renamed from an old name only once", at: old.location)
            } else {
                renamedTo[old.value] = item.name
            }
        }
    }
}
