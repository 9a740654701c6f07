/// Scalars as constants of a declared type: `true`, `42`, `1.5`, `null`, or any text for String.
enum LiteralDecoder {
    static func decode(_ node: YAMLNode, as type: ValueType, _ what: String, context: DecodeContext) -> Literal? {
        guard case .scalar(let scalar) = node.kind else {
            context.error("expected \(what) to be \(article(type)) \(type) constant, found \(node.kindDescription)", at: node.location)
            return nil
        }
        if scalar.isNull {
            if type.isOptional { return .null }
            context.error("\(what) cannot be null: its type \(type) is not optional", at: node.location)
            return nil
        }
        let text = scalar.value
        let plain = scalar.style == .plain
        switch type.base {
        case .string:
            return .string(text)
        case .bool:
            if plain, text == "true" { return .bool(true) }
            if plain, text == "false" { return .bool(false) }
        case .int:
            if plain, let value = Int(text) { return .int(value) }
        case .double:
            if plain, let value = Double(text), value.isFinite { return .double(value) }
        }
        context.error("expected \(what) to be \(article(type)) \(type) constant, found '\(text)'", at: node.location)
        return nil
    }

    private static func article(_ type: ValueType) -> String {
        type.base == .int ? "an" : "a"
    }
}
