import Foundation
import Testing
@testable import ErrorgenCore

/// `localizedError:`: the generated type conforms to `LocalizedError`; bridged to `NSError` its texts are
/// `localizedDescription`, `localizedFailureReason` and `localizedRecoverySuggestion`, looked up with
/// `NSLocalizedString` in the spec's table; the `.strings` file errorgen writes is that table, escaped so
/// Foundation's own parser reads back every text exactly.
@Suite struct LocalizedErrorTests {
    /// Text that tries to break Swift literals, format strings and `.strings` syntax.
    static let hostile = "Say \"hi\" \\ 100% %d %@ %1$@ \\(x) */ /* // ; = \"\"\" tab\tcr\rline\nbreak \u{2028} \u{202E}rtl 🙂 e\u{301}"
    /// The same in a message: a template refuses printf placeholders and `\\(x)`, but keeps what a format string
    /// would still read as one (`%dx`, `% d`, `%%`), and `\\( x)`.
    static let hostileTemplate = hostile.replacing("%d %@ %1$@ \\(x)", with: "%dx %@x %1$@x % d %% \\( x)")

    static let uploadSpec = """
        name: Upload
        localizedError: {table: "Upload Errors", strings: en}
        cases:
          - name: plain
            when: \(Quote.yaml("When: " + hostile))
            todo: \(Quote.yaml("Todo: " + hostile))
          - name: tooLarge
            payload:
              - {name: limit, type: Int}
              - {name: label, type: String?}
              - {name: ratio, type: Double}
            when: The file is too large.
            todo: Compress it.
            message: \(Quote.yaml("Over {limit} ({label}, x{ratio}) {{braces}} again {limit}: " + hostileTemplate))
          - name: silent
          - name: old
            deprecated: Gone.
            when: Old.
        """

    /// What each error prints, one line each: description | failure reason | recovery suggestion.
    static let enumProgram = """
        import Foundation
        let errors: [any Error] = [Upload.plain, Upload.tooLarge(limit: 5, label: nil, ratio: 1.5),
                                   Upload.tooLarge(limit: 7, label: "L", ratio: 2), Upload.silent]
        for error in errors {
            let ns = error as NSError
            print(String(reflecting: ns.localizedDescription), String(reflecting: ns.localizedFailureReason),
                  String(reflecting: ns.localizedRecoverySuggestion), separator: " | ")
        }
        """

    static func line(_ description: String, _ reason: String?, _ suggestion: String?) -> String {
        [String(reflecting: description), String(reflecting: reason), String(reflecting: suggestion)].joined(separator: " | ")
    }

    func outputs(_ yaml: String) throws -> [OutputFile] {
        let result = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "t.yaml")
        #expect(result.diagnostics.map(\.description) == [])
        return SpecPipeline.emit(try #require(result.spec))
    }

    @Test func bridgedNSErrorTextsComeFromTheSpecAndFromTheStringsFile() throws {
        let files = try outputs(Self.uploadSpec)
        #expect(files.map(\.path) == ["Swift/Upload.swift", "JS/Upload.js", "JS/Upload.d.ts", "Docs/Upload.md",
                                      "Strings/en.lproj/Upload Errors.strings", "Kotlin/Upload.kt"])
        let swift = try #require(files.first { $0.path == "Swift/Upload.swift" }).contents
        let strings = try #require(files.first { $0.path.hasSuffix(".strings") }).contents
        // A "translation": every value prefixed, the %n$@ holes kept.
        let translated = strings.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("\"") ? $0.replacing("\" = \"", with: "\" = \"[de] ") : $0 }.joined(separator: "\n")
        let (build, runs) = try SwiftCompilerHarness.buildAndRun(
            ["Upload.swift": swift, "main.swift": Self.enumProgram],
            resourceSets: [[:], ["en.lproj/Upload Errors.strings": strings], ["en.lproj/Upload Errors.strings": translated]])
        #expect(build.status == 0 && !build.output.contains("warning:"), "\(build.output)")
        guard runs.count == 3 else { return }

        let message = { (limit: Int, label: String, ratio: String) in
            "Over \(limit) (\(label), x\(ratio)) {braces} again \(limit): " + Self.hostileTemplate
        }
        let expected = [
            Self.line("When: " + Self.hostile, nil, "Todo: " + Self.hostile),
            Self.line(message(5, "nil", "1.5"), "The file is too large.", "Compress it."),
            Self.line(message(7, "L", "2.0"), "The file is too large.", "Compress it."),
        ]
        for (index, run) in runs.enumerated() {
            #expect(run.status == 0, "\(run.output)")
            let lines = run.output.split(separator: "\n").map(String.init)
            guard lines.count == 4 else {
                Issue.record("run \(index): \(run.output)")
                continue
            }
            if index < 2 {
                // Without the file the spec's text is the default value; with it, the file's value, equal to it.
                #expect(Array(lines.prefix(3)) == expected, "run \(index)")
            } else {
                #expect(Array(lines.prefix(3)) == expected.map { line in
                    line.replacing("| Optional(\"", with: "| Optional(\"[de] ").replacing("| nil", with: "| nil")
                        .replacingPrefix("\"", with: "\"[de] ")
                }, "translated")
            }
            // No text at all: Foundation's own description, and nil for the rest.
            #expect(lines[3].hasSuffix(" | nil | nil") && !lines[3].contains("[de]"), "\(lines[3])")
        }
    }

    @Test func structShapeMessagesReadStoredFields() throws {
        let yaml = """
            name: Api
            shape: struct
            category: {type: ApiCategory}
            localizedError: {bundle: main}
            fields:
              - {name: code, type: String?}
              - {name: message, type: String}
            cases:
              - name: server
                when: The server failed.
                message: "Server said: {message} ({code})"
              - name: network
                todo: Retry.
            """
        let files = try outputs(yaml)
        #expect(!files.contains { $0.path.hasPrefix("Strings/") }, "no strings file unless asked for")
        let swift = try #require(files.first).contents
        let program = """
            import Foundation
            for error in [Api(category: .server, code: "E1", message: "boom"), Api(category: .server, code: nil, message: "m"),
                          Api(category: .network, code: nil, message: "x")] {
                let ns = error as NSError
                print(String(reflecting: ns.localizedDescription), String(reflecting: ns.localizedFailureReason),
                      String(reflecting: ns.localizedRecoverySuggestion), separator: " | ")
            }
            """
        let run = try SwiftCompilerHarness.buildAndRun(["Api.swift": swift, "main.swift": program])
        #expect(run.status == 0 && !run.output.contains("warning:"), "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.prefix(2) == [Self.line("Server said: boom (E1)", "The server failed.", nil),
                                    Self.line("Server said: m (nil)", "The server failed.", nil)])
        #expect(lines.last?.hasSuffix(" | nil | Optional(\"Retry.\")") == true)
        #expect(swift.contains("tableName: \"Api\", bundle: .main"), "the table defaults to the type name")
    }

    @Test func specsThatDoNotOptInGenerateNoLocalizedError() throws {
        let files = try outputs("name: E\ncases:\n  - name: a\n    when: W.\n    todo: T.\n")
        #expect(files.map(\.path) == ["Swift/E.swift", "JS/E.js", "JS/E.d.ts", "Docs/E.md", "Kotlin/E.kt"])
        #expect(!files[0].contents.contains("LocalizedError") && !files[0].contents.contains("NSLocalizedString"))
    }

    @Test(arguments: [
        ("localizedError: {bundel: main}\n", "t.yaml:5:18: error: unknown key 'bundel' in 'localizedError' (did you mean 'bundle'?); allowed keys: table, bundle, strings"),
        ("localizedError: {bundle: app}\n", "t.yaml:5:26: error: unknown bundle 'app'; expected 'main' or 'module'"),
        ("localizedError: {strings: english!}\n", "t.yaml:5:27: error: 'english!' is not a language code such as en, pt-BR or zh-Hans"),
        ("localizedError: {table: ../x}\n", "t.yaml:5:25: error: table name '../x' cannot start with '.'"),
        ("localizedError: {table: \"a/b\"}\n", "t.yaml:5:25: error: table name 'a/b' cannot contain '/' or '\\'"),
        ("localizedError: [x]\n", "t.yaml:5:17: error: expected 'localizedError' to be a mapping, found a list"),
    ])
    func optionErrorsArePositioned(extra: String, message: String) {
        #expect(compileSpec(enumSpec(extra)).diagnostics == [message])
    }

    @Test func messageErrorsArePositioned() {
        let cases = "cases:\n  - name: a\n    payload: [{name: size, type: Int}]\n    message: \"Too big: {sizes}\"\n"
        #expect(compileSpec(enumSpec("localizedError: {}\n", cases: cases)).diagnostics == [
            "t.yaml:5:25: error: unknown field 'sizes' in the message (did you mean 'size'?); fields: size",
        ])
        #expect(compileSpec(enumSpec("localizedError: {}\n", cases: "cases:\n  - name: b\n    message: \"{x\"\n")).diagnostics == [
            "t.yaml:4:15: error: unterminated '{' in template; write '{{' for a literal brace",
        ])
        #expect(compileSpec(enumSpec(cases: "cases:\n  - name: a\n    message: Hello.\n")).diagnostics == [
            "t.yaml:4:14: error: 'message' needs 'localizedError' at the top level of the spec",
        ])
        // No cascades: a misspelled `localizedError`, or a payload field that failed, has its own error only.
        #expect(compileSpec(enumSpec("localisedError: {}\n", cases: "cases:\n  - name: a\n    message: Hello.\n")).diagnostics == [
            "t.yaml:5:1: error: unknown key 'localisedError' in the spec (did you mean 'localizedError'?); allowed keys: "
                + SpecKeys.spec.joined(separator: ", "),
        ])
        let brokenField = "cases:\n  - name: a\n    payload: [{name: size, type: Integer}]\n    message: \"{size}\"\n"
        #expect(compileSpec(enumSpec("localizedError: {}\n", cases: brokenField)).diagnostics.count == 1)
        #expect(compileSpec(enumSpec("localizedError: {}\n", cases: "cases:\n  - name: a\n    message: \"{n}\"\n")).diagnostics == [
            "t.yaml:4:16: error: unknown field 'n' in the message; case 'a' has no fields",
        ])
    }
}

/// `.strings` escaping: quoted keys and values keep every character, comments cannot be closed early.
@Suite struct StringsFileLanguageTests {
    @Test func quotedTextStaysOnOneLineAndComesBackThroughFoundation() throws {
        let texts = HostileStrings.all.filter { !$0.contains("\u{0}") }
        for text in texts {
            let quoted = StringsFileLanguage.quoted(text)
            #expect(!quoted.contains("\n") && !quoted.contains("\r") && !quoted.contains("\u{2028}"), "\(quoted)")
        }
        // Foundation's own parser of the format reads every entry back exactly.
        let file = texts.enumerated().map { "\(StringsFileLanguage.comment(texts[$0.offset])) \"k\($0.offset)\" = \(StringsFileLanguage.quoted($0.element));" }
            .joined(separator: "\n")
        let parsed = try PropertyListSerialization.propertyList(from: Data(file.utf8), options: [], format: nil)
        let table = try #require(parsed as? [String: String])
        #expect(table.count == texts.count)
        for (index, text) in texts.enumerated() {
            #expect(table["k\(index)"] == text, "\(String(reflecting: text))")
        }
    }

    @Test func commentsCannotBeClosedEarly() {
        #expect(StringsFileLanguage.comment("a */ b\nc*") == "/* a * / b c*  */")
        #expect(!StringsFileLanguage.comment("**/*/").dropFirst(2).dropLast(2).contains("*/"))
    }
}

private extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
