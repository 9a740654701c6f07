import Foundation
import Testing
@testable import ErrorgenCore

/// `generate --list-inputs` / `--list-outputs` print exactly the files a `generate` with the same
/// paths and options reads and writes: checked here against real runs of the real pipeline.
@Suite struct FileListTests {
    /// The example specs, a folder of them, and one spec given by itself.
    func project() -> ScratchFolder {
        let folder = ScratchFolder()
        for name in ["PoolError", "JanuaryError"] {
            let spec = try! String(contentsOfFile: repositoryRoot + "/Specs/\(name).yaml", encoding: .utf8)
            folder.write(name == "PoolError" ? "Specs/\(name).yaml" : "Other/\(name).yml", spec)
        }
        folder.write("Specs/notes.txt", "not a spec\n")
        return folder
    }

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    /// The regular files under `relative` ("." for the whole folder), shown as generate shows them.
    func files(in folder: ScratchFolder, _ relative: String) -> [String] {
        let base = relative == "." ? "" : relative
        return folder.tree(base).map { base.isEmpty ? $0 : base + "/" + $0 }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.url(path), isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    @Test(arguments: [["Specs", "Other/JanuaryError.yml"], ["Other/JanuaryError.yml", "--access", "internal", "Specs"]])
    func outputsAreWhatGenerateWrites(specs: [String]) {
        for output in ["Generated", "Sources/Kit/Generated", "."] {
            let folder = project()
            let listed = runErrorgen(["generate", "--list-outputs", "--output", output] + specs, in: folder, compiler: DefaultCompiler.shared)
            #expect(listed.code == 0, "\(listed.err)")
            #expect(listed.err == "")
            #expect(folder.tree() == ["Other", "Other/JanuaryError.yml", "Specs", "Specs/PoolError.yaml", "Specs/notes.txt"],
                    "listing wrote nothing")
            let generated = runErrorgen(["generate", "--output", output] + specs, in: folder, compiler: DefaultCompiler.shared)
            #expect(generated.code == 0, "\(generated.err)")
            let written = lines(generated.out).filter { $0.hasPrefix("wrote ") }.map { String($0.dropFirst(6)) }
            let onDisk = files(in: folder, output).filter { !$0.hasPrefix("Specs/") && !$0.hasPrefix("Other/") }
            #expect(lines(listed.out) == written, "output \(output)")
            #expect(lines(listed.out) == onDisk, "output \(output)")
            #expect(written.count == 10)
            // After the run nothing changes: the list does not depend on the disk.
            #expect(runErrorgen(["generate", "--list-outputs", "--output", output] + specs, in: folder,
                                compiler: DefaultCompiler.shared).out == listed.out)
        }
    }

    @Test func outputsOutsideTheCurrentFolderAreShownAsGiven() {
        let folder = project()
        let elsewhere = ScratchFolder()
        let listed = runErrorgen(["generate", "--list-outputs", "-o", elsewhere.url("Out"), "Specs"], in: folder,
                                 compiler: DefaultCompiler.shared)
        #expect(listed.out == ["Docs/PoolError.md", "JS/PoolError.d.ts", "JS/PoolError.js", "Kotlin/PoolError.kt",
                               "Swift/PoolError.swift"]
            .map { elsewhere.url("Out/" + $0) + "\n" }.joined())
        // The list follows the run's options, as generate does: no Kotlin with --no-kotlin.
        let options = runErrorgen(["generate", "--list-outputs", "--no-kotlin", "-o", "Out", "Specs"],
                                  in: folder, compiler: DefaultCompiler.shared)
        #expect(options.out == ["Docs/PoolError.md", "JS/PoolError.d.ts", "JS/PoolError.js", "Swift/PoolError.swift"]
            .map { "Out/" + $0 + "\n" }.joined(), "\(options.err)")
    }

    @Test func inputsAreTheSpecFilesGenerateReads() {
        let folder = project()
        folder.write("Specs/Broken.yaml", "name: [\n")
        let listed = runErrorgen(["generate", "--list-inputs", "Specs", "Other/JanuaryError.yml", "Specs/PoolError.yaml"], in: folder,
                                 compiler: DefaultCompiler.shared)
        // A spec that does not compile is still an input: editing it must rerun the build.
        #expect(listed.code == 0)
        #expect(listed.out == "Specs/Broken.yaml\nSpecs/PoolError.yaml\nOther/JanuaryError.yml\n")
        #expect(listed.err == "")
    }

    @Test func anInvalidSpecFailsTheOutputListLikeGenerate() {
        let folder = project()
        folder.write("Specs/Broken.yaml", "name: Broken\ncases: []\n")
        let listed = runErrorgen(["generate", "--list-outputs", "Specs"], in: folder, compiler: DefaultCompiler.shared)
        #expect(listed.code == 1)
        #expect(listed.out == "")
        #expect(listed.err.contains("Specs/Broken.yaml:2:8: error:"), "\(listed.err)")
    }

    @Test func aMissingPathIsExitTwoForBothLists() {
        let folder = project()
        for flag in ["--list-inputs", "--list-outputs"] {
            let listed = runErrorgen(["generate", flag, "Specs", "Nope.yaml"], in: folder)
            #expect(listed.code == 2)
            #expect(listed.out == "")
            #expect(listed.err.hasPrefix("Nope.yaml: error: cannot read: No such file or directory\n"))
        }
    }

    @Test func listsDoNotCombineWithCheckOrEachOther() {
        let folder = project()
        let both = runErrorgen(["generate", "--list-inputs", "--list-outputs", "Specs"], in: folder)
        #expect(both.code == 2)
        #expect(both.err.hasPrefix("error: --list-inputs and --list-outputs cannot be combined; run errorgen once for each\n"))
        let check = runErrorgen(["generate", "--check", "--list-outputs", "Specs"], in: folder)
        #expect(check.code == 2)
        #expect(check.err.hasPrefix("error: --check and --list-outputs cannot be combined\n"))
        let value = runErrorgen(["generate", "--list-inputs=yes", "Specs"], in: folder)
        #expect(value.err.hasPrefix("error: --list-inputs does not take a value\n"))
        let lint = runErrorgen(["lint", "--list-inputs", "Specs"], in: folder)
        #expect(lint.err.hasPrefix("error: unknown option '--list-inputs' for 'lint' (it is an option of 'generate')\n"))
        #expect(runErrorgen(["help", "generate"], in: folder).out.contains("--list-outputs"))
    }
}
