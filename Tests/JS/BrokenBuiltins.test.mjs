// errorDetails never throws, even where the environment is broken after the module loaded: a polyfill or a test
// double that replaces a built-in with one that throws makes it answer null, never an exception. A built-in that
// answers wrongly (`Set.prototype.has` always true) cannot make an unknown code one of the type's cases.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as pool from "../../Generated/JS/PoolError.js";
import * as january from "../../Generated/JS/JanuaryError.js";

const modules = [["PoolError", pool], ["JanuaryError", january]];
const rejection = (code, message, userInfo) => Object.assign(new Error(message), { code }, userInfo ? { userInfo } : {});
/** Calls that read the message, `userInfo`, payloads and lists: every path of both shapes. */
const calls = [
    rejection("rateLimited", "rateLimited(retryAfter: 60)"),
    rejection("rateLimited", "x", { retryAfter: 60 }),
    rejection("service", "service(status: 503)"),
    rejection("server", "boom", { code: "internal", message: "boom", httpStatus: 500 }),
    rejection("rateLimited", "limited", { code: "rate_limited", message: "limited", httpStatus: 429 }),
    rejection("invalidRequest", 'invalidRequest(message: "a \\u{301}\\n")'),
];

/** Each built-in the generated code may call, as [holder, key]. */
const builtins = [
    [Set.prototype, "has"], [Map.prototype, "get"], [Map.prototype, "has"],
    [String.prototype, "charCodeAt"], [String.prototype, "codePointAt"], [String.prototype, "startsWith"],
    [String.prototype, "slice"], [String.prototype, "indexOf"], [String.prototype, "substring"],
    [RegExp.prototype, "exec"], [RegExp.prototype, "test"],
    [Array, "from"], [Array, "isArray"], [Array.prototype, "includes"], [Array.prototype, "push"],
    [Number, "isSafeInteger"], [Number, "isFinite"], [String, "fromCharCode"], [String, "fromCodePoint"],
    [Function.prototype, "apply"], [Function.prototype, "call"], [Math, "min"], [Math, "max"],
    [Object, "getOwnPropertyDescriptor"], [Object, "keys"], [Object, "create"], [JSON, "parse"],
    [Object.getPrototypeOf(Uint16Array.prototype), "subarray"], [globalThis, "parseInt"], [globalThis, "parseFloat"],
];

/** Runs `body` with `holder[key]` replaced by `replacement`, and puts it back whatever happens. */
function replaced(holder, key, replacement, body) {
    const original = Object.getOwnPropertyDescriptor(holder, key);
    Object.defineProperty(holder, key, { value: replacement, writable: true, configurable: true });
    try {
        return body();
    } finally {
        if (original === undefined) delete holder[key]; else Object.defineProperty(holder, key, original);
    }
}

for (const [name, module] of modules) {
    const expected = calls.map((call) => module.errorDetails(call));

    test(`${name}: a built-in replaced by one that throws gives null or the answer, never an exception`, () => {
        assert.ok(expected.some((details) => details !== null), "some call has details");
        for (const [holder, key] of builtins) {
            const thrower = function () { throw new Error(`replaced ${key}`); };
            calls.forEach((call, index) => {
                let details;
                assert.doesNotThrow(() => { details = replaced(holder, key, thrower, () => module.errorDetails(call)); },
                                    `${key} replaced`);
                if (details !== null) assert.deepEqual(details, expected[index], `${key} replaced`);
            });
        }
        // Everything put back: the same answers as before.
        assert.deepEqual(calls.map((call) => module.errorDetails(call)), expected);
    });

    test(`${name}: the built-ins the safe reads use are taken at load, so replacing them later changes no answer`, () => {
        // Throwing for one key only (as a test double might) once made `userInfo` read as absent: a partial answer.
        const original = Object.getOwnPropertyDescriptor;
        const selective = function (object, key) {
            if (key === "userInfo") throw new Error("replaced for userInfo");
            return original(object, key);
        };
        const thrower = function () { throw new Error("replaced"); };
        for (const [holder, key, replacement] of [[Object, "getOwnPropertyDescriptor", selective],
                                                   [Array, "isArray", thrower], [Object, "keys", thrower]]) {
            calls.forEach((call, index) => {
                const details = replaced(holder, key, replacement, () => module.errorDetails(call));
                assert.deepEqual(details, expected[index], `${key} replaced`);
            });
        }
    });

    test(`${name}: Set.prototype.has answering true does not make an unknown code a case`, () => {
        replaced(Set.prototype, "has", () => true, () => {
            assert.equal(module.isCaseName("notACase"), false);
            assert.equal(module.errorDetails(rejection("notACase", "x")), null);
            assert.equal(module.errorDetails(rejection("__proto__", "x")), null);
        });
    });
}
