#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ErrorgenCore

/// CPU time used by the calling thread: unlike wall time, other processes on a shared machine
/// do not inflate it.
enum CPUTime {
    static func thread() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// The calling thread's CPU time spent in `body`.
    static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = thread()
        try body()
        return thread() - start
    }
}

/// CPU-time budgets, set on the development machine, judged on the machine and at the moment a test runs.
/// A budget separates "fails fast" from "took minutes"; thread CPU time still grows several times on a slower
/// machine, or when the other suites share its two cores (caches and memory bandwidth are shared too). So a time
/// over its budget is judged again against the budget scaled by how much slower a reference workload runs right then.
enum CPUBudget {
    /// The reference workload's CPU time on the development machine (debug build, quiet): best of 3, 2026-12-03.
    static let referenceTime: Duration = .milliseconds(110)
    /// At most this much slower is believed: a check that stopped working is slower than that.
    static let maxSlowdown = 4.0

    /// Whether `elapsed` is within `budget` here and now; `what` and the numbers for the failure message.
    static func allows(_ elapsed: Duration, _ budget: Duration) -> (ok: Bool, detail: String) {
        if elapsed < budget { return (true, "took \(elapsed), budget \(budget)") }
        let slowdown = min(maxSlowdown, max(1, seconds(reference()) / seconds(referenceTime)))
        let scaled = budget * slowdown
        return (elapsed < scaled, "took \(elapsed), budget \(budget) x \(slowdown) (this machine's slowdown now) = \(scaled)")
    }

    /// Expects `elapsed` within `budget`, as `allows` judges it.
    static func expect(_ elapsed: Duration, within budget: Duration, _ what: String = "",
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let verdict = allows(elapsed, budget)
        #expect(verdict.ok, "\(what.isEmpty ? "" : what + ": ")\(verdict.detail)", sourceLocation: sourceLocation)
    }

    /// The reference workload's best CPU time of three runs, now.
    static func reference() -> Duration {
        let bytes = Array(referenceSpec.utf8)
        return (0..<3).map { _ in CPUTime.measure { _ = SpecPipeline.compile(bytes: bytes, path: "Specs/Reference.yaml") } }.min()!
    }

    /// A valid spec of 1,000 cases with codes, texts and a property: load, decode and validation, as the budgets time.
    static let referenceSpec: String = {
        var yaml = "name: ReferenceError\ncodeType: Int\ncases:\n"
        for i in 0..<1_000 { yaml += "  - {name: case\(i), codes: [\(i + 1)], when: \"Case \(i) happened.\"}\n" }
        yaml += "properties:\n  - name: retryable\n    type: Bool\n    default: false\n    values:\n"
        for i in stride(from: 0, to: 1_000, by: 10) { yaml += "      case\(i): true\n" }
        return yaml
    }()

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
