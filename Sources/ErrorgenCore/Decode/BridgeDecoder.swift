/// `bridge:`: the fields of the details value, in order. `- retryable` or `- {name: code, value: case}`.
enum BridgeDecoder {
    static func decode(_ node: YAMLNode, context: DecodeContext) -> Bridge {
        guard let items = context.sequence(node, "'bridge'") else {
            context.unknown.someBridgeField = true
            return Bridge(fields: [])
        }
        return Bridge(fields: items.compactMap { item in
            let field = decodeField(item, context: context)
            if field == nil { context.unknown.someBridgeField = true }
            return field
        })
    }

    /// Without a `bridge:` key: the case name as `code` (enum) or as the category property (struct),
    /// then the description as `message` (enum) or every stored field (struct), then every property.
    static func defaultBridge(shape: Shape, fields: [Field], properties: [Property], at location: SourceLocation) -> Bridge {
        var result: [BridgeField] = []
        switch shape {
        case .enumeration:
            result.append(BridgeField(name: Name("code", at: location), source: .caseName))
            // A property named `message` (such as a shared field's) is the message; else the description is.
            if !properties.contains(where: { $0.name.value == "message" }) {
                result.append(BridgeField(name: Name("message", at: location), source: .description))
            }
        case .structure(_, let categoryProperty):
            result.append(BridgeField(name: categoryProperty, source: .caseName))
            result += fields.map { BridgeField(name: $0.name, source: .member($0.name.value)) }
        }
        result += properties.map { BridgeField(name: $0.name, source: .member($0.name.value)) }
        var bridge = Bridge(fields: result)
        bridge.isDefault = true
        return bridge
    }

    private static func decodeField(_ node: YAMLNode, context: DecodeContext) -> BridgeField? {
        if case .scalar = node.kind {
            guard let name = context.name(node, "a bridge field") else { return nil }
            var field = BridgeField(name: name, source: .member(name.value))
            field.sourceLocation = name.location
            return field
        }
        if context.reportKeyValueShorthand(node, allowed: SpecKeys.bridgeField, "a bridge field",
                                           example: { "{name: \($0), value: \($1)}" }) { return nil }
        guard let keys = KeyedReader(node, "a bridge field", allowed: SpecKeys.bridgeField, required: ["name", "value"],
                                         context: context) else {
            return nil
        }
        let name = keys.name("name")
        // `value: {rule: ...}` (or a constant, or a field): the bridge carries members, it computes nothing.
        if let node = keys["value"], case .mapping(let pairs) = node.kind,
           let first = pairs.first?.keyText, SpecKeys.propertyValue.contains(first) {
            let what = name.map { "'\($0.value)'" } ?? "it"
            context.error("a bridge field names a member, not a computed value; define \(what) as a property (its "
                          + "'default' can be {\(first): ...}) and list the property in 'bridge'", at: node.location)
            return nil
        }
        let value = keys.name("value")
        guard let name, let value else { return nil }
        var field: BridgeField
        switch value.value {
        case "case": field = BridgeField(name: name, source: .caseName)
        case "description": field = BridgeField(name: name, source: .description)
        default: field = BridgeField(name: name, source: .member(value.value))
        }
        field.sourceLocation = value.location
        return field
    }
}
