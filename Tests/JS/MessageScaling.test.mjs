// errorDetails reads crafted messages of 1e4 to 1e7 characters of each shape (quotes, backslashes, escapes,
// parentheses, labels, digits) in linear time and without copying them; a 10 MB message is read under a 64 MB heap.
// Each measurement runs in a child process (Tests/JS/support/messages.mjs), so heaps and JIT state are its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./support/messages.mjs", import.meta.url));
const run = (flags, sizes) => execFileSync(process.execPath, [...flags, script, ...sizes.map(String)], { encoding: "utf8" })
    .trim().split("\n").map((line) => JSON.parse(line));

test("time grows linearly with the message, per tenfold growth, and the heap does not grow with it", (t) => {
    const rows = run(["--expose-gc"], [1e4, 1e5, 1e6, 1e7]);
    const shapes = [...new Set(rows.map((row) => row.shape))];
    assert.ok(shapes.length >= 6);
    for (const shape of shapes) {
        const own = rows.filter((row) => row.shape === shape);
        assert.equal(own.length, 4);
        assert.ok(own.every((row) => row.ok), `${shape}: wrong details`);
        const growth = own.slice(1).map((row, i) => (row.ms / Math.max(own[i].ms, 0.001)).toFixed(1));
        t.diagnostic(`${shape.padEnd(16)} ms ${own.map((row) => row.ms.toFixed(2)).join(" / ")}`
            + `  x per tenfold ${growth.join(" / ")}`
            + `  heap growth MB ${own.map((row) => row.heapGrowthMB.toFixed(2)).join(" / ")}`);
        // Quadratic work would be 100x per tenfold step; allow noise below 1 ms and on a shared machine.
        const [, , million, tenMillion] = own;
        assert.ok(tenMillion.ms <= 30 * Math.max(million.ms, 2), `${shape}: ${million.ms} ms -> ${tenMillion.ms} ms`);
        assert.ok(tenMillion.heapGrowthMB < 8, `${shape}: heap grew ${tenMillion.heapGrowthMB} MB for a 10 MB message`);
    }
});

test("a 10 MB message of each shape is read under node --max-old-space-size=64", (t) => {
    const rows = run(["--max-old-space-size=64"], [1e7]);
    for (const row of rows) {
        assert.ok(row.ok, row.shape);
        t.diagnostic(`${row.shape}: ${row.size} characters in ${row.ms.toFixed(1)} ms`);
    }
});
