/// Text appended to a buffer of UTF-8 bytes without going through `+= text.utf8` (a generic sequence copy
/// that costs several hundred instructions for a two-byte literal): a literal's bytes, or a string's bytes
/// read in place.
extension Array where Element == UInt8 {
    /// A literal of a few bytes (a cell's closing " |", a list's ", ") is appended byte by byte: cheaper than a
    /// `memcpy` call for so few.
    @inline(__always)
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { bytes in
            if bytes.count <= 4 {
                for byte in bytes { append(byte) }
            } else {
                append(contentsOf: bytes)
            }
        }
    }

    @inline(__always)
    mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { append(contentsOf: text.utf8) }
    }
}
