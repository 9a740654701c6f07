/// The type itself: its name, shape, access level, and (struct shape) the category and stored fields.
enum TypeComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (pair.old, pair.new)
        if old.name.value != new.name.value {
            list.add(.swift, "typeRenamed", "error type \(code: old.name.value) was renamed to \(code: new.name.value)",
                     new: new.name.location, old: old.name.location)
            list.add(.bridge, "typeRenamed", "the JavaScript module and its types are now named after \(code: new.name.value) "
                     + "instead of \(code: old.name.value)", new: new.name.location, old: old.name.location)
        }
        if old.isStruct != new.isStruct {
            list.add(.swift, "shapeChanged",
                     "the shape changed from \(shapeName(old)) to \(shapeName(new)): every use of the type changes",
                     new: new.name.location, old: old.name.location)
        }
        compareAccess(old, new, into: &list)
        if case .structure(let oldType, let oldProperty) = old.shape, case .structure(let newType, let newProperty) = new.shape {
            if oldType.value != newType.value {
                list.add(.swift, "categoryTypeRenamed",
                         "the category type \(code: oldType.value) was renamed to \(code: newType.value)",
                         new: newType.location, old: oldType.location)
            }
            if oldProperty.value != newProperty.value {
                list.add(.swift, "categoryPropertyRenamed",
                         "the category property \(code: oldProperty.value) was renamed to \(code: newProperty.value)",
                         new: newProperty.location, old: oldProperty.location)
            }
        }
        if old.isStruct && new.isStruct {
            FieldListComparer.compare(old.fields, new.fields, of: "the stored fields", kind: "storedFields",
                                      new: new.name.location, old: old.name.location, into: &list)
        }
    }

    private static func shapeName(_ spec: Spec) -> String { spec.isStruct ? "struct" : "enum" }

    /// public > package > internal.
    private static func rank(_ access: AccessLevel) -> Int {
        switch access {
        case .public: return 2
        case .package: return 1
        case .internal: return 0
        }
    }

    private static func compareAccess(_ old: Spec, _ new: Spec, into list: inout ChangeList) {
        guard old.access != new.access else { return }
        let message: Phrase = "the access level changed from \(old.access.rawValue) to \(new.access.rawValue)"
        if rank(new.access) < rank(old.access) {
            list.add(.swift, "accessNarrowed", "\(message): code outside the \(new.access == .package ? "package" : "module") "
                     + "can no longer use the type", new: new.name.location, old: old.name.location)
        } else {
            list.add(.additions, "accessWidened", message, new: new.name.location, old: old.name.location)
        }
    }
}

/// An ordered list of labelled, typed fields as Swift declares them: a payload, the stored fields,
/// an initializer's or a constructor's parameters. Any difference in labels, types or order changes
/// the Swift signature.
enum FieldListComparer {
    static func signature(_ fields: [Field]) -> String {
        "(" + fields.map { "\($0.name.value): \($0.type)" }.joined(separator: ", ") + ")"
    }

    static func compare(_ old: [Field], _ new: [Field], of what: Phrase, kind: String,
                        new newLocation: SourceLocation, old oldLocation: SourceLocation, into list: inout ChangeList) {
        let pairing = NamePairing(fields: old, new)
        for rename in pairing.renames {
            list.add(.swift, "fieldRenamed", "in \(what), \(code: rename.old.value) was renamed to \(code: rename.new.value)",
                     new: rename.new.location, old: rename.old.location)
        }
        // Renamed fields are compared under their new names: what else changed.
        let renamed = old.map { field -> Field in
            var copy = field
            copy.name.value = pairing.newName[field.name.value] ?? field.name.value
            return copy
        }
        let (before, after) = (signature(old), signature(new))
        guard signature(renamed) != after else { return }
        let change: String
        let oldTypes = Dictionary(renamed.map { ($0.name.value, $0.type) }, uniquingKeysWith: { a, _ in a })
        let newTypes = Dictionary(new.map { ($0.name.value, $0.type) }, uniquingKeysWith: { a, _ in a })
        if oldTypes == newTypes {
            change = "Reordered"
        } else if Set(oldTypes.keys) == Set(newTypes.keys) {
            change = "Retyped"
        } else {
            change = "Changed"
        }
        list.add(.swift, kind + change, "\(what) changed from \(code: before) to \(code: after)",
                 new: newLocation, old: oldLocation)
    }
}
