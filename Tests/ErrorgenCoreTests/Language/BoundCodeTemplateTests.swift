import Testing
@testable import ErrorgenCore

/// An inbound default template that reads the code parameter (`'code {code ?? "none"}'`) inside an arm where the
/// generated initializer has bound that parameter non-nil: a code family's arm (`case let code? where ...`) and the
/// unknown-code arm (`case let code?:`). There the template reads the unwrapped value; before, Swift called
/// `.map` on an `Int` (no such member) or warned on `??` over a `String`.
@Suite struct BoundCodeTemplateTests {
    static let intSpec = #"""
    name: FamInt
    codeType: Int
    cases:
      - {name: known, codes: [5]}
      - {name: block, payload: [{name: code, type: Int}, {name: message, type: String}]}
      - {name: unknown, payload: [{name: code, type: Int}, {name: message, type: String}]}
      - {name: other, payload: [{name: code, type: Int?}, {name: message, type: String}]}
    inbound:
      parameters:
        - {name: code, type: Int?, role: code}
        - {name: status, type: Int?, role: status}
        - {name: message, type: String?, default: 'code {code ?? "none"}, status {status ?? "none"}'}
      statuses: [{status: 500, case: other}]
      codeFamilies: [{range: "100...199", case: block}]
      unknownCode: unknown
      fallback: other
    """#

    static let stringSpec = #"""
    name: FamStr
    cases:
      - {name: known, codes: ["A1"]}
      - {name: connection, payload: [{name: code, type: String}, {name: message, type: String}]}
      - {name: unknown, payload: [{name: code, type: String}, {name: message, type: String}]}
      - {name: other, payload: [{name: code, type: String?}, {name: message, type: String}]}
    inbound:
      parameters:
        - {name: code, type: String?, role: code}
        - {name: message, type: String?, default: 'code {code ?? "none"}'}
      codeFamilies: [{prefix: "08", case: connection}]
      unknownCode: unknown
      fallback: other
    """#

    static let main = #"""
    for (code, status) in [(150, nil), (7, 500), (nil, 500), (nil, nil), (5, nil)] as [(Int?, Int?)] {
        print(FamInt(code: code, status: status, message: nil))
    }
    print(FamInt(code: 150, status: nil, message: "given"))
    for code in ["0801", "ZZ", nil, "A1"] as [String?] { print(FamStr(code: code, message: nil)) }
    print(FamStr(code: "0801", message: "given"))
    """#

    static let expected = #"""
    block(code: 150, message: "code 150, status none")
    unknown(code: 7, message: "code 7, status 500")
    other(code: nil, message: "code none, status 500")
    other(code: nil, message: "code none, status none")
    known
    block(code: 150, message: "given")
    connection(code: "0801", message: "code 0801")
    unknown(code: "ZZ", message: "code ZZ")
    other(code: nil, message: "code none")
    known
    connection(code: "0801", message: "given")

    """#

    @Test func swiftCompilesWithoutWarningsAndReadsTheBoundCode() throws {
        let int = try #require(compileSpec(Self.intSpec).spec)
        let string = try #require(compileSpec(Self.stringSpec).spec)
        let files = ["FamInt.swift": SwiftEmitter.source(int), "FamStr.swift": SwiftEmitter.source(string)]
        let typecheck = try SwiftCompilerHarness.typecheck(files, extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
        let run = try SwiftCompilerHarness.buildAndRun(files.merging(["main.swift": Self.main]) { a, _ in a })
        #expect(run.output == Self.expected, "\(run.output)")
    }

    /// Kotlin smart-casts the code (and a status) to non-null in the same arms: `code ?: "none"` there warned
    /// "elvis operator always returns the left operand", and `status == null` "condition is always false".
    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinCompilesWithoutWarningsAndReadsTheBoundCode() throws {
        let int = try #require(compileSpec(Self.intSpec).spec)
        let intRun = try KotlinRunner.runWithGeneratedCode(int, main: """
            fun main() {
                for ((code, status) in listOf(150L to null, 7L to 500L, null to 500L, null to null, 5L to null)) {
                    println(FamInt.from(code, status, null))
                }
                println(FamInt.from(150L, null, "given"))
            }
            """)
        let string = try #require(compileSpec(Self.stringSpec).spec)
        let stringRun = try KotlinRunner.runWithGeneratedCode(string, main: """
            fun main() {
                for (code in listOf("0801", "ZZ", null, "A1")) println(FamStr.from(code, null))
                println(FamStr.from("0801", "given"))
            }
            """)
        #expect(intRun.output + stringRun.output == Self.expected, "\(intRun.errors)\(stringRun.errors)")
    }
}
