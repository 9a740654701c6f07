/// A computed member whose body is a `switch` with one arm per case, every arm returning: `caseName`,
/// `description`, the derived properties, `errorCode`, the `LocalizedError` texts.
///
/// Up to `chunkSize` cases the body is one exhaustive switch. Beyond that, one function holding every arm
/// makes the compiler superlinear (the optimizer on a function of thousands of arms; and Swift's exhaustiveness
/// check gives up, "unable to check that this switch is exhaustive in reasonable time", at about 600 cases with
/// payloads), so the member calls a chain of private functions of `chunkSize` arms each, as a careful engineer
/// writes it by hand: each switch ends with `default:` calling the next function, the last one's `default:`
/// is a trap that no value reaches, since every case has an arm.
struct SwiftCaseSwitch {
    static let chunkSize = 256

    /// `public var caseName: String`, without the body.
    let header: String
    /// The member's type, which each chunk function returns.
    let type: String
    /// `self` or `self.category`.
    let subject: String
    /// Lines at the top of the body (and of each chunk function): local helpers the arms call.
    var prelude: [String] = []
    /// How many arms the switch has.
    let count: Int
    /// Writes the i-th arm (`case .name: return ...`) to an empty line.
    let arm: (Int, inout SwiftLine) -> Void

    init(header: String, type: String, subject: String, prelude: [String] = [], count: Int,
         arm: @escaping (Int, inout SwiftLine) -> Void) {
        self.header = header
        self.type = type
        self.subject = subject
        self.prelude = prelude
        self.count = count
        self.arm = arm
    }

    init(header: String, type: String, subject: String, prelude: [String] = [], arms: [String]) {
        self.init(header: header, type: type, subject: subject, prelude: prelude, count: arms.count) { $1.append(arms[$0]) }
    }

    /// Prints the member; `chunkName` (`_caseName`) names the chunk functions, numbered from 0.
    func print(chunkName: @autoclosure () -> String, to printer: CodePrinter) {
        guard count > Self.chunkSize else {
            printer.line(header + " {")
            printer.withIndentation {
                for line in prelude { printer.line(line) }
                printer.line("switch \(subject) {")
                Self.printArms(0..<count, arm, to: printer)
                printer.line("}")
            }
            printer.line("}")
            return
        }
        let name = chunkName()
        printer.line("\(header) { \(name)0() }")
        Self.printChain(subject: subject, count: count, arm: arm, prelude: prelude,
                        declaration: { "private func \(name)\($0)() -> \(type)" },
                        call: { "return \(name)\($0)()" }, last: "fatalError(\"every case returns above\")", to: printer)
    }

    /// Functions of at most `chunkSize` arms each, after a blank line each: `declaration(i)` opens the i-th, whose
    /// `switch` ends with `default:` running `call(i + 1)`, or `last` in the last one.
    static func printChain(subject: String, count: Int, arm: (Int, inout SwiftLine) -> Void, prelude: [String] = [],
                           declaration: (Int) -> String, call: (Int) -> String, last: String, to printer: CodePrinter) {
        var start = 0, chunk = 0
        while start < count {
            let end = min(start + chunkSize, count)
            printer.blank()
            printer.line(declaration(chunk) + " {")
            printer.withIndentation {
                for line in prelude { printer.line(line) }
                printer.line("switch \(subject) {")
                printArms(start..<end, arm, to: printer)
                printer.line("default: " + (end < count ? call(chunk + 1) : last))
                printer.line("}")
            }
            printer.line("}")
            start = end
            chunk += 1
        }
    }

    /// The arms `range`, one line each, printed together.
    private static func printArms(_ range: Range<Int>, _ arm: (Int, inout SwiftLine) -> Void, to printer: CodePrinter) {
        var lines = SwiftLine()
        for i in range {
            arm(i, &lines)
            lines.endLine(to: printer)
        }
        lines.printLines(to: printer)
    }
}
