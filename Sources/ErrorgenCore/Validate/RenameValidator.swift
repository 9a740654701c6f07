/// `renamedFrom:` on cases, properties, payload fields and stored fields: an identifier, not the item's own name, not a name the
/// spec still uses, and each old name renamed once.
enum RenameValidator {
    static func validate(_ spec: Spec, caseNames: CaseNameIndex, into bag: inout DiagnosticBag) {
        check(spec.cases, "case", into: &bag) { caseNames[$0].map { spec.cases[$0].name.location.line } }
        check(spec.properties, "property", into: &bag)
        for i in spec.cases.indices {  // by position: a `for c in spec.cases` loop would copy each Case
            check(spec.cases[i].payload, "payload field", into: &bag)
        }
        check(spec.fields, "stored field", into: &bag)
    }

    /// Checks the renames among `items`; `line` finds the line of the first item with a name (by default, from the items).
    private static func check<Item: Renamable>(_ items: [Item], _ what: String, into bag: inout DiagnosticBag,
                                               line: ((String) -> Int?)? = nil) {
        // Most items are never renamed: a list without renames has nothing to check.
        guard items.contains(where: { $0.renamedFrom != nil }) else { return }
        let line = line ?? firstLines(of: items)
        var renamedTo: [String: Name] = [:]
        for item in items {
            guard let old = item.renamedFrom else { continue }
            NameCheck.identifier(old, "renamedFrom", into: &bag)
            if old.value == item.name.value {
                bag.error("\(what) '\(old.value)' cannot be renamed from its own name", at: old.location)
            } else if let line = line(old.value) {
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

    /// Each name's line, where the first item with that name is written.
    private static func firstLines<Item: Renamable>(of items: [Item]) -> (String) -> Int? {
        var lines: [String: Int] = [:]
        for item in items where lines[item.name.value] == nil { lines[item.name.value] = item.name.location.line }
        return { lines[$0] }
    }
}

/// An item `renamedFrom:` can give an earlier name.
protocol Renamable {
    var name: Name { get }
    var renamedFrom: Name? { get }
}

extension Case: Renamable {}
extension Property: Renamable {}
extension Field: Renamable {}
