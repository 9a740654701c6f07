import Testing
@testable import ErrorgenCore

/// `{reason ?? "no reason given"}`: what a template hole prints for a nil value, the same in Swift's constructors,
/// inbound defaults and `LocalizedError` texts, in Kotlin, and said in the docs. A bare optional hole prints `nil`.
@Suite struct NilTextTests {
    static let spec = #"""
    name: Upload
    localizedError: {}
    cases:
      - name: failed
        payload: [{name: text, type: String}, {name: reason, type: String?}, {name: size, type: Int?}]
        message: "Upload failed: {reason ?? \"no reason given\"} ({size ?? 'size unknown'}, {reason})"
    constructors:
      - name: refused
        parameters: [{name: why, type: String?}, {name: ratio, type: Double?}, {name: tries, type: Int?}, {name: ok, type: Bool?}]
        case: failed
        set:
          text: "{why ?? 'no reason given'}: {ratio:.1f ?? \"n/a\"} {ratio ?? 'none'} {tries ?? '{0}'} {ok ?? 'maybe \"so\" $x \\(y)'} {why}"
          reason: "{why ?? \"\"}"
    inbound:
      parameters:
        - {name: text, type: String?, default: "status {size ?? 'unknown'}"}
        - {name: size, type: Int?}
      fallback: failed
    docs: [{generated: constructors}, {generated: inbound}]
    """#

    /// The constructor's `text` and `reason` for nil arguments, then for values; then the inbound default.
    static let expected = #"""
    no reason given: n/a none {0} maybe "so" $x \(y) nil|
    disk "full": 2.5 2.5 3 true disk "full"|disk "full"
    status unknown
    status 413

    """#

    @Test func swiftPrintsTheNilTexts() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let swift = SwiftEmitter.source(compiled)
        let main = #"""
        for error in [Upload.refused(why: nil, ratio: nil, tries: nil, ok: nil),
                      Upload.refused(why: "disk \"full\"", ratio: 2.5, tries: 3, ok: true)] {
            if case .failed(let text, let reason, _) = error { print(text + "|" + (reason ?? "-")) }
        }
        for size in [nil, 413] as [Int?] {
            if case .failed(let text, _, _) = Upload(text: nil, size: size) { print(text) }
        }
        print(Upload.failed(text: "", reason: nil, size: nil).errorDescription ?? "-")
        print(Upload.failed(text: "", reason: "quota", size: 7).errorDescription ?? "-")
        """#
        let run = try SwiftCompilerHarness.buildAndRun(["Upload.swift": swift, "main.swift": main])
        #expect(run.output == Self.expected + """
        Upload failed: no reason given (size unknown, nil)
        Upload failed: quota (7, quota)

        """, "\(run.output)")
        let typecheck = try SwiftCompilerHarness.typecheck(["Upload.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinPrintsTheSameNilTexts() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let run = try KotlinRunner.runWithGeneratedCode(compiled, main: #"""
        fun main() {
            for (e in listOf(Upload.refused(null, null, null, null), Upload.refused("disk \"full\"", 2.5, 3L, true))) {
                val f = e as Upload.failed
                println(f.text + "|" + (f.reason ?: "-"))
            }
            for (size in listOf(null, 413L)) println((Upload.from(null, size) as Upload.failed).text)
        }
        """#)
        #expect(run.output == Self.expected, "\(run.errors)")
    }

    @Test func docsSayWhatNilReads() throws {
        let compiled = try #require(compileSpec(Self.spec).spec)
        let page = try #require(MarkdownEmitter.emit(compiled).first).contents
        #expect(page.contains(#"`"{why}: {ratio:.1f} {ratio} {tries} {ok} {why}"` (a nil `why` reads `"no reason given"`, "#
                              + #"a nil `ratio` reads `"n/a"`, a nil `ratio` reads `"none"`, a nil `tries` reads `"{0}"`, and "#
                              + #"a nil `ok` reads `"maybe \"so\" $x \\(y)"`)"#), "\(page)")
        #expect(page.contains(#"`"status {size}"` (a nil `size` reads `"unknown"`)"#), "\(page)")
    }

    @Test func theStringsFileCommentSaysWhatNilReads() throws {
        let compiled = try #require(compileSpec(Self.spec.replacing("localizedError: {}", with: "localizedError: {strings: en}")).spec)
        let strings = try #require(SpecPipeline.emit(compiled).first { $0.path.hasSuffix(".strings") }).contents
        #expect(strings.contains(#"%1$@: reason ("no reason given" when nil). %2$@: size ("size unknown" when nil). %3$@: reason. */"#),
                "\(strings)")
    }

    @Test func diffWritesTheHoleBackAsSpecText() throws {
        for text in [#"a {why ?? "none"} b"#, #"{ratio:.2f ?? 'say "n/a"'}"#, #"{{x}} {why ?? ""}"#] {
            let template = try TemplateParser.parse(text, at: SourceLocation(file: "t.yaml", line: 1, column: 1)).get()
            let written = ValueText.template(template)
            let again = try TemplateParser.parse(written, at: SourceLocation(file: "t.yaml", line: 1, column: 1)).get()
            #expect(again.parts.map(\.hole?.nilText) == template.parts.map(\.hole?.nilText), "\(written)")
            #expect(written == text)
        }
    }
}
