/// Lines of generated Swift built as UTF-8 bytes, then printed: appending a piece is a `memcpy` into a buffer
/// reused for every line, where building the line as a `String` (interpolation, `+`, `joined`) cost several
/// allocations and about 400 instructions per piece. A finished line is indented and kept with the lines before
/// it, and `printLines` hands them to the printer in one append: the same bytes `CodePrinter.line(_:)` prints.
struct SwiftLine {
    /// The bytes, owned by a class so they are freed with the last copy; a `let` pair, replaced when it grows.
    private final class Buffer {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    private var buffer = Buffer(capacity: 256)
    private var count = 0
    /// Where the line being built starts: the bytes before it are finished lines, indented, each with its newline.
    private var lineStart = 0
    /// The printer's indentation, read for the first line kept and used for the others: nothing else is printed,
    /// and the level does not change, between `endLine` and `printLines`.
    private var indentation: [UInt8] = []

    init() {}

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        let n = bytes.count
        if count + n > buffer.capacity { grow(to: count + n) }
        (buffer.base + count).initialize(from: start, count: n)
        count += n
    }

    @inline(__always)
    private mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private mutating func grow(to needed: Int) {
        let larger = Buffer(capacity: max(needed, 2 * buffer.capacity))
        larger.base.initialize(from: buffer.base, count: count)
        buffer = larger
    }

    /// Constant text of the emitter's own.
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    /// Text `index` of `texts`.
    mutating func append(_ texts: PackedTexts, at index: Int) {
        texts.withBytes(index) { append($0) }
    }

    mutating func append(byte: UInt8) {
        if count == buffer.capacity { grow(to: count + 1) }
        buffer.base[count] = byte
        count += 1
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func append(decimal value: Int) {
        let length = DecimalBytes.count(value)
        if count + length > buffer.capacity { grow(to: count + length) }
        DecimalBytes.write(value, to: buffer.base + count, length: length)
        count += length
    }

    /// `"text"`: a Swift string literal of `text`, as `SwiftLanguage.stringLiteral` writes it.
    mutating func appendStringLiteral(_ text: String) {
        if SwiftBytes.isPlainLiteralText(text) {
            append(byte: UInt8(ascii: "\""))
            append(text)
            append(byte: UInt8(ascii: "\""))
        } else {
            append(SwiftLanguage.stringLiteral(text))
        }
    }

    /// Ends the line being built: kept, indented at the printer's current level, for `printLines`, as
    /// `printer.line` would print it now. A line with a line break, or empty once trailing spaces and tabs are
    /// dropped, is printed at once by `printer.line`, after the lines kept before it.
    mutating func endLine(to printer: CodePrinter) {
        let length = count - lineStart
        var end = length
        while end > 0 && (buffer.base[lineStart + end - 1] == 32 || buffer.base[lineStart + end - 1] == 9) { end -= 1 }
        let text = UnsafeBufferPointer(start: buffer.base + lineStart, count: length)
        if end == 0 || SwiftBytes.mayBreakLine(text) {
            let line = String(decoding: text, as: UTF8.self)
            count = lineStart
            printLines(to: printer)
            printer.line(line)
            return
        }
        if lineStart == 0 { indentation = printer.indentationUTF8 }
        let width = indentation.count
        if lineStart + width + end + 1 > buffer.capacity { grow(to: lineStart + width + end + 1) }
        let start = buffer.base + lineStart
        if width > 0 {
            (start + width).update(from: start, count: end)  // overlapping: a memmove
            indentation.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: width) }
        }
        start[width + end] = 10
        count = lineStart + width + end + 1
        lineStart = count
    }

    /// Prints the lines ended so far, in one append, and empties the buffer.
    mutating func printLines(to printer: CodePrinter) {
        printer.append(printedLines: UnsafeBufferPointer(start: buffer.base, count: lineStart))
        withExtendedLifetime(buffer) {}
        count = 0
        lineStart = 0
    }

    /// Ends the line and prints it, with any lines ended before it.
    mutating func flush(to printer: CodePrinter) {
        endLine(to: printer)
        printLines(to: printer)
    }
}

/// Byte tests on text, eight bytes at a time.
enum SwiftBytes {
    /// Whether every byte is printable ASCII, 0x20 through 0x7E.
    @inline(__always)
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let n = bytes.count
        var i = 0
        let high: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= n {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // A byte below 0x20 borrows into its high bit; 0x7F carries into it; 0x80 and above have it set.
            // A borrow or carry crosses into the next byte only from a byte that is itself caught.
            if ((x &- 0x2020_2020_2020_2020) | x | (x &+ 0x0101_0101_0101_0101)) & high != 0 { return false }
            i += 8
        }
        while i < n {
            let b = bytes[i]
            if b < 0x20 || b > 0x7E { return false }
            i += 1
        }
        return true
    }

    /// Whether `bytes` may hold a line break `CodePrinter.line` splits at: `\n`, `\r`, or the lead byte of NEL
    /// (0xC2) or of U+2028/U+2029 (0xE2).
    @inline(__always)
    static func mayBreakLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !isPrintableASCII(bytes) && bytes.contains { $0 == 10 || $0 == 13 || $0 == 0xC2 || $0 == 0xE2 }
    }

    /// Whether `text` is printable ASCII without `"` or `\`: then its string literal is the text in quotes.
    static func isPlainLiteralText(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isPrintableASCII($0) && !hasQuoteOrBackslash($0) }
            ?? text.allUTF8 { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    }

    /// Whether `bytes` has a `"` or a `\`.
    @inline(__always)
    private static func hasQuoteOrBackslash(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let n = bytes.count
        var i = 0
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= n {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // A zero byte of `x ^ c` is a byte equal to c (exact for whether one exists).
            let q = x ^ (ones &* 0x22), b = x ^ (ones &* 0x5C)
            if ((q &- ones) & ~q | (b &- ones) & ~b) & high != 0 { return true }
            i += 8
        }
        while i < n {
            if bytes[i] == 0x22 || bytes[i] == 0x5C { return true }
            i += 1
        }
        return false
    }

    /// Whether a doc comment shows `text` as it is: printable ASCII, not empty, not ending in a space (what
    /// `TextSafety.visibleLine` leaves unchanged, on one line).
    static func isVisibleLine(_ text: String) -> Bool {
        guard let last = text.utf8.last, last != 0x20 else { return false }
        return text.utf8.withContiguousStorageIfAvailable { isPrintableASCII($0) } ?? TextSafety.isVisibleWithout(nil, text)
    }
}

extension SwiftLine {
    /// `SwiftCode.literal(literal)`.
    mutating func appendLiteral(_ literal: Literal) {
        switch literal {
        case .string(let text): appendStringLiteral(text)
        case .int(let value): append(decimal: value)
        case .bool(let value): value ? write("true") : write("false")
        case .null: write("nil")
        case .double, .list, .emptyMap: append(SwiftCode.literal(literal))
        }
    }

    /// The type's Swift spelling, `type.description`: `Int?`, `[String]`.
    mutating func appendType(_ type: ValueType) {
        guard type.enumName == nil, type.container == nil else { return append(type.description) }
        append(type.base.rawValue)
        if type.isOptional { write("?") }
    }

    /// `SwiftCode.parameterList(fields)`: `(message: String, retryAfter: Int?)`.
    mutating func appendParameterList(_ fields: [Field]) {
        write("(")
        for index in fields.indices {
            if index > 0 { write(", ") }
            append(SwiftLanguage.identifier(fields[index].name.value))
            write(": ")
            appendType(fields[index].type)
        }
        write(")")
    }
}
