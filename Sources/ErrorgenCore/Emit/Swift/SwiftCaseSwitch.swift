/// A `switch` with one arm per case whose arms all `return`.
///
/// Up to `chunkSize` cases it is one exhaustive switch. Beyond that, Swift's exhaustiveness check gives up
/// ("unable to check that this switch is exhaustive in reasonable time": measured with Swift 6.3 at about
/// 600 cases when every case has a payload), so the arms are split into switches of `chunkSize` cases, each
/// with `default: break`, followed by a trap that no value reaches, since every case has an arm.
enum SwiftCaseSwitch {
    static let chunkSize = 256

    static func print(over subject: String, arms: [String], to printer: CodePrinter) {
        guard arms.count > chunkSize else {
            printer.line("switch \(subject) {")
            for arm in arms { printer.line(arm) }
            printer.line("}")
            return
        }
        printChunks(over: subject, arms: arms[...], to: printer)
        printer.line("fatalError(\"every case returns above\")")
    }

    /// Switches of up to `chunkSize` arms each, every one with `default: break`.
    static func printChunks(over subject: String, arms: ArraySlice<String>, to printer: CodePrinter) {
        var start = arms.startIndex
        while start < arms.endIndex {
            let end = min(start + chunkSize, arms.endIndex)
            printer.line("switch \(subject) {")
            for arm in arms[start..<end] { printer.line(arm) }
            printer.line("default:")
            printer.withIndentation { printer.line("break") }
            printer.line("}")
            start = end
        }
    }
}
