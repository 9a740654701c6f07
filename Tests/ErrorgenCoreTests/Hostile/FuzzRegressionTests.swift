import Foundation
import Testing

/// Every input the fuzzer crashed on (`Fuzz/regressions/`), run through the real `errorgen lint`
/// process so that a crash fails this test instead of killing the test run. Each must give
/// exit status 0 or 1 with diagnostics, never a signal.
@Suite struct FuzzRegressionTests {
    static let folder = repositoryRoot + "/Fuzz/regressions"

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func regressionInputsExist() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: FuzzRegressionTests.inputs)
    func crashInputNowFailsCleanly(_ name: String) throws {
        let scratch = ScratchFolder()
        let outcome = try ErrorgenProcess.run(["lint", Self.folder + "/" + name], in: scratch.path)
        #expect(outcome.status == 0 || outcome.status == 1,
                "\(name): exit status \(outcome.status)\n\(outcome.standardError.prefix(2000))")
        if outcome.status == 1 {
            #expect(outcome.standardError.contains(": error: "), "\(name): \(outcome.standardError.prefix(2000))")
        }
    }
}
