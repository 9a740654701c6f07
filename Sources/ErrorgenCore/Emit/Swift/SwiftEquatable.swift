/// `==` written out for an enum with more cases than `SwiftCaseSwitch.chunkSize` that has payloads: the
/// payloads of the two values compared when both are the same case with a payload (one tuple `switch` per
/// `chunkSize` such cases), otherwise their case names. It means what the synthesized `==` means; the
/// synthesized one switches over every pair of cases in one function, which at 2,000 cases took 37 s of
/// a 75 s `swiftc -O` build (this one: 12 s; see BENCHMARKS.md). Smaller enums keep the synthesized one.
enum SwiftEquatable {
    static func isWritten(_ context: SwiftEmitContext) -> Bool {
        context.category == nil && context.plan.cases.count > SwiftCaseSwitch.chunkSize
            && context.plan.cases.contains { !$0.payload.isEmpty }
    }

    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let type = context.typeName
        printer.line("/// Whether both are the same case with equal values.")
        printer.line("\(context.access)static func == (lhs: \(type), rhs: \(type)) -> Bool {")
        printer.withIndentation {
            let arms = context.plan.cases.filter { !$0.payload.isEmpty }.map { c -> String in
                let member = "." + SwiftLanguage.memberAccess(c.name)
                let slots = c.payload.indices
                let left = slots.map { "let l\($0)" }.joined(separator: ", ")
                let right = slots.map { "let r\($0)" }.joined(separator: ", ")
                let same = slots.map { "l\($0) == r\($0)" }.joined(separator: " && ")
                return "case (\(member)(\(left)), \(member)(\(right))): return \(same)"
            }
            SwiftCaseSwitch.printChunks(over: "(lhs, rhs)", arms: arms[...], to: printer)
            printer.line("return lhs.caseName == rhs.caseName")
        }
        printer.line("}")
    }
}
