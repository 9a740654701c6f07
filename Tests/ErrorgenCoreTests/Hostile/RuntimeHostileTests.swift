import Foundation
import Testing
@testable import ErrorgenCore

/// Hostile rejections reach the generated JavaScript of every spec errorgen ships (the examples, the real
/// catalogs of `Examples/Catalogs` and UploadKit; both shapes, String and Int codes): for every case, values of
/// the wrong type, huge and malformed strings, lone surrogates, line and paragraph separators, bidi controls,
/// NaN, ±Infinity, -0, unsafe integers, BigInts, symbols, getters, Proxies and missing fields, in `userInfo`,
/// on the error itself and as the message. `errorDetails` must never throw, must give a plain object with the
/// same keys as for a well-formed rejection, every value JSON-safe (null, a string, a Boolean or a finite
/// number), and must answer null for anything that is not a case name.
@Suite struct RuntimeHostileTests {
    static let specs: [(path: String, file: String)] = [
        ("Specs/PoolError.yaml", specsFolder + "/PoolError.yaml"),
        ("Specs/JanuaryError.yaml", specsFolder + "/JanuaryError.yaml"),
        ("Examples/UploadKit/Specs/UploadError.yaml", repositoryRoot + "/Examples/UploadKit/Specs/UploadError.yaml"),
    ] + CatalogTests.names.map { ("Examples/Catalogs/\($0).yaml", CatalogTests.folder + "/\($0).yaml") }

    @Test func errorDetailsSurvivesHostileRejectionsOfEverySpec() throws {
        let scratch = ScratchFolder()
        var names: [String] = []
        for spec in Self.specs {
            let compiled = SpecPipeline.compile(bytes: try readBytes(spec.file), path: spec.path)
            let valid = try #require(compiled.spec, "\(compiled.diagnostics.map(\.description).joined(separator: "\n"))")
            for file in JavaScriptEmitter.emit(valid) { scratch.write("gen/" + file.path, file.contents) }
            names.append(valid.name.value)
        }
        scratch.write("gen/JS/package.json", #"{"type": "module"}"#)
        scratch.write("hostile.mjs", Self.script)
        let node = try ExternalTool.run("node", ["--max-old-space-size=256", "hostile.mjs"] + names, in: scratch.path)
        try #require(node.ok, "\(node.errors.prefix(4_000))")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(node.output.utf8)) as? [String: Any])
        print("hostile runtime inputs: \(report["checked"] ?? 0) rejections over \(names.count) modules")
        #expect(report["failureCount"] as? Int == 0, "\(node.output.prefix(6_000))")
        #expect((report["checked"] as? Int ?? 0) > 20_000)
    }

    static let script = #"""
        import vm from "node:vm";

        const failures = [];
        let checked = 0;
        const fail = (text) => failures.push(text);

        const { proxy: revoked, revoke } = Proxy.revocable({}, {});
        revoke();
        const trap = () => { throw new Error("trap"); };
        const throwing = new Proxy({}, { get: trap, getOwnPropertyDescriptor: trap, has: trap, ownKeys: trap, getPrototypeOf: trap });
        const getter = Object.defineProperty({}, "x", { get: trap, enumerable: true });
        const scalars = [
            undefined, null, true, false, 0, -0, 1, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53), 2 ** 53 - 1,
            9007199254740993, Number.MAX_VALUE, Number.MIN_VALUE, 1e21, 10n, 2n ** 64n, Symbol("s"), () => 1,
            "", " ", "0", "-0", "NaN", "Infinity", "1e309", "9007199254740993", "true", "null", "nil",
            "\uD800", "\uDC00x\uD800", "\u2028\u2029", "\u202E\u2066rtl", "\0\u0001\u007F", "\uFEFF", "e\u0301\u0301\u0301",
            "😀".repeat(1000), "\\", "\"", "'", "(", ")", ", ", ": ", "\\u{41}", "a".repeat(70000),
            [], [1, "x"], {}, Object.create(null), Object.freeze({ a: 1 }), new Date(0), /x/, new Map([[1, 2]]),
            new String("s"), new Number(5), new Boolean(true), revoked, throwing, getter,
            vm.runInNewContext("({ a: 1 })"), vm.runInNewContext("[1, 2]"),
        ];
        const huge = "x".repeat(1 << 22);

        function jsonSafe(value) {
            if (value === null || typeof value === "string" || typeof value === "boolean") return true;
            if (typeof value === "number") return Number.isFinite(value);
            if (Array.isArray(value)) return value.every(jsonSafe);
            if (typeof value === "object") return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(jsonSafe);
            return false;
        }

        function check(module, name, code, keys, input, label) {
            let result;
            try { result = module.errorDetails(input); } catch (error) { fail(`${name}.${code} ${label}: threw ${error}`); return; }
            checked++;
            if (result === null || typeof result !== "object" || Object.getPrototypeOf(result) !== Object.prototype) {
                fail(`${name}.${code} ${label}: not a plain object: ${String(result)}`);
                return;
            }
            const got = JSON.stringify(Object.keys(result));
            if (got !== keys) fail(`${name}.${code} ${label}: keys ${got}, expected ${keys}`);
            for (const [key, value] of Object.entries(result)) {
                if (!jsonSafe(value)) fail(`${name}.${code} ${label}: ${key} is ${typeof value} ${String(value).slice(0, 40)}`);
            }
            try { JSON.stringify(result); } catch (error) { fail(`${name}.${code} ${label}: JSON.stringify threw ${error}`); }
        }

        for (const name of process.argv.slice(2)) {
            const module = await import(`./gen/JS/${name}.js`);
            for (const notACase of [...scalars, "notACase", "__proto__", "constructor", "toString", huge]) {
                let result;
                try { result = module.errorDetails({ code: notACase, message: "m" }); } catch (error) { fail(`${name}: threw for code ${String(notACase).slice(0, 20)}`); continue; }
                if (result !== null) fail(`${name}: code ${String(notACase).slice(0, 20)} is not a case but gave details`);
                try { result = module.errorDetails(notACase); } catch (error) { fail(`${name}: threw for error ${String(notACase).slice(0, 20)}`); continue; }
                if (result !== null) fail(`${name}: ${String(notACase).slice(0, 20)} as the error gave details`);
            }
            for (const [index, code] of module.caseNames.entries()) {
                const probe = module.errorDetails({ code, message: "" });
                if (probe === null) { fail(`${name}.${code}: no details for a well-formed rejection`); continue; }
                const keys = JSON.stringify(Object.keys(probe));
                const fields = Object.keys(probe);
                for (const [i, value] of scalars.entries()) {
                    const userInfo = {};
                    const onError = { code, message: "m" };
                    for (const field of fields) { userInfo[field] = value; if (field !== "code") onError[field] = value; }
                    check(module, name, code, keys, { code, message: value, userInfo }, `userInfo fields #${i}`);
                    check(module, name, code, keys, { code, message: "m", userInfo: value }, `userInfo #${i}`);
                    check(module, name, code, keys, onError, `own fields #${i}`);
                    if (typeof value === "string") {
                        check(module, name, code, keys, { code, message: `${code}(${value})` }, `message payload #${i}`);
                        check(module, name, code, keys, { code, message: `${code}(x: "${value}", y: ${value})` }, `message labels #${i}`);
                    }
                }
                const messages = [`${code}(`, `${code}(x: `, `${code}(x: "`, `${code}(x: 1, x: 2)`, `${code}(a: NaN, b: -0.0, c: inf, d: 1e309)`,
                    `${code}(a: 9223372036854775807, b: -9223372036854775808)`, `${code}()`, `${code}))))`];
                if (index === 0) messages.push(code + "(" + "(".repeat(1 << 20), code + "(a: \"" + "\\\"".repeat(1 << 19), huge);
                for (const message of messages) check(module, name, code, keys, { code, message }, `message ${message.slice(0, 30)}`);
                check(module, name, code, keys, Object.defineProperty({ code }, "message", { get: trap }), "getter message");
                check(module, name, code, keys, new Proxy({ code, message: "m" }, { get: trap }), "get trap");
                check(module, name, code, keys, Object.assign(Object.create(null), { code, message: "m" }), "null prototype");
                check(module, name, code, keys, vm.runInNewContext(`({ code: ${JSON.stringify(code)}, message: "m", userInfo: {} })`), "other realm");
            }
        }
        console.log(JSON.stringify({ checked, failures: failures.slice(0, 20), failureCount: failures.length }));
        """#
}
