/// The spec's declared enums (`enums:`), nested in the error type as sealed classes: one `object` per value,
/// and `Unknown(rawValue)` for a wire spelling the spec does not list, so a value read from the wire writes
/// back exactly. Equality goes by `rawValue`; `of(rawValue)` makes a value; `toString()` is the wire spelling.
enum KotlinEnumTypes {
    static func print(_ context: KotlinEmitContext, to printer: CodePrinter) {
        for e in context.plan.enums {
            let name = KotlinLanguage.identifier(e.name.value)
            for line in KotlinCode.docComment([e.doc]) { printer.line(line) }
            printer.line("sealed class \(name)(val rawValue: String) {")
            printer.withIndentation {
                for value in e.values {
                    for line in KotlinCode.docComment([value.doc, "Wire spelling: `\(value.wire)`."]) { printer.line(line) }
                    printer.line("object \(KotlinLanguage.identifier(value.name.value)) : \(name)(\(KotlinLanguage.stringLiteral(value.wire)))")
                }
                printer.line("/** A wire spelling this version does not list, kept exactly. */")
                printer.line("class Unknown(rawValue: String) : \(name)(rawValue)")
                printer.blank()
                printer.line("final override fun equals(other: Any?): Boolean = other is \(name) && other.rawValue == rawValue")
                printer.line("final override fun hashCode(): Int = rawValue.hashCode()")
                printer.line("final override fun toString(): String = rawValue")
                printer.blank()
                printer.line("companion object {")
                printer.withIndentation {
                    printer.line("/** The value spelled `rawValue` on the wire; `Unknown(rawValue)` for a spelling not listed. */")
                    printer.line("fun of(rawValue: String): \(name) = when (rawValue) {")
                    printer.withIndentation {
                        for value in e.values {
                            printer.line("\(KotlinLanguage.stringLiteral(value.wire)) -> \(KotlinLanguage.identifier(value.name.value))")
                        }
                        printer.line("else -> Unknown(rawValue)")
                    }
                    printer.line("}")
                    printer.blank()
                    printer.line("/** The wire spelling of `value`, or null: what rules compare (no safe call, so no smart cast to warn about). */")
                    printer.line("fun wire(value: \(name)?): String? = value?.rawValue")
                }
                printer.line("}")
            }
            printer.line("}")
            printer.blank()
        }
    }

    /// A rule's operand: a declared enum's value as its wire text (`value.rawValue`, `DeclineCode.wire(value)`).
    static func ruleOperand(_ value: String, _ type: ValueType) -> String {
        guard let name = type.enumName else { return value }
        return type.isOptional ? KotlinLanguage.identifier(name.value) + ".wire(" + value + ")" : value + ".rawValue"
    }

    /// `value`, read as its wire text when `type` is a declared enum: `value.rawValue`, `value?.rawValue`.
    static func wireText(_ value: String, _ type: ValueType) -> String {
        guard type.enumName != nil else { return value }
        return value + (type.isOptional ? "?.rawValue" : ".rawValue")
    }
}
