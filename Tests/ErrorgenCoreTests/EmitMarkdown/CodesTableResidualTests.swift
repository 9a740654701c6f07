import Testing
@testable import ErrorgenCore

/// The codes table answers a rule for each code: where the code alone does not decide it, the cell keeps only
/// the parts the code does not decide ("when `RetryableWriteError` is in `labels`" for code 50, not "when `code` is
/// 262 or ...", which reads as if the row's code could be 262).
@Suite struct CodesTableResidualTests {
    @Test func aCellLeavesOutWhatItsCodeDecides() throws {
        let spec = try #require(compileSpec("""
        name: Mongo
        shape: struct
        codeType: Int
        category: {type: MongoKind, codeField: code}
        fields:
          - {name: code, type: Int?}
          - {name: labels, type: "[String]"}
        cases:
          - {name: timeLimit, codes: [50, 262]}
        properties:
          - name: retryable
            type: Bool
            default: false
            values: {timeLimit: {rule: "code == 262 or \\"RetryableWriteError\\" in labels"}}
        docs:
          - title: Codes
            content: [{generated: codes}]
        """).spec)
        let page = try #require(SpecPipeline.emit(spec).first { $0.path.hasSuffix(".md") }).contents
        #expect(page.contains("| `50` | `timeLimit` |  | when `RetryableWriteError` is in `labels` |\n"), "\(page)")
        #expect(page.contains("| `262` | `timeLimit` |  | yes |\n"), "\(page)")
    }
}
