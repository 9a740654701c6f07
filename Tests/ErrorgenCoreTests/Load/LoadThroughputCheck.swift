import CYAML
import ErrorgenCore
import Foundation
import Testing

/// Loader throughput against libyaml's bare event parse, on ~1.3 MB of 10,000 small mappings.
/// Off by default (timing is noisy on shared machines); run it in release:
/// `ERRORGEN_PERF=1 swift test -c release -Xswiftc -enable-testing --filter LoadThroughputCheck`
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ERRORGEN_PERF"] != nil))
struct LoadThroughputCheck {
    static func sample() -> [UInt8] {
        var text = "name: Sample\ncases:\n"
        for i in 0..<10_000 {
            text += """
                  - name: case\(i)
                    code: \(1000 + i)
                    when: "The request failed because of reason \(i)."
                    retryable: \(i % 2 == 0)
                    tags: [alpha, beta]

                """
        }
        return Array(text.utf8)
    }

    /// Events per run of libyaml alone, freeing each event, nothing built.
    static func rawEventCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            yaml_parser_initialize(&parser)
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(&parser, &event) == 1 {
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { break }
            }
            return count
        }
    }

    /// The best of several runs, in MB/s.
    static func rate(_ bytes: [UInt8], runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<runs { best = min(best, try clock.measure(body)) }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
        return Double(bytes.count) / 1_000_000 / seconds
    }

    @Test func loaderKeepsUpWithLibYAML() throws {
        let bytes = Self.sample()
        var events = 0
        let raw = Self.rate(bytes) { events = Self.rawEventCount(bytes) }
        let path = "Specs/ThroughputSample.yaml"
        var root: YAMLNode?
        let loader = try Self.rate(bytes) { root = try YAMLLoader.load(bytes, path: path) }
        var kept: [YAMLNode] = []
        let buildOnly = try Self.rate(bytes) { kept.append(try YAMLLoader.load(bytes, path: path)) }
        kept.removeAll()
        print("""
            load throughput: \(bytes.count) bytes, \(events) events; raw libyaml event loop \(Int(raw)) MB/s, \
            YAMLLoader \(Int(loader)) MB/s (tree freed inside the timing), \(Int(buildOnly)) MB/s (tree kept)
            """)
        guard case .mapping(let pairs) = root?.kind, case .sequence(let cases) = pairs.last?.value.kind else {
            Issue.record("unexpected tree shape")
            return
        }
        #expect(cases.count == 10_000)
        // Loose on purpose: guards against the 35x copy-on-append trap, not against noise.
        #expect(loader > raw / 4)
    }
}
