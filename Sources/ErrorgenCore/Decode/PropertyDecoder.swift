/// `properties:`: derived properties with a type, a default and per-case values.
enum PropertyDecoder {
    static let keys = SpecKeys.property
    static let valueForms = SpecKeys.propertyValue

    static func decodeProperties(_ node: YAMLNode, context: DecodeContext) -> [Property] {
        guard let items = context.sequence(node, "'properties'") else {
            context.unknown.someProperty = true
            return []
        }
        return items.compactMap { decodeProperty($0, context: context) }
    }

    /// A property whose type is unreadable is dropped (its values cannot be read without it) and its name
    /// recorded; a bad default or value makes just that value unknown.
    private static func decodeProperty(_ node: YAMLNode, context: DecodeContext) -> Property? {
        guard let keys = KeyedReader(node, "a property", allowed: Self.keys, context: context) else {
            context.unknown.someProperty = true
            return nil
        }
        let name = keys.name("name")
        let type = keys.required("type").flatMap { FieldDecoder.decodeType($0, context: context) }
        guard let name else {
            context.unknown.someProperty = true
            return nil
        }
        guard let type else {
            context.unknown.propertyNames.insert(name.value)
            return nil
        }
        var failed: Set<String> = []
        var defaultValue: PropertyValue?
        if let node = keys["default"] {
            defaultValue = decodeValue(node, type: type, "the default", context: context)
        } else if type.isOptional {
            defaultValue = .constant(.null, keys.location)
        } else if !keys.isMisspelled("default") {
            context.error("property '\(name.value)' of non-optional type \(type) needs a 'default'", at: keys.location)
        }
        if defaultValue == nil { failed.insert(UnknownParts.defaultKey) }
        let values = context.keyedValues(keys, "values") { pair in
            decodeValue(pair.value, type: type, "the value for '\(pair.keyText)'", context: context)
                .map { CaseValue(caseName: Name(pair.keyText, at: pair.key.location), value: $0) }
        }
        failed.formUnion(values.failed)
        if !failed.isEmpty { context.unknown.propertyValues[name.value] = failed }
        return Property(name: name, type: type, doc: keys.string("doc"),
                        defaultValue: defaultValue ?? .constant(.null, keys.location), values: values.values,
                        renamedFrom: keys["renamedFrom"].flatMap { context.name($0, "'renamedFrom'") })
    }

    /// A constant scalar, `{field: name}`, `{rule: "..."}` or `{code: primary}`.
    static func decodeValue(_ node: YAMLNode, type: ValueType, _ what: String, context: DecodeContext) -> PropertyValue? {
        guard case .mapping(let pairs) = node.kind else {
            return LiteralDecoder.decode(node, as: type, what, context: context).map { .constant($0, node.location) }
        }
        guard pairs.count == 1, let pair = pairs.first, valueForms.contains(pair.keyText) else {
            if let pair = pairs.first(where: { !valueForms.contains($0.keyText) }) {
                let key = pair.keyText
                context.error("unknown key \(TextQuote.quoted(key, "'")) in \(what)"
                              + Suggestion.didYouMean(key, among: valueForms)
                              + "; expected a constant or a mapping with one key: field, rule or code", at: pair.key.location)
            } else {
                context.error("expected \(what) to be a constant or a mapping with one key: field, rule or code",
                              at: node.location)
            }
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
                context.error("expected 'code: primary' (the case's first wire code), found \(TextQuote.quoted(text, "'"))"
                              + Suggestion.didYouMean(text, among: ["primary"]), at: pair.value.location)
                return nil
            }
            return .primaryCode(node.location)
        }
    }
}
