import Testing
@testable import ErrorgenCore

/// `sharedErrorCodes: true`: a catalog that gives several errors one NSError code (Firebase Auth's internal error
/// code, say) writes each case with that `errorCode`. Without the key a repeated code is still an error, and a
/// derived code never shares one.
@Suite struct SharedErrorCodeTests {
    static let cases = """
        cases:
          - {name: internalError, errorCode: 17999, codes: [INTERNAL_ERROR]}
          - {name: missingContinueURI, errorCode: 17999, codes: [MISSING_CONTINUE_URI]}
          - {name: quotaExceeded, codes: [QUOTA_EXCEEDED]}
        """

    @Test func withoutTheKeyARepeatedCodeIsAnErrorThatNamesIt() {
        let (spec, diagnostics) = compileSpec(enumSpec(cases: Self.cases))
        #expect(spec == nil)
        expectDiagnostic(diagnostics, exactly: "t.yaml:4:43: error: case 'missingContinueURI': errorCode 17999 is already the errorCode of 'internalError'; set a distinct 'errorCode' on one of them, or add 'sharedErrorCodes: true' when the catalog gives both one code\nt.yaml:3:38: note: 'internalError' has errorCode 17999 here")
    }

    @Test func withTheKeyCasesShareTheCodeTheyGive() throws {
        let (spec, diagnostics) = compileSpec(enumSpec("sharedErrorCodes: true\n", cases: Self.cases))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let codes = try #require(spec).cases.map(\.nsErrorCode)
        #expect(codes[0] == 17999 && codes[1] == 17999 && codes[2] == Case.derivedErrorCode("quotaExceeded"))
    }

    @Test func aDerivedCodeStillMayNotEqualAGivenOne() {
        let taken = Case.derivedErrorCode("a")
        let (_, diagnostics) = compileSpec(enumSpec("sharedErrorCodes: true\n", cases: "cases:\n  - name: a\n  - {name: b, errorCode: \(taken)}\n"))
        expectDiagnostic(diagnostics, exactly: "t.yaml:4:26: error: case 'b': errorCode \(taken) is already the errorCode of 'a'; set a distinct 'errorCode' on one of them\nt.yaml:3:11: note: derived from the name 'a' here")
    }

    /// A value that is not a boolean, or a misspelled key, is one error: the repeated code is not also reported.
    @Test func theKeyIsABooleanAndAMistakeInItIsReportedOnce() {
        let (_, wrongValue) = compileSpec(enumSpec("sharedErrorCodes: yes please\n", cases: Self.cases))
        expectDiagnostic(wrongValue, exactly: "t.yaml:6:19: error: expected 'sharedErrorCodes' to be true or false, found 'yes please'")
        #expect(wrongValue.count == 1, "\(wrongValue)")
        let (_, misspelled) = compileSpec(enumSpec("sharedErrorCode: true\n", cases: Self.cases))
        #expect(misspelled.count == 1, "\(misspelled)")
        #expect(misspelled.first?.description.contains("did you mean 'sharedErrorCodes'") == true, "\(misspelled)")
    }

    /// Swift's `errorCode` and the NSError it bridges to give the shared code for each case; the cases stay apart.
    @Test func swiftGivesTheSharedCodeForEachCase() throws {
        let spec = try #require(compileSpec(enumSpec("sharedErrorCodes: true\n", cases: Self.cases)).spec)
        let swift = try #require(SpecPipeline.emit(spec).first { $0.path == "Swift/E.swift" }).contents
        let main = """
            import Foundation
            for error in [E.internalError, .missingContinueURI] {
                print(error.errorCode, (error as NSError).code, (error as NSError).domain, error == .internalError)
            }
            """
        let run = try SwiftCompilerHarness.buildAndRun(["E.swift": swift, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "17999 17999 E true\n17999 17999 E false\n", "\(run.output)")
    }
}
