import Foundation

/// `errorgen-bench startup`: issue 16's target 3, the CPU time of whole `errorgen` processes (user +
/// system from `wait4`, so waiting for a core does not count): `errorgen --version`, which is nothing
/// but start-up (loading the program and its libraries, the runtime's initialization) and one line,
/// and a no-op `errorgen generate` whose outputs are already up to date: as a build step meets it
/// (its run record, in a cache folder of its own, says nothing changed) and as a whole run (records off).
enum StartUpCommand {
    static func run(errorgen: String, output: String, specs: String, runs: Int, label: String) {
        Report.info("== Start-up, \(label): \(errorgen), CPU time of \(runs) runs each")
        let generate = [errorgen, "generate", "--output", output, specs]
        let cache = NSTemporaryDirectory() + "errorgen-bench-records-\(getpid())"
        let saved = getenv("ERRORGEN_CACHE_DIR").map { String(cString: $0) }
        defer {
            if let saved { setenv("ERRORGEN_CACHE_DIR", saved, 1) } else { unsetenv("ERRORGEN_CACHE_DIR") }
            try? FileManager.default.removeItem(atPath: cache)
        }
        setenv("ERRORGEN_CACHE_DIR", "", 1)
        guard let version = measure([errorgen, "--version"], runs: runs, figure: "T3"),
              let whole = measure(generate, runs: runs, figure: "T3n") else { return }
        setenv("ERRORGEN_CACHE_DIR", cache, 1)
        _ = ChildProcess.run(generate)  // leaves the run record
        guard let noOp = measure(generate, runs: runs, figure: "T3n") else { return }
        Report.info(String(format: "   errorgen --version: CPU median %@, best %@ (wall median %@); no-op generate: "
                           + "CPU median %@, best %@ (wall median %@); the same as a whole run (no record): "
                           + "CPU median %@, best %@", Report.ms(version.cpuMedian),
                           Report.ms(version.cpuBest), Report.ms(version.median), Report.ms(noOp.cpuMedian),
                           Report.ms(noOp.cpuBest), Report.ms(noOp.median), Report.ms(whole.cpuMedian),
                           Report.ms(whole.cpuBest)))
        Report.result("T3", "errorgen --version, CPU time (median; \(label))", value: version.cpuMedian * 1000,
                      shown: Report.ms(version.cpuMedian), target: 2, targetText: "<= 2 ms CPU")
        Report.result("T3n", "No-op errorgen generate Specs, CPU time (median; \(label))", value: noOp.cpuMedian * 1000,
                      shown: Report.ms(noOp.cpuMedian), target: 5, targetText: "<= 5 ms CPU")
    }

    private static func measure(_ argv: [String], runs: Int, figure: String) -> Timing? {
        var timing = Timing(samples: [])
        for _ in 0..<runs {
            let run = ChildProcess.run(argv)
            guard run.exitCode == 0 else {
                Report.fail(figure, argv.dropFirst().joined(separator: " "), "exit \(run.exitCode): \(run.output)")
                return nil
            }
            timing.samples.append(run.seconds)
            timing.cpuSamples.append(run.cpuSeconds)
        }
        return timing
    }
}
