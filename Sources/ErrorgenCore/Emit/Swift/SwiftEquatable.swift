/// `==` written out where the synthesized one would be wrong or slow.
///
/// Wrong: Swift's `String ==` also equates text that is only canonically equivalent (`"café"` and `"cafe\u{301}"`),
/// while errorgen compares codes, rules and enum spellings byte for byte (UTF-8), as Kotlin's `equals` and
/// JavaScript's `===` do. Two errors that Swift called equal could then give different derived properties and
/// details. So when a payload or stored field holds text (`String`, `[String]`, a map's keys or text values), `==`
/// compares that text byte for byte, through private helpers printed with it.
///
/// Slow: an enum with more cases than `SwiftCaseSwitch.chunkSize` that has payloads. The synthesized `==` switches
/// over every pair of cases in one function, which at 2,000 cases took 37 s of a 75 s `swiftc -O` build (see
/// BENCHMARKS.md). The written one compares the payloads when both are the same case with a payload, otherwise the
/// case names: one tuple `switch` up to `chunkSize` payload cases, beyond that a chain of private functions of
/// `chunkSize` arms each (`_samePayloads0`, ...), the last comparing the case names.
enum SwiftEquatable {
    static func isWritten(_ context: SwiftEmitContext) -> Bool {
        if let category = context.category { return category.structure.fields.contains { $0.type.holdsText } }
        let cases = context.plan.cases
        return cases.contains { !$0.payload.isEmpty }
            && (cases.count > SwiftCaseSwitch.chunkSize || cases.contains { $0.payload.contains { $0.type.holdsText } })
    }

    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let helpers = ExactTextHelpers(context)
        let type = context.typeName
        let header = "\(context.access)static func == (lhs: \(type), rhs: \(type)) -> Bool"
        if let category = context.category {
            printer.line("/// Whether both have the same category and equal stored fields, text compared byte for byte.")
            printer.line(header + " {")
            printer.withIndentation {
                printer.line("guard lhs.\(category.property) == rhs.\(category.property) else { return false }")
                for field in category.structure.fields {
                    let member = SwiftLanguage.memberAccess(field.name.value)
                    printer.line("guard \(helpers.same("lhs." + member, "rhs." + member, field.type)) else { return false }")
                }
                printer.line("return true")
            }
            printer.line("}")
            helpers.print(to: printer)
            return
        }
        // The cases with a payload, by index: one arm each.
        let patterns = context.patterns
        let cases = patterns.cases
        let payloadCases = cases.indices.filter { !cases[$0].payload.isEmpty }
        // `.name(let l0, let l1)`, binding the payload as `prefix` and its position.
        func bindings(_ i: Int, _ prefix: StaticString, to line: inout SwiftLine) {
            line.write(".")
            line.append(patterns.members, at: i)
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
            for (slot, field) in cases[i].payload.enumerated() {
                if slot > 0 { line.write(" && ") }
                if let helper = helpers.helper(for: field.type) {
                    line.append(helper)
                    line.write("(l")
                    line.append(decimal: slot)
                    line.write(", r")
                    line.append(decimal: slot)
                    line.write(")")
                } else {
                    line.write("l")
                    line.append(decimal: slot)
                    line.write(" == r")
                    line.append(decimal: slot)
                }
            }
        }
        let sameCase = "lhs.caseName == rhs.caseName"
        let holdsText = payloadCases.contains { cases[$0].payload.contains { $0.type.holdsText } }
        let text = holdsText ? ", text compared byte for byte" : ""
        printer.line("/// Whether both are the same case with equal values\(text).")
        defer { helpers.print(to: printer) }
        // A single case with a payload: its pair is every pair, and a `default` would never be executed.
        if cases.count == 1, payloadCases.count == 1 {
            printer.line(header + " {")
            printer.withIndentation {
                printer.line("switch (lhs, rhs) {")
                var lines = SwiftLine()
                arm(0, &lines)
                lines.endLine(to: printer)
                lines.printLines(to: printer)
                printer.line("}")
            }
            printer.line("}")
            return
        }
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

extension ValueType {
    /// Whether a value of this type holds text that Swift's `==` would compare by canonical equivalence: a
    /// `String` (not a declared enum, whose `==` compares its wire spelling's bytes), a list of them, or any map
    /// (its keys are text).
    var holdsText: Bool { container == .map || (base == .string && enumName == nil) }
}

/// The private helpers `==` calls to compare text byte for byte, printed after it: only those it used.
private final class ExactTextHelpers {
    private enum Kind: CaseIterable { case text, texts, textMap, map }
    private let context: SwiftEmitContext
    /// Each used helper's name, found when first used: `freshMemberName` sweeps every member name of the spec.
    private var names: [Kind: String] = [:]

    init(_ context: SwiftEmitContext) {
        self.context = context
    }

    /// The Bool expression comparing `l` with `r`, values of `type`.
    func same(_ l: String, _ r: String, _ type: ValueType) -> String {
        helper(for: type).map { "\($0)(\(l), \(r))" } ?? "\(l) == \(r)"
    }

    /// `Self._sameText` and the like for a type that holds text (noting the helper as used); nil for `==`.
    func helper(for type: ValueType) -> String? {
        guard type.holdsText else { return nil }
        let kind: Kind = switch type.container {
        case nil: .text
        case .list: .texts
        case .map: type.base == .string && type.enumName == nil ? .textMap : .map
        }
        if names[kind] == nil {
            let base: String = switch kind {
            case .text: "_sameText"
            case .texts: "_sameTexts"
            case .textMap: "_sameTextMap"
            case .map: "_sameMap"
            }
            names[kind] = context.freshMemberName(base)
        }
        return "Self." + names[kind]!
    }

    func print(to printer: CodePrinter) {
        for kind in Kind.allCases {
            guard let name = names[kind] else { continue }
            switch kind {
            case .text:
                printer.line("/// Text compared byte for byte (UTF-8), as Kotlin and JavaScript compare it.")
                printer.line("private static func \(name)(_ a: String?, _ b: String?) -> Bool {")
                printer.withIndentation {
                    printer.line("guard let a, let b else { return a == nil && b == nil }")
                    printer.line("return a.utf8.elementsEqual(b.utf8)")
                }
            case .texts:
                printer.line("/// Lists of text compared element by element, byte for byte.")
                printer.line("private static func \(name)(_ a: [String]?, _ b: [String]?) -> Bool {")
                printer.withIndentation {
                    printer.line("guard let a, let b else { return a == nil && b == nil }")
                    printer.line("return a.elementsEqual(b) { $0.utf8.elementsEqual($1.utf8) }")
                }
            case .textMap, .map:
                let isText = kind == .textMap
                printer.line("/// Maps compared entry by entry, keys\(isText ? " and values" : "") byte for byte: a "
                             + "Dictionary finds a key by canonical equivalence, so the key it holds is compared too.")
                let signature = isText ? "(_ a: [String: String]?, _ b: [String: String]?)"
                    : "<Value: Equatable>(_ a: [String: Value]?, _ b: [String: Value]?)"
                printer.line("private static func \(name)\(signature) -> Bool {")
                printer.withIndentation {
                    printer.line("guard let a, let b else { return a == nil && b == nil }")
                    printer.line("return a.count == b.count && a.allSatisfy { entry in")
                    printer.withIndentation {
                        printer.line("guard let i = b.index(forKey: entry.key) else { return false }")
                        let value = isText ? "b[i].value.utf8.elementsEqual(entry.value.utf8)" : "b[i].value == entry.value"
                        printer.line("return b[i].key.utf8.elementsEqual(entry.key.utf8) && \(value)")
                    }
                    printer.line("}")
                }
            }
            printer.line("}")
        }
    }
}
