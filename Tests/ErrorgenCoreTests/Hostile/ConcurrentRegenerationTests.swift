import Foundation
import Testing

/// Several `errorgen generate` processes rewriting the same output folder at once.
@Suite(.serialized) struct ConcurrentRegenerationTests {
    static let processes = 4

    @Test func simultaneousRunsEndWithOneCompleteVersionAndNoStrayFiles() throws {
        let rounds = max(2, environmentCount("ERRORGEN_STRESS_ITERATIONS", default: 15) / 5)
        let set = try StressOutputSet.standard()
        for round in 0..<rounds {
            // Round 0 starts without an output folder, so the processes also race to create it.
            // The last round runs one version only; the others mix both.
            let versions = (0..<Self.processes).map { round == rounds - 1 ? 0 : ($0 + round) % 2 }
            let started = try versions.map { try ErrorgenProcess.start(set.generateArguments, in: set.folder($0)) }
            for (index, (process, log)) in started.enumerated() {
                process.waitUntilExit()
                let errors = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                try? FileManager.default.removeItem(at: log)
                #expect(process.terminationStatus == 0, "round \(round), process \(index): \(errors)")
            }
            let found = set.outputFiles()
            let strays = found.keys.filter(StressOutputSet.isStray)
            #expect(strays.isEmpty, "round \(round): stray files \(strays.sorted())")
            // The writes are serialized by the folder lock: the last writer's whole set wins.
            let matches = (0..<2).filter { found == set.reference[$0] }
            #expect(matches.count == 1, "round \(round): the outputs are not one complete version")
            if round == rounds - 1 {
                #expect(matches == [0])
            }
        }
    }
}
