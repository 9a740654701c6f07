import Foundation
import Testing
@testable import ErrorgenCore

/// The string values the details read are decoded in memory proportional to the value: a 10 MB quoted payload of
/// escapes is decoded under a 64 MB heap, and time per tenfold growth stays linear. (Tests/JS/MessageScaling covers
/// the values nobody reads, on the committed PoolError module.)
@Suite struct JavaScriptDecodeLimitTests {
    @Test func tenMegabyteStringValuesDecodeUnderA64MegabyteHeap() throws {
        let node = try NodeRunner()
        defer { node.remove() }
        try node.write(JavaScriptEmitter.emit(JavaScriptTestSpecs.enumSpec()))
        try node.write(#"""
            import { errorDetails } from "./PoolError.js";
            const size = Number(process.argv[2]);
            // [body, decoded] per shape, built one at a time so the script's own strings fit the heap too.
            const shapes = {
                plain: () => ["x".repeat(size), "x".repeat(size)],
                quotes: () => ['\\"'.repeat(size / 2), '"'.repeat(size / 2)],
                backslashes: () => ["\\\\".repeat(size / 2), "\\".repeat(size / 2)],
                escapes: () => ["\\u{1F600}\\n".repeat(size / 11), "\u{1F600}\n".repeat(size / 11)],
            };
            const rows = [];
            for (const [shape, make] of Object.entries(shapes)) {
                let [body, expected] = make();
                let message = `measured(ratio: 1.5, note: "${body}", final: true, limit: 7)`;
                body = null;
                const start = process.cpuUsage();
                const details = errorDetails({ code: "measured", message });
                const cpu = process.cpuUsage(start);
                message = null;
                rows.push([shape, details.note === expected && details.ratio === 1.5 && details.retryAfter === 7,
                           (cpu.user + cpu.system) / 1000]);
            }
            console.log(JSON.stringify(rows));
            """#, to: "decode.mjs")
        var times: [String: [Double]] = [:]
        for size in [1_000_000, 10_000_000] {
            let result = try node.run("node", ["--max-old-space-size=64", "decode.mjs", String(size)])
            #expect(result.status == 0, "node failed at \(size): \(result.stderr.suffix(1500))")
            let rows = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[Any]] ?? []
            #expect(rows.count == 4)
            for row in rows {
                let shape = row[0] as? String ?? "?"
                #expect(row[1] as? Bool == true, "\(shape) at \(size) decoded wrongly")
                times[shape, default: []].append(row[2] as? Double ?? 0)
            }
        }
        for (shape, pair) in times.sorted(by: { $0.key < $1.key }) where pair.count == 2 {
            print("decode \(shape): 1e6 \(pair[0]) ms, 1e7 \(pair[1]) ms, x\(pair[1] / max(pair[0], 0.001)) per tenfold")
            #expect(pair[1] <= 30 * max(pair[0], 2), "\(shape): \(pair)")
        }
    }

    /// A list payload of many short texts: each element is decoded within its own span. A search for '\' from each
    /// element to the end of the message made it quadratic (an outside QA pass: 1 M characters 2-4 s, 10 M over
    /// 17 minutes); now 10 M characters take about half a second.
    @Test func longListsDecodeInLinearTime() throws {
        let spec = try #require(compileSpec("""
            name: ListError
            cases:
              - name: tagged
                payload: [{name: tags, type: "[String]"}, {name: labels, type: "[String: String]"}]
            properties:
              - {name: tagCount, type: Int, default: 0, values: {tagged: {rule: "count(tags)"}}}
              - {name: labelled, type: Bool, default: false, values: {tagged: {rule: "'k' in labels"}}}
            """).spec)
        let node = try NodeRunner()
        defer { node.remove() }
        try node.write(JavaScriptEmitter.emit(spec))
        try node.write(#"""
            import { errorDetails } from "./ListError.js";
            const size = Number(process.argv[2]);
            const rows = [];
            // Many one-letter texts, with and without a backslash after the list (where the search ran to).
            for (const tail of ["v", "\\\\"]) {
                const count = Math.floor(size / 5);
                let message = 'tagged(tags: [' + Array(count).fill('"a"').join(", ") + '], labels: ["k": "' + tail + '"])';
                message = JSON.parse(JSON.stringify(message));
                const start = process.cpuUsage();
                const details = errorDetails({ code: "tagged", message });
                const cpu = process.cpuUsage(start);
                message = null;
                rows.push([tail, details.tagCount === count && details.labelled === true, (cpu.user + cpu.system) / 1000]);
            }
            console.log(JSON.stringify(rows));
            """#, to: "lists.mjs")
        var times: [[Double]] = [[], []]
        // (Sizes at which the quadratic search took seconds, not minutes: it fails here instead of hanging.)
        for size in [100_000, 1_000_000] {
            let result = try node.run("node", ["--max-old-space-size=256", "lists.mjs", String(size)])
            #expect(result.status == 0, "node failed at \(size): \(result.stderr.suffix(1500))")
            let rows = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[Any]] ?? []
            #expect(rows.count == 2)
            for (i, row) in rows.enumerated() {
                #expect(row[1] as? Bool == true, "list \(i) at \(size) decoded wrongly")
                times[i].append(row[2] as? Double ?? 0)
            }
        }
        for pair in times where pair.count == 2 {
            print("decode long list: 1e5 \(pair[0]) ms, 1e6 \(pair[1]) ms, x\(pair[1] / max(pair[0], 0.001)) per tenfold")
            #expect(pair[1] <= 30 * max(pair[0], 2) && pair[1] < 20_000, "\(pair)")
        }
    }
}
