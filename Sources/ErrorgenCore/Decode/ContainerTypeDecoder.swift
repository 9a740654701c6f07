/// List and map types: `"[String]"`, `"[String: Int]?"` as text, or unquoted, as YAML reads them: `[String]` (a
/// list of one name) and `[String: Int]` (a list of one single-key mapping). Elements (map values) are
/// non-optional String, Int, Double or Bool; map keys are always String.
enum ContainerTypeDecoder {
    static let shapes = "a list is written [Element] and a map [String: Value], with String, Int, Double or Bool elements"

    /// The type in `text` (which starts with `[`), or nil after an error at the part that is wrong.
    static func decode(text: String, at start: SourceLocation, context: DecodeContext) -> ValueType? {
        var body = Substring(text)
        let optional = body.hasSuffix("?")
        if optional { body = body.dropLast() }
        guard body.hasSuffix("]"), body.count >= 2 else {
            context.error("malformed type \(TextQuote.quoted(text, "'")): \(shapes), optionally followed by '?'", at: start)
            return nil
        }
        let inner = body.dropFirst().dropLast()
        let innerStart = start.advanced(by: 1)
        guard let colon = inner.firstIndex(of: ":") else {
            return element(inner, at: innerStart, in: text, context: context)
                .map { ValueType($0, optional: optional, container: .list) }
        }
        let keyText = inner[..<colon]
        let valueText = inner[inner.index(after: colon)...]
        let valueStart = innerStart.advanced(by: inner.distance(from: inner.startIndex, to: colon) + 1)
        let keyOK = key(keyText, value: valueText, at: innerStart, context: context)
        let value = element(valueText, at: valueStart, in: text, context: context)
        guard keyOK, let value else { return nil }
        return ValueType(value, optional: optional, container: .map)
    }

    /// `type: [String]` or `type: [String: Int]` unquoted: YAML's flow list of one item.
    static func decode(items: [YAMLNode], at location: SourceLocation, context: DecodeContext) -> ValueType? {
        guard items.count == 1, let item = items.first else {
            // `type: [lost_card, stolen_card]`: the values a field may hold, which a declared enum lists.
            let words = items.compactMap { if case .scalar(let s) = $0.kind { s.value } else { nil } }
            let listsValues = words.count == items.count && items.count > 1
                && !words.contains { ValueType(parsing: $0) != nil || context.enumTypes[$0] != nil }
            let hint = listsValues ? "; a fixed set of values is a declared enum: list them under the top-level 'enums' and "
                + "write the enum's name as the type" : "; \(shapes)"
            context.error("expected a type such as Int, [String] or [String: Int], found a list of \(items.count) items\(hint)",
                          at: location)
            return nil
        }
        switch item.kind {
        case .scalar(let s) where !s.isNull:
            return element(Substring(s.value), at: context.contentLocation(item), in: "[\(s.value)]", context: context)
                .map { ValueType($0, container: .list) }
        case .mapping(let pairs) where pairs.count == 1:
            let pair = pairs[0]
            let valueText: Substring = if case .scalar(let s) = pair.value.kind { Substring(s.value) } else { "" }
            let keyOK = key(Substring(pair.keyText), value: valueText, at: pair.key.location, context: context)
            guard case .scalar(let s) = pair.value.kind, !s.isNull else {
                context.error("expected the map's value type to be String, Int, Double or Bool, found \(pair.value.kindDescription)",
                              at: pair.value.location)
                return nil
            }
            let value = element(Substring(s.value), at: context.contentLocation(pair.value), in: "[String: \(s.value)]",
                                context: context)
            guard keyOK, let value else { return nil }
            return ValueType(value, container: .map)
        default:
            context.error("expected a type such as Int, [String] or [String: Int], found a list holding \(item.kindDescription); \(shapes)",
                          at: item.location)
            return nil
        }
    }

    /// A map key type: String only.
    private static func key(_ text: Substring, value: Substring, at start: SourceLocation, context: DecodeContext) -> Bool {
        let trimmed = text.trimmingSpaces
        guard trimmed != "String" else { return true }
        let at = start.advanced(by: text.count - text.drop { $0 == " " }.count)
        let valueName = value.trimmingSpaces.isEmpty ? "Value" : String(value.trimmingSpaces)
        context.error("map keys are always String, not \(TextQuote.quoted(String(trimmed), "'")); write [String: \(valueName)]",
                      at: at)
        return false
    }

    /// An element type: a non-optional scalar type name.
    private static func element(_ text: Substring, at start: SourceLocation, in whole: String, context: DecodeContext) -> ValueType.Base? {
        let trimmed = String(text.trimmingSpaces)
        let at = start.advanced(by: text.count - text.drop { $0 == " " }.count)
        if let base = ValueType.Base(rawValue: trimmed) { return base }
        if trimmed.hasPrefix("[") || trimmed.hasSuffix("]") {
            context.error("lists and maps cannot be nested (\(TextQuote.quoted(whole, "'"))); \(shapes)", at: at)
        } else if trimmed.hasSuffix("?"), ValueType.Base(rawValue: String(trimmed.dropLast())) != nil {
            let container = whole.contains(":") ? "map" : "list"
            context.error("elements cannot be optional (\(TextQuote.quoted(whole, "'"))); make the whole \(container) optional: "
                          + "\(TextQuote.quoted(whole.replacing(trimmed, with: String(trimmed.dropLast())) + "?", "'"))",
                          at: at)
        } else if context.enumTypes[trimmed] != nil {
            context.error("a list or map cannot hold the declared enum \(TextQuote.quoted(trimmed, "'")) (\(TextQuote.quoted(whole, "'"))); "
                          + "its elements are String, Int, Double or Bool: hold the wire spellings as String", at: at)
        } else if trimmed.isEmpty {
            context.error("malformed type \(TextQuote.quoted(whole, "'")): the element type is missing; \(shapes)", at: at)
        } else {
            context.error("unknown element type \(TextQuote.quoted(trimmed, "'"))\(TypeSuggestion.hint(for: trimmed)) in "
                          + "\(TextQuote.quoted(whole, "'")); \(shapes)", at: at)
        }
        return nil
    }
}

extension Substring {
    /// Without leading and trailing spaces.
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
