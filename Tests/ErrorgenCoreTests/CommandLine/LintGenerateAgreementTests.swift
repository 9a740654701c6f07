import Foundation
import Testing
@testable import ErrorgenCore

/// `lint` and `generate` agree: a spec `lint` accepts, `generate` writes (exit 0, every file on disk); a spec
/// `lint` rejects, `generate` rejects with the same diagnostics and writes nothing. Checked on the example specs,
/// random specs, the whole wrong-spec table, and the limits that only the file system would otherwise find
/// (a type name as long as a file name allows, and one byte longer).
@Suite struct LintGenerateAgreementTests {
    static let longestName = String(repeating: "L", count: SwiftGeneratedNames.maxTypeNameBytes)

    /// The specs of `specs` that are valid (the others are wrong on purpose).
    static let validNames = ["longest-type-name", "negative-status-range", "PoolError",
                             "JanuaryError", "random-"]

    static var specs: [(name: String, yaml: String)] {
        var specs: [(String, String)] = [
            ("longest-type-name", "name: \(longestName)\ncases: [{name: a}]\n"),
            ("type-name-one-byte-too-long", "name: \(longestName)X\ncases: [{name: a}]\n"),
            ("negative-status-range", NegativeStatusRangeTests.yaml),
            // A package's problems are found after every spec compiled: lint reported the spec valid.
            ("js-package-without-version", "name: E\njsPackage: pool-errors\ncases: [{name: a}]\n"),
        ]
        for name in ["PoolError", "JanuaryError"] {
            specs.append((name, (try? String(contentsOfFile: specsFolder + "/\(name).yaml", encoding: .utf8)) ?? ""))
        }
        specs += (1...10).map { ("random-\($0)", RandomSpecGenerator.make(seed: UInt64($0)).yaml) }
        specs += WrongSpecTableTests.table.map { ($0.name, $0.yaml) }
        return specs
    }

    static func run(_ arguments: [String], in folder: ScratchFolder) -> (code: Int32, out: String, err: String) {
        final class Capture {
            var out = ""
            var err = ""
        }
        let capture = Capture()
        let context = CommandContext(currentDirectory: folder.path, standardOutput: { capture.out += $0 },
                                     standardError: { capture.err += $0 })
        let code = ErrorgenCommand.run(arguments, compiler: DefaultCompiler.shared, context: context)
        return (code, capture.out, capture.err)
    }

    @Test func lintAndGenerateAgree() {
        var accepted = 0
        for (name, yaml) in Self.specs {
            let folder = ScratchFolder()
            folder.write("Specs/S.yaml", yaml)
            let lint = Self.run(["lint", "Specs/S.yaml"], in: folder)
            let generate = Self.run(["generate", "Specs/S.yaml"], in: folder)
            #expect(lint.code == 0 || lint.code == 1, "\(name): lint exit \(lint.code)")
            #expect(generate.code == lint.code, "\(name): lint exit \(lint.code), generate exit \(generate.code)\n\(generate.err)")
            if lint.code != 0, !name.contains("-too-long"), Self.validNames.contains(where: { name.hasPrefix($0) }) {
                Issue.record("\(name) should be valid:\n\(lint.err)")
            }
            if lint.code == 0 {
                accepted += 1
                // Swift, JS, .d.ts, Markdown and Kotlin, and the .strings file of a random spec that asks for one.
                let files = yaml.contains("\nlocalizedError: {") && yaml.contains(", strings: en}") ? 6 : 5
                #expect(generate.out.contains("Generated \(files) files from 1 spec"), "\(name): \(generate.out)")
            } else {
                #expect(generate.err == lint.err + "note: nothing was written\n", "\(name)")
                #expect(!folder.exists("Generated"), "\(name): something was written")
            }
        }
        #expect(accepted == 14, "the valid specs: the longest type name, the negative ranges, two examples, ten random")
    }

    @Test func typeNameLengthIsLimitedByFileNames() {
        let folder = ScratchFolder()
        folder.write("Specs/S.yaml", "name: \(Self.longestName)X\ncases: [{name: a}]\n")
        let lint = Self.run(["lint", "Specs/S.yaml"], in: folder)
        #expect(lint.code == 1)
        #expect(lint.err == "Specs/S.yaml:1:7: error: type name is 237 bytes long, over the limit of 236: it names the output "
                + "files (<name>.swift, <name>.js, <name>.d.ts, <name>.md, and Kotlin's <name>$WhenMappings.class), and file "
                + "names are limited to 255 bytes\n")
    }
}
