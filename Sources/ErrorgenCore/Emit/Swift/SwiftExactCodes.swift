/// Swift's `String ==` (and so a `switch` over a String) is Unicode canonical equivalence: `"e\u{301}"` equals
/// `"é"`, and `"AS\u{212A}"` (a Kelvin sign) equals `"ASK"`. Kotlin's and JavaScript's compare code units, so
/// the same answer from a service would give different cases. A code step over String codes therefore first
/// sends text that `==` would not compare byte for byte to the arms that do not list codes (families, the
/// unknown code, the fallback): such text can equal no code byte for byte. That is ASCII text (which equals an
/// ASCII code only byte for byte; the validator refuses the three characters that decompose to ASCII) and text
/// spelled exactly as one of the step's non-ASCII codes.
enum SwiftExactCodes {
    /// The helper's name in the type: a name no member of the error type has.
    static func helperName(_ context: SwiftEmitContext) -> String? {
        let gated = context.plan.inbounds.contains { inbound in inbound.steps.contains { isGated($0) } }
        return gated ? context.freshMemberName("codeComparesBytes") : nil
    }

    /// A step that matches String literals: a String code step (or category step) with at least one arm. A
    /// declared enum's value is matched by its own `==`, which compares bytes already (`SwiftEnumTypes`).
    static func isGated(_ step: PlanInboundStep) -> Bool {
        let type = step.parameter.field.type
        guard type.base == .string, type.enumName == nil, step.canMatch else { return false }
        return step.arms.contains { if case .codes = $0.match { true } else { false } }
    }

    /// `Self.codeComparesBytes(serverCode)`, with the step's non-ASCII codes when it has any.
    static func condition(_ helper: String, _ step: PlanInboundStep) -> String {
        let name = SwiftLanguage.identifier(step.parameter.field.name.value)
        var spelled: [String] = []
        for arm in step.arms {
            guard case .codes(let codes) = arm.match else { continue }
            for case .string(let code) in codes where !isASCII(code) {
                spelled.append(SwiftLanguage.stringLiteral(code))
            }
        }
        let list = spelled.isEmpty ? "" : ", [" + spelled.joined(separator: ", ") + "]"
        return "Self.\(helper)(\(name)\(list))"
    }

    private static func isASCII(_ code: String) -> Bool {
        code.utf8.withContiguousStorageIfAvailable { SwiftBytes.isPrintableASCII($0) } == true
            || !code.utf8.contains(where: { $0 >= 0x80 })
    }

    static func printHelper(_ name: String, to printer: CodePrinter) {
        printer.blank()
        printer.line("/// Whether `==` compares `code` byte for byte, as Kotlin and JavaScript do: true for nil, for ASCII text and for")
        printer.line("/// text spelled exactly as one of `spelled`. Other text can equal a code by Unicode canonical equivalence only")
        printer.line("/// (a decomposed \"é\" equals a precomposed one), so it matches no code.")
        printer.line("private static func \(name)(_ code: String?, _ spelled: [String] = []) -> Bool {")
        printer.withIndentation {
            printer.line("guard let code, code.utf8.contains(where: { $0 >= 0x80 }) else { return true }")
            printer.line("return spelled.contains { $0.utf8.elementsEqual(code.utf8) }")
        }
        printer.line("}")
    }
}
