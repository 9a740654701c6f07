/// The bridge details fields: unique JS-safe names, and sources that exist.
enum BridgeValidator {
    static func validate(_ spec: Spec, into bag: inout DiagnosticBag) {
        NameCheck.unique(spec.bridge.fields.map(\.name), "bridge field", into: &bag)
        let members = spec.properties.map(\.name.value) + spec.fields.map(\.name.value)
        for field in spec.bridge.fields {
            NameCheck.parameterName(field.name, "bridge field name", into: &bag)
            switch field.source {
            case .caseName:
                break
            case .description:
                if spec.isStruct {
                    bag.error("'value: description' (the case with its values) is for enum-shaped errors; "
                              + "use a stored field such as 'message'", at: field.name.location)
                }
            case .member(let member):
                if !members.contains(member) {
                    let hint = Suggestion.didYouMean(member, among: members + ["case", "description"])
                    bag.error("unknown bridge value '\(member)'\(hint); expected 'case', 'description', a property "
                              + "or a stored field", at: field.name.location)
                }
            }
            if spec.isStruct, let stored = spec.field(named: field.name.value), field.source != .member(stored.name.value) {
                bag.error("bridge field '\(field.name.value)' must carry the stored field of the same name", at: field.name.location)
            }
        }
    }
}

/// Docs blocks that need parts of the spec.
enum DocsValidator {
    static func validate(_ spec: Spec, into bag: inout DiagnosticBag) {
        for section in spec.docs.sections {
            for case .generated(let block, let location) in section.content {
                if let missing = missingPart(block, spec) {
                    bag.error("'generated: \(block.rawValue)' needs \(missing)", at: location)
                }
            }
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
        }
    }
}
