import Foundation
import Testing
@testable import ErrorgenCore

/// `errorgen init`: a starter spec that lint accepts, that generates Swift which compiles, and
/// that never replaces an existing file.
@Suite struct InitCommandTests {
    @Test(arguments: StarterSpec.Shape.allCases)
    func theStarterLintsGeneratesAndCompiles(shape: StarterSpec.Shape) throws {
        let folder = ScratchFolder()
        let made = runErrorgen(["init", "UploadError", "--shape", shape.rawValue], in: folder, compiler: DefaultCompiler.shared)
        #expect(made.code == 0, "\(made.err)")
        #expect(made.err == "")
        #expect(made.out.hasPrefix("wrote Specs/UploadError.yaml\n"))
        let text = try #require(folder.read("Specs/UploadError.yaml"))
        #expect(text.hasPrefix("# yaml-language-server: $schema=../Schema/errorgen.schema.json\n"))
        // One example of every section, each introduced by a comment.
        var sections = ["name", "shape", "access", "summary", "discussion", "cases", "properties", "inbound",
                        "constructors", "bridge", "docs"]
        if shape == .structure { sections += ["category", "fields"] }
        for key in sections {
            #expect(text.contains("\n\(key):"), "\(key)")
        }
        for key in ["when", "todo", "codes", "deprecated", "values", "rule", "parameters", "statuses",
                    "fallback", "set", "generated", "prose", "table"] + (shape == .enumeration ? ["payload", "field"] : []) {
            #expect(text.contains(" \(key):") || text.contains("{\(key):"), "\(key)")
        }
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("# ") }.count >= 8)

        let lint = runErrorgen(["lint", "Specs"], in: folder, compiler: DefaultCompiler.shared)
        #expect(lint.code == 0 && lint.err == "", "\(lint.err)")
        let generate = runErrorgen(["generate", "Specs"], in: folder, compiler: DefaultCompiler.shared)
        #expect(generate.code == 0, "\(generate.err)")
        let swift = try #require(folder.read("Generated/Swift/UploadError.swift"))
        try ExternalTools.typecheckSwift(swift, expectErrorsOnLines: [])
    }

    @Test func outputAndSchemaOptionsAndFoldersAreCreated() {
        let folder = ScratchFolder()
        let made = runErrorgen(["init", "--output=Errors/Kit/Pool.yaml", "PoolError", "--schema", "../../errorgen.schema.json"],
                               in: folder, compiler: DefaultCompiler.shared)
        #expect(made.code == 0, "\(made.err)")
        #expect(made.out == """
            wrote Errors/Kit/Pool.yaml
            Next: edit it, then run 'errorgen lint Errors/Kit/Pool.yaml' and 'errorgen generate Errors/Kit/Pool.yaml'.

            """)
        #expect(folder.read("Errors/Kit/Pool.yaml")?.hasPrefix("# yaml-language-server: $schema=../../errorgen.schema.json\n"
            + "# The errors of PoolError:") == true)
        #expect(folder.read("Errors/Kit/Pool.yaml")?.contains("\nname: PoolError\n") == true)
    }

    @Test func anExistingFileIsNeverOverwritten() {
        let folder = ScratchFolder()
        folder.write("Specs/UploadError.yaml", "mine\n")
        let made = runErrorgen(["init", "UploadError"], in: folder, compiler: DefaultCompiler.shared)
        #expect(made.code == 2)
        #expect(made.out == "")
        #expect(made.err == "error: Specs/UploadError.yaml already exists; errorgen init never overwrites a file: "
            + "choose another --output, or remove the file first\n")
        #expect(folder.read("Specs/UploadError.yaml") == "mine\n")
        // Not even a symlink to somewhere else is followed or replaced.
        let other = ScratchFolder()
        folder.symlink("Specs/Link.yaml", to: other.url("target.yaml"))
        #expect(runErrorgen(["init", "Link", "-o", "Specs/Link.yaml"], in: folder, compiler: DefaultCompiler.shared).code == 2)
        #expect(!other.exists("target.yaml"))
    }

    @Test func namesThatCannotBeATypeWriteNothing() {
        let folder = ScratchFolder()
        let invalid = runErrorgen(["init", "9Lives"], in: folder, compiler: DefaultCompiler.shared)
        #expect(invalid.code == 2)
        #expect(invalid.err.hasPrefix("error: '9Lives' is not a valid type name: use ASCII letters, digits and '_', not starting with a digit\n"))
        let standard = runErrorgen(["init", "String"], in: folder, compiler: DefaultCompiler.shared)
        #expect(standard.code == 2)
        #expect(standard.err == "error: cannot start a spec named 'String': type name 'String' is a Swift keyword or standard type; "
            + "choose another name\n")
        let injected = runErrorgen(["init", "A", "--schema", "x\nname: B"], in: folder, compiler: DefaultCompiler.shared)
        #expect(injected.code == 2)
        #expect(folder.tree() == [])
    }

    @Test func usageErrors() {
        let folder = ScratchFolder()
        let cases: [([String], String)] = [
            (["init"], "error: missing the error type's name"),
            (["init", "A", "B"], "error: unexpected argument 'B'; init takes one name"),
            (["init", "A", "--shape", "class"], "error: unknown shape 'class'; expected 'enum' or 'struct'"),
            (["init", "A", "--shape", "enum", "--shape", "struct"], "error: --shape given twice, as 'enum' and 'struct'"),
            (["init", "A", "--check"], "error: unknown option '--check' for 'init' (it is an option of 'generate')"),
        ]
        for (arguments, message) in cases {
            let result = runErrorgen(arguments, in: folder)
            #expect(result.code == 2, "\(arguments)")
            #expect(result.err.hasPrefix(message + "\n"), "\(result.err)")
            #expect(result.err.contains("Usage: errorgen init <name> [--shape enum|struct] [--output <file>] [--schema <path>]"))
        }
        #expect(folder.tree() == [])
        let help = runErrorgen(["help", "init"], in: folder)
        #expect(help.code == 0)
        #expect(help.out == runErrorgen(["init", "--help"], in: folder).out)
        #expect(help.out.contains("never overwritten: init exits 2"))
        #expect(runErrorgen(["--help"], in: folder).out.contains("  init <name> "))
    }
}
