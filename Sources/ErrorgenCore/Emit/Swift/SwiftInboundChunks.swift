/// An inbound step with more arms than `SwiftCaseSwitch.chunkSize` is not one `switch` in the initializer
/// but a chain of private static functions of `chunkSize` arms each, every one returning the arm's value
/// (the case, or in the struct shape the category) or calling the next through `default:`, the last nil.
///
/// The compiler's cost grows faster than the size of one function: at 2,000 cases (2,750 codes) the
/// initializer's single `switch` made `swiftc -Onone` take 19.0 s of CPU and 2,255 MB, the same switch
/// split into 256-arm switches inside the initializer 23.5 s and 2,269 MB, and these functions 10.9 s and
/// 336 MB (a dictionary built from chunked functions, a binary search and a packed string table all took
/// 9.7-10.3 s, so the lookup's shape matters less than the function's size; see BENCHMARKS.md).
enum SwiftInboundChunks {
    /// `Self._inboundServerCode0` and its arguments (`serverCode: serverCode`, ...: every parameter by
    /// name), or nil when the step fits in one switch.
    static func call(_ step: PlanInboundStep, _ inbound: PlanInbound) -> (head: String, arguments: [String])? {
        guard step.arms.count > SwiftCaseSwitch.chunkSize, !step.hasConditions else { return nil }
        return ("Self." + inbound.chunkFunctionName(step, chunk: 0), arguments(inbound))
    }

    /// The functions of every chunked step, after the initializer; `value` spells an arm's result.
    /// The last chunk also holds the step's code families; `value`'s second argument names the code parameter
    /// where a family's arm binds it non-nil.
    static func printFunctions(_ context: SwiftEmitContext, _ inbound: PlanInbound, bytesHelper: String?, to printer: CodePrinter,
                               body: SwiftInboundArmBody, value: (Int, String?) -> String) {
        let result = (context.category?.type ?? context.typeName) + "?"
        let parameters = SwiftCode.parameters(inbound.parameters.map(\.field))
        for step in inbound.steps where call(step, inbound) != nil {
            let chunks = stride(from: 0, to: step.arms.count, by: SwiftCaseSwitch.chunkSize).map {
                step.arms[$0..<min($0 + SwiftCaseSwitch.chunkSize, step.arms.count)]
            }
            for (k, arms) in chunks.enumerated() {
                printer.blank()
                printer.list("private static func \(inbound.chunkFunctionName(step, chunk: k))", parameters, " -> \(result) {")
                printer.withIndentation {
                    let last = k + 1 == chunks.count
                    // The first function sends text `==` would not compare byte for byte to the families (SwiftExactCodes).
                    if k == 0, let bytesHelper, SwiftExactCodes.isGated(step) {
                        printer.line("if !\(SwiftExactCodes.condition(bytesHelper, step)) {")
                        printer.withIndentation {
                            guard !step.families.isEmpty else { return printer.line("return nil") }
                            SwiftInboundInit.printSwitch(over: step, arms: [], families: step.families, fallback: {
                                printer.line("return nil")
                            }, to: printer, familyArm: { ["return \(value($0, $1))"] })
                        }
                        printer.line("}")
                    }
                    SwiftInboundInit.printSwitch(over: step, arms: arms, families: last ? step.families : [], fallback: {
                        guard !last else { return printer.line("return nil") }
                        printer.list("return Self." + inbound.chunkFunctionName(step, chunk: k + 1), arguments(inbound))
                    }, to: printer, familyArm: { ["return \(value($0, $1))"] }, body: body)
                }
                printer.line("}")
            }
        }
    }

    private static func arguments(_ inbound: PlanInbound) -> [String] {
        inbound.parameters.map { parameter in
            let name = parameter.field.name.value
            return SwiftLanguage.argumentLabel(name) + ": " + SwiftLanguage.identifier(name)
        }
    }
}
