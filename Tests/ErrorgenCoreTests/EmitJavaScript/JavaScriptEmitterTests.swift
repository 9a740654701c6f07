import Testing
import Foundation
@testable import ErrorgenCore

@Suite struct JavaScriptEmitterTests {
    /// The file's lines without leading indentation (the printer's indent width is not what is tested).
    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) }
    }

    @Test func emitsModuleAndDeclarationsWithHeaders() {
        let files = JavaScriptEmitter.emit(JavaScriptTestSpecs.enumSpec())
        #expect(files.map(\.path) == ["JS/PoolError.js", "JS/PoolError.d.ts"])
        for file in files {
            #expect(file.specPath == "Specs/PoolError.yaml")
            #expect(lines(file.contents)[0] == GeneratedHeader.jsLine(specPath: "Specs/PoolError.yaml"))
            #expect(lines(file.contents)[0].contains(GeneratedHeader.marker))
        }
    }

    @Test func outputIsDeterministic() {
        for spec in [JavaScriptTestSpecs.enumSpec(), JavaScriptTestSpecs.structSpec()] {
            #expect(JavaScriptEmitter.emit(spec) == JavaScriptEmitter.emit(spec))
        }
    }

    @Test func enumDeclarationsArePrecise() {
        let dts = lines(JavaScriptEmitter.emit(JavaScriptTestSpecs.enumSpec())[1].contents)
        let union = dts.firstIndex(of: "export type PoolErrorCode =")
        #expect(union != nil)
        if let union {
            #expect(Array(dts[union + 1...union + 3]) == [#"| "invalidAppKey""#, #"| "offline""#, #"| "invalidRequest""#])
        }
        let serverCodes = dts.firstIndex(of: "export type PoolErrorServerCode =").map { Array(dts[$0 + 1...$0 + 6]) }
        #expect(serverCodes == [#"| "invalid_key""#, #"| "invalid_request""#, #"| "rate_limited""#,
                                #"| "quota_exceeded""#, #"| "plan_limit""#, #"| "service";"#])
        for expected in ["code: PoolErrorCode;", "message: string;", "retryable: boolean;", "retryAfter: number | null;",
                         "serverCode: PoolErrorServerCode | null;", "ratio: number | null;", "note: string | null;",
                         "final: boolean | null;", "urgent: boolean;", "export interface PoolErrorDetails {",
                         "export declare const caseNames: readonly PoolErrorCode[];",
                         "export declare function isCaseName(value: unknown): value is PoolErrorCode;",
                         "export declare function errorDetails(error: unknown): PoolErrorDetails | null;"] {
            #expect(dts.contains(expected), "missing \(expected)")
        }
    }

    @Test func structDeclarationsTypeTheOpenCode() {
        let dts = lines(JavaScriptEmitter.emit(JavaScriptTestSpecs.structSpec())[1].contents)
        for expected in ["export type ErrorCategory =", "export type JanuaryErrorKnownCode =", #"| "credit_limit_exceeded";"#,
                         "category: ErrorCategory;", "code: JanuaryErrorKnownCode | (string & {}) | null;",
                         "message: string;", "httpStatus: number | null;", "ratio: number;", "flag: boolean;",
                         "count: number;", "retryable: boolean;", "primary: JanuaryErrorKnownCode | null;",
                         "/** `ErrorCategory` for your control flow */",
                         "export declare const caseNames: readonly ErrorCategory[];"] {
            #expect(dts.contains(expected), "missing \(expected)")
        }
        #expect(!dts.contains { $0.hasPrefix("export type JanuaryErrorCode") })
    }

    @Test func parsesOnlyThePayloadsTheDetailsNeed() {
        let js = JavaScriptEmitter.emit(JavaScriptTestSpecs.enumSpec())[0].contents
        #expect(js.contains(#"payloadOf(text, "invalidRequest", ["message"])"#))
        #expect(js.contains(#"payloadOf(text, "measured", ["ratio", "note", "final", "limit"])"#))
        #expect(!js.contains(#"payloadOf(text, "unsupportedQuery""#))
        #expect(js.contains("function payloadDouble(text, span)"))

        var plain = JavaScriptTestSpecs.enumSpec()
        plain.cases = plain.cases.filter { $0.payload.isEmpty }
        let plainJS = JavaScriptEmitter.emit(plain)[0].contents
        #expect(!plainJS.contains("payloadOf"))
        #expect(!plainJS.contains("function payload"))
    }

    @Test func docCommentsCannotBeClosedByTheirText() {
        let comment = JavaScriptSyntax.docComment(["ends */ here", nil, "a\r\nb\u{2028}c\rd"])
        #expect(comment == ["/**", " * ends *\\/ here", " *", " * a", " * b", " * c", " * d", " */"])
        #expect(JavaScriptSyntax.docComment(["one */"]) == ["/** one *\\/ */"])
        #expect(JavaScriptSyntax.docComment([nil, ""]) == [])
        let long = String(repeating: "word ", count: 50)
        #expect(JavaScriptSyntax.docComment([long]).allSatisfy { $0.count <= 103 })
    }

    /// The doc comment of `errorDetails` takes the article the docs page gives the name: "an OAuthError",
    /// "a PoolError" (it said "a OAuthError").
    @Test func errorDetailsDocTakesTheNamesArticle() throws {
        for (name, expected) in [("OAuthError", "an OAuthError"), ("PoolError", "a PoolError"), ("ErrorE", "an ErrorE")] {
            let spec = try #require(compileSpec("name: \(name)\ncases: [{name: a}]\n").spec)
            for file in JavaScriptEmitter.emit(spec) {
                #expect(file.contents.contains("The details of \(expected) that reached JavaScript"), "\(file.path)")
            }
        }
    }

    @Test func namesAreSafeInEveryPosition() {
        let js = JavaScriptEmitter.emit(JavaScriptHostileSpec.spec())[0].contents
        #expect(js.contains(#"return { ["__proto__"]: "class", delete: text, "#))
        #expect(js.contains(#"const $default = _3 !== undefined ? _3 : payloadString(text, values[0]);"#))
        #expect(JavaScriptSyntax.local("default") == "$default")
        #expect(JavaScriptSyntax.interfaceKey("__proto__") == "__proto__")
        #expect(JavaScriptSyntax.interfaceKey("a-b") == #""a-b""#)
    }

    @Test func literalsAreJavaScript() {
        #expect(JavaScriptSyntax.literal(.double(.infinity)) == "Infinity")
        #expect(JavaScriptSyntax.literal(.double(-.infinity)) == "-Infinity")
        #expect(JavaScriptSyntax.literal(.double(.nan)) == "NaN")
        #expect(JavaScriptSyntax.literal(.double(1e-05)) == "1e-05")
        #expect(JavaScriptSyntax.literal(.int(-3)) == "-3")
        #expect(JavaScriptSyntax.literal(.null) == "null")
    }

    /// A spec with `count` cases, every one with a payload, a code and a rule, in both shapes.
    static func largeSpec(cases count: Int, structShape: Bool) -> Spec {
        var spec = structShape ? JavaScriptTestSpecs.structSpec() : JavaScriptTestSpecs.enumSpec()
        let here = JavaScriptTestSpecs.here
        spec.cases = (0..<count).map { i in
            Case(name: Name("case\(i)", at: here),
                 payload: structShape ? [] : [JavaScriptTestSpecs.field("status", ValueType(.int))],
                 when: "Case \(i).", codes: [WireCode("code_\(i)", at: here)])
        }
        let rule: ErrorgenCore.Expression = structShape ? .compare(.greater, .ref("count"), .lit(.int(1))) : JavaScriptTestSpecs.serviceRetryable
        spec.properties[0].values = spec.cases.enumerated().map { i, c in
            CaseValue(caseName: c.name, value: i % 2 == 0 ? .rule(rule, source: "") : .constant(.bool(i % 3 == 0), here))
        }
        return spec
    }

    /// The least thread CPU time of five interleaved runs of each size: wall time is inflated by the
    /// other tests and processes sharing the machine, this thread's CPU time much less.
    func fastestEmissions(_ small: Spec, _ large: Spec) -> (small: Duration, large: Duration) {
        func cpu(_ body: () -> Void) -> Duration {
            let start = CPUTime.thread()
            body()
            return CPUTime.thread() - start
        }
        var best = (small: Duration.seconds(1_000), large: Duration.seconds(1_000))
        for _ in 0..<5 {
            best.small = min(best.small, cpu { _ = JavaScriptEmitter.emit(small) })
            best.large = min(best.large, cpu { _ = JavaScriptEmitter.emit(large) })
        }
        return best
    }

    @Test func emissionIsLinearInTheNumberOfCases() {
        for structShape in [false, true] {
            let (small, large) = fastestEmissions(Self.largeSpec(cases: 2_500, structShape: structShape),
                                                  Self.largeSpec(cases: 10_000, structShape: structShape))
            let ratio = large / small
            print("JavaScriptEmitter \(structShape ? "struct" : "enum") shape: 2,500 cases \(small), "
                  + "10,000 cases \(large) (ratio \(ratio); linear is 4, quadratic 16)")
            #expect(ratio < 10, "emission grows faster than linearly: \(small) -> \(large)")
        }
    }
}
