/// Enum shape: `description`, the case with its values exactly as Swift prints the enum:
/// `rateLimited(retryAfter: 60)`, `invalidRequest(message: "say \"hi\"")`, `default(class: 1)`.
enum SwiftDescription {
    static func emit(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        printer.line("/// The case with its values, as Swift prints it: strings quoted and escaped, optionals as `nil` or the value.")
        printer.line("\(context.access)var description: String {")
        printer.indent { printer in
            printer.line("switch self {")
            for c in context.spec.cases {
                let bound = Set(c.payload.map(\.name.value))
                printer.line("case \(context.pattern(for: c, binding: bound)): return \(text(for: c))")
            }
            printer.line("}")
        }
        printer.line("}")
    }

    /// `"name"` or `"name(label: \(value), ...)"`, names unescaped as Swift prints them.
    static func text(for c: Case) -> String {
        guard !c.payload.isEmpty else { return SwiftLanguage.stringLiteral(c.name.value) }
        var pieces: [SwiftCode.Piece] = [.text(c.name.value + "(")]
        for (index, field) in c.payload.enumerated() {
            pieces.append(.text((index > 0 ? ", " : "") + field.name.value + ": "))
            pieces.append(.expression(SwiftCode.printed(SwiftLanguage.identifier(field.name.value), type: field.type)))
        }
        pieces.append(.text(")"))
        return SwiftCode.interpolation(pieces)
    }
}
