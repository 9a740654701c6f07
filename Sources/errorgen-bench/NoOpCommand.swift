import Foundation

/// `errorgen-bench noop`: figure (3), a whole `errorgen generate` process when every output is
/// already up to date: median wall time, peak memory, and proof that no file was touched.
enum NoOpCommand {
    static func run(errorgen: String, output: String, specs: String, runs: Int) {
        let argv = [errorgen, "generate", "--output", output, specs]
        let first = ChildProcess.run(argv)
        Report.info("== No-op run: \(argv.joined(separator: " "))\n   first (real) run: exit \(first.exitCode), "
                    + "\(Report.ms(first.seconds)): \(first.output.trimmingCharacters(in: .whitespacesAndNewlines))")
        guard first.exitCode == 0 else {
            Report.fail("3", "No-op errorgen generate", "first run exited \(first.exitCode)")
            return
        }
        let before = snapshot(output)
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var peak = 0
        var problems: [String] = []
        for _ in 0..<runs {
            let run = ChildProcess.run(argv)
            times.append(run.seconds)
            cpuTimes.append(run.cpuSeconds)
            peak = max(peak, run.maxRSSKilobytes)
            if run.exitCode != 0 || !run.output.contains(" 0 written") {
                problems.append("exit \(run.exitCode): \(run.output)")
            }
        }
        let after = snapshot(output)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        let timing = Timing(samples: times, cpuSamples: cpuTimes)
        Report.info(String(format: "   %d no-op runs: wall clock median %@, best %@, worst %@ (CPU time median %@); "
                           + "%d files checked, %d changed", runs, Report.ms(timing.median), Report.ms(timing.best),
                           Report.ms(times.max() ?? 0), Report.ms(timing.cpuMedian), before.count, changed.count))
        if !problems.isEmpty { Report.info("   runs that were not no-ops:\n   " + problems.prefix(3).joined(separator: "\n   ")) }
        if !changed.isEmpty { Report.info("   changed: " + changed.prefix(10).joined(separator: ", ")) }
        Report.result("3", "No-op errorgen generate Specs, median wall time", value: timing.median * 1000,
                      shown: Report.ms(timing.median), target: 30, targetText: "< 30 ms", strict: true)
        // wait4's ru_maxrss starts from the spawning process's own peak (posix_spawn shares its memory
        // until exec), so it is only an upper bound here; Scripts/bench.sh measures with /usr/bin/time.
        Report.info(String(format: "   peak memory (wait4 ru_maxrss, an upper bound: it includes this process's "
                           + "own peak of %.1f MB): %.1f MB", Double(PeakMemory.kilobytes() ?? 0) / 1024,
                           Double(peak) / 1024))
        let untouched = changed.isEmpty && problems.isEmpty && !before.isEmpty
        Report.result("3w", "No-op run writes nothing (mtimes unchanged, '0 written')", value: untouched ? 0 : 1,
                      shown: untouched ? "\(before.count) files untouched" : "\(changed.count) changed, "
                          + "\(problems.count) runs not no-op", target: 0, targetText: "no file touched")
    }

    /// Path -> modification time (nanoseconds) of every file under `folder`.
    static func snapshot(_ folder: String) -> [String: Int] {
        var result: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        for case let relative as String in walker {
            var info = stat()
            let path = folder + "/" + relative
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            result[relative] = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        }
        return result
    }
}
