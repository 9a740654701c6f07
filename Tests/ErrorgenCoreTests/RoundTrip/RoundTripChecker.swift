/// The JavaScript side of the bridge round trip: one node process reads every line the Swift program printed and
/// checks `errorDetails` against Swift's details on two paths: the rejection as React Native delivers it (with a
/// message React Native made up, so `userInfo` alone must carry the details), and, for the enum shape when every
/// value is exact in JSON, the message alone (`code` and the case as Swift prints it, no `userInfo`).
/// Prints `{"counts": {type: [userInfo checks, message checks]}, "failures": [...]}`.
enum RoundTripChecker {
    static let script = #"""
        import { createReadStream } from "node:fs";
        import { createInterface } from "node:readline";

        // Arguments: the lines' file, then `Name:enum` or `Name:struct` for each module.
        const [input, ...types] = process.argv.slice(2);
        const modules = {};
        const enumShaped = new Set();
        for (const type of types) {
            const [name, shape] = type.split(":");
            modules[name] = await import(`./${name}.js`);
            if (shape === "enum") enumShaped.add(name);
        }
        const counts = {};
        const failures = [];
        const localized = "The operation couldn\u2019t be completed.";
        // Fields in the bridge's order; a map's keys in any order (JSON objects are unordered).
        const canonical = (value, top) => {
            if (Array.isArray(value)) return value.map((v) => canonical(v, false));
            if (value === null || typeof value !== "object") return value;
            const keys = top ? Object.keys(value) : Object.keys(value).sort();
            return Object.fromEntries(keys.map((k) => [k, canonical(value[k], false)]));
        };
        const same = (a, b) => JSON.stringify(canonical(a, true)) === JSON.stringify(canonical(b, true));
        for await (const line of createInterface({ input: createReadStream(input) })) {
            const row = JSON.parse(line);
            const { errorDetails } = modules[row.t];
            const count = counts[row.t] ??= [0, 0];
            const fromInfo = errorDetails(Object.assign(new Error(localized), { code: row.code, userInfo: row.userInfo }));
            count[0]++;
            if (!same(fromInfo, row.details)) failures.push({ path: "userInfo", row, got: fromInfo });
            if (row.exact && enumShaped.has(row.t)) {
                const fromMessage = errorDetails(Object.assign(new Error(row.message), { code: row.code }));
                count[1]++;
                if (!same(fromMessage, row.details)) failures.push({ path: "message", row, got: fromMessage });
            }
        }
        console.log(JSON.stringify({ counts, failures: failures.slice(0, 5), failureCount: failures.length }));
        """#
}
