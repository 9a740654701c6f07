import ErrorgenCore
import Foundation

/// In-process measurements of the pipeline on synthetic specs: the whole pipeline against
/// libyaml's bare event parse, per-stage splits, and scaling between sizes.
enum PipelineBench {
    static let specPath = "Specs/\(SpecYAMLWriter.typeName).yaml"
    nonisolated(unsafe) static var sink = 0

    struct Sample {
        let count: Int
        let bytes: [UInt8]
        let events: Int
        let raw: Timing
        let full: Timing
        /// Best of several runs per stage: load, decode, validate, plan, swift, js, md, kotlin, free.
        let stages: [Double]
        let outputBytes: [String: Int]
    }

    static let stageNames = ["load", "decode", "validate", "plan", "swift", "js", "md", "kotlin", "free"]

    /// The spec bytes, or the problems that make it unusable (it must compile with zero diagnostics).
    static func checkedSpec(count: Int) -> (bytes: [UInt8], outputs: [OutputFile], problems: [String]) {
        let bytes = Array(SpecYAMLWriter.yaml(count: count).utf8)
        let result = SpecPipeline.compile(bytes: bytes, path: specPath)
        var problems = result.diagnostics.prefix(10).map(\.description)
        if result.diagnostics.count > 10 { problems.append("... \(result.diagnostics.count - 10) more") }
        guard let spec = result.spec else { return (bytes, [], problems.isEmpty ? ["no spec"] : problems) }
        return (bytes, SpecPipeline.emit(spec), problems)
    }

    /// One whole run through the public API, everything freed inside.
    static func fullRun(_ bytes: [UInt8]) {
        let result = SpecPipeline.compile(bytes: bytes, path: specPath)
        guard let spec = result.spec else { return }
        sink &+= SpecPipeline.emit(spec).reduce(0) { $0 + $1.byteCount }
    }

    /// A floor for emitters: the output's lines appended one by one into one String per file.
    static func appendLines(_ files: [[String]]) -> Int {
        var total = 0
        for lines in files {
            var text = ""
            for line in lines {
                text += line
                text += "\n"
            }
            total &+= text.utf8.count
        }
        return total
    }

    /// The output's lines, as the floor appends them.
    static func lines(of outputs: [OutputFile]) -> [[String]] {
        outputs.map { $0.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The floor for the whole pipeline: libyaml's event parse of the spec, then the output's lines
    /// appended one by one into one String per file (the bytes errorgen writes, without computing them).
    static func floorRun(_ bytes: [UInt8], lines: [[String]]) {
        sink &+= RawYAMLParse.eventCount(bytes) &+ appendLines(lines)
    }

    /// One run timed stage by stage.
    static func stagedRun(_ bytes: [UInt8]) -> [Double] {
        var times: [Double] = []
        var root: YAMLNode?
        times.append(Timing.cpuSeconds { root = try? YAMLLoader.load(bytes, path: specPath) })
        var spec: Spec?
        times.append(Timing.cpuSeconds { spec = root.flatMap { SpecDecoder.decode($0, path: specPath).spec } })
        guard let spec else { return [] }
        times.append(Timing.cpuSeconds { sink &+= SpecValidator.validate(spec).count })
        var plan: EmitPlan?
        times.append(Timing.cpuSeconds { plan = EmitPlan(spec) })
        guard let plan else { return [] }
        var outputs: [[OutputFile]] = []
        times.append(Timing.cpuSeconds { outputs.append(SwiftEmitter.emit(plan)) })
        times.append(Timing.cpuSeconds { outputs.append(JavaScriptEmitter.emit(plan)) })
        times.append(Timing.cpuSeconds { outputs.append(MarkdownEmitter.emit(plan)) })
        // Kotlin and the (here empty) .strings output, as SpecPipeline.emit runs them.
        times.append(Timing.cpuSeconds {
            outputs.append(KotlinEmitter.emit(plan))
            outputs.append(StringsEmitter.emit(plan))
        })
        var held: (YAMLNode?, Spec?, EmitPlan?, [[OutputFile]]) = (root, spec, plan, outputs)
        root = nil
        outputs = []
        times.append(Timing.cpuSeconds { held = (nil, nil, nil, []) })
        sink &+= held.3.count
        return times
    }

    static func sample(count: Int, runs: Int, bytes: [UInt8], outputs: [OutputFile]) -> Sample {
        var events = 0
        let raw = Timing.measure(runs: runs) { events = RawYAMLParse.eventCount(bytes) }
        let warmup = count < 10_000 ? 1 : 0
        let full = Timing.measure(runs: runs, warmup: warmup, budget: 12) { fullRun(bytes) }
        var stages = [Double](repeating: .infinity, count: stageNames.count)
        for _ in 0..<(full.best < 1 ? max(2, runs / 2) : 1) {
            for (i, t) in stagedRun(bytes).enumerated() { stages[i] = min(stages[i], t) }
        }
        var sizes: [String: Int] = [:]
        for file in outputs { sizes[file.path, default: 0] += file.byteCount }
        return Sample(count: count, bytes: bytes, events: events, raw: raw, full: full, stages: stages,
                      outputBytes: sizes)
    }
}
