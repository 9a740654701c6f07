/// `extension <Name>: LocalizedError` (when the spec opts in with `localizedError:`): `errorDescription`,
/// `failureReason` and `recoverySuggestion`, each a switch whose arms look the case's text up with
/// `NSLocalizedString` (key, table and bundle from `LocalizedTexts`, the spec's text as the default value)
/// and fill a message's `%n$@` holes with the case's fields. Bridged to `NSError`, these are its
/// `localizedDescription`, `localizedFailureReason` and `localizedRecoverySuggestion`.
enum SwiftLocalizedError {
    static func print(_ context: SwiftEmitContext, texts: LocalizedTexts, to printer: CodePrinter) {
        let members = texts.members
        printer.blank()
        guard !members.isEmpty else {
            printer.line("extension \(context.typeName): LocalizedError {}")
            return
        }
        printer.line("extension \(context.typeName): LocalizedError {")
        printer.withIndentation {
            for (i, member) in members.enumerated() {
                if i > 0 { printer.blank() }
                for line in SwiftCode.docComment([documentation(member, table: texts.options.table)]) { printer.line(line) }
                SwiftCaseSwitch(header: "\(context.access)var \(member.rawValue): String?", type: "String?",
                                subject: context.switchSubject, arms: context.plan.cases.indices.map { index in
                                    arm(context, case: context.plan.cases[index],
                                        entry: texts.entriesByCase[index].first { $0.member == member }, options: texts.options)
                                }).print(chunkName: context.chunkName(member.rawValue), to: printer)
            }
        }
        printer.line("}")
    }

    private static func documentation(_ member: LocalizedTexts.Member, table: String) -> String {
        let source = switch member {
        case .errorDescription: "The case's `message` (else its `when`)"
        case .failureReason: "The case's `when`, for cases with a `message`"
        case .recoverySuggestion: "The case's `todo`"
        }
        return "\(source), through `NSLocalizedString` in the table \(table)."
    }

    private static func arm(_ context: SwiftEmitContext, case c: PlanCase, entry: LocalizedTexts.Entry?,
                            options: LocalizedErrorOptions) -> String {
        guard let entry else { return "case \(context.pattern(for: c)): return nil" }
        let lookup = "NSLocalizedString(\(SwiftLanguage.stringLiteral(entry.key)), "
            + "tableName: \(SwiftLanguage.stringLiteral(options.table)), bundle: .\(options.bundle.rawValue), "
            + "value: \(SwiftLanguage.stringLiteral(entry.value)), comment: \(SwiftLanguage.stringLiteral(entry.comment)))"
        var bound: [String] = []
        for name in entry.holes.map(\.field.name.value) where !bound.contains(name) { bound.append(name) }
        let pattern = context.pattern(for: c, binding: bound)
        guard !entry.holes.isEmpty else { return "case \(pattern): return \(lookup)" }
        let arguments = entry.holes.map { argument($0.field, format: $0.format, nilText: $0.nilText, context: context) }
        return "case \(pattern): return String(format: \(lookup), \(arguments.joined(separator: ", ")))"
    }

    /// A field as a `%@` argument: Strings as they are, other values as `description` prints them, a Double in its
    /// number format, and an optional as its nil text (`nil` unless the hole says) or its bare value (as message
    /// templates render them elsewhere).
    private static func argument(_ field: Field, format: Template.NumberFormat?, nilText: String,
                                 context: SwiftEmitContext) -> String {
        // A declared enum's value is its wire spelling, a String.
        let value = SwiftEnumTypes.wireText(context.fieldExpression(field.name.value), field.type)
        return SwiftCode.holeText(value, type: field.type, format: format, nilText: nilText)
    }
}
