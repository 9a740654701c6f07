/// Small renderers for Kotlin types, expressions and comments shared by the Kotlin emitter's parts.
/// All escaping goes through `KotlinLanguage`.
enum KotlinCode {
    /// The Kotlin type of a value type. Swift's `Int` is 64-bit, so Int is `Long`.
    static func type(_ type: ValueType) -> String {
        let base: String
        if let name = type.enumName { return KotlinLanguage.identifier(name.value) + (type.isOptional ? "?" : "") }
        switch type.base {
        case .string: base = "String"
        case .int: base = "Long"
        case .double: base = "Double"
        case .bool: base = "Boolean"
        }
        let whole: String
        switch type.container {
        case nil: whole = base
        case .list?: whole = "List<" + base + ">"
        case .map?: whole = "Map<String, " + base + ">"
        }
        return type.isOptional ? whole + "?" : whole
    }

    /// A literal as a value of `type`: `30L`, `5.0` (an Int literal for a Double), `"text"`, `null`.
    static func literal(_ literal: Literal, as type: ValueType) -> String {
        if case .list(let elements) = literal {
            // `listOf<String>()`: an empty list says its element type, which nothing else gives it.
            return "listOf" + (elements.isEmpty ? "<" + self.type(type.element) + ">" : "") + "("
                + elements.map { self.literal($0, as: type.element) }.joined(separator: ", ") + ")"
        }
        if literal == .emptyMap {
            // `emptyMap<String, Long>()`: the value type is not always inferred (a `val` or an elvis operand).
            return "emptyMap<String, " + self.type(type.element) + ">()"
        }
        if let name = type.enumName, case .string(let wire) = literal {
            return KotlinLanguage.identifier(name.value) + ".of(" + KotlinLanguage.stringLiteral(wire) + ")"
        }
        return KotlinRuleRenderer.literal(literal, as: type.base)
    }

    /// `name: Type` parameters, optional ones defaulting to `null` when asked.
    static func parameters(_ fields: [Field], defaultingOptionalsToNull: Bool = false) -> [String] {
        fields.map { field in
            let text = KotlinLanguage.identifier(field.name.value) + ": " + type(field.type)
            return defaultingOptionalsToNull && field.type.isOptional ? text + " = null" : text
        }
    }

    /// A template as a Kotlin String expression: text escaped, parameters concatenated as Swift interpolates
    /// them (an optional as its nil text or its bare value, a Double as Swift prints it). A template that is just one
    /// String parameter whose type fits `target` is that parameter.
    static func template(_ template: Template, parameters: [Field], target: ValueType) -> String {
        func field(_ name: String) -> Field? { parameters.first { $0.name.value == name } }
        if template.parts.count == 1, case .parameter(let name, _) = template.parts[0], let parameter = field(name),
           parameter.type.base == .string,
           parameter.type.enumName == target.enumName, target.isOptional || !parameter.type.isOptional {
            return KotlinLanguage.identifier(name)
        }
        if let text = template.constantText { return KotlinLanguage.stringLiteral(text) }
        var pieces: [String] = []
        for part in template.parts {
            switch part {
            case .text(let text):
                pieces.append(KotlinLanguage.stringLiteral(text))
            case .parameter, .formatted, .withNilText:
                guard let hole = part.hole else { continue }
                let identifier = KotlinLanguage.identifier(hole.name)
                let type = field(hole.name)?.type ?? ValueType(.string)
                guard let format = hole.format else {
                    pieces.append(KotlinRuntime.swiftText(identifier, type: type, nilText: hole.nilText))
                    continue
                }
                let text = KotlinRuntime.formatted(identifier, format)
                pieces.append(type.isOptional ? "(if (\(identifier) == null) \(KotlinLanguage.stringLiteral(hole.nilText)) else \(text))" : text)
            }
        }
        // Starting with a String literal makes every `+` a String concatenation.
        if case .parameter = template.parts.first { pieces.insert("\"\"", at: 0) }
        return concatenation(pieces)
    }

    /// `terms` (the first a String) joined by ` + `; a long chain in parenthesized groups of 64, each starting with
    /// a String (kotlinc's stack overflowed on one chain of about 1,000 terms).
    static func concatenation(_ terms: [String]) -> String {
        let size = 64
        guard terms.count > size else { return terms.joined(separator: " + ") }
        let groups = stride(from: 0, to: terms.count, by: size).map { start in
            "(" + (start == 0 ? "" : "\"\" + ") + terms[start..<min(terms.count, start + size)].joined(separator: " + ") + ")"
        }
        return concatenation(groups)
    }

    /// An assigned value (constructor `set:` entry or parameter default) as a Kotlin expression of `target`.
    static func assigned(_ value: AssignedValue, parameters: [Field], target: ValueType) -> String {
        switch value {
        case .template(let t): return template(t, parameters: parameters, target: target)
        case .literal(let l, _): return literal(l, as: target)
        case .parameter(let name): return KotlinLanguage.identifier(name.value)
        }
    }

    /// KDoc lines for paragraphs of documentation, separated by blank lines; empty paragraphs are skipped.
    static func docComment(_ paragraphs: [String?]) -> [String] {
        KotlinLanguage.docComment(lines: TextSafety.paragraphLines(paragraphs))
    }

    /// `@param` / `@property` lines for the fields that have a doc.
    static func fieldDocs(_ fields: [Field], tag: String) -> String? {
        let documented = fields.filter { !($0.doc ?? "").isEmpty }
        guard !documented.isEmpty else { return nil }
        return documented.map { "@\(tag) \($0.name.value) \($0.doc ?? "")" }.joined(separator: "\n")
    }
}
