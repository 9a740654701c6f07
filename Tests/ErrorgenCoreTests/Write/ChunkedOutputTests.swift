import Foundation
import Testing
@testable import ErrorgenCore

/// A large output stays in the 64 KB chunks it was printed in, through the comparison with the disk and the write:
/// the bytes on disk, the up-to-date check and equality are those of the whole text, however it is cut.
@Suite struct ChunkedOutputTests {
    /// A printed text of several chunks, ending in blank lines that the printer drops.
    func printed(lines: Int) -> (chunks: [[UInt8]], text: String) {
        let printer = CodePrinter()
        var text = ""
        for i in 0..<lines {
            let line = "let value\(i) = \"\(String(repeating: "x", count: i % 97))\""
            printer.line(line)
            text += line + "\n"
        }
        printer.line("")
        printer.line("")
        return (printer.outputChunks, text)
    }

    @Test func chunksAreTheWholeTextWithoutTrailingBlankLines() {
        let (chunks, text) = printed(lines: 3_000)
        #expect(chunks.count > 2)
        #expect(chunks.allSatisfy { !$0.isEmpty })
        #expect(Array(chunks.joined()) == Array(text.utf8))
    }

    @Test func droppingAcrossChunksKeepsNoEmptyChunk() {
        var bytes = OutputBytes()
        let filler = [UInt8](repeating: 0x61, count: 40_000)
        bytes.append(filler)
        bytes.append(filler)  // a second chunk: 40,000 + 40,000 is over 64 KB
        bytes.append([UInt8](repeating: 10, count: 5))  // in the second chunk: 40,005 bytes
        #expect(bytes.chunks().map(\.count) == [40_000, 40_005])
        #expect(bytes.chunks(dropping: 40_003).map(\.count) == [40_000, 2])
        #expect(bytes.chunks(dropping: 40_005).map(\.count) == [40_000])  // the emptied chunk goes
        #expect(bytes.chunks(dropping: 40_006).map(\.count) == [39_999])
        #expect(bytes.chunks(dropping: 80_005).isEmpty)
        #expect(Array(bytes.chunks().joined()) == bytes.array())
    }

    @Test func equalityIsByBytesNotByChunks() {
        let whole = OutputFile(path: "Swift/A.swift", bytes: Array("abcdef\n".utf8), specPath: "Specs/A.yaml")
        let cut = OutputFile(path: "Swift/A.swift", chunks: [Array("abc".utf8), [], Array("def\n".utf8)], specPath: "Specs/A.yaml")
        #expect(cut.chunks.count == 2)
        #expect(whole == cut)
        #expect(whole.hashValue == cut.hashValue)
        #expect(cut.bytes == whole.bytes)
        #expect(cut.byteCount == 7)
        let other = OutputFile(path: "Swift/A.swift", chunks: [Array("abc".utf8), Array("deg\n".utf8)], specPath: "Specs/A.yaml")
        #expect(whole != other)
        #expect(ByteChunks.same(Array("abcdef\n".utf8), cut.chunks))
        #expect(!ByteChunks.same(Array("abcdef".utf8), cut.chunks))
    }

    @Test func aChunkedOutputIsWrittenWholeAndThenUpToDate() {
        let (chunks, text) = printed(lines: 3_000)
        let header = Array(generatedText("Specs/PoolError.yaml", "", markdown: false).utf8)
        let file = OutputFile(path: "Swift/PoolError.swift", chunks: [header] + chunks, specPath: "Specs/PoolError.yaml")
        let out = ScratchFolder()
        let owned = OwnedSpecs(specPaths: ["Specs/PoolError.yaml"])
        let first = OutputWriter.apply([file], to: out.url("Generated"), mode: .write, ownedSpecs: owned,
                                       displayDirectory: "Generated")
        #expect(first.diagnostics.isEmpty)
        #expect(first.written == ["Swift/PoolError.swift"])
        #expect(out.read("Generated/Swift/PoolError.swift") == String(decoding: header, as: UTF8.self) + text)
        let again = OutputWriter.apply([file], to: out.url("Generated"), mode: .check, ownedSpecs: owned,
                                       displayDirectory: "Generated")
        #expect(again.unchanged == ["Swift/PoolError.swift"])
        #expect(again.stale.isEmpty)
    }
}
