/// The bridge details fields: unique JS-safe names, and sources that exist.
enum BridgeValidator {
    static func validate(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        // The default bridge is made of the properties' and fields' own names, which are checked where they are
        // written, after the enum shape's fixed `code` (the case name): a property of that name would be a second one.
        guard !spec.bridge.isDefault else {
            if !spec.isStruct, !unknown.shape, let clash = spec.properties.first(where: { $0.name.value == "code" }) {
                bag.error("'code' is also the default bridge's field for the case name, so the details would have two "
                          + "'code' fields; rename it, or list the bridge fields under 'bridge:' with the case name under "
                          + "another name (such as {name: kind, value: case})", at: clash.name.location)
            }
            return
        }
        NameCheck.unique(spec.bridge.fields.map(\.name), "bridge field", into: &bag)
        let members = spec.properties.map(\.name.value) + spec.fields.map(\.name.value)
        let memberSet = Set(members)
        // The names refused for a character that cannot be seen or looks like another, as they read (once, not per field).
        lazy var refusedSkeletons = Set(members.lazy.filter { !SwiftLanguage.isValidIdentifier($0) }.map(Confusables.identifierSkeleton))
        for field in spec.bridge.fields {
            // The short form (`bridge: [retryable]`) names a member: an unknown one is reported as such, not also as a bad name.
            var isUnknownShortForm = false
            if case .member(let member) = field.source, field.sourceLocation == field.name.location, member == field.name.value {
                isUnknownShortForm = !memberSet.contains(member)
            }
            if !isUnknownShortForm { NameCheck.parameterName(field.name, "bridge field name", into: &bag) }
            let valueLocation = field.sourceLocation ?? field.name.location
            switch field.source {
            case .caseName:
                break
            case .description:
                if spec.isStruct, !unknown.shape {
                    bag.error("'value: description' (the case with its values) is for enum-shaped errors; "
                              + "use a stored field such as 'message'", at: valueLocation)
                    continue
                }
            case .member(let member):
                guard !memberSet.contains(member) else { break }
                // A property or stored field that failed to decode may be the one it names.
                // So may the category property, when the category failed.
                // And a member whose name is refused for a character that cannot be seen or looks like another
                // (`retry\u{200B}able`) is the one `retryable` names: its name's error is the one to fix.
                let mayBeUnknown = unknown.propertyNames.contains(member) || unknown.someProperty
                    || unknown.storedFields?.mayHold(member) == true || unknown.shape
                    || refusedSkeletons.contains(member)
                guard !mayBeUnknown else { break }
                if case .structure(_, let categoryProperty) = spec.shape, categoryProperty.value == member {
                    // Named after the bridge field, unless a stored field has that name (it carries the field).
                    let name = spec.field(named: field.name.value) == nil ? field.name.value : member
                    bag.error("the category property '\(member)' is bridged with 'value: case': write "
                              + "{name: \(name), value: case}", at: valueLocation)
                } else {
                    // A bare `- description` or `- case` names a member; the case's values and its name are sources.
                    let hint = ["case", "description"].contains(member)
                        ? " (a bare '- \(member)' names a property or stored field; to send \(member == "case" ? "the case's name" : "the case with its values") write {name: \(member), value: \(member)})"
                        : Suggestion.didYouMean(member, among: members + ["case", "description"])
                    bag.error("unknown bridge value \(TextQuote.quoted(member, "'"))\(hint); expected 'case', 'description', "
                              + "a property or a stored field" + textFieldHint(member, spec), at: valueLocation)
                }
                continue
            }
            if spec.isStruct, let stored = spec.field(named: field.name.value), field.source != .member(stored.name.value) {
                bag.error("bridge field '\(field.name.value)' must carry the stored field of the same name", at: valueLocation)
            }
        }
    }
}

extension BridgeValidator {
    /// Words for the error's text, which an enum-shaped error has no stored field for.
    static let textWords: Set<String> = ["message", "text", "reason", "detail", "details", "errorMessage",
                                          "localizedDescription", "errorDescription"]

    /// `bridge: [message]` on an enum: the case with its values is `value: description`.
    static func textFieldHint(_ member: String, _ spec: Spec) -> String {
        guard !spec.isStruct, textWords.contains(member) else { return "" }
        return "; an enum-shaped error has no stored '\(member)': write {name: \(member), value: description} to send "
            + "the case with its values, or a property named '\(member)'"
    }
}

/// Docs blocks that need parts of the spec.
enum DocsValidator {
    static func validate(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        for section in spec.docs.sections {
            for case .generated(let block, let location) in section.content where !partUnknown(block, unknown) {
                if let missing = missingPart(block, spec) {
                    bag.error("'generated: \(block.rawValue)' needs \(missing)", at: location)
                }
            }
        }
    }

    /// Whether the part a block shows failed to decode (it may exist).
    private static func partUnknown(_ block: GeneratedBlock, _ unknown: UnknownParts) -> Bool {
        switch block {
        case .cases: return false
        case .properties: return unknown.someProperty || !unknown.propertyNames.isEmpty || unknown.storedFields != nil
        case .codes: return unknown.someCodes || unknown.someCaseName
        case .inbound: return unknown.inbound
        case .constructors: return unknown.someConstructor
        case .bridge: return unknown.someBridgeField
        case .enums: return unknown.someEnum
        }
    }

    private static func missingPart(_ block: GeneratedBlock, _ spec: Spec) -> String? {
        switch block {
        case .cases: return nil
        case .properties: return spec.properties.isEmpty && spec.fields.isEmpty ? "properties or fields" : nil
        case .codes: return spec.cases.allSatisfy { $0.codes.isEmpty } ? "cases with 'codes'" : nil
        case .inbound: return spec.inbound == nil ? "an 'inbound' section" : nil
        case .constructors: return spec.constructors.isEmpty ? "'constructors'" : nil
        case .bridge: return spec.bridge.fields.isEmpty ? "'bridge' fields" : nil
        case .enums: return spec.enums.isEmpty ? "'enums'" : nil
        }
    }
}
