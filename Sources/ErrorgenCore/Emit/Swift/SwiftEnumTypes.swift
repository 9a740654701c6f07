/// The spec's declared enums (`enums:`), nested in the error type:
///
///     public enum DeclineCode: RawRepresentable, Sendable, Hashable, ... {
///         case insufficientFunds
///         case unknown(String)
///     }
///
/// Forward compatible: a wire spelling the spec does not list is `unknown(spelling)`, and `rawValue` gives
/// back exactly the text it was made from, so a value read from the wire always writes back unchanged.
/// Equality and hashing go by `rawValue` (`.unknown("insufficient_funds") == .insufficientFunds`), byte for
/// byte as Kotlin and JavaScript compare (`String ==` would also equate canonically equivalent text). A string
/// literal is a value (`ExpressibleByStringLiteral`, by wire spelling), and `description` is the wire spelling.
enum SwiftEnumTypes {
    static let conformances = [
        "RawRepresentable", "Sendable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "ExpressibleByStringLiteral",
    ]

    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        for e in context.plan.enums {
            printer.blank()
            printer.line("extension \(context.typeName) {")
            printer.withIndentation { printEnum(e, access: context.access, to: printer) }
            printer.line("}")
        }
    }

    private static func printEnum(_ e: SpecEnum, access: String, to printer: CodePrinter) {
        for line in SwiftCode.docComment([e.doc]) { printer.line(line) }
        printer.line("\(access)enum \(SwiftLanguage.identifier(e.name.value)): \(conformances.joined(separator: ", ")) {")
        printer.withIndentation {
            for value in e.values {
                for line in SwiftCode.docComment([value.doc, "Wire spelling: `\(value.wire)`."]) { printer.line(line) }
                printer.line("case \(SwiftLanguage.identifier(value.name.value))")
            }
            printer.line("/// A wire spelling this version does not list, kept exactly.")
            printer.line("case unknown(String)")
            printer.blank()
            printer.line("/// The value spelled `rawValue` on the wire, byte for byte; `unknown(rawValue)` for a spelling not listed.")
            printer.line("\(access)init(rawValue: String) {")
            printer.withIndentation {
                // Non-ASCII text could match an ASCII spelling by canonical equivalence only; `self ==` compares bytes.
                printer.line("switch rawValue {")
                printer.line("case _ where rawValue.utf8.contains(where: { $0 >= 0x80 }):")
                printer.withIndentation {
                    let spelled = e.values.filter { $0.wire.utf8.contains(where: { $0 >= 0x80 }) }
                    for value in spelled {
                        let literal = SwiftLanguage.stringLiteral(value.wire)
                        printer.line("if rawValue.utf8.elementsEqual(\(literal).utf8) { self = .\(SwiftLanguage.memberAccess(value.name.value)); return }")
                    }
                    printer.line("self = .unknown(rawValue)")
                }
                for value in e.values {
                    printer.line("case \(SwiftLanguage.stringLiteral(value.wire)): self = .\(SwiftLanguage.memberAccess(value.name.value))")
                }
                printer.line("default: self = .unknown(rawValue)")
                printer.line("}")
            }
            printer.line("}")
            printer.blank()
            printer.line("/// The value by its wire spelling, as `init(rawValue:)`.")
            printer.line("\(access)init(stringLiteral value: String) {")
            printer.withIndentation { printer.line("self.init(rawValue: value)") }
            printer.line("}")
            printer.blank()
            printer.line("/// The wire spelling.")
            printer.line("\(access)var rawValue: String {")
            printer.withIndentation {
                printer.line("switch self {")
                for value in e.values {
                    printer.line("case .\(SwiftLanguage.memberAccess(value.name.value)): return \(SwiftLanguage.stringLiteral(value.wire))")
                }
                printer.line("case .unknown(let rawValue): return rawValue")
                printer.line("}")
            }
            printer.line("}")
            printer.blank()
            printer.line("/// The wire spelling.")
            printer.line("\(access)var description: String { rawValue }")
            printer.blank()
            printer.line("/// The wire spelling, quoted as Swift prints a String.")
            printer.line("\(access)var debugDescription: String { String(reflecting: rawValue) }")
            printer.blank()
            printer.line("\(access)static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.utf8.elementsEqual(rhs.rawValue.utf8) }")
            printer.blank()
            printer.line("\(access)func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }")
        }
        printer.line("}")
    }

    /// `value`, read as its wire text when `type` is a declared enum: `value.rawValue`, `value?.rawValue`.
    static func wireText(_ value: String, _ type: ValueType) -> String {
        guard type.enumName != nil else { return value }
        return value + (type.isOptional ? "?.rawValue" : ".rawValue")
    }
}
