import ErrorgenCore

/// Issue 16's target 2 measured in turns: each round runs, for every size, the floor (libyaml's event
/// parse plus appending the same output lines) and then the whole pipeline, once each. A figure is the
/// best CPU time of its runs. On a shared VM whose speed drifts by tens of percent from one minute to
/// the next, measuring one side for a while and then the other puts the drift into the ratio; taken in
/// turns, both sides of every ratio (pipeline / floor, 20,000 / 10,000) see the same spells.
/// The floor's input lines exist only around the floor's own run: held for the whole measurement (1.2 million
/// `String`s for both sizes), they sat in the heap beside every pipeline run, which errorgen itself never has,
/// and made the pipeline's 20,000 / 10,000 ratio 0.05-0.08 higher.
struct PairedRuns {
    let sizes: [Int]
    private(set) var rounds = 0
    private var floors: [Int: Double] = [:]
    private var pipelines: [Int: Double] = [:]

    func floor(_ count: Int) -> Double { floors[count] ?? .nan }
    func pipeline(_ count: Int) -> Double { pipelines[count] ?? .nan }

    static func measure(_ specs: [Int: (bytes: [UInt8], outputs: [OutputFile])], runs: Int) -> PairedRuns {
        var paired = PairedRuns(sizes: specs.keys.sorted())
        // One untimed round first, so no size pays for first touches of memory the others reuse.
        for round in 0...max(1, runs) {
            for count in paired.sizes {
                guard let spec = specs[count] else { continue }
                // The floor's lines are made before its run, untimed, and freed before the pipeline's.
                let floor = floorTime(spec)
                let pipeline = Timing.cpuSeconds { PipelineBench.fullRun(spec.bytes) }
                guard round > 0 else { continue }
                paired.floors[count] = min(paired.floors[count] ?? .infinity, floor)
                paired.pipelines[count] = min(paired.pipelines[count] ?? .infinity, pipeline)
            }
            if round > 0 { paired.rounds = round }
        }
        return paired
    }

    /// One timed run of the floor, its lines made first and freed on return.
    private static func floorTime(_ spec: (bytes: [UInt8], outputs: [OutputFile])) -> Double {
        let outputLines = PipelineBench.lines(of: spec.outputs)
        return Timing.cpuSeconds { PipelineBench.floorRun(spec.bytes, lines: outputLines) }
    }
}
