/// A line of Kotlin built as UTF-8 bytes, for `CodePrinter.line(utf8:)`: the same text as `KotlinLanguage` and
/// `KotlinRuleRenderer` spell, without a `String` for each piece. Names and texts that need no escaping (nearly
/// all) are copied as they are; the others go through the `String` spellings. Reused line after line: `start()`
/// empties it and keeps its storage, so an append is a capacity check and a `memcpy`.
final class KotlinLine {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity = 256
    private(set) var count = 0

    init() { storage = .allocate(capacity: capacity) }
    deinit { storage.deallocate() }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    func start() { count = 0 }

    @inline(__always)
    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(2 * capacity, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: storage, count: count)
        storage.deallocate()
        storage = grown
    }

    func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        (storage + count).initialize(from: base, count: piece.count)
        count += piece.count
    }

    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(string text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { append($0) }
        }
    }

    func append(_ piece: [UInt8]) { piece.withUnsafeBufferPointer { append($0) } }

    func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// `KotlinLanguage.identifier(name)`.
    func append(identifier name: String) {
        if KotlinKeywords.mayBeKeyword(name) { append(string: KotlinLanguage.identifier(name)) } else { append(string: name) }
    }

    /// `KotlinLanguage.stringLiteral(text)`.
    func append(stringLiteral text: String) {
        guard Self.needsNoEscape(text) else { return append(string: KotlinLanguage.stringLiteral(text)) }
        append(byte: 0x22)
        append(string: text)
        append(byte: 0x22)
    }

    /// `KotlinRuleRenderer.literal(.int(value))`: `30L`, `-2L`, `Long.MIN_VALUE`.
    func append(long value: Int) {
        guard value != Int.min else { return append("Long.MIN_VALUE" as StaticString) }
        if value < 0 { append(byte: 0x2D) }
        var magnitude = value.magnitude
        var low = count
        repeat {
            append(byte: 0x30 + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        var high = count - 1
        while low < high {
            (storage[low], storage[high]) = (storage[high], storage[low])
            low += 1
            high -= 1
        }
        append(byte: 0x4C)
    }

    /// `pieces` joined by `value`: a spelling from `KotlinLine.pieces(around:)` of another value.
    func append(_ pieces: [[UInt8]], around value: UnsafeBufferPointer<UInt8>) {
        for (index, piece) in pieces.enumerated() {
            if index > 0 { append(value) }
            append(piece)
        }
    }

    /// The number of Characters of the line, as `String.count` counts them: its bytes, when they are ASCII
    /// without `\r` (which joins a following `\n` into one Character).
    var characterCount: Int {
        bytes.allSatisfy({ $0 < 0x80 && $0 != 13 }) ? count : String(decoding: bytes, as: UTF8.self).count
    }

    /// Whether `KotlinLanguage.stringLiteral(text)` is `text` between quotes: printable ASCII without `"`, `\`, `$`.
    @inline(__always)
    static func needsNoEscape(_ text: String) -> Bool {
        text.allUTF8 { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x24 }
    }

    /// The pieces of `spelling(marker)` around each use of the value: the spelling of any other value is the
    /// pieces joined by it. `spelling` must only concatenate the value (never escape or inspect it); the marker is
    /// a control character, which no spelling writes raw.
    static func pieces(around spelling: (String) -> String) -> [[UInt8]] {
        Array(spelling("\u{1}").utf8).split(separator: 1, omittingEmptySubsequences: false).map { Array($0) }
    }
}

/// A quick test before `KotlinLanguage.keywords`' set lookup: every keyword is lowercase ASCII letters, so a name
/// with another byte, or whose first letter and length no keyword has, is no keyword.
enum KotlinKeywords {
    /// Bit `length` of entry `first - "a"`: some keyword starts with that letter and has that length; nil when
    /// some keyword is not lowercase ASCII letters (then every name is looked up).
    private static let shapes: [UInt32]? = {
        var shapes = [UInt32](repeating: 0, count: 26)
        for keyword in KotlinLanguage.keywords {
            let bytes = Array(keyword.utf8)
            guard !bytes.isEmpty, bytes.count < 32, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
            shapes[Int(bytes[0] - 0x61)] |= 1 << UInt32(bytes.count)
        }
        return shapes
    }()

    static func mayBeKeyword(_ name: String) -> Bool {
        guard let shapes else { return true }
        let utf8 = name.utf8
        guard let first = utf8.first, first >= 0x61, first <= 0x7A, utf8.count < 32,
              shapes[Int(first - 0x61)] & (1 << UInt32(utf8.count)) != 0 else { return false }
        return !name.anyUTF8 { $0 < 0x61 || $0 > 0x7A }
    }
}

/// Values computed once per value type: `KotlinCode.type`'s spelling and the like. A type without a declared enum
/// has a slot of its own (no comparison); the few with one are compared in a list.
struct KotlinTypeTable<Value> {
    private var slots = [Value?](repeating: nil, count: 24)
    private var enumTypes: [(ValueType, Value)] = []

    mutating func value(for type: ValueType, _ compute: (ValueType) -> Value) -> Value {
        guard type.enumName == nil else {
            if let known = enumTypes.first(where: { $0.0 == type }) { return known.1 }
            let value = compute(type)
            enumTypes.append((type, value))
            return value
        }
        let base: Int
        switch type.base {
        case .string: base = 0
        case .int: base = 1
        case .double: base = 2
        case .bool: base = 3
        }
        let container: Int
        switch type.container {
        case nil: container = 0
        case .list?: container = 1
        case .map?: container = 2
        }
        let slot = (base * 3 + container) * 2 + (type.isOptional ? 1 : 0)
        if let known = slots[slot] { return known }
        let value = compute(type)
        slots[slot] = value
        return value
    }
}

extension CodePrinter {
    /// `line(utf8:deeper:)` of constant text.
    func line(kotlin text: StaticString, deeper: Int = 0) {
        line(utf8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), deeper: deeper)
    }
}
