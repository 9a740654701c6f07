import Foundation
import Testing
@testable import ErrorgenCore

/// Random values of every payload and field type go Swift -> (code, message, userInfo) -> JSON -> `errorDetails`,
/// and must equal Swift's details: 4,000 per error type by default (`ERRORGEN_ROUND_TRIP_COUNT`; 10,000 took 72 s of
/// CPU against 34 s for 3,000, a cost in every CI run), drawn by one Swift process (seed `ERRORGEN_ROUND_TRIP_SEED`,
/// default 1) and checked by one node process. A deeper run: `ERRORGEN_ROUND_TRIP_COUNT=100000 ERRORGEN_ROUND_TRIP_SEED=7`.
@Suite struct BridgeRoundTripTests {
    static var count: Int { ProcessInfo.processInfo.environment["ERRORGEN_ROUND_TRIP_COUNT"].flatMap(Int.init) ?? 4_000 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["ERRORGEN_ROUND_TRIP_SEED"].flatMap(UInt64.init) ?? 1 }

    @Test func randomValuesOfEveryTypeAgreeAcrossTheBridge() throws {
        let specs = try RoundTripSpecs.all()
        let node = try NodeRunner()
        defer { node.remove() }
        var sources: [String: String] = ["main.swift": RoundTripProgram.source(specs, count: Self.count, seed: Self.seed)]
        for spec in specs {
            try node.write(JavaScriptEmitter.emit(spec))
            sources[spec.name.value + ".swift"] = SwiftEmitter.emit(spec)[0].contents
        }
        let lines = node.folder.appendingPathComponent("values.jsonl").path
        let swift = try SwiftCompilerHarness.buildAndRun(sources, standardOutputTo: lines)
        try #require(swift.status == 0, "the Swift side failed:\n\(swift.output.prefix(4000))")

        try node.write(RoundTripChecker.script, to: "check.mjs")
        let types = specs.map { $0.name.value + ($0.isStruct ? ":struct" : ":enum") }
        let check = try node.run("node", ["check.mjs", lines] + types)
        try #require(check.status == 0, "the node side failed:\n\(check.stderr.prefix(4000))")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let counts = report["counts"] as? [String: [Int]] ?? [:]
        print("bridge round trip (seed \(Self.seed)): \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value[0]) via userInfo, \($0.value[1]) via the message" }.joined(separator: "; ")); Swift \(Int(swift.seconds)) s")
        #expect(report["failureCount"] as? Int == 0, "\(check.stdout.prefix(6000))")
        for spec in specs {
            let checked = counts[spec.name.value] ?? [0, 0]
            #expect(checked[0] == Self.count, "\(spec.name.value): \(checked)")
            if !spec.isStruct { #expect(checked[1] > Self.count / 3, "\(spec.name.value): message path \(checked)") }
        }
    }
}
