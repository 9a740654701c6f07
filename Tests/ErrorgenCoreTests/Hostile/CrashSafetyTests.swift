import Foundation
import Testing

/// SIGKILLs `errorgen generate` at random moments while it rewrites a large output set, many
/// times, and checks that every output is always its old or its new content in full, and that
/// the temporary files a kill leaves behind are removed by the next run.
/// `ERRORGEN_STRESS_ITERATIONS` sets the number of killed runs (default 15);
/// `ERRORGEN_STRESS_SEED` replays one sequence of kill delays.
@Suite(.serialized) struct CrashSafetyTests {
    @Test func killedRewritesLeaveEachFileOldOrNewInFull() throws {
        let iterations = environmentCount("ERRORGEN_STRESS_ITERATIONS", default: 15)
        let seed = UInt64(environmentCount("ERRORGEN_STRESS_SEED", default: Int.random(in: 1...999_999)))
        var random = SeededRandom(seed: seed)
        let set = try StressOutputSet.standard()

        let clock = ContinuousClock()
        let fullStart = clock.now
        let baseline = try ErrorgenProcess.run(set.generateArguments, in: set.folder(0))
        let fullTime = clock.now - fullStart
        try #require(baseline.status == 0, "\(baseline.standardError)")
        var current = set.outputFiles()
        try #require(current == set.reference[0])

        // How long the writes take, learned from runs that finished; kills land inside that window.
        var writeWindow = Duration.milliseconds(300)
        var killed = 0, leftTemporaries = 0, mixed = 0
        for iteration in 0..<iterations {
            let version = (iteration + 1) % 2
            // One run in four is killed at any moment (start-up, compiling, writing); the others
            // a random time after the first temporary file appears, i.e. while files are replaced.
            let anyMoment = iteration % 4 == 0
            let delay = anyMoment ? fullTime * Double.random(in: 0...1.1, using: &random)
                                  : writeWindow * Double.random(in: 0...0.9, using: &random)
            var writesStarted: Duration?
            let runStart = clock.now
            let outcome = try ErrorgenProcess.run(set.generateArguments, in: set.folder(version)) { elapsed in
                if anyMoment { return elapsed >= delay }
                if writesStarted == nil, set.temporaryFileExists() { writesStarted = elapsed }
                return writesStarted.map { elapsed - $0 >= delay } ?? false
            }
            if !outcome.killed, let writesStarted {
                writeWindow = clock.now - runStart - writesStarted
            }
            let found = set.outputFiles()
            let context = "seed \(seed), iteration \(iteration), kill after \(delay)\(anyMoment ? "" : " of writing")"

            var fromOld = 0, fromNew = 0
            for (path, bytes) in found where !StressOutputSet.isStray(path) {
                if bytes == set.reference[version][path] { fromNew += 1 }
                else if bytes == current[path] { fromOld += 1 }
                else { Issue.record("\(path) is neither its old nor its new content (\(bytes.count) bytes); \(context)") }
            }
            let generated = Set(found.keys.filter { !StressOutputSet.isStray($0) })
            #expect(generated == Set(set.reference[version].keys), "outputs missing or extra; \(context)")
            let strays = found.keys.filter(StressOutputSet.isStray)
            if outcome.killed {
                killed += 1
                if !strays.isEmpty { leftTemporaries += 1 }
                if fromOld > 0 && fromNew > 0 { mixed += 1 }
            } else {
                #expect(outcome.status == 0, "\(outcome.standardError); \(context)")
                #expect(strays.isEmpty, "a finished run left \(strays.sorted()); \(context)")
                #expect(fromNew == set.reference[version].count, "a finished run left old files; \(context)")
            }
            current = found.filter { !StressOutputSet.isStray($0.key) }
        }

        let final = try ErrorgenProcess.run(set.generateArguments, in: set.folder(0))
        #expect(final.status == 0, "\(final.standardError)")
        let cleaned = set.outputFiles()
        #expect(cleaned.keys.filter(StressOutputSet.isStray).isEmpty, "temporary files survived the next run")
        #expect(cleaned == set.reference[0])
        print("crash safety: seed \(seed), \(iterations) runs, \(killed) killed, \(leftTemporaries) left temporary files, "
            + "\(mixed) stopped between old and new; a full run takes \(fullTime), the writes about \(writeWindow)")
        #expect(killed > iterations / 2, "most runs should be killed before they finish")
    }
}
