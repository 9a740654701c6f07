/// Payload fields, stored fields and parameters: `- {name: status, type: Int, doc: ...}`.
enum FieldDecoder {
    static func decodeFields(_ node: YAMLNode, _ what: String, context: DecodeContext) -> [Field] {
        decodeFieldList(node, what, context: context).fields
    }

    /// The fields that decoded, and what is known of those that did not (nil when all did).
    static func decodeFieldList(_ node: YAMLNode, _ what: String, allowed: [String] = SpecKeys.field,
                                context: DecodeContext) -> (fields: [Field], gap: FieldGap?) {
        decodeFieldList(node, what, allowed: allowed, context: context) { _, field in field }
    }

    /// Each item whose field decoded, made into `T` by `make` (which may read more keys of the item).
    static func decodeFieldList<T>(_ node: YAMLNode, _ what: String, allowed: [String], context: DecodeContext,
                                   make: (YAMLNode, Field) -> T) -> (fields: [T], gap: FieldGap?) {
        // `parameters: {count: Int}`: names and their types written as a mapping.
        if case .mapping(let pairs) = node.kind, !pairs.isEmpty, pairs.allSatisfy({ pair in
            if case .scalar(let value) = pair.value.kind { looksLikeType(value.value) } else { false }
        }) {
            let example = pairs.prefix(2).map { "{name: \($0.keyText), type: \(DecodeContext.shown($0.value).dropFirst().dropLast())}" }
            context.error("expected the \(what)s to be a list, found a mapping of names to types; write "
                          + "[\(example.joined(separator: ", "))\(pairs.count > 2 ? ", ..." : "")]", at: node.location)
            return ([], FieldGap(names: Set(pairs.map(\.keyText))))
        }
        // `payload: {name: x, type: Int}`: one field without its list.
        if case .mapping(let pairs) = node.kind, pairs.contains(where: { $0.keyText == "name" }),
           pairs.allSatisfy({ allowed.contains($0.keyText) }) {
            context.error("expected the \(what)s to be a list, found one \(what) as a mapping; put it in a list: "
                          + "[{...}], or '- name: ...' on the next line", at: node.location)
            return ([], node.nameText.map { FieldGap(names: [$0]) } ?? FieldGap(allNamesKnown: false))
        }
        // `payload: retryAfter`: one name, without its list or type.
        if case .scalar(let scalar) = node.kind, scalar.style == .plain, !scalar.isNull, SwiftLanguage.isValidIdentifier(scalar.value) {
            context.error("expected the \(what)s to be a list of mappings with a name and a type, found a name only; write "
                          + "[{name: \(scalar.value), type: String}] with its type", at: node.location)
            return ([], FieldGap(names: [scalar.value]))
        }
        guard let items = context.sequence(node, "the \(what)s") else { return ([], FieldGap(allNamesKnown: false)) }
        // `payload: [retryAfter, reason]`: names without types, one mistake for the whole list.
        // `payload: [limit]` too: one name.
        let names = items.compactMap { item -> String? in
            if case .scalar(let s) = item.kind, !s.isNull { s.value } else { nil }
        }
        if !names.isEmpty, names.count == items.count {
            let found = names.count == 1 ? "a name only" : "names only"
            context.error("expected the \(what)s to be mappings with a name and a type, found \(found); write "
                          + "[\(names.prefix(2).map { "{name: \($0), type: String}" }.joined(separator: ", "))\(names.count > 2 ? ", ..." : "")] "
                          + "with \(names.count == 1 ? "its" : "each one's") type", at: node.location)
            return ([], FieldGap(names: Set(names)))
        }
        var gap: FieldGap?
        var fields: [T] = []
        let dedented = DedentedItems.indices(in: items, allowed: allowed)
        for (i, item) in items.enumerated() where !dedented.contains(i) {
            if let field = decodeField(item, what, allowed: allowed, context: context) {
                fields.append(make(item, field))
                continue
            }
            var failed = gap ?? FieldGap()
            if case .mapping(let pairs) = item.kind, let name = pairs.first(where: { $0.keyText == "name" }),
               case .scalar(let scalar) = name.value.kind, !scalar.isNull {
                failed.names.insert(scalar.value)
            } else if case .scalar(let scalar) = item.kind, !scalar.isNull {
                failed.names.insert(scalar.value)  // `- retryAfter` without a type: probably the field's name
            } else if case .mapping(let pairs) = item.kind, pairs.count == 1, case .scalar(let value) = pairs[0].value.kind,
                      looksLikeType(value.value) {
                failed.names.insert(pairs[0].keyText)  // `- retryAfter: Int`
            } else {
                failed.allNamesKnown = false
            }
            gap = failed
        }
        return (fields, gap)
    }

    /// Other formats' ways to say a field is optional, which here is a `?` after the type.
    private static let optionalityKeys = ["optional", "nullable", "required"]

    static func decodeField(_ node: YAMLNode, _ what: String, allowed: [String] = SpecKeys.field, context: DecodeContext) -> Field? {
        // A constructor's parameter written like an inbound one; other formats' ways to say optional, or to list values.
        let explain = { (key: String) -> String? in
            if what == "parameter", SpecKeys.inboundParameter.contains(key) {
                return "'\(key)' is for inbound parameters; a constructor's parameters are always passed"
            }
            // `- fallback: a` indented into the last inbound parameter.
            if allowed.contains("role"), SpecKeys.inbound.contains(key) {
                context.misplacedInboundKeys.insert(key)
                return "'\(key)' is a key of 'inbound': check its indentation"
            }
            // `default` on a payload or stored field: a value when nil comes from the parameter that fills it.
            if key == "default", !allowed.contains("default") {
                return "a field has no default: the inbound parameter that fills it takes the 'default' it has when nil, "
                    + "and an optional field is nil without one"
            }
            if optionalityKeys.contains(key) {
                return "a field is optional when its type ends in '?', such as 'type: String?'"
            }
            if ["values", "enum", "cases", "allowed"].contains(key) {
                return "a field with a fixed set of values has a declared enum as its type: list them under the top-level "
                    + "'enums' and write the enum's name as 'type'"
            }
            return nil
        }
        // `- retryAfter: Int`: a name and its type written as a key and its value.
        if case .mapping(let pairs) = node.kind, pairs.count == 1, case .scalar(let value) = pairs[0].value.kind,
           looksLikeType(value.value),
           context.reportKeyValueShorthand(node, allowed: allowed, "a \(what)", example: { "{name: \($0), type: \($1)}" }) {
            return nil
        }
        guard let keys = KeyedReader(node, "a \(what)", allowed: allowed, required: ["name", "type"], explain: explain,
                                     context: context) else { return nil }
        let name = keys.name("name")
        // `type: enum` beside `values: [...]` is one mistake, reported at `values`.
        let inlineEnum: Bool = if keys.hasUnknownKeys, case .scalar(let s)? = keys["type"]?.kind { s.value.lowercased() == "enum" }
            else { false }
        let type = inlineEnum ? nil : keys.required("type").flatMap { decodeType($0, context: context) }
        // `optional: true` beside the type (reported above): whether the field is optional is not known, so the field
        // is left out as one that failed, and nothing that fills or reads it is judged on its type.
        let optionalityAside = keys.hasUnknownKeys && optionalityKeys.contains { keys[$0] != nil }
        guard let name, let type, !optionalityAside else {
            // The name is checked now: the validator never sees a field that failed.
            if let name { NameCheck.identifier(name, "\(what) name", into: &context.bag) }
            return nil
        }
        let renamedFrom = allowed.contains("renamedFrom") ? keys["renamedFrom"].flatMap { context.name($0, "'renamedFrom'") } : nil
        return Field(name: name, type: type, doc: keys.text("doc"), renamedFrom: renamedFrom)
    }

    /// `Int`, `String?`, `[String]`: a value type's spelling, or what may be a declared enum's name (`Reason?`).
    private static func looksLikeType(_ text: String) -> Bool {
        let bare = text.hasSuffix("?") ? String(text.dropLast()) : text
        guard let first = bare.unicodeScalars.first else { return false }
        return first == "[" || ["String", "Int", "Double", "Bool"].contains(bare)
            || first.properties.isUppercase && bare.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_") }
    }

    static func decodeType(_ node: YAMLNode, context: DecodeContext) -> ValueType? {
        if case .sequence(let items) = node.kind {
            return ContainerTypeDecoder.decode(items: items, at: node.location, context: context)
        }
        if case .mapping(let pairs) = node.kind, pairs.count == 1, case .scalar(let value) = pairs[0].value.kind {
            // `{String: Int}`, another language's map, which YAML reads as a mapping.
            context.error("expected a type such as Int, [String] or [String: Int], found a mapping; a map is written "
                          + "[\(pairs[0].keyText): \(value.value)]", at: node.location)
            return nil
        }
        guard let text = context.string(node, "a type") else { return nil }
        if text.hasPrefix("[") { return ContainerTypeDecoder.decode(text: text, at: context.contentLocation(node), context: context) }
        if let type = ValueType(parsing: text) { return type }
        let optional = text.hasSuffix("?")
        if let declared = context.enumTypes[String(optional ? text.dropLast() : Substring(text))] {
            return ValueType(enumNamed: declared.name, optional: optional)
        }
        let baseHint = TypeSuggestion.hint(for: text)
        if baseHint.isEmpty, context.someEnumUnnamed, SwiftLanguage.isValidIdentifier(optional ? String(text.dropLast()) : text) {
            return nil  // probably the enum whose name is unreadable, which is reported there
        }
        let hint = baseHint.isEmpty ? enumHint(for: text, context: context) : baseHint
        context.error("unknown type \(TextQuote.quoted(text, "'"))\(hint); expected "
                      + "\(enumList(context)), optionally followed by '?'", at: node.location)
        return nil
    }

    /// " (did you mean 'Reason?'?)" for a near miss of a declared enum's name (`reasons?`), the enum's name alone for
    /// a qualified one (`OpenAIError.ErrorType?`), what to declare for a type of the spec's own, or "".
    private static func enumHint(for text: String, context: DecodeContext) -> String {
        let optional = text.hasSuffix("?")
        let name = optional ? String(text.dropLast()) : text
        if let last = name.split(separator: ".").last, last.count < name.count, context.enumTypes[String(last)] != nil {
            return " (write the enum's name alone: '\(last)\(optional ? "?" : "")')"
        }
        if let suggestion = Suggestion.closest(to: name, among: context.enumTypes.keys.sorted()) {
            return " (did you mean '\(suggestion)\(optional ? "?" : "")'?)"
        }
        if SwiftLanguage.isValidIdentifier(name), name.first?.isUppercase == true {
            return " (a type of the spec's own is a declared enum: list its values under the top-level 'enums')"
        }
        return ""
    }

    /// The types a spec can name: the scalars, the declared enums (if any), lists and maps.
    private static func enumList(_ context: DecodeContext) -> String {
        let names = context.enumTypes.keys.sorted()
        let lists = "a list or map of String, Int, Double or Bool ([String], [String: Int])"
        return names.isEmpty ? "String, Int, Double, Bool or \(lists)"
            : "String, Int, Double, Bool, a declared enum (\(names.joined(separator: ", "))) or \(lists)"
    }
}

/// What a type name from another language or a near miss most likely means: `Boolean` -> `Bool`,
/// `Integer?` -> `Int?`, `Optional<String>` -> `String?`, `[String]` -> no lists.
enum TypeSuggestion {
    /// Lowercased spellings -> the spec's type.
    private static let synonyms: [String: ValueType.Base] = [
        "boolean": .bool, "bool": .bool,
        "integer": .int, "int": .int, "int8": .int, "int16": .int, "int32": .int, "int64": .int, "uint": .int,
        "uint8": .int, "uint16": .int, "uint32": .int, "uint64": .int, "long": .int, "short": .int, "i32": .int,
        "i64": .int, "u32": .int, "u64": .int, "bigint": .int,
        "float": .double, "float32": .double, "float64": .double, "double": .double, "number": .double,
        "decimal": .double, "cgfloat": .double, "real": .double, "f32": .double, "f64": .double,
        "string": .string, "str": .string, "text": .string, "character": .string, "char": .string,
        "substring": .string, "url": .string, "uuid": .string, "date": .string, "nsstring": .string,
        "timeinterval": .double, "nsnumber": .double, "nsinteger": .int, "number?": .double,
    ]

    /// `[String]` for another language's list (`String[]`, `List<String>`, `Array<String>`), `[String: Int]` for
    /// its map (`Map<String, Int>`, `Dictionary<String, Int>`, `{String: Int}`), when the element is a spec type.
    private static func containerSpelling(_ text: String) -> String? {
        var inner: Substring
        var optional = ""
        var body = Substring(text)
        if body.hasSuffix("?") {
            optional = "?"
            body = body.dropLast()
        }
        if body.hasSuffix("[]") {
            inner = body.dropLast(2)
        } else if let open = body.firstIndex(of: "<"), body.hasSuffix(">"),
                  ["List", "Array", "Map", "Dictionary", "MutableList", "MutableMap"].contains(body[..<open]) {
            inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
        } else if body.hasPrefix("{"), body.hasSuffix("}") {
            inner = body.dropFirst().dropLast()
        } else {
            return nil
        }
        let parts = inner.split(separator: inner.contains(":") ? ":" : ",", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
        let names = parts.map { synonyms[$0.lowercased()]?.rawValue ?? ValueType.Base(rawValue: $0)?.rawValue }
        switch names.count {
        case 1: return names[0].map { "[\($0)]\(optional)" }
        case 2 where names[0] == "String": return names[1].map { "[String: \($0)]\(optional)" }
        default: return nil
        }
    }

    /// " (did you mean 'Bool'?)", "; lists are not supported", or "".
    static func hint(for text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        if let container = containerSpelling(trimmed) { return " (did you mean '\(container)'?)" }
        // TypeScript's `number | null`: an optional.
        let alternatives = trimmed.split(separator: "|").map { $0.trimmingWhitespace() }
        if alternatives.count > 1 {
            let present = alternatives.filter { !["null", "undefined", "nil", "none"].contains($0.lowercased()) }
            guard present.count == 1, present.count < alternatives.count else { return "" }
            let inner = hint(for: present[0] + "?")
            return inner.isEmpty && ValueType(parsing: present[0] + "?") != nil ? " (did you mean '\(present[0])?'?)" : inner
        }
        if trimmed.hasPrefix("Array<") || trimmed.hasPrefix("Dictionary<") || trimmed.hasPrefix("Set<") {
            return " (a list is written [String], a map [String: Int]; sets are not value types a spec can use)"
        }
        var name = Substring(trimmed)
        var optional = false
        if name.hasPrefix("Optional<"), name.hasSuffix(">") {
            name = name.dropFirst("Optional<".count).dropLast()
            optional = true
        } else if name.hasSuffix("?") || name.hasSuffix("!") {
            optional = true
            name = name.dropLast()
        }
        let base = synonyms[name.lowercased()]
            ?? Suggestion.closest(to: String(name), among: ValueType.Base.allCases.map(\.rawValue)).flatMap(ValueType.Base.init)
        guard let base else { return "" }
        let suggestion = base.rawValue + (optional ? "?" : "")
        return suggestion == text ? "" : " (did you mean '\(suggestion)'?)"
    }
}
