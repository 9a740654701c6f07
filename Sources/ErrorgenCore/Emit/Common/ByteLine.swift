/// A line of generated code built as UTF-8 bytes, reused from line to line: an append is a capacity check and a
/// `memcpy`, where building the line as a `String` (interpolation, `+`, `joined`) cost allocations and about 400
/// instructions per piece. `KotlinLine` and `JavaScriptLineBytes` add their languages' spellings; the printer
/// takes `bytes` (`CodePrinter.line(utf8:)`). Every method is `final`: called directly, never through the class's
/// table.
class ByteLine {
    private final var storage: UnsafeMutablePointer<UInt8>
    private final var capacity = 256
    final private(set) var count = 0

    init() { storage = .allocate(capacity: capacity) }
    deinit { storage.deallocate() }

    /// The line so far; valid until the next change.
    final var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    /// Empties the line, keeping its storage.
    final func clear() { count = 0 }

    @inline(__always)
    private final func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(2 * capacity, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: storage, count: count)
        storage.deallocate()
        storage = grown
    }

    final func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        (storage + count).initialize(from: base, count: piece.count)
        count += piece.count
    }

    /// Constant text of the emitter's own.
    final func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    final func append(string text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    final func append(_ piece: [UInt8]) { piece.withUnsafeBufferPointer { append($0) } }

    final func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// `value` in decimal, as `String(value)` writes it.
    final func append(decimal value: Int) {
        let length = DecimalBytes.count(value)
        reserve(length)
        DecimalBytes.write(value, to: storage + count, length: length)
        count += length
    }

    /// Appends `text` between double quotes when every byte passes `isPlain`, checking while it copies, and
    /// returns true; otherwise leaves the line as it was and returns false (the caller escapes the text).
    final func appendQuoted(_ text: String, ifEvery isPlain: (UInt8) -> Bool) -> Bool {
        let copied = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            reserve(buffer.count + 2)
            let target = storage + count
            target[0] = 0x22
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                guard isPlain(byte) else { return false }
                target[index + 1] = byte
                index += 1
            }
            target[index + 1] = 0x22
            count += index + 2
            return true
        }
        return copied == true
    }
}

/// An `Int` in decimal as `String(value)` writes it, straight into a byte buffer.
enum DecimalBytes {
    /// How many bytes `value` takes: its digits, and a `-` when negative.
    @inline(__always)
    static func count(_ value: Int) -> Int {
        var digits = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return value < 0 ? digits + 1 : digits
    }

    /// Writes `value`'s `length` bytes (`count(value)`) at `start`.
    @inline(__always)
    static func write(_ value: Int, to start: UnsafeMutablePointer<UInt8>, length: Int) {
        if value < 0 { start[0] = 0x2D }
        var magnitude = value.magnitude
        var index = length
        repeat {
            index -= 1
            start[index] = 0x30 + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }
}
