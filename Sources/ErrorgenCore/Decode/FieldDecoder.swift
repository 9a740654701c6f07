/// Payload fields, stored fields and parameters: `- {name: status, type: Int, doc: ...}`.
enum FieldDecoder {
    static func decodeFields(_ node: YAMLNode, _ what: String, context: DecodeContext) -> [Field] {
        guard let items = context.sequence(node, "the \(what)s") else { return [] }
        return items.compactMap { decodeField($0, what, context: context) }
    }

    static func decodeField(_ node: YAMLNode, _ what: String, allowed: [String] = SpecKeys.field, context: DecodeContext) -> Field? {
        guard let keys = KeyedReader(node, "a \(what)", allowed: allowed, context: context) else { return nil }
        let name = keys.name("name")
        let type = keys.required("type").flatMap { decodeType($0, context: context) }
        guard let name, let type else { return nil }
        return Field(name: name, type: type, doc: keys.string("doc"))
    }

    static func decodeType(_ node: YAMLNode, context: DecodeContext) -> ValueType? {
        guard let text = context.string(node, "a type") else { return nil }
        if let type = ValueType(parsing: text) { return type }
        let names = ValueType.Base.allCases.map(\.rawValue)
        let base = text.hasSuffix("?") ? String(text.dropLast()) : text
        context.error("unknown type '\(text)'\(Suggestion.didYouMean(base, among: names)); expected String, Int, "
                      + "Double or Bool, optionally followed by '?'", at: node.location)
        return nil
    }
}
