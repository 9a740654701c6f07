/// An inbound step with more arms than `SwiftCaseSwitch.chunkSize` is not one `when` in `from(...)` but a
/// chain of private functions in the companion object, `chunkSize` arms each, every one giving the arm's
/// value (the case, or in the struct shape the category) or, in its `else`, calling the next; the last
/// gives null (or the `unknownCode` case). As in Swift (`SwiftInboundChunks`), so the generated code has the same shape in both.
///
/// The JVM limits a method to 64 KB of bytecode: one `when` with 1,375 codes (the benchmark spec at 1,000
/// cases) still compiled with kotlinc 1.3, 2,750 codes (2,000 cases) failed with "Method too large:
/// ...Companion.from" (see Docs/Limits.md).
enum KotlinInboundChunks {
    /// `_inboundServerCode0` and its arguments (every parameter by name), or nil when the step fits in one `when`.
    static func call(_ step: PlanInboundStep, _ inbound: PlanInbound) -> (head: String, arguments: [String])? {
        guard step.arms.count > SwiftCaseSwitch.chunkSize, !step.hasConditions else { return nil }
        return (inbound.chunkFunctionName(step, chunk: 0), arguments(inbound))
    }

    /// The functions of every chunked step, after `from(...)`; `result` spells an arm's value.
    static func printFunctions(_ context: KotlinEmitContext, _ inbound: PlanInbound, result: KotlinInbound.Result,
                               to printer: CodePrinter) {
        let resultType = (context.plan.shape.structure.map { KotlinLanguage.identifier($0.categoryType) } ?? context.typeName) + "?"
        let parameters = KotlinCode.parameters(inbound.parameters.map(\.field))
        for step in inbound.steps where call(step, inbound) != nil {
            let subject = KotlinLanguage.identifier(step.parameter.field.name.value)
            let chunks = stride(from: 0, to: step.arms.count, by: SwiftCaseSwitch.chunkSize).map {
                step.arms[$0..<min($0 + SwiftCaseSwitch.chunkSize, step.arms.count)]
            }
            for (k, arms) in chunks.enumerated() {
                printer.blank()
                printer.line("@Suppress(\"UNUSED_PARAMETER\")")
                printer.list("private fun \(inbound.chunkFunctionName(step, chunk: k))", parameters, ": \(resultType) {")
                printer.withIndentation {
                    // Ranges compare a `Long`: a null status matches no row.
                    if step.kind == .status && step.parameter.field.type.isOptional {
                        printer.line("if (\(subject) == null) return null")
                    }
                    printer.line("return when (\(subject)) {")
                    printer.withIndentation {
                        KotlinInbound.printArms(arms, of: step, result: result, to: printer)
                        if k + 1 < chunks.count {
                            let next = inbound.chunkFunctionName(step, chunk: k + 1)
                            printer.line("else -> " + next + "(" + arguments(inbound).joined(separator: ", ") + ")")
                        } else {
                            KotlinInbound.printUnmatched(step, lead: "else -> ", result: result, to: printer)
                        }
                    }
                    printer.line("}")
                }
                printer.line("}")
            }
        }
    }

    private static func arguments(_ inbound: PlanInbound) -> [String] {
        inbound.parameters.map { KotlinLanguage.identifier($0.field.name.value) }
    }
}
