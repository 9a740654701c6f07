/// `properties:`: derived properties with a type, a default and per-case values.
enum PropertyDecoder {
    static let keys = SpecKeys.property
    static let valueForms = SpecKeys.propertyValue

    static func decodeProperties(_ node: YAMLNode, context: DecodeContext) -> [Property] {
        guard let items = context.sequence(node, "'properties'") else { return [] }
        return items.compactMap { decodeProperty($0, context: context) }
    }

    private static func decodeProperty(_ node: YAMLNode, context: DecodeContext) -> Property? {
        guard let keys = KeyedReader(node, "a property", allowed: Self.keys, context: context) else { return nil }
        let name = keys.name("name")
        let type = keys.required("type").flatMap { FieldDecoder.decodeType($0, context: context) }
        guard let type else { return nil }
        let defaultValue: PropertyValue?
        if let node = keys["default"] {
            defaultValue = decodeValue(node, type: type, "the default", context: context)
        } else if type.isOptional {
            defaultValue = .constant(.null, keys.location)
        } else {
            context.error("property '\(name?.value ?? "?")' of non-optional type \(type) needs a 'default'",
                          at: keys.location)
            defaultValue = nil
        }
        var values: [CaseValue] = []
        if let valuesNode = keys["values"], let pairs = context.mapping(valuesNode, "'values'") {
            for pair in pairs {
                let caseName = Name(pair.keyText, at: pair.key.location)
                if let value = decodeValue(pair.value, type: type, "the value for '\(pair.keyText)'", context: context) {
                    values.append(CaseValue(caseName: caseName, value: value))
                }
            }
        }
        guard let name, let defaultValue else { return nil }
        return Property(name: name, type: type, doc: keys.string("doc"), defaultValue: defaultValue, values: values,
                        renamedFrom: keys["renamedFrom"].flatMap { context.name($0, "'renamedFrom'") })
    }

    /// A constant scalar, `{field: name}`, `{rule: "..."}` or `{code: primary}`.
    static func decodeValue(_ node: YAMLNode, type: ValueType, _ what: String, context: DecodeContext) -> PropertyValue? {
        guard case .mapping(let pairs) = node.kind else {
            return LiteralDecoder.decode(node, as: type, what, context: context).map { .constant($0, node.location) }
        }
        guard pairs.count == 1, let pair = pairs.first, valueForms.contains(pair.keyText) else {
            let key = pairs.first(where: { !valueForms.contains($0.keyText) })?.keyText ?? ""
            context.error("expected \(what) to be a constant or a mapping with one key: field, rule or code"
                          + Suggestion.didYouMean(key, among: valueForms), at: node.location)
            return nil
        }
        switch pair.keyText {
        case "field":
            return context.name(pair.value, "'field'").map { .field($0) }
        case "rule":
            guard let scalar = context.scalar(pair.value, "'rule'") else { return nil }
            switch RuleParser.parse(scalar.value, at: context.contentLocation(pair.value)) {
            case .success(let expression): return .rule(expression, source: scalar.value)
            case .failure(let diagnostic):
                context.bag.append(diagnostic)
                return nil
            }
        default:
            guard let text = context.string(pair.value, "'code'") else { return nil }
            guard text == "primary" else {
                context.error("expected 'code: primary' (the case's first wire code)", at: pair.value.location)
                return nil
            }
            return .primaryCode(node.location)
        }
    }
}
