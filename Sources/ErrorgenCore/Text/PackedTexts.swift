/// Many short texts (a spec's case names as an emitter spells them) in one byte buffer, read by index.
///
/// A `[String]` of 20,000 names is 20,000 heap objects: every read retains and releases one, and a sweep over them
/// (each of the Swift file's dozens of switches) touches a cache line per name in memory spread over the heap. Here a
/// sweep reads consecutive bytes and retains nothing per text; at 20,000 cases the names' bytes still fit the
/// processor's second-level cache where the strings' objects did not (BENCHMARKS.md, sixteenth pass).
struct PackedTexts {
    private var bytes: [UInt8] = []
    /// Where each text ends in `bytes`; text `i` starts where text `i - 1` ends.
    private var ends: [UInt32] = []

    init<S: Sequence>(_ texts: S) where S.Element == String {
        ends.reserveCapacity(texts.underestimatedCount)
        for text in texts { append(text) }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        ends.append(UInt32(bytes.count))
    }

    /// Text `index`'s bytes, valid only inside `body`.
    @inline(__always)
    func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        let end = Int(ends[index])
        return bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[start..<end]))
        }
    }
}
