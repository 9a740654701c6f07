/// One line of generated JavaScript or TypeScript built as UTF-8 bytes and printed with
/// `CodePrinter.line(utf8:)`: each piece is copied in, without the `String` interpolation and concatenation
/// that building the per-case lines cost. One value is reused from line to line (`start()` keeps its capacity).
struct JavaScriptLineBytes {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(256)
    }

    /// Empties the line for the next one, keeping the capacity.
    mutating func start() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// A constant piece.
    mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func add(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func add(_ piece: [UInt8]) {
        bytes.append(contentsOf: piece)
    }

    /// An integer in decimal, as `String(number)` spells it (one digit, the common case, without a `String`).
    mutating func add(_ number: Int) {
        if number >= 0 && number < 10 {
            bytes.append(UInt8(48 + number))
        } else {
            add(String(number))
        }
    }

    /// `JavaScriptLanguage.stringLiteral(text)`: the text between double quotes when it needs no escape.
    mutating func addStringLiteral(_ text: String) {
        let copied = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            guard buffer.allSatisfy(JavaScriptLanguage.isPlainLiteralByte) else { return false }
            bytes.append(0x22)
            bytes.append(contentsOf: buffer)
            bytes.append(0x22)
            return true
        }
        if copied != true { add(JavaScriptLanguage.stringLiteral(text)) }
    }

    /// `JavaScriptSyntax.literal(literal)`, without a `String` for the common literals.
    mutating func addLiteral(_ literal: Literal) {
        switch literal {
        case .string(let text): addStringLiteral(text)
        case .int(let number): add(number)
        case .bool(let value): put(value ? "true" : "false")
        case .null: put("null")
        case .list, .double: add(JavaScriptSyntax.literal(literal))
        }
    }
}
