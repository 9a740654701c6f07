/// A 128-bit digest of a sequence of byte strings, for telling "the same inputs and outputs as
/// last time" apart from "something changed" (`RunRecord`). Not cryptographic: it guards against
/// accidents (an edited spec, a touched output), not against files crafted to collide.
///
/// Each piece is framed by its length, so `["ab", "c"]` and `["a", "bc"]` differ.
struct ContentDigest: Equatable {
    private var first: UInt64 = 0x6A09_E667_F3BC_C908
    private var second: UInt64 = 0xBB67_AE85_84CA_A73B
    private var length: UInt64 = 0

    init() {}

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add(raw: $0) }
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(raw: UnsafeRawBufferPointer($0)) }
    }

    mutating func add(_ number: UInt64) {
        mix(number)
        length &+= 8
    }

    mutating func add(raw bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
            mix(tail ^ 0x80)
        }
        length &+= UInt64(bytes.count) &+ 8
    }

    private mutating func mix(_ word: UInt64) {
        first = ((first ^ word) &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(by: 29)
        second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
        second ^= second >> 31
    }

    /// 32 lowercase hex digits.
    var hex: String {
        let (high, low) = finished
        return Self.hex(high) + Self.hex(low)
    }

    private var finished: (UInt64, UInt64) {
        let a = Self.avalanche(first ^ length)
        let b = Self.avalanche(second &+ a)
        return (a ^ b.rotatedLeft(by: 17), b)
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<16 { bytes[index] = digits[Int((value >> (60 - 4 * UInt64(index))) & 0xF)] }
        return String(decoding: bytes, as: UTF8.self)
    }

}

private extension UInt64 {
    func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
