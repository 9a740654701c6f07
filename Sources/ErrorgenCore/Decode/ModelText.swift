/// The model's texts in storage of their own, allocated as the decoder reads them.
///
/// The loader allocates each scalar's text between the node tree's arrays, so a model that shared those texts
/// would be scattered over the whole tree's memory once the tree is freed; every later sweep over the cases
/// (a dozen validators, every emitter) then reads a few bytes per cache line and misses the cache on each. A text
/// copied while the decoder reads it lands next to the rest of the case: the cases' names, codes and docs sit
/// together, in case order. Measured in BENCHMARKS.md (thirteenth pass).
enum ModelText {
    /// `text` in a buffer of its own; a text of up to 15 UTF-8 bytes is stored inline in the `String` and returned
    /// as it is.
    @inline(__always)
    static func own(_ text: String) -> String {
        if text.utf8.count <= 15 { return text }
        return copy(text)
    }

    @inline(never)
    private static func copy(_ text: String) -> String {
        var source = text
        return source.withUTF8 { String(decoding: $0, as: UTF8.self) }
    }
}
