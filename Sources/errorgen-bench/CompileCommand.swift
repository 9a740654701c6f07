import Foundation

/// `errorgen-bench compile`: issue 16's target 1. The generated Swift against the floor file (the
/// same public API written by hand) in `-typecheck`, `-Onone` and `-O`: CPU time and the compiler's
/// peak memory, the two files alternating so that a change in machine load affects both alike.
enum CompileCommand {
    static let cpuTarget = 1.5
    static let memoryTarget = 2.0

    static func run(errorgen: String, swiftc: String, work: String, sizes: [Int], modes: [SwiftcMode], runs: Int) {
        Report.info("== Compiling the generated Swift against the floor (same API by hand): CPU time (user + system), "
                    + "best of \(runs), and peak memory (/usr/bin/time %M); load average: \(PipelineCommand.loadAverage())")
        for count in sizes {
            guard let (generated, floor) = TypecheckCommand.files(count: count, errorgen: errorgen, work: work,
                                                                 figure: "T1") else { return }
            Report.info("   \(count) cases: generated \(TypecheckCommand.lines(generated)) lines, "
                        + "floor \(TypecheckCommand.lines(floor)) lines")
            for mode in modes {
                var generatedRuns: [SwiftcRun] = []
                var floorRuns: [SwiftcRun] = []
                for _ in 0..<runs {
                    guard let f = SwiftcRun.run(swiftc, file: floor, mode: mode, work: work),
                          let g = SwiftcRun.run(swiftc, file: generated, mode: mode, work: work) else {
                        Report.fail("T1", "swiftc \(mode.label), \(count) cases", "a file does not compile (errors above)")
                        return
                    }
                    floorRuns.append(f)
                    generatedRuns.append(g)
                }
                report(count: count, mode: mode, generated: generatedRuns, floor: floorRuns)
            }
        }
    }

    private static func report(count: Int, mode: SwiftcMode, generated: [SwiftcRun], floor: [SwiftcRun]) {
        let g = generated.map(\.cpuSeconds).min()!, f = floor.map(\.cpuSeconds).min()!
        let gMemory = generated.map(\.peakKilobytes).min()!, fMemory = floor.map(\.peakKilobytes).min()!
        let ratio = g / f, memoryRatio = Double(gMemory) / Double(fMemory)
        Report.info(String(format: "   %5d cases %@: generated %@ CPU [%@ wall], %d MB; floor %@ [%@], %d MB; "
                           + "%.2fx CPU, %.2fx memory%@", count, mode.label, Report.ms(g),
                           Report.ms(generated.map(\.seconds).min()!), gMemory / 1024, Report.ms(f),
                           Report.ms(floor.map(\.seconds).min()!), fMemory / 1024, ratio, memoryRatio,
                           generated[0].warnings > 0 ? " (\(generated[0].warnings) warnings in the generated file)" : ""))
        Report.result("T1", "Compile \(mode.label) generated / floor, \(count) cases (CPU)", value: ratio,
                      shown: String(format: "%.2fx (%@ vs %@)", ratio, Report.ms(g), Report.ms(f)),
                      target: cpuTarget, targetText: "<= 1.5x")
        Report.result("T1m", "Compile \(mode.label) peak memory generated / floor, \(count) cases", value: memoryRatio,
                      shown: String(format: "%.2fx (%d vs %d MB)", memoryRatio, gMemory / 1024, fMemory / 1024),
                      target: memoryTarget, targetText: "<= 2x")
    }
}
