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
        // The cases with a payload, by index: one arm each.
        let patterns = context.patterns
        let cases = patterns.cases
        let payloadCases = cases.indices.filter { !cases[$0].payload.isEmpty }
        // `.name(let l0, let l1)`, binding the payload as `prefix` and its position.
        func bindings(_ i: Int, _ prefix: StaticString, to line: inout SwiftLine) {
            line.write(".")
            line.append(patterns.members[i])
            line.write("(")
            for slot in cases[i].payload.indices {
                if slot > 0 { line.write(", ") }
                line.write(prefix)
                line.append(decimal: slot)
            }
            line.write(")")
        }
        let arm = { (k: Int, line: inout SwiftLine) in
            let i = payloadCases[k]
            line.write("case (")
            bindings(i, "let l", to: &line)
            line.write(", ")
            bindings(i, "let r", to: &line)
            line.write("): return ")
            for slot in cases[i].payload.indices {
                if slot > 0 { line.write(" && ") }
                line.write("l")
                line.append(decimal: slot)
                line.write(" == r")
                line.append(decimal: slot)
            }
        }
        let sameCase = "lhs.caseName == rhs.caseName"
        printer.line("/// Whether both are the same case with equal values.")
        let header = "\(context.access)static func == (lhs: \(type), rhs: \(type)) -> Bool"
        guard payloadCases.count > SwiftCaseSwitch.chunkSize else {
            printer.line(header + " {")
            printer.withIndentation {
                printer.line("switch (lhs, rhs) {")
                var lines = SwiftLine()
                for k in payloadCases.indices {
                    arm(k, &lines)
                    lines.endLine(to: printer)
                }
                lines.printLines(to: printer)
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
        SwiftCaseSwitch.printChain(subject: "(lhs, rhs)", count: payloadCases.count, arm: arm,
                                   declaration: { "private static func \(name)\($0)(_ lhs: \(type), _ rhs: \(type)) -> Bool" },
                                   call: { "return \(name)\($0)(lhs, rhs)" }, last: "return " + sameCase, to: printer)
    }
}
