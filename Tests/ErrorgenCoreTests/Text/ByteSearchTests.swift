import Testing
@testable import ErrorgenCore

@Suite struct ByteSearchTests {
    private func first(_ needle: String, in text: String, from: Int = 0) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { ByteSearch.first(needle.utf8, in: $0, from: from) }
    }

    private func first(_ byte: UInt8, in text: String, from: Int = 0) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { ByteSearch.first(byte, in: $0, from: from) }
    }

    @Test func findsNeedlesAtOrAfterAnOffset() {
        #expect(first(". Do", in: "a. Do. Do") == 1)
        #expect(first(". Do", in: "a. Do. Do", from: 2) == 5)
        #expect(first(". Do", in: "a. Do. D") == 1)
        #expect(first(". Do", in: "a. D") == nil)
        #expect(first("x", in: "") == nil)
        #expect(first("", in: "abc") == nil)
        #expect(first("\u{E9}t\u{E9}", in: "caf\u{E9}t\u{E9}") == 3)
        #expect(first("ab", in: "aab", from: 3) == nil)
    }

    @Test func findsBytes() {
        #expect(first(10, in: "ab\ncd\n") == 2)
        #expect(first(10, in: "ab\ncd\n", from: 3) == 5)
        #expect(first(10, in: "ab\ncd\n", from: 6) == nil)
        #expect(first(10, in: "abc") == nil)
        #expect(first(10, in: "") == nil)
    }

    /// Every offset agrees with a plain scan.
    @Test func agreesWithAPlainScan() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let text = String((0..<random.int(0...40)).map { _ in random.pick(Array("ab\n")) })
            let needle = String((0..<random.int(1...3)).map { _ in random.pick(Array("ab\n")) })
            let bytes = Array(text.utf8), wanted = Array(needle.utf8)
            for from in 0...bytes.count {
                let expected = bytes.indices.first { $0 >= from && $0 + wanted.count <= bytes.count && Array(bytes[$0..<$0 + wanted.count]) == wanted }
                #expect(first(needle, in: text, from: from) == expected, "\(text.debugDescription) \(needle.debugDescription) \(from)")
            }
        }
    }
}
