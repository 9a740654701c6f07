/// `enums:`: small string enums the spec's types can name.
///
///     enums:
///       - name: DeclineCode
///         doc: Why the card's issuer declined.
///         values:
///           - {name: insufficientFunds, wire: insufficient_funds, doc: The card has too little money.}
///
/// Decoded before everything else, so that a type (`DeclineCode?`) and a constant of an enum type
/// (its wire spelling) can be checked where they are written.
enum EnumDecoder {
    static func decode(_ node: YAMLNode, context: DecodeContext) -> [SpecEnum] {
        guard let items = context.sequence(node, "'enums'") else {
            context.someEnumUnnamed = true
            context.unknown.someEnum = true
            return []
        }
        var enums: [SpecEnum] = []
        for item in items {
            guard let keys = KeyedReader(item, "an enum", allowed: SpecKeys.enumType, required: ["name", "values"], context: context)
            else {
                context.someEnumUnnamed = true
                context.unknown.someEnum = true
                continue
            }
            guard let name = keys.name("name") else {
                // Its values are still checked; a type naming it cannot be told from a misspelling.
                context.someEnumUnnamed = true
                context.unknown.someEnum = true
                if case .sequence(let valueItems)? = keys["values"]?.kind { _ = valueItems.map { decodeValue($0, context: context) } }
                continue
            }
            // Known by name even when its values fail, so that its uses do not also report an unknown type.
            context.enumTypes[name.value] = context.enumTypes[name.value] ?? SpecEnum(name: name, values: [])
            guard let valuesNode = keys.required("values"), let valueItems = context.sequence(valuesNode, "'values'") else {
                context.unknown.someEnum = true
                continue
            }
            if valueItems.isEmpty { context.error("enum '\(name.value)' needs at least one value", at: valuesNode.location) }
            // `values: [invalid_request_error, rate_limit_error]`: wire spellings only, one mistake for the whole list.
            let spellings = valueItems.compactMap { item -> String? in
                if case .scalar(let s) = item.kind, !s.isNull { s.value } else { nil }
            }
            if spellings.count > 1, spellings.count == valueItems.count {
                let shown = spellings.prefix(2).map { "{name: \(valueName(forWire: $0)), wire: \($0)}" }.joined(separator: ", ")
                context.error("expected the enum values to be mappings, found wire spellings only; write [\(shown)"
                              + (spellings.count > 2 ? ", ...]" : "]") + " (the name is the Swift and Kotlin name, the wire "
                              + "spelling what the service sends)", at: valuesNode.location)
                context.unknown.someEnum = true
                continue
            }
            let values = valueItems.compactMap { decodeValue($0, context: context) }
            let decoded = SpecEnum(name: name, doc: keys.text("doc"), values: values)
            if context.enumTypes[name.value]?.name.location == name.location { context.enumTypes[name.value] = decoded }
            enums.append(decoded)
        }
        return enums
    }

    /// `insufficient_funds` -> `insufficientFunds`: a name for a wire spelling in a hint (lower camel case of its words).
    static func valueName(forWire wire: String) -> String {
        let words = wire.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return "value" }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return SwiftLanguage.isValidIdentifier(name) ? name : "value"
    }

    private static func decodeValue(_ node: YAMLNode, context: DecodeContext) -> SpecEnumValue? {
        if context.reportKeyValueShorthand(node, allowed: SpecKeys.enumValue, "an enum value",
                                           example: { "{name: \($0), wire: \($1)}" }) { return nil }
        guard let keys = KeyedReader(node, "an enum value", allowed: SpecKeys.enumValue, required: ["name"], context: context),
              let name = keys.name("name") else { return nil }
        let wireNode = keys["wire"]
        let wire = wireNode.flatMap { context.string($0, "'wire'") }
        if let wire, wire.isEmpty, let wireNode {
            context.error("an enum value's 'wire' spelling cannot be empty", at: wireNode.location)
        }
        var value = SpecEnumValue(name: name, wire: wire, wireLocation: wireNode.map { context.contentLocation($0) },
                                  doc: keys.text("doc"))
        value.wireMayBeMisspelled = wireNode == nil && keys.hasUnknownKeys
        return value
    }
}
