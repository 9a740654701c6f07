// Crafted messages of a given length for PoolError's rateLimited case, one family per shape, and a runner that
// measures errorDetails on them. Used by MessageScaling.test.mjs, in child processes with their own heap limits:
//   node --expose-gc Tests/JS/support/messages.mjs SIZE...   prints one JSON line per shape and size
import { errorDetails } from "../../../Generated/JS/PoolError.js";

/** Each shape: a message of about `n` characters and the retryAfter errorDetails must read from it. */
export const shapes = {
    "quotes": (n) => ['rateLimited(retryAfter: 60, note: "' + '\\"'.repeat(n / 2) + '")', 60],
    "unclosed quote": (n) => ['rateLimited(retryAfter: 60, note: "' + "x".repeat(n) + ")", null],
    "backslashes": (n) => ['rateLimited(retryAfter: 60, note: "' + "\\\\".repeat(n / 2) + '")', 60],
    "unicode escapes": (n) => ['rateLimited(note: "' + "\\u{1F600}".repeat(n / 9) + '", retryAfter: 60)', 60],
    "parentheses": (n) => ["rateLimited(retryAfter: 60, note: " + "(".repeat(n) + ")", 60],
    "open parentheses": (n) => ["rateLimited(" + "(".repeat(n) + ")", null],
    "labels": (n) => ["rateLimited(" + "a: 1, ".repeat(n / 6) + "retryAfter: 60)", 60],
    "digits": (n) => ["rateLimited(retryAfter: " + "9".repeat(n) + ")", null],
};

/** Runs errorDetails on a fresh message of each shape and size; returns CPU time and heap growth. */
export function measure(sizes) {
    const rows = [];
    for (const [shape, make] of Object.entries(shapes)) {
        for (const size of sizes) {
            let [message, expected] = make(size);
            message = flat(message);
            const error = Object.assign(new Error(message), { code: "rateLimited" });
            if (globalThis.gc) globalThis.gc();
            const heapBefore = process.memoryUsage().heapUsed;
            const start = process.cpuUsage();
            const details = errorDetails(error);
            const cpu = process.cpuUsage(start);
            const heapAfter = process.memoryUsage().heapUsed;
            rows.push({ shape, size: message.length, ms: (cpu.user + cpu.system) / 1000,
                heapGrowthMB: Math.max(0, heapAfter - heapBefore) / 1048576,
                ok: details !== null && details.retryAfter === expected && details.message === message });
        }
    }
    return rows;
}

/** A flat copy, so the measured call does not pay for flattening a rope built by repeat and +. */
function flat(text) {
    return JSON.parse(JSON.stringify(text));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
    for (const row of measure(process.argv.slice(2).map(Number))) console.log(JSON.stringify(row));
}
