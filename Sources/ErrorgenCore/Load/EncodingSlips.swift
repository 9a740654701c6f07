/// Another encoding than UTF-8, found in the spec's first bytes before libyaml reads them: libyaml would stop at
/// the first zero byte and report a control character the person cannot see.
enum EncodingSlips {
    /// UTF-16 or UTF-32 text, with or without a byte order mark: libyaml would stop at the first zero byte.
    static func otherEncoding(_ bytes: [UInt8]) -> String? {
        let encoding: String
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            encoding = "UTF-32 (it starts with a UTF-32 byte order mark)"
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            encoding = "UTF-16 (it starts with a UTF-16 byte order mark)"
        } else if bytes.count >= 4, bytes[0] != 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 {
            encoding = "UTF-32 (every character takes four bytes, three of them 0)"
        } else if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] != 0 {
            encoding = "UTF-32 (every character takes four bytes, three of them 0)"
        } else if bytes.count >= 4, (bytes[0] != 0 && bytes[1] == 0 && bytes[2] != 0 && bytes[3] == 0)
                    || (bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0 && bytes[3] != 0) {
            encoding = "UTF-16 (every other byte is 0)"
        } else {
            return nil
        }
        return "the spec is encoded as \(encoding); specs must be UTF-8 text: save it as UTF-8"
    }
}
