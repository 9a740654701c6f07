import Foundation

/// `errorgen-bench typecheck`: figure (4), `swiftc -typecheck` of the generated Swift against the
/// floor file (same cases and payloads, one switch per derived property), and its scaling.
enum TypecheckCommand {
    struct Measured {
        let generated: Timing
        let floor: Timing
        let generatedLines: Int
        let floorLines: Int
    }

    static func run(errorgen: String, swiftc: String, work: String, sizes: [Int], runs: Int) {
        Report.info("== swiftc -typecheck -swift-version 6: CPU time (user + system, the driver and its frontend), best "
                    + "of \(runs) (wall-clock best in brackets); load average: \(PipelineCommand.loadAverage())")
        let empty = work + "/empty.swift"
        write("import Foundation\n", to: empty)
        guard let baseline = typecheck(swiftc, empty, runs: runs) else {
            Report.fail("4", "swiftc -typecheck", "could not type-check an empty file with \(swiftc)")
            return
        }
        Report.info("   empty file (import Foundation): \(Report.ms(baseline.cpuBest)) [\(Report.ms(baseline.best))]")
        var measured: [Int: Measured] = [:]
        for count in sizes {
            guard let m = measure(count: count, errorgen: errorgen, swiftc: swiftc, work: work, runs: runs) else { return }
            measured[count] = m
            let ratio = m.generated.cpuBest / m.floor.cpuBest
            let net = (m.generated.cpuBest - baseline.cpuBest) / max(m.floor.cpuBest - baseline.cpuBest, 1e-3)
            Report.info(String(format: "   %5d cases: generated (%d lines) %@ [%@], floor (%d lines) %@ [%@]: %.2fx "
                               + "(%.2fx without the empty-file cost; wall clock %.2fx)", count, m.generatedLines,
                               Report.ms(m.generated.cpuBest), Report.ms(m.generated.best), m.floorLines,
                               Report.ms(m.floor.cpuBest), Report.ms(m.floor.best), ratio, net,
                               m.generated.best / m.floor.best))
            Report.result("4", "swiftc -typecheck generated / floor, \(count) cases (CPU)", value: ratio,
                          shown: String(format: "%.2fx (%@ vs %@)", ratio, Report.ms(m.generated.cpuBest),
                                        Report.ms(m.floor.cpuBest)), target: 2, targetText: "<= 2x")
        }
        if sizes.count >= 2, let small = measured[sizes[0]], let large = measured[sizes[sizes.count - 1]] {
            let scaling = large.generated.cpuBest / small.generated.cpuBest
            let net = (large.generated.cpuBest - baseline.cpuBest) / (small.generated.cpuBest - baseline.cpuBest)
            Report.info(String(format: "   scaling %d/%d: %.2f (%.2f without the empty-file cost; wall clock %.2f); floor %.2f",
                               sizes.last!, sizes[0], scaling, net, large.generated.best / small.generated.best,
                               large.floor.cpuBest / small.floor.cpuBest))
            Report.result("4s", "swiftc -typecheck scaling, \(sizes.last!) / \(sizes[0]) cases (CPU)", value: scaling,
                          shown: String(format: "%.2f (net of empty file %.2f)", scaling, net),
                          target: Double(sizes.last!) / Double(sizes[0]) * 1.1, targetText: "<= 4.4")
        }
    }

    /// Writes the synthetic spec of `count` cases, runs `errorgen generate` on it and writes the
    /// floor file: the paths of the generated Swift and the floor, nil (after a FAIL line) on failure.
    static func files(count: Int, errorgen: String, work: String, figure: String) -> (generated: String, floor: String)? {
        let dir = work + "/\(count)"
        try? FileManager.default.createDirectory(atPath: dir + "/Specs", withIntermediateDirectories: true)
        write(SpecYAMLWriter.yaml(count: count), to: dir + "/Specs/\(SpecYAMLWriter.typeName).yaml")
        let generate = ChildProcess.run([errorgen, "generate", "--output", dir + "/out", dir + "/Specs"])
        let generated = dir + "/out/Swift/\(SpecYAMLWriter.typeName).swift"
        guard generate.exitCode == 0 else {
            Report.info("   errorgen generate failed:\n" + generate.output.prefix(2_000))
            Report.fail(figure, "compile generated Swift, \(count) cases", "errorgen generate exited \(generate.exitCode)")
            return nil
        }
        guard FileManager.default.fileExists(atPath: generated) else {
            Report.fail(figure, "compile generated Swift, \(count) cases",
                        "errorgen wrote no Swift/\(SpecYAMLWriter.typeName).swift")
            return nil
        }
        let floor = dir + "/floor.swift"
        write(FloorSwiftWriter.swift(count: count), to: floor)
        return (generated, floor)
    }

    private static func measure(count: Int, errorgen: String, swiftc: String, work: String, runs: Int) -> Measured? {
        guard let (generated, floor) = files(count: count, errorgen: errorgen, work: work, figure: "4") else { return nil }
        // Alternate the two files so that a change in machine load affects both alike.
        var floorTiming = Timing(samples: [])
        var generatedTiming = Timing(samples: [])
        for _ in 0..<runs {
            guard let floorTime = typecheck(swiftc, floor, runs: 1, reportWarnings: floorTiming.samples.isEmpty) else {
                Report.fail("4", "swiftc -typecheck, \(count) cases", "the floor file does not type-check")
                return nil
            }
            guard let generatedTime = typecheck(swiftc, generated, runs: 1, reportWarnings: generatedTiming.samples.isEmpty) else {
                Report.fail("4", "swiftc -typecheck, \(count) cases", "the generated Swift does not type-check (errors above)")
                return nil
            }
            floorTiming.samples += floorTime.samples
            floorTiming.cpuSamples += floorTime.cpuSamples
            generatedTiming.samples += generatedTime.samples
            generatedTiming.cpuSamples += generatedTime.cpuSamples
        }
        return Measured(generated: generatedTiming, floor: floorTiming,
                        generatedLines: lines(generated), floorLines: lines(floor))
    }

    /// Best-of timing of `swiftc -typecheck`, nil (after printing the compiler's output) when it fails.
    private static func typecheck(_ swiftc: String, _ file: String, runs: Int, reportWarnings: Bool = true) -> Timing? {
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for i in 0..<runs {
            let run = ChildProcess.run([swiftc, "-typecheck", "-swift-version", "6", file])
            guard run.exitCode == 0 else {
                Report.info("   swiftc failed on \(file):\n" + run.output.split(separator: "\n").prefix(20).joined(separator: "\n"))
                return nil
            }
            if i == 0, reportWarnings {
                let warnings = run.output.components(separatedBy: "warning:").count - 1
                if warnings > 0 { Report.info("   \(file): \(warnings) compiler warnings") }
            }
            samples.append(run.seconds)
            cpuSamples.append(run.cpuSeconds)
        }
        return Timing(samples: samples, cpuSamples: cpuSamples)
    }

    private static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    static func lines(_ path: String) -> Int {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
    }
}
