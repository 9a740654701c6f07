import Foundation

/// Timing of repeated runs, in seconds: wall-clock time and CPU time (user + system) of each run.
/// On a shared machine CPU time is the steadier figure: waiting for a core does not count.
struct Timing {
    var samples: [Double]
    var cpuSamples: [Double] = []

    var best: Double { samples.min() ?? .nan }
    var median: Double { Self.median(samples) }
    var cpuBest: Double { cpuSamples.min() ?? .nan }
    var cpuMedian: Double { Self.median(cpuSamples) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Runs `body` `runs` times after `warmup` untimed runs, stopping early once `budget` seconds
    /// were spent and at least `minimumRuns` samples were taken (so slow code keeps the run short).
    static func measure(runs: Int, warmup: Int = 1, budget: Double = .infinity, minimumRuns: Int = 3,
                        _ body: () -> Void) -> Timing {
        for _ in 0..<warmup { body() }
        var timing = Timing(samples: [])
        for _ in 0..<runs {
            let cpuStart = processCPUTime()
            let wall = seconds(body)
            timing.cpuSamples.append(processCPUTime() - cpuStart)
            timing.samples.append(wall)
            if timing.samples.count >= minimumRuns, timing.samples.reduce(0, +) > budget { break }
        }
        return timing
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// CPU time of `body` (this process, all threads).
    static func cpuSeconds(_ body: () -> Void) -> Double {
        let start = processCPUTime()
        body()
        return processCPUTime() - start
    }

    static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Prints figures and, for those with a target, a `RESULT` line that Scripts/bench.sh collects.
enum Report {
    static func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    /// `value <= target` (or `<` when `strict`) passes.
    static func result(_ id: String, _ label: String, value: Double, shown: String, target: Double,
                       targetText: String, strict: Bool = false) {
        let pass = strict ? value < target : value <= target
        info("RESULT\t\(id)\t\(label)\t\(shown)\t\(targetText)\t\(pass ? "PASS" : "FAIL")")
    }

    static func fail(_ id: String, _ label: String, _ why: String) {
        let oneLine = why.split(whereSeparator: \.isNewline).joined(separator: " / ")
        info("RESULT\t\(id)\t\(label)\t\(oneLine.prefix(90))\t-\tFAIL")
    }

    static func info(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
