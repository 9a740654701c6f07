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
}
