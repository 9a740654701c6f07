/// One line of generated JavaScript or TypeScript built as UTF-8 bytes and printed with
/// `CodePrinter.line(utf8:)`: each piece is copied into one buffer, without the `String` interpolation and
/// concatenation that building the per-case lines cost, nor an array's uniqueness checks. One line is reused
/// from line to line (`start()` keeps the buffer). A line can carry its own indentation, levels deeper than the
/// printer's (`start(depth:)`), so that the printer's level, whose indentation it rebuilds on every change,
/// stays put over the many short bodies of a `switch`.
final class JavaScriptLineBytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var depth = 0

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The line so far; valid until the next change.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Empties the line for the next one, to print `depth` levels deeper than the printer's level.
    func start(depth: Int = 0) {
        count = 0
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

    @inline(__always)
    private func reserve(_ more: Int) {
        if count + more > capacity { grow(count + more) }
    }

    private func grow(_ needed: Int) {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, 2 * capacity))
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = max(needed, 2 * capacity)
    }

    private func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let start = piece.baseAddress else { return }
        reserve(piece.count)
        (base + count).initialize(from: start, count: piece.count)
        count += piece.count
    }

    private func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// A constant piece.
    func put(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func add(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    func add(_ piece: [UInt8]) {
        piece.withUnsafeBufferPointer { append($0) }
    }

    /// An integer in decimal, as `String(number)` spells it (one digit, the common case, without a `String`).
    func add(_ number: Int) {
        if number >= 0 && number < 10 {
            append(UInt8(48 + number))
        } else {
            add(String(number))
        }
    }

    /// `JavaScriptLanguage.stringLiteral(text)`: the text between double quotes, copied while it is checked,
    /// when it needs no escape.
    func addStringLiteral(_ text: String) {
        let copied = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            reserve(buffer.count + 2)
            let target = base + count
            target[0] = 0x22
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                guard JavaScriptLanguage.isPlainLiteralByte(byte) else { return false }
                target[index + 1] = byte
                index += 1
            }
            target[index + 1] = 0x22
            count += index + 2
            return true
        }
        if copied != true { add(JavaScriptLanguage.stringLiteral(text)) }
    }

    /// `JavaScriptSyntax.literal(literal)`, without a `String` for the common literals.
    func addLiteral(_ literal: Literal) {
        switch literal {
        case .string(let text): addStringLiteral(text)
        case .int(let number): add(number)
        case .bool(let value): put(value ? "true" : "false")
        case .null: put("null")
        case .list, .double: add(JavaScriptSyntax.literal(literal))
        }
    }
}
