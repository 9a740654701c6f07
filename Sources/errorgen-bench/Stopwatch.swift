import Foundation

/// Wall-clock timing of repeated runs: best and median, in seconds.
struct Timing {
    var samples: [Double]

    var best: Double { samples.min() ?? .nan }
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Runs `body` `runs` times after `warmup` untimed runs, stopping early once `budget` seconds
    /// were spent and at least `minimumRuns` samples were taken (so slow code keeps the run short).
    static func measure(runs: Int, warmup: Int = 1, budget: Double = .infinity, minimumRuns: Int = 3,
                        _ body: () -> Void) -> Timing {
        for _ in 0..<warmup { body() }
        var samples: [Double] = []
        for _ in 0..<runs {
            samples.append(seconds(body))
            if samples.count >= minimumRuns, samples.reduce(0, +) > budget { break }
        }
        return Timing(samples: samples)
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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
