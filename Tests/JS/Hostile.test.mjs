// errorDetails never throws and reads only own data properties, for both generated modules and both shapes:
// throwing getters, Proxies (throwing traps, revoked, cross-realm), frozen and null-prototype objects,
// Object.prototype pollution before and after the module loaded, symbols, BigInts, functions, unsafe numbers.
import { test } from "node:test";
import assert from "node:assert/strict";
import vm from "node:vm";

// Pollution before the modules load: dynamic imports run after these lines.
const before = { httpStatus: 503, retryAfter: 7, retryable: true, message: "rateLimited(retryAfter: 9)" };
Object.assign(Object.prototype, before);
const pool = await import("../../Generated/JS/PoolError.js");
const january = await import("../../Generated/JS/JanuaryError.js");
for (const key of Object.keys(before)) delete Object.prototype[key];

const modules = [["PoolError", pool, "rateLimited"], ["JanuaryError", january, "rateLimited"]];

/** Hostile values for one property: each must read as absent, never throw. */
function hostileValues() {
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwingTraps = new Proxy({}, {
        get() { throw new Error("get"); }, getOwnPropertyDescriptor() { throw new Error("gopd"); },
        has() { throw new Error("has"); }, ownKeys() { throw new Error("ownKeys"); },
        getPrototypeOf() { throw new Error("getPrototypeOf"); },
    });
    return [revoked, throwingTraps, Symbol("x"), 10n, 2n ** 64n, () => 1, function named() {}, Infinity, -Infinity,
        NaN, 1e309, 2 ** 53, 9007199254740993, -(2 ** 53), 1.5, Object.freeze({}), Object.create(null),
        new String("s"), new Number(1), [], [1], new Date(0), /x/, new Map(), undefined, null];
}

/** Objects whose every interesting property is hostile in one way. */
function hostileErrors(code) {
    const errors = [];
    const throwing = (keys) => {
        const object = {};
        for (const key of keys) Object.defineProperty(object, key, { get() { throw new Error(key); }, enumerable: true });
        return object;
    };
    for (const keys of [["code"], ["message"], ["userInfo"], ["domain"], ["code", "message", "userInfo", "domain"]]) {
        const object = throwing(keys);
        if (!keys.includes("code")) object.code = code;
        errors.push(object);
    }
    errors.push({ code, message: "m", userInfo: throwing(["code", "message", "httpStatus", "retryAfter", "retryable"]) });
    errors.push({ code, message: "m", userInfo: throwing(["@errorDomain"]) });
    for (const value of hostileValues()) {
        errors.push(value);
        errors.push({ code: value });
        errors.push({ code, message: value });
        errors.push({ code, message: "m", userInfo: value });
        errors.push({ code, userInfo: { code: value, message: value, httpStatus: value, retryAfter: value, retryable: value } });
        errors.push({ code, httpStatus: value, retryAfter: value });
        // The domain evidence (own `domain`, `userInfo["@errorDomain"]`): anything but a string is no evidence.
        errors.push({ code, message: "m", domain: value });
        errors.push({ code, message: "m", userInfo: { "@errorDomain": value } });
        errors.push({ code, message: "m", domain: value, userInfo: { "@errorDomain": value, retryAfter: 1 } });
    }
    const { proxy: revoked, revoke } = Proxy.revocable({ code, message: "m" }, {});
    revoke();
    errors.push(revoked);
    errors.push(new Proxy({ code, message: "m" }, {
        getOwnPropertyDescriptor() { throw new Error("trap"); }, get() { throw new Error("trap"); },
    }));
    errors.push(new Proxy({ code, message: "m", userInfo: {} }, {
        getOwnPropertyDescriptor(target, key) { return { value: { toString() { throw new Error("x"); } }, configurable: true }; },
    }));
    errors.push(Object.freeze({ code, message: "m", userInfo: Object.freeze({ httpStatus: 429 }) }));
    errors.push(Object.assign(Object.create(null), { code, message: "m", userInfo: Object.assign(Object.create(null), { httpStatus: 429 }) }));
    return errors;
}

for (const [name, module, code] of modules) {
    test(`${name}: errorDetails never throws on hostile inputs`, () => {
        const inputs = hostileErrors(code);
        assert.ok(inputs.length > 150);
        for (const input of inputs) {
            let result;
            assert.doesNotThrow(() => { result = module.errorDetails(input); });
            assert.ok(result === null || (typeof result === "object" && Object.getPrototypeOf(result) === Object.prototype));
            if (result !== null) {
                for (const value of Object.values(result)) {
                    assert.ok(value === null || ["string", "boolean"].includes(typeof value)
                        || (typeof value === "number" && Number.isFinite(value)), `${name}: ${typeof value}`);
                }
            }
        }
    });

    test(`${name}: a getter is never called, a Proxy's get trap is never needed`, () => {
        let calls = 0;
        const object = { code };
        Object.defineProperty(object, "message", { get() { calls++; return "x"; } });
        Object.defineProperty(object, "userInfo", { get() { calls++; return {}; } });
        const details = module.errorDetails(object);
        assert.equal(calls, 0);
        assert.equal(details.message, "");
        const proxied = new Proxy({ code, message: "m" }, { get() { throw new Error("get trap"); } });
        assert.equal(module.errorDetails(proxied).message, "m");
    });

    test(`${name}: objects from another realm are read like local ones`, () => {
        const foreign = vm.runInNewContext(`({ code: ${JSON.stringify(code)}, message: "m", userInfo: { httpStatus: 429, retryAfter: 5 } })`);
        assert.notEqual(Object.getPrototypeOf(foreign), Object.prototype);
        const details = module.errorDetails(foreign);
        assert.equal(details.message, "m");
        const foreignError = vm.runInNewContext(`Object.assign(new Error("m"), { code: ${JSON.stringify(code)} })`);
        assert.equal(module.errorDetails(foreignError).message, "m");
        const { proxy, revoke } = vm.runInNewContext("Proxy.revocable({ code: 'rateLimited' }, {})");
        revoke();
        assert.equal(module.errorDetails(proxy), null);
    });

    test(`${name}: Object.prototype pollution, before and after loading, changes nothing`, () => {
        const plain = { code, message: "m" };
        const clean = module.errorDetails(plain);
        Object.defineProperty(Object.prototype, "polluted", { get() { throw new Error("polluted"); }, configurable: true });
        try {
            // Literal getters below: with `value` and `get` inherited, defineProperty itself would reject descriptors.
            Object.assign(Object.prototype, {
                httpStatus: 503, retryAfter: 7, retryable: true, userInfo: { httpStatus: 503, retryAfter: 7, code: "rate_limited" },
                code: "rateLimited", message: "rateLimited(retryAfter: 9)", value: 42, get: () => 1,
            });
            assert.deepStrictEqual(module.errorDetails(plain), clean);
            assert.deepStrictEqual(module.errorDetails({ code, message: "m", userInfo: {} }), clean);
            assert.equal(module.errorDetails({}), null, "an inherited code is not a code");
            const withAccessor = { code, get message() { return "rateLimited(retryAfter: 1)"; } };
            assert.equal(module.errorDetails(withAccessor).message, "", "an accessor's descriptor has no own value");
        } finally {
            for (const key of ["httpStatus", "retryAfter", "retryable", "userInfo", "code", "message", "value", "get", "polluted"]) {
                delete Object.prototype[key];
            }
        }
    });
}

test("PoolError: numbers are safe integers or nothing, in userInfo and in the message", () => {
    const { errorDetails } = pool;
    const fromMessage = (payload) => errorDetails({ code: "rateLimited", message: `rateLimited(retryAfter: ${payload})` }).retryAfter;
    assert.equal(fromMessage("9007199254740991"), 9007199254740991);
    assert.equal(fromMessage("-9007199254740991"), -9007199254740991);
    for (const payload of ["9007199254740992", "9007199254740993", "-9007199254740993", "1" + "0".repeat(100),
        "9".repeat(400), "1e309", "Infinity", "NaN", "inf", "nan", "1e3", "1.0", "0x10", "+5", "", "9223372036854775807"]) {
        assert.equal(fromMessage(payload), null, payload.slice(0, 30));
    }
    assert.ok(Object.is(fromMessage("-0"), 0));
    const fromInfo = (value) => errorDetails({ code: "rateLimited", message: "x", userInfo: { retryAfter: value } }).retryAfter;
    assert.equal(fromInfo(60), 60);
    assert.equal(fromInfo(null), null);
    for (const value of [2 ** 53, 9007199254740993, 1e300, Infinity, -Infinity, NaN, 1.5, "60", 60n, true]) {
        assert.equal(fromInfo(value), null, String(value));
    }
    const status = (value) => errorDetails({ code: "service", message: "x", userInfo: { retryable: value } }).retryable;
    assert.equal(status(true), true);
    assert.equal(status("true"), false, "not a Boolean: the unreadable message decides");
});

test("JanuaryError: stored numbers are safe integers or nothing", () => {
    const { errorDetails } = january;
    const status = (value) => errorDetails({ code: "server", message: "m", userInfo: { httpStatus: value } }).httpStatus;
    assert.equal(status(503), 503);
    assert.equal(status(9007199254740991), 9007199254740991);
    for (const value of [2 ** 53, 9007199254740993, 1e300, 1e309, Infinity, -Infinity, NaN, 503.5, "503", 503n]) {
        assert.equal(status(value), null, String(value));
    }
});

test("JanuaryError: a null in userInfo is the native side's nil, not replaced by the error's own property", () => {
    const { errorDetails } = january;
    // React Native makes up `message` (and an app may add properties) when the native side sends nil.
    const made = Object.assign(new Error("The operation couldn\u2019t be completed."),
        { code: "server", httpStatus: 500, userInfo: { message: "m", httpStatus: null } });
    const details = errorDetails(made);
    assert.equal(details.httpStatus, null);
    assert.equal(details.message, "m");
    // Without the key in userInfo (an error built in JavaScript), the error's own property is read.
    const own = errorDetails({ code: "server", message: "m", httpStatus: 503, userInfo: {} });
    assert.equal(own.httpStatus, 503);
});
