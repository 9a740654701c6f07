/// One line of generated JavaScript or TypeScript built as UTF-8 bytes and printed with
/// `CodePrinter.line(utf8:)`: each piece is copied into one buffer, without the `String` interpolation and
/// concatenation that building the per-case lines cost, nor an array's uniqueness checks. One line is reused
/// from line to line (`start()` keeps the buffer). A line can carry its own indentation, levels deeper than the
/// printer's (`start(depth:)`), so that the printer's level, whose indentation it rebuilds on every change,
/// stays put over the many short bodies of a `switch`.
final class JavaScriptLineBytes: ByteLine {
    private var depth = 0

    /// Empties the line for the next one, to print `depth` levels deeper than the printer's level.
    func start(depth: Int = 0) {
        clear()
        self.depth = depth
        for _ in 0..<depth { put("    ") }
    }

    /// Prints the line as `CodePrinter.line(utf8:)` prints it `depth` levels deeper. A line that may hold a line
    /// break (which splits it into several lines, each indented) is printed without its own indentation, at that
    /// level.
    func print(to p: CodePrinter) {
        guard depth > 0, CodePrinter.mayHoldBreak(bytes) else { return p.line(utf8: bytes) }
        let text = UnsafeBufferPointer(rebasing: bytes[(4 * depth)...])
        nest(depth, p) { p.line(utf8: text) }
    }

    private func nest(_ levels: Int, _ p: CodePrinter, _ body: () -> Void) {
        guard levels > 0 else { return body() }
        p.withIndentation { nest(levels - 1, p, body) }
    }

    /// A constant piece.
    @inline(__always)
    func put(_ text: StaticString) { append(text) }

    @inline(__always)
    func add(_ text: String) { append(string: text) }

    @inline(__always)
    func add(_ piece: [UInt8]) { append(piece) }

    /// An integer in decimal, as `String(number)` spells it.
    @inline(__always)
    func add(_ number: Int) { append(decimal: number) }

    /// `JavaScriptLanguage.stringLiteral(text)`: the text between double quotes, copied while it is checked,
    /// when it needs no escape.
    func addStringLiteral(_ text: String) {
        if !appendQuoted(text, ifEvery: JavaScriptLanguage.isPlainLiteralByte) { add(JavaScriptLanguage.stringLiteral(text)) }
    }

    /// `JavaScriptSyntax.literal(literal)`, without a `String` for the common literals.
    func addLiteral(_ literal: Literal) {
        switch literal {
        case .string(let text): addStringLiteral(text)
        case .int(let number): add(number)
        case .bool(let value): put(value ? "true" : "false")
        case .null: put("null")
        case .list, .double, .emptyMap: add(JavaScriptSyntax.literal(literal))
        }
    }
}
