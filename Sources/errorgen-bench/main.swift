import Foundation

// errorgen-bench: the benchmark driver behind Scripts/bench.sh. See BENCHMARKS.md.
//   errorgen-bench pipeline [--runs K] [--sizes 100,1000,10000,20000]   figures (1), (2), (5)
//   errorgen-bench noop --errorgen BIN --output DIR [--runs N] SPECS     figure (3)
//   errorgen-bench startup --errorgen BIN --output DIR [--runs N] [--label TEXT] SPECS   issue 16 target 3
//   errorgen-bench typecheck --errorgen BIN --work DIR [--swiftc swiftc] [--sizes 1000,4000] [--runs N]   figure (4)
//   errorgen-bench compile --errorgen BIN --work DIR [--sizes 200,2000] [--modes typecheck,Onone,O] [--runs N]
//                                                                        issue 16 target 1 (generated vs floor)
//   errorgen-bench spec N FILE | floor N FILE [--chunk K]                write a synthetic spec / floor Swift file
//   errorgen-bench stage load|decode|validate|plan|swift|js|md|kotlin|raw|floor|all N [--runs R]
//                         [--spec FILE] [--outputs DIR]   one stage, for a profiler
//   errorgen-bench cachesim [--sizes 10000,20000] [--valgrind valgrind] [--ll BYTES,WAYS,LINE] [--keep DIR]
//                                                                        issue 16 target 2 under callgrind's cache model
//   errorgen-bench rss FILE                                              (child of `pipeline`) run one spec, print VmHWM

struct BenchArguments {
    var command = "pipeline"
    var options: [String: String] = [:]
    var positional: [String] = []

    init(_ raw: [String]) {
        var rest = raw
        if let first = rest.first { command = first; rest.removeFirst() }
        while !rest.isEmpty {
            let argument = rest.removeFirst()
            if argument.hasPrefix("--"), !rest.isEmpty {
                options[String(argument.dropFirst(2))] = rest.removeFirst()
            } else {
                positional.append(argument)
            }
        }
    }

    func sizes(_ fallback: [Int]) -> [Int] {
        options["sizes"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? fallback
    }

    func runs(_ fallback: Int) -> Int { options["runs"].flatMap { Int($0) } ?? fallback }

    func usage() -> Never {
        FileHandle.standardError.write(Data("usage: see the comment at the top of Sources/errorgen-bench/main.swift\n".utf8))
        exit(2)
    }
}

let args = BenchArguments(Array(CommandLine.arguments.dropFirst()))
switch args.command {
case "pipeline":
    PipelineCommand.run(sizes: args.sizes([100, 1_000, 10_000, 20_000]), runs: args.runs(5))
case "noop":
    guard let errorgen = args.options["errorgen"], let output = args.options["output"], args.positional.count == 1
    else { args.usage() }
    NoOpCommand.run(errorgen: errorgen, output: output, specs: args.positional[0], runs: args.runs(20))
case "startup":
    guard let errorgen = args.options["errorgen"], let output = args.options["output"], args.positional.count == 1
    else { args.usage() }
    StartUpCommand.run(errorgen: errorgen, output: output, specs: args.positional[0], runs: args.runs(20),
                       label: args.options["label"] ?? "this build")
case "typecheck":
    guard let errorgen = args.options["errorgen"], let work = args.options["work"] else { args.usage() }
    TypecheckCommand.run(errorgen: errorgen, swiftc: args.options["swiftc"] ?? "swiftc", work: work,
                         sizes: args.sizes([1_000, 4_000]), runs: args.runs(3))
case "compile":
    guard let errorgen = args.options["errorgen"], let work = args.options["work"] else { args.usage() }
    let modes = (args.options["modes"] ?? "typecheck,Onone,O").split(separator: ",").compactMap { SwiftcMode(rawValue: String($0)) }
    CompileCommand.run(errorgen: errorgen, swiftc: args.options["swiftc"] ?? "swiftc", work: work,
                       sizes: args.sizes([200, 2_000]), modes: modes, runs: args.runs(2))
case "spec", "floor":
    guard args.positional.count == 2, let count = Int(args.positional[0]) else { args.usage() }
    if let chunk = args.options["chunk"].flatMap({ Int($0) }), chunk > 0 { FloorSwiftWriter.chunk = chunk }
    let text = args.command == "spec" ? SpecYAMLWriter.yaml(count: count) : FloorSwiftWriter.swift(count: count)
    guard FileManager.default.createFile(atPath: args.positional[1], contents: Data(text.utf8)) else { exit(2) }
case "stage":
    guard args.positional.count == 2, let count = Int(args.positional[1]) else { args.usage() }
    exit(StageCommand.run(stage: args.positional[0], count: count, runs: args.runs(5), specFile: args.options["spec"],
                          outputs: args.options["outputs"]))
case "cachesim":
    CacheSimCommand.run(sizes: args.sizes([10_000, 20_000]), valgrind: args.options["valgrind"] ?? "valgrind",
                        lastLevel: args.options["ll"], keep: args.options["keep"])
case "rss":
    guard args.positional.count == 1 else { args.usage() }
    exit(PipelineCommand.rss(specFile: args.positional[0]))
default:
    args.usage()
}
