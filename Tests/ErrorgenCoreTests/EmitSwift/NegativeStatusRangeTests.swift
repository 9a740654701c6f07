import Foundation
import Testing
@testable import ErrorgenCore

/// Status rows may use negative statuses and ranges (`-5...-1`): Swift lexes `-5...-1` as the operator `...-`,
/// so the emitter writes `-5...(-1)`; the generated initializer compiles without warnings and picks the right rows.
@Suite struct NegativeStatusRangeTests {
    static let yaml = """
        name: NegError
        cases:
          - name: local
          - name: remote
          - name: other
        inbound:
          parameters: [{name: status, type: Int?, role: status}]
          statuses:
            - {status: "-5...-1", case: local}
            - {status: [-9, "-20...-10"], case: remote}
          fallback: other
        """

    @Test func parsesIntoRanges() throws {
        let spec = try #require(compileSpec(Self.yaml).spec)
        let rows = try #require(spec.inbound?.statuses)
        #expect(rows.map(\.statuses) == [[.range(-5, -1)], [.value(.int(-9)), .range(-20, -10)]])
    }

    @Test func compilesAndMatches() throws {
        let spec = try #require(compileSpec(Self.yaml).spec)
        let source = SwiftEmitter.source(spec)
        #expect(source.contains("case (-5...(-1))?:"))
        #expect(source.contains("case (-9)?, (-20...(-10))?:"))
        let main = """
            for status in [-5, -3, -1, -9, -15, -20, 0, -21] as [Int?] + [nil] {
                print(NegError(status: status).caseName)
            }
            """
        let run = try SwiftCompilerHarness.buildAndRun(["NegError.swift": source, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.split(separator: "\n") == ["local", "local", "local", "remote", "remote", "remote", "other", "other", "other"])
        let typecheck = try SwiftCompilerHarness.typecheck(["NegError.swift": source], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }
}
