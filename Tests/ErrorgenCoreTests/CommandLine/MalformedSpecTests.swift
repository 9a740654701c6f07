import Foundation
import Testing
@testable import ErrorgenCore

/// Every kind of malformed spec, through the real command line and pipeline, next to a valid spec:
/// exit 1, a positioned `path:line:column: error:` diagnostic, and no file written at all.
@Suite struct MalformedSpecTests {
    static let valid = "name: Fine\ncases:\n  - name: a\n"

    static let malformed: [(name: String, bytes: [UInt8])] = [
        ("yaml-syntax", Array("name: E\ncases: [a, b\n".utf8)),
        ("tab-indentation", Array("name: E\ncases:\n\t- name: a\n".utf8)),
        ("wrong-type", Array("name: E\ncases: 12\n".utf8)),
        ("unknown-key", Array("name: E\ncases:\n  - name: a\n    whne: x\n".utf8)),
        ("duplicate-key", Array("name: E\nname: F\ncases:\n  - name: a\n".utf8)),
        ("bad-utf8", Array("name: E\ncases:\n  - name: a\n    when: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)),
        ("empty", []),
        ("comments-only", Array("# nothing here\n".utf8)),
        ("scalar-top", Array("just text\n".utf8)),
        ("list-top", Array("- a\n- b\n".utf8)),
        ("alias-bomb", Array(("a: &a [x, x, x, x, x, x, x, x, x]\n"
            + (1...9).map { "l\($0): &l\($0) [*\($0 == 1 ? "a" : "l\($0 - 1)"), *\($0 == 1 ? "a" : "l\($0 - 1)")]\n" }.joined()).utf8)),
        ("deep-nesting", Array(("name: E\ncases: " + String(repeating: "[", count: 100_000)).utf8)),
        ("huge-scalar", Array(("name: E\ncases:\n  - name: a\n    when: " + String(repeating: "x", count: 1_100_000) + "\n").utf8)),
        ("bad-rule", Array("name: E\ncases:\n  - {name: a, payload: [{name: s, type: Int}]}\nproperties:\n  - {name: p, type: Bool, default: false, values: {a: {rule: \"s >= \"}}}\n".utf8)),
    ]

    @Test(arguments: malformed.map(\.name))
    func malformedSpecFailsWithAPositionedErrorAndWritesNothing(_ name: String) throws {
        let bytes = try #require(Self.malformed.first { $0.name == name }).bytes
        let folder = ScratchFolder()
        folder.write("Specs/Fine.yaml", Self.valid)
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/Specs/Bad.yaml"))
        var err = ""
        let context = CommandContext(currentDirectory: folder.path, standardOutput: { _ in }, standardError: { err += $0 })
        let start = ContinuousClock.now
        let code = ErrorgenCommand.run(["generate", "Specs"], compiler: DefaultCompiler.shared, context: context)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(code == 1, "\(name): exit \(code)\n\(err)")
        let firstLine = err.split(separator: "\n").first.map(String.init) ?? ""
        // Positioned, or the line-less `PATH: error:` form for whole-file problems (an empty file).
        #expect(firstLine.range(of: #"^Specs/Bad\.yaml(:\d+:\d+)?: error: \S"#, options: .regularExpression) != nil,
                "\(name): \(firstLine)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"), "\(name): something was written")
    }
}
