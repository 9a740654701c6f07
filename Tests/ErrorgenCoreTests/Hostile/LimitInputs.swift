/// The smallest inputs that cross each documented limit (Docs/Limits.md), by default limits.
enum LimitInputs {
    static let mebibyte = 1024 * 1024

    /// 16 MiB + 1 byte: a comment, so only the size is wrong.
    static var overMaxBytes: [UInt8] { Array("#".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 16 * mebibyte) }

    /// 65 levels of flow lists, and a million.
    static var overMaxDepth: [UInt8] { Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8) }
    static var millionDeep: [UInt8] { [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000) }

    /// The "billion laughs": ten aliases of ten aliases ... nine levels deep.
    static var billionLaughs: [UInt8] {
        var text = "lol: &lol0 \"lol\"\n"
        for level in 1...9 {
            text += "lol\(level): &lol\(level) [" + Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return Array(text.utf8)
    }

    static var mergeKey: [UInt8] { Array("base: &b {name: a}\nname: E\ncases:\n  - <<: *b\n".utf8) }

    /// A mapping, a key, a list and 2,000,000 scalars: 2,000,003 nodes.
    static var overMaxNodes: [UInt8] {
        var bytes = Array("a: [".utf8)
        bytes.reserveCapacity(4_000_010)
        for index in 0..<2_000_000 {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "0"))
        }
        return bytes + Array("]\n".utf8)
    }

    /// A summary of 1 MiB + 1 byte.
    static var overMaxScalar: [UInt8] {
        Array("name: E\nsummary: \"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: mebibyte + 1)
            + Array("\"\ncases: [{name: a}]\n".utf8)
    }

    /// 50,001 cases.
    static var overMaxCases: [UInt8] {
        var text = "name: E\ncases:\n"
        for index in 0...50_000 { text += "  - name: c\(index)\n" }
        return Array(text.utf8)
    }
}
