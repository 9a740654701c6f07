/// The node script that loads each generated ES module and compares its `errorDetails` with
/// Swift's answers, then feeds it hostile inputs that must give `null` (or a well-formed object)
/// without throwing. It prints a JSON array of failure messages.
enum NodeCheck {
    static let script = #"""
    import { readFileSync } from "node:fs";
    import { pathToFileURL } from "node:url";

    const specs = JSON.parse(readFileSync(process.argv[2], "utf8"));
    const failures = [];
    const show = (v) => v === undefined ? "undefined" : JSON.stringify(v);
    // Lists and maps (copies; maps without prototype) compare by content: a map's entries in any order (Swift's
    // dictionary has none; JavaScript keeps the input's).
    const canon = (v) => Array.isArray(v) ? v.map(canon)
        : v !== null && typeof v === "object" ? Object.keys(v).sort().map((k) => [k, canon(v[k])]) : v;
    const same = (a, b) => typeof a === "number" && typeof b === "number"
        ? a === b || (Number.isNaN(a) && Number.isNaN(b))
        : a !== null && typeof a === "object" && b !== null && typeof b === "object"
            ? JSON.stringify(canon(a)) === JSON.stringify(canon(b)) : a === b;
    const wellFormed = (got, keys) => got !== null && typeof got === "object"
        && JSON.stringify(Object.keys(got)) === JSON.stringify(keys);

    for (const spec of specs) {
        const where = spec.module.split("/").pop();
        let mod;
        try {
            mod = await import(pathToFileURL(spec.module).href);
        } catch (e) {
            failures.push(`${where}: does not load: ${e}`);
            continue;
        }
        if (typeof mod.errorDetails !== "function") {
            failures.push(`${where}: no errorDetails export`);
            continue;
        }
        for (const sample of spec.samples) {
            let input = sample.input;
            // Enum shape: also as an Error, as React Native rejects with one. (Struct shape: an Error's
            // own `message` is the fallback for a missing `userInfo.message`, so plain objects only.)
            if (sample.asError) input = Object.assign(new Error(input.message ?? ""), input);
            let got;
            try {
                got = mod.errorDetails(input);
            } catch (e) {
                failures.push(`${where} sample ${sample.id} (${sample.input.code}): threw ${e}`);
                continue;
            }
            if (!wellFormed(got, spec.bridgeKeys)) {
                failures.push(`${where} sample ${sample.id} (${sample.input.code}): got ${show(got)}, keys should be ${show(spec.bridgeKeys)}`);
                continue;
            }
            for (const key of spec.bridgeKeys) {
                if (!same(got[key], sample.expected[key])) {
                    failures.push(`${where} sample ${sample.id} (${sample.input.code}): '${key}' is ${show(got[key])}, Swift says ${show(sample.expected[key])}; input ${show(sample.input)}`);
                }
            }
        }
        const junk = [null, undefined, 0, "x", true, [], {}, { code: 5 }, { code: null }, { code: "__proto__" },
            { code: "constructor" }, { code: "toString" }, { code: "hasOwnProperty" }, { code: "valueOf" },
            { code: "" }, { code: "nope" }, Object.create(null), new Error("x")];
        for (const value of junk) {
            if (value && typeof value.code === "string" && spec.caseNames.includes(value.code)) continue;
            try {
                const got = mod.errorDetails(value);
                if (got !== null) failures.push(`${where}: errorDetails(${show(value)}) is ${show(got)}, not null`);
            } catch (e) {
                failures.push(`${where}: errorDetails(${show(value)}) threw ${e}`);
            }
        }
        const messages = spec.isStruct ? [undefined] : [undefined, null, 5, "", "garbage", "(", ")", "\\"];
        for (const name of spec.caseNames) {
            const own = spec.isStruct ? [] : [name + "(", name + "(x: ", name + "(\"", name + "(a: \"\\u{zz}\")",
                name + "(" + "a: 1, ".repeat(2000), name + "(a: nil)", name + "(a: -inf, b: nan)"];
            for (const message of messages.concat(own)) {
                try {
                    const got = mod.errorDetails({ code: name, message, userInfo: spec.isStruct ? { message: 7 } : undefined });
                    if (!wellFormed(got, spec.bridgeKeys)) failures.push(`${where}: a '${name}' with message ${show(message)} gave ${show(got)}`);
                } catch (e) {
                    failures.push(`${where}: a '${name}' with message ${show(message)} threw ${e}`);
                }
            }
        }
    }
    console.log(JSON.stringify(failures));
    """#
}
