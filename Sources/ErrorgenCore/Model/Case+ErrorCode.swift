extension Case {
    /// The `NSError` code: the spec's `errorCode` when set, otherwise derived from the case name alone,
    /// so inserting, removing or reordering other cases never renumbers this one.
    public var nsErrorCode: Int {
        errorCode ?? Self.derivedErrorCode(name.value)
    }

    /// FNV-1a (32-bit) of the UTF-8 bytes, masked to 31 bits, 0 mapped to 1: positive and stable.
    public static func derivedErrorCode(_ name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let code = Int(hash & 0x7FFF_FFFF)
        return code == 0 ? 1 : code
    }
}
