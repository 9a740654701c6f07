/// A line of Kotlin built as UTF-8 bytes, for `CodePrinter.line(utf8:)`: the same text as `KotlinLanguage` and
/// `KotlinRuleRenderer` spell, without a `String` for each piece. Names and texts that need no escaping (nearly
/// all) are copied as they are; the others go through the `String` spellings. Reused line after line: `start()`
/// empties it and keeps its storage.
final class KotlinLine: ByteLine {
    func start() { clear() }

    /// `KotlinLanguage.identifier(name)`.
    func append(identifier name: String) {
        if KotlinKeywords.mayBeKeyword(name) { append(string: KotlinLanguage.identifier(name)) } else { append(string: name) }
    }

    /// `KotlinLanguage.stringLiteral(text)`.
    func append(stringLiteral text: String) {
        // A text too long for one JVM constant is several (`KotlinLanguage.stringLiteral`).
        if KotlinLanguage.mayExceedOneConstant(text) || !appendQuoted(text, ifEvery: Self.isPlainLiteralByte) {
            append(string: KotlinLanguage.stringLiteral(text))
        }
    }

    /// `KotlinRuleRenderer.literal(.int(value))`: `30L`, `-2L`, `Long.MIN_VALUE`.
    func append(long value: Int) {
        guard value != Int.min else { return append("Long.MIN_VALUE" as StaticString) }
        append(decimal: value)
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
        text.allUTF8(isPlainLiteralByte)
    }

    /// A byte a Kotlin string literal holds as it is: printable ASCII other than `"`, `\`, `$`.
    @inline(__always)
    static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C && byte != 0x24
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
