import Testing
import ErrorgenCore

/// LoadLimits, and hostile inputs that must fail fast (budgets in CPU time of the calling thread: wall time
/// depends on what else the machine runs, such as the other test suites in parallel).
@Suite struct LoadLimitTests {
    @Test func fileOverMaxBytesFailsBeforeParsing() {
        let bytes = Array("a: [\n".utf8) + [UInt8](repeating: 0xFF, count: 96)
        #expect(LoadTestSupport.failure(bytes, limits: LoadLimits(maxBytes: 100))
            == "Specs/T.yaml: error: the spec is 101 bytes, more than the limit of 100 bytes")
        #expect(LoadTestSupport.failure("a: 1\n", limits: LoadLimits(maxBytes: 5)) == nil)
    }

    @Test func nestingDeeperThanMaxDepth() {
        let three = "a:\n  b:\n    c: 1\n"
        #expect(LoadTestSupport.failure(three, limits: LoadLimits(maxDepth: 3)) == nil)
        #expect(LoadTestSupport.failure("a:\n  b:\n    c:\n      d: 1\n", limits: LoadLimits(maxDepth: 3))
            == "Specs/T.yaml:4:7: error: the spec is nested too deeply (more than 3 levels)")
        #expect(LoadTestSupport.failure("- - - - x\n", limits: LoadLimits(maxDepth: 3))
            == "Specs/T.yaml:1:7: error: the spec is nested too deeply (more than 3 levels)")
    }

    @Test func millionDeepFlowNestingFailsFast() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        var message: String?
        let elapsed = CPUTime.measure { message = LoadTestSupport.failure(bytes) }
        #expect(message == "Specs/T.yaml:1:65: error: the spec is nested too deeply (more than 64 levels)")
        CPUBudget.expect(elapsed, within: .seconds(2))
    }

    @Test func deepBlockNestingFailsFast() {
        let text = String(repeating: "- ", count: 500_000) + "x\n"
        var message: String?
        let elapsed = CPUTime.measure { message = LoadTestSupport.failure(text) }
        #expect(message == "Specs/T.yaml:1:129: error: the spec is nested too deeply (more than 64 levels)")
        CPUBudget.expect(elapsed, within: .seconds(2))
    }

    @Test func billionLaughsFailsFast() {
        var text = "lol: &lol0 \"lol\"\n"
        for level in 1...9 {
            let refs = Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ")
            text += "lol\(level): &lol\(level) [\(refs)]\n"
        }
        var message: String?
        let elapsed = CPUTime.measure { message = LoadTestSupport.failure(text) }
        // Every anchor and alias is an error: 10 anchors and 90 aliases.
        let lines = message?.split(separator: "\n") ?? []
        #expect(lines.first == "Specs/T.yaml:1:6: error: anchors and aliases are not supported in specs; write the value out in full at each place")
        #expect(lines.count == 100)
        CPUBudget.expect(elapsed, within: .seconds(2))
    }

    @Test func loadingStopsAfterAHundredProblems() {
        let text = "a: &x 1\nb: [" + Array(repeating: "*x", count: 1_000).joined(separator: ", ") + "]\n"
        let lines = LoadTestSupport.failure(text)?.split(separator: "\n") ?? []
        #expect(lines.count == 102)
        #expect(lines.last == "Specs/T.yaml:2:401: error: more than 100 problems in the spec; stopped reading it here")
    }

    @Test func scalarLongerThanMaxScalarLength() throws {
        #expect(LoadTestSupport.failure("a: 0123456789\n", limits: LoadLimits(maxScalarLength: 10)) == nil)
        #expect(LoadTestSupport.failure("a: 0123456789x\n", limits: LoadLimits(maxScalarLength: 10))
            == "Specs/T.yaml:1:4: error: this value is 11 bytes long, more than the limit of 10 bytes")
        let big = String(repeating: "x", count: 2 * 1024 * 1024)
        #expect(LoadTestSupport.failure("a: 1\nb: \"\(big)\"\n")
            == "Specs/T.yaml:2:4: error: this value is 2097152 bytes long, more than the limit of 1048576 bytes")
        let fits = String(repeating: "é", count: 400_000)
        let root = try LoadTestSupport.load("a: |\n  \(fits)\n")
        #expect(root["a"]?.scalar?.value.utf8.count == 800_001)
    }

    @Test func moreThanMaxNodes() {
        #expect(LoadTestSupport.failure("a: 1\nb: 2\n", limits: LoadLimits(maxNodes: 5)) == nil)
        #expect(LoadTestSupport.failure("a: 1\nb: 2\n", limits: LoadLimits(maxNodes: 4))
            == "Specs/T.yaml:2:4: error: the spec has too many nodes (more than 4)")
    }

    @Test func defaultLimits() {
        let limits = LoadLimits()
        #expect(limits.maxBytes == 16 * 1024 * 1024)
        #expect(limits.maxDepth == 64)
        #expect(limits.maxScalarLength == 1024 * 1024)
        #expect(limits.maxNodes == 2_000_000)
    }
}
