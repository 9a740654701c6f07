import ErrorgenCore

/// `errorgen-bench stage NAME N [--runs R]`: one stage (load, decode, validate, plan, swift, js, md, kotlin, raw, all)
/// on the N-case spec, R times, for a profiler (`perf record -g errorgen-bench stage md 10000`).
enum StageCommand {
    static func run(stage: String, count: Int, runs: Int) -> Int32 {
        let bytes = Array(SpecYAMLWriter.yaml(count: count).utf8)
        let path = PipelineBench.specPath
        let result = SpecPipeline.compile(bytes: bytes, path: path)
        guard let spec = result.spec else {
            Report.info(result.diagnostics.prefix(5).map(\.description).joined(separator: "\n"))
            return 1
        }
        let root = try? YAMLLoader.load(bytes, path: path)
        let plan = EmitPlan(spec)
        let body: () -> Void
        switch stage {
        case "raw": body = { PipelineBench.sink &+= RawYAMLParse.eventCount(bytes) }
        case "load": body = { PipelineBench.sink &+= (try? YAMLLoader.load(bytes, path: path)) == nil ? 0 : 1 }
        case "decode": body = { PipelineBench.sink &+= root.flatMap { SpecDecoder.decode($0, path: path).spec }?.cases.count ?? 0 }
        case "validate": body = { PipelineBench.sink &+= SpecValidator.validate(spec).count }
        case "plan": body = { PipelineBench.sink &+= EmitPlan(spec).cases.count }
        case "swift": body = { PipelineBench.sink &+= SwiftEmitter.emit(plan).count }
        case "js": body = { PipelineBench.sink &+= JavaScriptEmitter.emit(plan).count }
        case "md": body = { PipelineBench.sink &+= MarkdownEmitter.emit(plan).count }
        case "kotlin": body = { PipelineBench.sink &+= KotlinEmitter.emit(plan).count }
        case "all": body = { PipelineBench.fullRun(bytes) }
        default:
            Report.info("unknown stage '\(stage)': raw, load, decode, validate, plan, swift, js, md, kotlin or all")
            return 2
        }
        let timing = Timing.measure(runs: runs, warmup: 0, body)
        Report.info("\(stage) on \(count) cases: CPU best \(Report.ms(timing.cpuBest)), median "
                    + "\(Report.ms(timing.cpuMedian)); wall best \(Report.ms(timing.best)) over \(runs) runs")
        return 0
    }
}
