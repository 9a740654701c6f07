import ErrorgenCore
import Foundation

/// `errorgen-bench pipeline`: figures (1) generation vs. libyaml, (2) scaling, (5) peak memory.
enum PipelineCommand {
    static func run(sizes: [Int], runs: Int) {
        Report.info("== In-process pipeline (load + decode + validate + Swift/JS/Markdown emitters): CPU time, best of "
                    + "\(runs) (wall-clock best in brackets); load average: \(loadAverage())")
        var samples: [Int: PipelineBench.Sample] = [:]
        var specs: [Int: (bytes: [UInt8], outputs: [OutputFile])] = [:]
        for count in sizes {
            let (bytes, outputs, problems) = PipelineBench.checkedSpec(count: count)
            guard problems.isEmpty else {
                Report.info("synthetic spec of \(count) cases does not compile cleanly:\n  "
                            + problems.joined(separator: "\n  "))
                Report.fail("1", "synthetic spec is valid", "\(count) cases: \(problems.count) diagnostics")
                return
            }
            let sample = PipelineBench.sample(count: count, runs: count >= 10_000 ? runs : runs * 3,
                                              bytes: bytes, outputs: outputs)
            samples[count] = sample
            printRow(sample)
            if count >= 10_000 { specs[count] = (bytes, outputs) }
        }
        reportAgainstFloor(PairedRuns.measure(specs, runs: runs))
        if let ten = samples[10_000] {
            let lines = PipelineBench.lines(of: PipelineBench.checkedSpec(count: 10_000).outputs)
            let append = Timing.measure(runs: runs) { PipelineBench.sink &+= PipelineBench.appendLines(lines) }
            Report.info("   output floor: appending the \(lines.reduce(0) { $0 + $1.count }) output lines "
                        + "(\(ten.outputBytes.values.reduce(0, +) / 1024) KiB) one by one into one String per file takes "
                        + Report.ms(append.cpuBest) + String(format: " = %.2fx libyaml", append.cpuBest / ten.raw.cpuBest))
            let ratio = ten.full.cpuBest / ten.raw.cpuBest
            Report.info(String(format: "(1) 10,000 cases: pipeline %@ / libyaml events %@ = %.2fx CPU time "
                               + "(wall clock %.2fx, medians %.2fx)", Report.ms(ten.full.cpuBest),
                               Report.ms(ten.raw.cpuBest), ratio, ten.full.best / ten.raw.best,
                               ten.full.cpuMedian / ten.raw.cpuMedian))
            Report.result("1", "Generation vs libyaml event parse, 10,000 cases (CPU)", value: ratio,
                          shown: String(format: "%.2fx (%@ vs %@)", ratio, Report.ms(ten.full.cpuBest),
                                        Report.ms(ten.raw.cpuBest)), target: 3, targetText: "<= 3x")
            if let twenty = samples[20_000] {
                let scaling = twenty.full.cpuBest / ten.full.cpuBest
                Report.result("2", "Scaling, time(20,000) / time(10,000) (CPU)", value: scaling,
                              shown: String(format: "%.2f (wall %.2f)", scaling, twenty.full.best / ten.full.best),
                              target: 2.2, targetText: "<= 2.2")
            }
        }
        if sizes.contains(20_000) { peakMemory(count: 20_000) }
    }

    /// Issue 16's target 2: the pipeline against libyaml's event parse plus appending the same
    /// output lines (the bytes it writes), at 10,000 and 20,000 cases, and its scaling. Every figure is
    /// the best of runs taken in turn (`PairedRuns`), so a slow spell of a shared machine falls on both
    /// sides of a ratio rather than on one.
    private static func reportAgainstFloor(_ paired: PairedRuns) {
        for count in paired.sizes {
            let full = paired.pipeline(count), floor = paired.floor(count)
            let ratio = full / floor
            Report.info(String(format: "   T2 at %d cases: pipeline %@ / floor %@ (best of %d runs taken in turn)",
                               count, Report.ms(full), Report.ms(floor), paired.rounds))
            Report.result("T2", "Pipeline / floor (libyaml events + writing the same bytes), \(count) cases (CPU)",
                          value: ratio, shown: String(format: "%.2fx (%@ vs %@)", ratio, Report.ms(full),
                                                      Report.ms(floor)), target: 5, targetText: "<= 5x")
        }
        if paired.sizes.contains(10_000), paired.sizes.contains(20_000) {
            let scaling = paired.pipeline(20_000) / paired.pipeline(10_000)
            let floorScaling = paired.floor(20_000) / paired.floor(10_000)
            Report.result("T2s", "Pipeline scaling, time(20,000) / time(10,000) (CPU)", value: scaling,
                          shown: String(format: "%.2f (floor's %.2f)", scaling, floorScaling), target: 2.1,
                          targetText: "<= 2.1")
        }
    }

    private static func printRow(_ s: PipelineBench.Sample) {
        let stages = zip(PipelineBench.stageNames, s.stages).map { "\($0) \(Report.ms($1))" }.joined(separator: ", ")
        let outputs = s.outputBytes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value / 1024) KiB" }
            .joined(separator: ", ")
        Report.info(String(format: "%6d cases, %5d KiB, %7d events: libyaml %@ [%@], pipeline %@ [%@] = %.2fx (%d runs)",
                           s.count, s.bytes.count / 1024, s.events, Report.ms(s.raw.cpuBest), Report.ms(s.raw.best),
                           Report.ms(s.full.cpuBest), Report.ms(s.full.best), s.full.cpuBest / s.raw.cpuBest,
                           s.full.samples.count))
        Report.info("       stages (CPU): \(stages)\n       outputs: \(outputs)")
    }

    /// (5): the 20,000-case pipeline in a fresh child process that reports its own VmHWM.
    private static func peakMemory(count: Int) {
        let path = NSTemporaryDirectory() + "errorgen-bench-\(getpid())-\(count).yaml"
        _ = FileManager.default.createFile(atPath: path, contents: Data(SpecYAMLWriter.yaml(count: count).utf8))
        defer { unlink(path) }
        let child = ChildProcess.run([selfPath(), "rss", path])
        let lines = child.output.split(separator: "\n")
        let fields = (lines.first ?? "").split(separator: " ").compactMap { Int($0) }
        guard child.exitCode == 0, fields.count == 2 else {
            Report.fail("5", "Peak memory, 20,000-case pipeline", "child failed: \(child.output)")
            return
        }
        let mb = Double(fields[1]) / 1024
        Report.info(String(format: "(5) child process: VmHWM %.1f MB after the pipeline (%.1f MB after reading the spec)",
                           mb, Double(fields[0]) / 1024) + "\n    " + lines.dropFirst().joined(separator: "\n    "))
        Report.result("5", "Peak memory, 20,000-case pipeline (VmHWM)", value: mb,
                      shown: String(format: "%.1f MB", mb), target: 150, targetText: "< 150 MB", strict: true)
    }

    /// Child side of (5): runs the pipeline stage by stage, keeping every result alive as the
    /// command line does, and prints "<VmHWM before> <VmHWM after>" in kilobytes, then the peak after each stage.
    static func rss(specFile: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: specFile) else { return 2 }
        let bytes = [UInt8](data)
        let before = PeakMemory.kilobytes() ?? 0
        var marks: [String] = []
        func mark(_ stage: String) { marks.append("\(stage) \((PeakMemory.kilobytes() ?? 0) / 1024) MB") }
        let path = PipelineBench.specPath
        var root = try? YAMLLoader.load(bytes, path: path)
        mark("load")
        guard let spec = root.flatMap({ SpecDecoder.decode($0, path: path).spec }) else { return 1 }
        mark("decode")
        root = nil
        guard SpecValidator.validate(spec).isEmpty else { return 1 }
        mark("validate")
        let swift = SwiftEmitter.emit(spec)
        mark("swift")
        let js = JavaScriptEmitter.emit(spec)
        mark("js")
        let md = MarkdownEmitter.emit(spec)
        mark("md")
        let after = PeakMemory.kilobytes() ?? 0
        // Figure (5) is defined on the three outputs above; the Kotlin output (issue 10) came later and is
        // reported beside it, without a target.
        let kotlin = KotlinEmitter.emit(spec)
        mark("kotlin (no target)")
        print("\(before) \(after)")
        print("peak after each stage: " + marks.joined(separator: ", ")
              + "; outputs \((swift + js + md + kotlin).reduce(0) { $0 + $1.contents.utf8.count } / 1024 / 1024) MB")
        return 0
    }

    static func selfPath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3)
            .joined(separator: " ")
    }
}
