import Testing
@testable import ErrorgenCore

@Suite struct ErrorgenCommandTests {
    @Test func version() {
        let result = runErrorgen(["--version"], in: ScratchFolder())
        #expect(result.code == 0)
        #expect(result.out == "0.1.0\n")
        #expect(result.err == "")
    }

    @Test func overviewHelpListsCommandsOptionsExitCodesAndExamples() {
        let folder = ScratchFolder()
        let result = runErrorgen(["--help"], in: folder)
        #expect(result.code == 0)
        #expect(result.err == "")
        for needle in ["Usage: errorgen <command> [options] <path>...", "  generate ", "  lint ", "  help [<command>] ",
                       "--version", "EXIT CODES:", "  2  Usage error", "EXAMPLES:", "errorgen generate --check Specs"] {
            #expect(result.out.contains(needle), "\(needle)")
        }
        #expect(runErrorgen(["help"], in: folder).out == result.out)
        #expect(runErrorgen(["-h"], in: folder).out == result.out)
    }

    @Test func commandHelpIsTheSameFromEveryEntry() {
        let folder = ScratchFolder()
        for command in ["generate", "lint"] {
            let viaHelp = runErrorgen(["help", command], in: folder)
            let viaFlag = runErrorgen([command, "Specs", "--help"], in: folder)
            #expect(viaHelp.code == 0 && viaFlag.code == 0)
            #expect(viaHelp.out == viaFlag.out)
            #expect(viaHelp.out.contains("Usage: errorgen \(command) "))
            #expect(viaHelp.out.contains("EXIT CODES:") && viaHelp.out.contains("EXAMPLES:"))
        }
        let generate = runErrorgen(["help", "generate"], in: folder).out
        for option in ["-o, --output <folder>", "--check", "--access <level>", "default: Generated", "'--' ends the options"] {
            #expect(generate.contains(option), "\(option)")
        }
        #expect(runErrorgen(["help", "help"], in: folder).out.contains("Usage: errorgen help [<command>]"))
    }

    @Test func helpTextsAreTidy() {
        for topic in [nil] + Subcommand.allCases.map(Optional.some) {
            let text = HelpText.text(for: topic)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= 88, "too long: \(line)")
                #expect(!line.hasSuffix(" "), "trailing space: \(line)")
            }
            #expect(!text.hasSuffix("\n") && !text.contains("\n\n\n"))
        }
    }

    @Test func usageErrorsGoToStandardErrorWithExitTwo() {
        let folder = ScratchFolder()
        let unknown = runErrorgen(["genrate", "Specs"], in: folder)
        #expect(unknown.code == 2)
        #expect(unknown.out == "")
        #expect(unknown.err == """
            error: unknown command 'genrate'; did you mean 'generate'?
            Usage: errorgen <command> [options] <path>...
            Run 'errorgen --help' for more information.

            """)
        let option = runErrorgen(["generate", "Specs", "--ouput", "X"], in: folder)
        #expect(option.code == 2)
        #expect(option.err == """
            error: unknown option '--ouput'; did you mean '--output'?
            Usage: errorgen generate [--output <folder>] [--check] [--access <level>]
                   [--js-package <name>] [--no-kotlin] [--kotlin-package <name>] <path>...
            Run 'errorgen generate --help' for more information.

            """)
        #expect(runErrorgen([], in: folder).code == 2)
        #expect(!folder.exists("Generated") && !folder.exists("X"))
    }

    @Test func lintValidatesAndWritesNothing() {
        let folder = ScratchFolder()
        folder.write("Specs/A.yaml", "name: A\n")
        folder.write("Specs/B.yaml", "name: B\n")
        let ok = runErrorgen(["lint", "Specs"], in: folder)
        #expect(ok.code == 0)
        #expect(ok.out == "2 specs are valid.\n")
        #expect(ok.err == "")
        #expect(runErrorgen(["lint", "Specs/A.yaml"], in: folder).out == "1 spec is valid.\n")

        folder.write("Specs/C.yaml", "name: C\nbad\n")
        let bad = runErrorgen(["lint", "Specs"], in: folder)
        #expect(bad.code == 1)
        #expect(bad.out == "")
        #expect(bad.err == "Specs/C.yaml:2:1: error: 'bad' is not allowed\n")

        folder.write("Other/A.yaml", "name: A\n")
        let clash = runErrorgen(["lint", "Specs/A.yaml", "Other"], in: folder)
        #expect(clash.code == 1)
        #expect(clash.err.contains("Other/A.yaml and Specs/A.yaml both generate"))

        #expect(runErrorgen(["lint", "Missing"], in: folder).code == 2)
        #expect(folder.tree() == ["Other", "Other/A.yaml", "Specs", "Specs/A.yaml", "Specs/B.yaml", "Specs/C.yaml"])
    }

    /// Another format's file given as a spec makes thousands of errors: the first 100 of each spec are printed, then
    /// one note counts the rest.
    @Test func errorsOfOneSpecAreCappedWithANote() {
        let folder = ScratchFolder()
        folder.write("Specs/Many.yaml", "name: E\ncases: [{name: a}]\n" + (0..<250).map { "k\($0): 1\n" }.joined())
        folder.write("Specs/Few.yaml", "name: F\ncases: [{name: a}]\nk: 1\n")
        let run = runErrorgen(["lint", "Specs"], in: folder, compiler: DefaultCompiler())
        #expect(run.code == 1)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("Specs/Many.yaml:") && $0.contains(": error: ") }.count == SpecRun.maxErrorsPerSpec)
        #expect(lines.filter { $0.hasPrefix("Specs/Few.yaml:") }.count == 1)
        #expect(lines.last == "Specs/Many.yaml: note: 150 more errors in this spec not shown; fix the first 100")
    }
}
