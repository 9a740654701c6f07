import Testing
@testable import ErrorgenCore

@Suite struct ArgumentParserTests {
    func parse(_ line: String) throws(UsageError) -> ParsedCommand {
        try ArgumentParser.parse(line.split(separator: " ").map(String.init))
    }

    func failure(_ line: String) -> UsageError? {
        do {
            _ = try parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func optionsBeforeAfterAndBetweenPaths() throws {
        let expected = ParsedCommand.generate(GenerateOptions(output: "Out", check: true, access: .package, paths: ["A.yaml", "Specs"]))
        for line in ["generate --output Out --check --access package A.yaml Specs",
                     "generate A.yaml --output=Out Specs --check --access=package",
                     "generate A.yaml Specs -o Out --access package --check",
                     "generate --check A.yaml --access=package Specs --output Out --output=Out"] {
            #expect(try parse(line) == expected, "\(line)")
        }
    }

    @Test func defaults() throws {
        #expect(try parse("generate Specs") == .generate(GenerateOptions(output: "Generated", check: false, access: nil, paths: ["Specs"])))
        #expect(try parse("lint A.yaml B.yaml") == .lint(paths: ["A.yaml", "B.yaml"]))
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse("generate --check -- --output -x.yaml") ==
            .generate(GenerateOptions(check: true, paths: ["--output", "-x.yaml"])))
        #expect(try parse("lint -- --help") == .lint(paths: ["--help"]))
        #expect(try parse("generate - --output=-o") == .generate(GenerateOptions(output: "-o", paths: ["-"])))
    }

    @Test func helpAndVersion() throws {
        #expect(try parse("--help") == .help(topic: nil))
        #expect(try parse("-h") == .help(topic: nil))
        #expect(try parse("help") == .help(topic: nil))
        #expect(try parse("help generate") == .help(topic: .generate))
        #expect(try parse("help lint") == .help(topic: .lint))
        #expect(try parse("generate Specs --bogus --help") == .help(topic: .generate))
        #expect(try parse("generate -h") == .help(topic: .generate))
        #expect(try parse("lint --help") == .help(topic: .lint))
        #expect(try parse("--version") == .version)
    }

    @Test func errorsNameTheProblemAndSuggest() {
        let cases: [(String, String, Subcommand?)] = [
            ("", "missing command", nil),
            ("genrate Specs", "unknown command 'genrate'; did you mean 'generate'?", nil),
            ("lnt Specs", "unknown command 'lnt'; did you mean 'lint'?", nil),
            ("gen Specs", "unknown command 'gen'; did you mean 'generate'?", nil),
            ("frobnicate", "unknown command 'frobnicate'", nil),
            ("--verison", "unknown option '--verison'; did you mean '--version'?", nil),
            ("--version now", "unexpected argument 'now' after '--version'", nil),
            ("help genrate", "unknown command 'genrate'; did you mean 'generate'?", .help),
            ("help lint now", "unexpected argument 'now' after 'lint'", .help),
            ("generate", "missing spec paths", .generate),
            ("generate --check", "missing spec paths", .generate),
            ("generate Specs --ouput X", "unknown option '--ouput'; did you mean '--output'?", .generate),
            ("generate Specs --chek", "unknown option '--chek'; did you mean '--check'?", .generate),
            ("generate Specs --acess=public", "unknown option '--acess'; did you mean '--access'?", .generate),
            ("generate Specs --zzz", "unknown option '--zzz'", .generate),
            ("generate Specs --output", "missing folder after --output", .generate),
            ("generate --output --check Specs", "missing folder after --output", .generate),
            ("generate Specs --output=", "empty folder for --output", .generate),
            ("generate Specs -o A --output B", "--output given twice, as 'A' and 'B'", .generate),
            ("generate Specs --check=yes", "--check does not take a value", .generate),
            ("generate Specs --access pubic", "invalid access level 'pubic'; expected public, package or internal; did you mean 'public'?", .generate),
            ("generate Specs --access=open", "invalid access level 'open'; expected public, package or internal", .generate),
            ("generate Specs --access public --access internal", "--access given twice, as 'public' and 'internal'", .generate),
            ("lint", "missing spec paths", .lint),
            ("lint Specs --check", "unknown option '--check' for 'lint' (it is an option of 'generate')", .lint),
            ("lint Specs --hlep", "unknown option '--hlep'; did you mean '--help'?", .lint),
        ]
        for (line, message, command) in cases {
            #expect(failure(line) == UsageError(message, command: command), "\(line)")
        }
        #expect(throws: UsageError("empty path argument", command: .lint)) { try ArgumentParser.parse(["lint", ""]) }
    }

    @Test func suggestions() {
        #expect(Suggestion.closest(to: "--ouptut", among: ["--output", "--check"]) == "--output")
        #expect(Suggestion.closest(to: "internl", among: ["public", "package", "internal"]) == "internal")
        #expect(Suggestion.closest(to: "x", among: ["lint"]) == nil)
        #expect(Suggestion.closest(to: "generate", among: ["lint"]) == nil)
        #expect(Suggestion.editDistance(Array("abcd".unicodeScalars), Array("acbd".unicodeScalars)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(Suggestion.editDistance([], Array("abc".unicodeScalars)) == 3)
    }
}
