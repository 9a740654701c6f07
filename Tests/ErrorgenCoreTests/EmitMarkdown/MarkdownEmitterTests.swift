import Foundation
import Testing
@testable import ErrorgenCore

@Suite struct MarkdownEmitterTests {
    @Test func writesOneDocsFileThatStartsWithTheHeader() {
        let spec = MD.enumSpec([MD.case("a")], docs: MD.generated(.cases), summary: "Sum.")
        let files = MarkdownEmitter.emit(spec)
        #expect(files.map(\.path) == ["Docs/E.md"])
        #expect(files.first?.specPath == "Specs/E.yaml")
        let lines = (files.first?.contents ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == GeneratedHeader.markdownLine(specPath: "Specs/E.yaml"))
        #expect(Array(lines.prefix(6)) == [lines[0], "", "# E", "", "> Sum.", ""])
        #expect(files.first?.contents.hasSuffix("|\n") == true)
    }

    @Test func casesTableSaysWhenACaseIsDeprecated() {
        let spec = MD.enumSpec([MD.case("a", when: "When a.", todo: "Do a."),
                                MD.case("old", when: "Before.", todo: "Use `a`.", deprecated: "Use a instead.")],
                               docs: MD.generated(.cases))
        let rows = MD.tableLines(MD.page(spec))
        #expect(rows.first == "| Case | When | What to do |")
        #expect(rows.dropFirst(2).map(String.init) == ["| `a` | When a. | Do a. |",
                                                      "| `old` (deprecated) | Before. | Use `a`. Deprecated: Use a instead. |"])
    }

    /// The codes table marks a deprecated case as the cases table does (on every row of its codes): someone who looks
    /// a code up there learns that its case is going away.
    @Test func codesTableSaysWhenACaseIsDeprecated() {
        let spec = MD.enumSpec([MD.case("a", when: "When a.", codes: ["a1"]),
                                MD.case("old", when: "Before.", deprecated: "Use a instead.", codes: ["o1", "o2"])],
                               docs: MD.generated(.codes))
        let rows = MD.tableLines(MD.page(spec)).map(String.init)
        #expect(rows.dropFirst(2).map { $0 } == ["| `a1` | `a` | When a. |", "| `o1` | `old` (deprecated) | Before. |",
                                                 "| `o2` | `old` (deprecated) | Before. |"])
    }

    @Test func casesTableGivesTheNSErrorCodesWhenTheSpecChoosesThem() throws {
        let yaml = """
        name: SysError
        errorDomain: NSPOSIXErrorDomain
        cases:
          - {name: noEntry, errorCode: 2, when: No such file.}
          - {name: other, when: Anything else.}
        docs: [{generated: cases}]
        """
        let spec = try #require(compileSpec(yaml).spec)
        let rows = MD.tableLines(try #require(MarkdownEmitter.emit(spec).first).contents)
        let derived = spec.cases[1].nsErrorCode
        #expect(rows.map(String.init) == ["| Case | Code in `NSPOSIXErrorDomain` | When | What to do |", "| --- | --- | --- | --- |",
                                          "| `noEntry` | 2 | No such file. |  |", "| `other` | \(derived) | Anything else. |  |"])
    }

    @Test func sectionsKeepTheirOrderAndTitles() {
        var spec = MD.enumSpec([MD.case("a")])
        spec.discussion = "More."
        spec.docs = Docs(sections: [DocSection(title: "First", content: [.prose("One.")]),
                                    DocSection(title: nil, content: [.prose("Two.")]),
                                    DocSection(title: "Third", content: [.table(DocTable(header: ["H1", "H2"], rows: [["x", "y"]], at: MD.here))])])
        let page = MD.page(spec)
        let body = page.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        #expect(body.hasPrefix("# E\n\nMore.\n\n## First\n\nOne.\n\nTwo.\n\n## Third\n\n| H1 | H2 |\n"))
        #expect(body.hasSuffix("| x | y |\n"))
    }

    @Test func withoutDocsEveryBlockWithContentIsShown() {
        let cases = [MD.case("a", when: "W.", codes: ["code_a"])]
        let flag = MD.property("flag", ValueType(.bool), default: MD.constant(.bool(true)))
        let page = MD.page(MD.enumSpec(cases, properties: [flag]))
        #expect(page.contains("| Case | When | What to do |"))
        #expect(page.contains("| Property | Meaning |"))
        #expect(page.contains("| `code_a` | `a` | W. | yes |"))
    }

    @Test func codesTableEvaluatesBoolPropertiesPerCode() {
        // Enum shape: a rule over the payload is unknown from the code alone.
        let status = MD.field("status", ValueType(.int))
        let cases = [MD.case("offline", codes: ["offline"]), MD.case("service", payload: [status], codes: ["service"]),
                     MD.case("bad", codes: ["bad", "worse"])]
        let rule = Expression.compare(.greaterOrEqual, MD.ref("status"), MD.lit(.int(500)))
        let retryable = MD.property("retryable", ValueType(.bool), default: MD.constant(.bool(false)),
                                    [("offline", MD.constant(.bool(true))), ("service", MD.rule(rule))])
        let page = MD.page(MD.enumSpec(cases, properties: [retryable], docs: MD.generated(.codes)))
        let rows = MD.tableLines(page).map(String.init)
        #expect(rows.first == "| Code | Case | Meaning | `retryable` |")
        #expect(rows.dropFirst(2).map { $0.split(separator: "|").last.map { $0.trimmingCharacters(in: .whitespaces) } }
                == ["yes", "when " + EnglishRuleRenderer.render(rule), "no", "no"])
    }

    @Test func structShapeBindsTheOpenCodeField() {
        let spec = JanuaryLike.spec()
        let page = MD.page(spec)
        let rows = MD.tableLines(page).map(String.init)
        #expect(rows.contains("| `rate_limited` | `rateLimited` | Short. | yes |"))
        #expect(rows.contains("| `credit_limit_exceeded` | `rateLimited` | Spent. | no |"))
        #expect(rows.contains("| `conflict` | `validation` | A 409. | no |"))
        #expect(rows.contains("| Code | Category | Meaning | `retryable` |"))
    }

    /// An inbound parameter's `doc` leads its row of the parameter table, as it leads the Swift and Kotlin
    /// doc comments.
    @Test func inboundParameterDocsAreInTheParameterTable() throws {
        let yaml = """
            name: SlackError
            cases:
              - {name: channelNotFound, codes: [channel_not_found]}
              - {name: unknown}
            inbound:
              parameters:
                - {name: error, type: String?, role: code, doc: "The body's `error` field."}
                - {name: httpStatus, type: Int, role: status}
              fallback: unknown
            """
        let spec = try #require(SpecPipeline.compile(bytes: Array(yaml.utf8), path: "SlackError.yaml").spec)
        let page = try #require(SpecPipeline.emit(spec).first { $0.path == "Docs/SlackError.md" }).contents
        #expect(page.contains("| `error` | `String?` | The body's `error` field. Matched against the wire codes, aliases included. |"),
                "\(page)")
        #expect(page.contains("| `httpStatus` | `Int` | Matched against the status table. |"), "\(page)")
    }

    /// A deprecated constructor (an old name kept as an alias) says so in the constructors table, as a deprecated
    /// case does in the cases table; a spec decodes `deprecated: true` as a deprecation without a message.
    @Test func deprecatedConstructorsSaySoInTheConstructorsTable() throws {
        let yaml = """
            name: LocalAuthError
            cases: [{name: biometryLockout}]
            constructors:
              - {name: touchIDLockout, case: biometryLockout, deprecated: Use biometryLockout.}
              - {name: lockedOut, case: biometryLockout, doc: Too many failed attempts., deprecated: true}
              - {name: locked, case: biometryLockout}
            docs:
              - generated: constructors
            """
        let spec = try #require(SpecPipeline.compile(bytes: Array(yaml.utf8), path: "LocalAuthError.yaml").spec)
        #expect(spec.constructors.map(\.deprecated) == ["Use biometryLockout.", "", nil])
        let page = try #require(SpecPipeline.emit(spec).first { $0.path == "Docs/LocalAuthError.md" }).contents
        #expect(page.contains("| `.touchIDLockout` (deprecated) | `biometryLockout` | Deprecated: Use biometryLockout. |"), "\(page)")
        #expect(page.contains("| `.lockedOut` (deprecated) | `biometryLockout` | Too many failed attempts. Deprecated. |"), "\(page)")
        #expect(page.contains("| `.locked` | `biometryLockout` |  |"), "\(page)")
    }

    /// A `role: category` parameter is matched against the categories, not the status table (an outside QA pass
    /// found the page saying so).
    @Test func categoryParameterRowSaysWhatItIsMatchedAgainst() throws {
        let yaml = """
            name: PlaidError
            shape: struct
            enums:
              - {name: PlaidErrorType, values: [{name: itemError, wire: ITEM_ERROR}, {name: apiError, wire: API_ERROR}]}
            category: {type: Kind}
            cases: [{name: itemError}, {name: apiError}]
            inbound:
              parameters:
                - {name: errorType, type: PlaidErrorType?, role: category}
                - {name: status, type: Int, role: status}
              statuses: [{status: 500, case: apiError}]
              fallback: apiError
            docs:
              - generated: inbound
            """
        let spec = try #require(SpecPipeline.compile(bytes: Array(yaml.utf8), path: "PlaidError.yaml").spec)
        let page = try #require(SpecPipeline.emit(spec).first { $0.path == "Docs/PlaidError.md" }).contents
        #expect(page.contains("| `errorType` | `PlaidErrorType?` | Matched against the categories' wire spellings. |"), "\(page)")
        #expect(page.contains("| `status` | `Int` | Matched against the status table. |"), "\(page)")
    }
}

/// A small struct-shaped spec with an open code field, like January's.
enum JanuaryLike {
    static func spec() -> Spec {
        let code = MD.field("code", ValueType(.string, optional: true), doc: "The API's code.")
        let cases = [
            Case(name: MD.name("validation"), when: "Invalid.", codes: [WireCode("conflict", doc: "A 409.", at: MD.here)]),
            Case(name: MD.name("rateLimited"), when: "Limited.",
                 codes: [WireCode("rate_limited", doc: "Short.", at: MD.here), WireCode("credit_limit_exceeded", doc: "Spent.", at: MD.here)]),
            Case(name: MD.name("timeout"), when: "Slow."),
        ]
        let rule = Expression.compare(.equal, MD.ref("code"), MD.lit(.string("rate_limited")))
        let retryable = MD.property("retryable", ValueType(.bool), default: MD.constant(.bool(false)),
                                    [("timeout", MD.constant(.bool(true))), ("rateLimited", MD.rule(rule))])
        var spec = Spec(path: "Specs/J.yaml", name: MD.name("J"),
                        shape: .structure(categoryType: MD.name("Category"), categoryProperty: MD.name("category")),
                        cases: cases, fields: [code], properties: [retryable], bridge: Bridge(fields: []),
                        docs: Docs(sections: [DocSection(title: nil, content: MD.generated(.codes, .properties))]))
        spec.openCodeField = MD.name("code")
        return spec
    }
}
