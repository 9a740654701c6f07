/// Enum shape: `description`, the case with its values exactly as Swift prints the enum:
/// `rateLimited(retryAfter: 60)`, `invalidRequest(message: "say \"hi\"")`, `default(class: 1)`.
enum SwiftDescription {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let fields = context.plan.cases.flatMap(\.payload)
        let helper = freshName("printed", avoiding: Set(fields.map(\.name.value)))
        printer.line("/// The case with its values, as Swift prints it: strings quoted and escaped, optionals as `nil` or the value.")
        let helpers = localHelpers(for: fields, named: helper)
        let patterns = context.patterns
        let cases = patterns.cases
        SwiftCaseSwitch(header: "\(context.access)var description: String", type: "String", subject: "self", prelude: helpers,
                        count: cases.count) { i, line in
            line.write("case ")
            patterns.writeBindingAll(caseAt: i, to: &line)
            line.write(": return ")
            writeText(for: cases[i], helper: helper, to: &line)
        }.print(chunkName: context.chunkName("description"), to: printer)
        printQuoteFunctions(for: fields, to: printer)
    }

    /// `String?` (and a declared enum's wire text) prints quoted; an optional number or Bool as `String(describing:)`
    /// prints it; a list or map, optional or not, by `_errorgenListed`.
    private static func printsQuoted(_ type: ValueType) -> Bool { type.base == .string && type.container == nil }

    /// Local helpers for the optional values of `fields`, named `helper`: faster to type-check than a closure in
    /// every interpolation.
    static func localHelpers(for fields: [Field], named helper: String) -> [String] {
        var helpers: [String] = []
        if fields.contains(where: { $0.type.isOptional && printsQuoted($0.type) }) {
            helpers.append("func \(helper)(_ value: String?) -> String { value.map { \(SwiftQuoteFunction.call)($0) } ?? \"nil\" }")
        }
        if fields.contains(where: { $0.type.isOptional && !printsQuoted($0.type) && $0.type.container == nil }) {
            helpers.append("func \(helper)<Value>(_ value: Value?) -> String { value.map { String(describing: $0) } ?? \"nil\" }")
        }
        return helpers
    }

    /// The type's static quoting functions, when printing `fields` calls them (after a blank line).
    static func printQuoteFunctions(for fields: [Field], to printer: CodePrinter) {
        let lists = fields.contains { $0.type.container != nil }
        if lists || fields.contains(where: { printsQuoted($0.type) }) {
            printer.blank()
            for line in SwiftQuoteFunction.declaration.split(separator: "\n", omittingEmptySubsequences: false) {
                printer.line(String(line))
            }
        }
        if lists {
            for line in SwiftQuoteFunction.listedDeclaration.split(separator: "\n", omittingEmptySubsequences: false) {
                printer.line(String(line))
            }
        }
    }

    /// `text(for:helper:)` written to `line`: as bytes when the case and field names need no escape in a
    /// literal (always, for valid names), else as `text` builds it.
    private static func writeText(for c: PlanCase, helper: String, to line: inout SwiftLine) {
        let payload = c.payload
        guard !payload.isEmpty else { return line.appendStringLiteral(c.name) }
        guard SwiftBytes.isPlainLiteralText(c.name), payload.allSatisfy({ SwiftBytes.isPlainLiteralText($0.name.value) }) else {
            return line.append(text(for: c, helper: helper))
        }
        line.write("\"")
        line.append(c.name)
        line.write("(")
        for index in payload.indices {
            if index > 0 { line.write(", ") }
            line.append(payload[index].name.value)
            line.write(": \\(")
            let type = payload[index].type
            switch (type.isOptional, type.base) {
            case _ where type.container != nil:
                line.append(SwiftQuoteFunction.listedCall)
                line.write("(")
                writeWireText(payload[index].name.value, type, to: &line)
                line.write(")")
            case (true, _):
                line.append(helper)
                line.write("(")
                writeWireText(payload[index].name.value, type, to: &line)
                line.write(")")
            case (false, .string):
                line.append(SwiftQuoteFunction.call)
                line.write("(")
                writeWireText(payload[index].name.value, type, to: &line)
                line.write(")")
            case (false, _):
                writeWireText(payload[index].name.value, type, to: &line)
            }
            line.write(")")
        }
        line.write(")\"")
    }

    /// `SwiftEnumTypes.wireText` of the bound field.
    private static func writeWireText(_ name: String, _ type: ValueType, to line: inout SwiftLine) {
        line.append(SwiftLanguage.identifier(name))
        guard type.enumName != nil else { return }
        if type.isOptional { line.write("?.rawValue") } else { line.write(".rawValue") }
    }

    /// `"name"` or `"name(label: \(value), ...)"`, names unescaped as Swift prints them.
    static func text(for c: PlanCase, helper: String) -> String {
        guard !c.payload.isEmpty else { return SwiftLanguage.stringLiteral(c.name) }
        return SwiftCode.interpolation(pieces(c.name + "(", c.payload, helper: helper, value: SwiftLanguage.identifier) + [.text(")")])
    }

    /// Struct shape: `"Type(category: \(name), label: \(value), ...)"`, the category as its case name and the stored
    /// fields as `description` prints a case's payload (no module names, no `Optional(...)`), the text Kotlin's
    /// `reactNativeMessage` prints.
    static func text(for structure: PlanStructure, typeName: String, helper: String) -> String {
        SwiftCode.interpolation(structure.describedPieces(typeName: typeName).map { piece in
            switch piece {
            case .text(let text): .text(text)
            case .categoryName: .expression("self." + SwiftLanguage.memberAccess(structure.categoryProperty) + ".caseName")
            case .field(let field): printed(field, "self." + SwiftLanguage.memberAccess(field.name.value), helper: helper)
            }
        })
    }

    /// `start` then `label: \(value)` for each field, separated by `, `; `value` spells the Swift that reads a field.
    private static func pieces(_ start: String, _ fields: [Field], helper: String, value: (String) -> String) -> [SwiftCode.Piece] {
        var pieces: [SwiftCode.Piece] = [.text(start)]
        for (index, field) in fields.enumerated() {
            pieces.append(.text((index > 0 ? ", " : "") + field.name.value + ": "))
            pieces.append(printed(field, value(field.name.value), helper: helper))
        }
        return pieces
    }

    /// The field's value read by `read`, as `description` prints a payload value (no module names, no `Optional(...)`).
    private static func printed(_ field: Field, _ read: String, helper: String) -> SwiftCode.Piece {
        let value = SwiftEnumTypes.wireText(read, field.type)
        switch (field.type.isOptional, field.type.base) {
        case _ where field.type.container != nil: return .expression("\(SwiftQuoteFunction.listedCall)(\(value))")
        case (true, _): return .expression("\(helper)(\(value))")
        case (false, .string): return .expression("\(SwiftQuoteFunction.call)(\(value))")
        case (false, _): return .expression(value)
        }
    }

    /// `base`, `base_`, ...: a name no payload field binds.
    private static func freshName(_ base: String, avoiding names: Set<String>) -> String {
        var name = base
        while names.contains(name) { name += "_" }
        return name
    }
}
