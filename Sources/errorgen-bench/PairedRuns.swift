import ErrorgenCore

/// Issue 16's target 2 measured in turns: each round runs, for every size, the floor (libyaml's event
/// parse plus appending the same output lines) and then the whole pipeline, once each. A figure is the
/// best CPU time of its runs. On a shared VM whose speed drifts by tens of percent from one minute to
/// the next, measuring one side for a while and then the other puts the drift into the ratio; taken in
/// turns, both sides of every ratio (pipeline / floor, 20,000 / 10,000) see the same spells.
struct PairedRuns {
    let sizes: [Int]
    private(set) var rounds = 0
    private var floors: [Int: Double] = [:]
    private var pipelines: [Int: Double] = [:]

    func floor(_ count: Int) -> Double { floors[count] ?? .nan }
    func pipeline(_ count: Int) -> Double { pipelines[count] ?? .nan }

    static func measure(_ specs: [Int: (bytes: [UInt8], outputs: [OutputFile])], runs: Int) -> PairedRuns {
        var paired = PairedRuns(sizes: specs.keys.sorted())
        let lines = specs.mapValues { PipelineBench.lines(of: $0.outputs) }
        // One untimed round first, so no size pays for first touches of memory the others reuse.
        for round in 0...max(1, runs) {
            for count in paired.sizes {
                guard let spec = specs[count], let outputLines = lines[count] else { continue }
                let floor = Timing.cpuSeconds { PipelineBench.floorRun(spec.bytes, lines: outputLines) }
                let pipeline = Timing.cpuSeconds { PipelineBench.fullRun(spec.bytes) }
                guard round > 0 else { continue }
                paired.floors[count] = min(paired.floors[count] ?? .infinity, floor)
                paired.pipelines[count] = min(paired.pipelines[count] ?? .infinity, pipeline)
            }
            if round > 0 { paired.rounds = round }
        }
        return paired
    }
}
