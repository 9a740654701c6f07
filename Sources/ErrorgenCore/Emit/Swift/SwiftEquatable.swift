/// `==` written out for an enum with more cases than `SwiftCaseSwitch.chunkSize` that has payloads: the
/// payloads of the two values compared when both are the same case with a payload, otherwise their case
/// names. Up to `chunkSize` payload cases that is one tuple `switch`; beyond, a chain of private functions of
/// `chunkSize` arms each (`_samePayloads0`, ...), the last comparing the case names. It means what the
/// synthesized `==` means; the synthesized one switches over every pair of cases in one function, which at
/// 2,000 cases took 37 s of a 75 s `swiftc -O` build (see BENCHMARKS.md). Smaller enums keep the synthesized one.
enum SwiftEquatable {
    static func isWritten(_ context: SwiftEmitContext) -> Bool {
        context.category == nil && context.plan.cases.count > SwiftCaseSwitch.chunkSize
            && context.plan.cases.contains { !$0.payload.isEmpty }
    }

    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let type = context.typeName
        let arms = context.plan.cases.filter { !$0.payload.isEmpty }.map { c -> String in
            let member = "." + SwiftLanguage.memberAccess(c.name)
            let slots = c.payload.indices
            let left = slots.map { "let l\($0)" }.joined(separator: ", ")
            let right = slots.map { "let r\($0)" }.joined(separator: ", ")
            let same = slots.map { "l\($0) == r\($0)" }.joined(separator: " && ")
            return "case (\(member)(\(left)), \(member)(\(right))): return \(same)"
        }
        let sameCase = "lhs.caseName == rhs.caseName"
        printer.line("/// Whether both are the same case with equal values.")
        let header = "\(context.access)static func == (lhs: \(type), rhs: \(type)) -> Bool"
        guard arms.count > SwiftCaseSwitch.chunkSize else {
            printer.line(header + " {")
            printer.withIndentation {
                printer.line("switch (lhs, rhs) {")
                for arm in arms { printer.line(arm) }
                printer.line("default:")
                printer.withIndentation { printer.line("break") }
                printer.line("}")
                printer.line("return " + sameCase)
            }
            printer.line("}")
            return
        }
        // More payload cases than one switch should hold: a chain of functions, as `SwiftCaseSwitch` writes members.
        let name = context.chunkName("samePayloads")
        printer.line("\(header) { \(name)0(lhs, rhs) }")
        SwiftCaseSwitch.printChain(subject: "(lhs, rhs)", arms: arms,
                                   declaration: { "private static func \(name)\($0)(_ lhs: \(type), _ rhs: \(type)) -> Bool" },
                                   call: { "return \(name)\($0)(lhs, rhs)" }, last: "return " + sameCase, to: printer)
    }
}
