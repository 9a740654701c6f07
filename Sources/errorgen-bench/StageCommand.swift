import ErrorgenCore
import Foundation

/// `errorgen-bench stage NAME N [--runs R] [--spec FILE] [--outputs DIR]`: one stage (load, decode, validate, plan,
/// swift, js, md, kotlin, raw, floor, all) on the N-case spec, R times, for a profiler
/// (`perf record -g errorgen-bench stage md 10000`). A stage's inputs are built before the timed runs, and only the
/// inputs it reads. `--spec` reads the spec from a file instead of writing it; `--outputs` gives the floor the
/// output lines from files (`errorgen generate`'s folder) instead of running the pipeline for them, so a stage under
/// a slow profiler pays for little besides itself.
/// Every timed run goes through `measured`, one function that is never inlined, so a profiler can collect
/// only the stage: `valgrind --tool=callgrind --toggle-collect='*StageCommandO8measured*'` (`cachesim` does).
enum StageCommand {
    static func run(stage: String, count: Int, runs: Int, specFile: String? = nil, outputs: String? = nil) -> Int32 {
        let bytes: [UInt8]
        if let specFile {
            guard let data = FileManager.default.contents(atPath: specFile) else {
                Report.info("cannot read \(specFile)")
                return 2
            }
            bytes = [UInt8](data)
        } else {
            bytes = Array(SpecYAMLWriter.yaml(count: count).utf8)
        }
        let path = PipelineBench.specPath
        var problems: [Diagnostic] = []
        func compiled() -> Spec? {
            let result = SpecPipeline.compile(bytes: bytes, path: path)
            problems = result.diagnostics
            return result.spec
        }
        let body: () -> Void
        switch stage {
        case "raw": body = { PipelineBench.sink &+= RawYAMLParse.eventCount(bytes) }
        case "load": body = { PipelineBench.sink &+= (try? YAMLLoader.load(bytes, path: path)) == nil ? 0 : 1 }
        case "all": body = { PipelineBench.fullRun(bytes) }
        case "decode":
            let root = try? YAMLLoader.load(bytes, path: path)
            body = { PipelineBench.sink &+= root.flatMap { SpecDecoder.decode($0, path: path).spec }?.cases.count ?? 0 }
        case "floor":
            let lines: [[String]]
            if let outputs {
                guard let read = outputLines(in: outputs) else {
                    Report.info("no output files under \(outputs)")
                    return 2
                }
                lines = read
            } else {
                guard let spec = compiled() else { return failed(problems) }
                lines = PipelineBench.lines(of: SpecPipeline.emit(spec))
            }
            body = { PipelineBench.floorRun(bytes, lines: lines) }
        case "validate", "plan", "swift", "js", "md", "kotlin":
            guard let spec = compiled() else { return failed(problems) }
            let plan = EmitPlan(spec)
            switch stage {
            case "validate": body = { PipelineBench.sink &+= SpecValidator.validate(spec).count }
            case "plan": body = { PipelineBench.sink &+= EmitPlan(spec).cases.count }
            case "swift": body = { PipelineBench.sink &+= SwiftEmitter.emit(plan).count }
            case "js": body = { PipelineBench.sink &+= JavaScriptEmitter.emit(plan).count }
            case "md": body = { PipelineBench.sink &+= MarkdownEmitter.emit(plan).count }
            default: body = { PipelineBench.sink &+= KotlinEmitter.emit(plan).count }
            }
        default:
            Report.info("unknown stage '\(stage)': raw, load, decode, validate, plan, swift, js, md, kotlin, floor or all")
            return 2
        }
        let timing = Timing.measure(runs: runs, warmup: 0) { measured(body) }
        Report.info("\(stage) on \(count) cases: CPU best \(Report.ms(timing.cpuBest)), median "
                    + "\(Report.ms(timing.cpuMedian)); wall best \(Report.ms(timing.best)) over \(runs) runs")
        return 0
    }

    /// The one call every timed run of a stage makes: a stable symbol for a profiler to collect under.
    @inline(never)
    static func measured(_ body: () -> Void) {
        body()
    }

    private static func failed(_ problems: [Diagnostic]) -> Int32 {
        Report.info(problems.prefix(5).map(\.description).joined(separator: "\n"))
        return 1
    }

    /// Every regular file under `folder`, in path order, as its lines (the floor appends them one by one).
    static func outputLines(in folder: String) -> [[String]]? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var files: [[String]] = []
        for relative in enumerator.compactMap({ $0 as? String }).sorted() {
            var isFolder: ObjCBool = false
            let full = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                  let text = try? String(contentsOfFile: full, encoding: .utf8) else { continue }
            files.append(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        return files.isEmpty ? nil : files
    }
}
