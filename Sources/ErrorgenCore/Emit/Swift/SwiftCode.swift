/// Small renderers for Swift expressions and comments shared by the Swift emitter's parts.
/// All escaping goes through `SwiftLanguage`.
enum SwiftCode {
    /// `@available(*, deprecated, message: "...")`, or `@available(*, deprecated)` without a message.
    static func deprecatedAttribute(_ message: String) -> String {
        message.isEmpty ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(SwiftLanguage.stringLiteral(message)))"
    }

    /// A literal as a Swift expression: `"text"`, `42`, `1e-05`, `.infinity`, `true`, `nil`.
    static func literal(_ literal: Literal) -> String {
        switch literal {
        case .string(let text): return SwiftLanguage.stringLiteral(text)
        case .int(let value): return String(value)
        case .double(let value):
            if value.isNaN { return ".nan" }
            if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
            return "\(value)"
        case .bool(let value): return value ? "true" : "false"
        case .null: return "nil"
        case .list(let elements): return "[" + elements.map { Self.literal($0) }.joined(separator: ", ") + "]"
        case .emptyMap: return "[:]"
        }
    }

    /// One piece of an interpolated string literal.
    enum Piece {
        case text(String)
        /// A Swift expression, written as `\(expression)`.
        case expression(String)
    }

    /// `"text \(expression) text"`. Text is escaped by `SwiftLanguage.stringLiteral`; a piece of text whose
    /// literal is not a plain `"..."` literal is embedded as an interpolated literal of its own.
    static func interpolation(_ pieces: [Piece]) -> String {
        var body = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                body += literalContent(text) ?? "\\(" + SwiftLanguage.stringLiteral(text) + ")"
            case .expression(let expression):
                body += "\\(" + expression + ")"
            }
        }
        return "\"" + body + "\""
    }

    /// The escaped text between the quotes of a plain single-line literal, or nil when
    /// `SwiftLanguage.stringLiteral` chose another form (raw or multi-line).
    private static func literalContent(_ text: String) -> String? {
        let literal = SwiftLanguage.stringLiteral(text)
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else {
            return nil
        }
        return String(literal.dropFirst().dropLast())
    }

    /// A template as a Swift String expression: text escaped, parameters interpolated (an optional one as `nil` or
    /// its bare value). A template that is just one String parameter whose type fits `target` is that parameter.
    static func template(_ template: Template, parameters: [Field], target: ValueType) -> String {
        if template.parts.count == 1, case .parameter(let name, _) = template.parts[0],
           let field = parameters.first(where: { $0.name.value == name }), field.type.base == .string,
           field.type.enumName == target.enumName, target.isOptional || !field.type.isOptional {
            return SwiftLanguage.identifier(name)
        }
        if let text = template.constantText { return SwiftLanguage.stringLiteral(text) }
        let pieces: [Piece] = template.parts.map { part in
            if case .text(let text) = part { return .text(text) }
            guard let hole = part.hole else { preconditionFailure("a template part is text or a hole") }
            let type = parameters.first { $0.name.value == hole.name }?.type ?? ValueType(.string)
            let identifier = SwiftLanguage.identifier(hole.name)
            // Interpolation prints a non-optional value as `description` does.
            guard type.isOptional || hole.format != nil else { return .expression(identifier) }
            return .expression(holeText(identifier, type: type, format: hole.format, nilText: hole.nilText))
        }
        return interpolation(pieces)
    }

    /// A template hole's value as a String expression: a String as it is, another value as `description` prints
    /// it, a Double in its number format, and an optional as `nilText` (`nil` by default) or its bare value.
    static func holeText(_ value: String, type: ValueType, format: Template.NumberFormat?, nilText: String) -> String {
        let fallback = SwiftLanguage.stringLiteral(nilText)
        if let format {
            return type.isOptional ? value + ".map { " + formatted("$0", format) + " } ?? " + fallback : formatted(value, format)
        }
        switch (type.base == .string, type.isOptional) {
        case (true, false): return value
        case (true, true): return value + " ?? " + fallback
        case (false, false): return "String(describing: " + value + ")"
        case (false, true): return value + ".map { String(describing: $0) } ?? " + fallback
        }
    }

    /// A Double as text in a template's number format: `String(format: "%.2f", x)` (no locale), or integral
    /// values (below 2^53) as an Int and others as Swift prints them.
    static func formatted(_ value: String, _ format: Template.NumberFormat) -> String {
        switch format {
        case .fixed(let decimals):
            return "String(format: \"%.\(decimals)f\", " + value + ")"
        case .general:
            return "(" + value + ".rounded() == " + value + " && abs(" + value + ") < 9.007199254740992e15 ? String(Int("
                + value + ")) : String(describing: " + value + "))"
        }
    }

    /// An assigned value (constructor `set:` entry or parameter default) as a Swift expression.
    static func assigned(_ value: AssignedValue, parameters: [Field], target: ValueType) -> String {
        switch value {
        case .template(let t): return template(t, parameters: parameters, target: target)
        case .literal(let l, _): return literal(l)
        case .parameter(let name): return SwiftLanguage.identifier(name.value)
        }
    }

    /// `///` lines for paragraphs of documentation, separated by blank `///` lines; empty paragraphs are skipped.
    static func docComment(_ paragraphs: [String?]) -> [String] {
        var lines: [String] = []
        for paragraph in paragraphs.compactMap({ $0 }) where !paragraph.isEmpty {
            if !lines.isEmpty { lines.append("///") }
            lines += SwiftLanguage.docComment(paragraph)
        }
        return lines
    }

    /// `- Parameters:` doc lines for the fields that have a doc.
    static func parameterDocs(_ fields: [Field]) -> String? {
        let documented = fields.filter { !($0.doc ?? "").isEmpty }
        guard !documented.isEmpty else { return nil }
        return (["- Parameters:"] + documented.map { "  - \($0.name.value): \($0.doc!)" }).joined(separator: "\n")
    }

    /// A labelled parameter list: `(message: String, retryAfter: Int?)`.
    static func parameterList(_ fields: [Field]) -> String {
        "(" + parameters(fields).joined(separator: ", ") + ")"
    }

    /// Labelled parameters: `message: String`, `retryAfter: Int? = nil`.
    static func parameters(_ fields: [Field], defaultingOptionalsToNil: Bool = false) -> [String] {
        fields.map { field in
            let text = SwiftLanguage.identifier(field.name.value) + ": " + field.type.description
            return defaultingOptionalsToNil && field.type.isOptional ? text + " = nil" : text
        }
    }
}

/// Printing helpers over `CodePrinter` that the Swift emitter's parts share.
enum SwiftPrinting {
    /// Runs `body` one level deeper when `condition` holds, at the same level otherwise.
    static func indent(if condition: Bool, to printer: CodePrinter, _ body: () -> Void) {
        if condition {
            printer.withIndentation(body)
        } else {
            body()
        }
    }
}
