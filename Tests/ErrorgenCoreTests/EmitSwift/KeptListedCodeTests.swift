import Testing
@testable import ErrorgenCore

/// A case that lists several codes and keeps the one it came with in a non-optional field, filled by the optional
/// code parameter: only the code step gives it, so the code is never nil there and no `default` is asked for (a
/// `default` would be dead code, and the docs page would describe it). Swift gets one arm per code, each filling
/// the field with the code it matched; Kotlin's `when` smart-casts the code in the arm.
@Suite struct KeptListedCodeTests {
    static let spec = """
    name: Fam
    cases:
      - name: rateLimited
        codes: [rate_limited, quota_exceeded]
        payload: [{name: serverCode, type: String}]
      - name: service
    inbound:
      parameters: [{name: serverCode, type: String?, role: code}]
      fallback: service

    """

    @Test func needsNoDefaultAndFillsTheMatchedCode() throws {
        let result = SpecPipeline.compile(bytes: Array(Self.spec.utf8), path: "Specs/Fam.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let files = SpecPipeline.emit(try #require(result.spec))
        let swift = try #require(files.first { $0.path.hasSuffix(".swift") }).contents
        #expect(swift.contains("""
                    case "rate_limited"?:
                        self = .rateLimited(serverCode: "rate_limited")
                        return
                    case "quota_exceeded"?:
                        self = .rateLimited(serverCode: "quota_exceeded")
                        return
            """), "\(swift)")
        #expect(!swift.contains("serverCode ?? "))
        let kotlin = try #require(files.first { $0.path.hasSuffix(".kt") }).contents
        #expect(kotlin.contains("\"rate_limited\", \"quota_exceeded\" -> Fam.rateLimited(serverCode = serverCode)"), "\(kotlin)")
        let docs = try #require(files.first { $0.path.hasSuffix(".md") }).contents
        #expect(!docs.contains("when `nil`"), "\(docs)")
    }

    /// A status row (or the fallback) that gives the case can bring a nil code: the `default` is still asked for.
    @Test func aStatusRowToTheCaseStillNeedsADefault() {
        let yaml = Self.spec.replacingOccurrences(of: "  fallback: service\n", with: """
              parameters: [{name: serverCode, type: String?, role: code}, {name: status, type: Int, role: status}]
              statuses: [{status: 429, case: rateLimited}]
              fallback: service

            """).replacingOccurrences(of: "  parameters: [{name: serverCode, type: String?, role: code}]\n", with: "")
        let result = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "Specs/Fam.yaml")
        #expect(result.diagnostics.map(\.description) == [
            "Specs/Fam.yaml:8:23: error: parameter 'serverCode' is optional but fills 'rateLimited's non-optional field (a status row can give it with a nil 'serverCode'): give it a 'default'",
        ], "\(yaml)")
    }
}
