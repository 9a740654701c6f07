/// Tests on eight UTF-8 bytes at once (one `UInt64` word), for scans of generated text whose bytes are nearly
/// all plain: a scan skips the words no test flags and looks byte by byte only from the first flagged one.
/// Each test gives a mask that is nonzero exactly when some byte of the word qualifies (a borrow or carry
/// between bytes only follows a byte that qualifies itself), so tests combine with `|` into one branch.
enum ByteWords {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Some byte is below `limit` (at most 128).
    @inline(__always)
    static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }

    /// Some byte is above `limit` (at most 127); every byte of 0x80 or more is.
    @inline(__always)
    static func above(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        ((word &+ ones &* UInt64(127 - limit)) | word) & highs
    }

    /// Some byte is `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        below(word ^ (ones &* UInt64(byte)), 1)
    }

    /// Some byte is below `low` (at most 128), above `high` (at most 127; every byte of 0x80 or more is), or
    /// `equal` or `orEqual` (both below 128): `below | above | equal` in fewer steps, since a byte of 0x80 or
    /// more is flagged by `above` and the other terms need not rule it out.
    @inline(__always)
    static func outside(_ word: UInt64, below low: UInt8, above high: UInt8, equal a: UInt8, orEqual b: UInt8) -> UInt64 {
        ((word &- ones &* UInt64(low)) | (word &+ ones &* UInt64(127 - high)) | word
            | ((word ^ (ones &* UInt64(a))) &- ones) | ((word ^ (ones &* UInt64(b))) &- ones)) & highs
    }

    /// The offset of the first whole word (at 0, 8, 16, ...) that `flagged` holds for, or of the last bytes
    /// that make no whole word: the scan byte by byte starts there.
    @inline(__always)
    static func firstFlagged(in bytes: UnsafeBufferPointer<UInt8>, _ flagged: (UInt64) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            if flagged(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return index }
            index += 8
        }
        return index
    }
}
