import Testing
@testable import ErrorgenCore

/// The byte-level wrap of ASCII doc lines gives the parts the Character-level wrap gives.
@Suite struct JavaScriptWrapTests {
    @Test func asciiWrapMatchesTheCharacterWrap() {
        var random = SeededRandom(seed: 0x5eed)
        let alphabet = Array("abc xyz  ,.-".utf8)
        for _ in 0..<3_000 {
            let length = random.int(0...160)
            let line = String(decoding: (0..<length).map { _ in random.pick(alphabet) },
                              as: UTF8.self)
            let width = random.int(1...60)
            let expected = JavaScriptSyntax.characterWrap(line, width: width)
            #expect(JavaScriptSyntax.wrap(line, width: width) == expected, "\(line.debugDescription) at \(width)")
            if let fast = JavaScriptSyntax.asciiWrap(line, width: width), line.utf8.count > width {
                #expect(fast == expected, "\(line.debugDescription) at \(width)")
            }
        }
    }

    @Test func nonASCIIAndSpacedLinesTakeTheCharacterWrap() {
        #expect(JavaScriptSyntax.asciiWrap("caf\u{E9} au lait", width: 4) == nil)
        #expect(JavaScriptSyntax.asciiWrap("ab  cd efghijkl", width: 10) == nil)
        #expect(JavaScriptSyntax.wrap("ab  cd efghijkl", width: 10) == ["ab cd", "efghijkl"])
        #expect(JavaScriptSyntax.wrap("two  spaces here", width: 5) == ["two", "spaces", "here"])
        #expect(JavaScriptSyntax.wrap("   ", width: 1) == [""])
        #expect(JavaScriptSyntax.wrap("a verylongword b", width: 4) == ["a", "verylongword", "b"])
    }
}
