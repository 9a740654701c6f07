#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Searches over UTF-8 bytes, for ASCII needles in generated text (an ASCII byte is never part of a
/// multi-byte scalar, so an offset found is a scalar boundary).
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `bytes` at or after `from`.
    static func first(_ needle: String.UTF8View, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let wanted = Array(needle)
        guard let lead = wanted.first else { return nil }
        var index = from
        while index + wanted.count <= bytes.count, let next = first(lead, in: bytes, from: index) {
            guard next + wanted.count <= bytes.count else { return nil }
            if wanted.indices.allSatisfy({ bytes[next + $0] == wanted[$0] }) { return next }
            index = next + 1
        }
        return nil
    }

    /// The offset of the first `byte` in `bytes` at or after `from`, by `memchr` (vectorized in the C
    /// library; a Swift loop over every byte of a large output was most of a scan's time).
    static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + from, Int32(byte), bytes.count - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
