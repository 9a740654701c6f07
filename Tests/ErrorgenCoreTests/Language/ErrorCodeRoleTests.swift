import Testing
@testable import ErrorgenCore

/// `role: errorCode`: an initializer from the NSError code the spec declares (Firebase Auth's 17000-17999 beside its
/// text codes), so an app's `NSError` maps back to its case without a second table.
@Suite struct ErrorCodeRoleTests {
    static let yaml = """
        name: AuthError
        errorDomain: FIRAuthErrorDomain
        cases:
          - {name: invalidEmail, errorCode: 17008, codes: [auth/invalid-email, ERROR_INVALID_EMAIL]}
          - {name: wrongPassword, errorCode: 17009, codes: [auth/wrong-password]}
          - {name: tooManyRequests, errorCode: 17010, codes: [auth/too-many-requests]}
          - {name: derived, codes: [auth/derived]}
          - name: unknown
            payload: [{name: nsCode, type: Int?}]
            errorCode: {field: nsCode, default: 17999}
        inbound:
          - parameters: [{name: code, type: String?, role: code}]
            fallback: unknown
          - doc: From an iOS NSError in FIRAuthErrorDomain.
            parameters: [{name: nsCode, type: Int, role: errorCode}]
            fallback: unknown
        docs: [{generated: inbound}]
        """

    @Test func everyCaseComesBackFromItsErrorCodeInSwift() throws {
        let spec = try #require(compileSpec(Self.yaml).spec)
        let swift = SwiftEmitter.source(spec)
        let run = try SwiftCompilerHarness.buildAndRun(["AuthError.swift": swift, "main.swift": """
            let all: [AuthError] = [.invalidEmail, .wrongPassword, .tooManyRequests, .derived, .unknown(nsCode: 17500), .unknown(nsCode: nil)]
            for e in all { print(e, AuthError(nsCode: e.errorCode) == e, AuthError(nsCode: e.errorCode)) }
            print(AuthError(nsCode: 17008), AuthError(nsCode: 1))
            """])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == """
            invalidEmail true invalidEmail
            wrongPassword true wrongPassword
            tooManyRequests true tooManyRequests
            derived true derived
            unknown(nsCode: 17500) true unknown(nsCode: 17500)
            unknown(nsCode: nil) false unknown(nsCode: 17999)
            invalidEmail unknown(nsCode: 1)

            """, "\(run.output)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinAgrees() throws {
        let spec = try #require(compileSpec(Self.yaml).spec)
        let run = try KotlinRunner.runWithGeneratedCode(spec, main: """
            fun main() {
                for (code in listOf(17008L, 17009L, 17010L, AuthError.derived.errorCode, 17500L, 1L)) {
                    println(AuthError.from(nsCode = code).caseName)
                }
            }
            """)
        #expect(run.output == "invalidEmail\nwrongPassword\ntooManyRequests\nderived\nunknown\nunknown\n", "\(run.output)\(run.errors)")
    }

    @Test func docsSayWhatTheParameterIsMatchedAgainst() throws {
        let spec = try #require(compileSpec(Self.yaml).spec)
        let page = try #require(MarkdownEmitter.emit(spec).first).contents
        #expect(page.contains("| `nsCode` | `Int` | Matched against the cases' error codes. Fills the `nsCode` of `unknown`. |"), "\(page)")
        #expect(page.contains("A `nsCode` that is the error code of a case picks that case; otherwise, the case is `unknown`."), "\(page)")
    }
}
