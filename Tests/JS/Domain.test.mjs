// errorDetails answers only for its own type: a rejection that says it is of another NSError domain (React Native
// on iOS copies the NSError's domain to `error.domain`; the generated native rejections, Swift's
// `reactNativeUserInfo` and Kotlin's `errorUserInfo`, write it to `userInfo["@errorDomain"]`) is null even when
// its case has one of the type's case names. A rejection that says nothing about its domain keeps to `code`.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as pool from "../../Generated/JS/PoolError.js";
import * as january from "../../Generated/JS/JanuaryError.js";

const marker = "@errorDomain";
const modules = [["PoolError", pool], ["JanuaryError", january]];
/** A rejection as React Native builds it: an Error with `code`, and what else it copies. */
const rejection = (code, message, extra) => Object.assign(new Error(message), { code }, extra);

for (const [domain, module] of modules) {
    const other = domain === "PoolError" ? "JanuaryError" : "PoolError";
    const plain = module.errorDetails(rejection("rateLimited", "rateLimited(retryAfter: 60)"));

    test(`${domain}: a rejection of another domain with the same case name is null`, () => {
        assert.notEqual(plain, null);
        for (const extra of [
            { domain: other },
            { domain: "NSURLErrorDomain" },
            { userInfo: { [marker]: other, retryAfter: 60 } },
            { domain: other, userInfo: { [marker]: other } },
            // Either piece of evidence naming another domain is enough.
            { domain, userInfo: { [marker]: other } },
            { domain: other, userInfo: { [marker]: domain } },
            { domain: "", userInfo: {} },
        ]) {
            assert.equal(module.errorDetails(rejection("rateLimited", "rateLimited(retryAfter: 60)", extra)), null,
                         JSON.stringify(extra));
        }
        // The documented fallback for any other error, `reject("unknown", String(describing: error), error)`, on iOS.
        for (const code of module.caseNames) {
            assert.equal(module.errorDetails(rejection(code, "m", { domain: "NSURLErrorDomain", userInfo: { NSErrorFailingURLKey: "x" } })), null, code);
        }
    });

    test(`${domain}: its own domain gives the details, as does no evidence`, () => {
        assert.deepStrictEqual(module.errorDetails(rejection("rateLimited", "rateLimited(retryAfter: 60)", { domain })), plain);
        assert.deepStrictEqual(module.errorDetails(rejection("rateLimited", "rateLimited(retryAfter: 60)", { userInfo: { [marker]: domain } })), plain);
        assert.deepStrictEqual(module.errorDetails(rejection("rateLimited", "rateLimited(retryAfter: 60)",
                                                             { domain, userInfo: { [marker]: domain } })), plain);
        assert.deepStrictEqual(module.errorDetails({ code: "rateLimited", message: "rateLimited(retryAfter: 60)" }), plain);
        // React Native on iOS writes "RCTErrorDomain" for a rejection made without an NSError: that says nothing.
        assert.deepStrictEqual(module.errorDetails(rejection("rateLimited", "rateLimited(retryAfter: 60)", { domain: "RCTErrorDomain" })), plain);
        // Not a string: no evidence.
        for (const value of [null, undefined, 7, {}, [other], Symbol("x"), new String(other)]) {
            assert.deepStrictEqual(module.errorDetails(rejection("rateLimited", "rateLimited(retryAfter: 60)",
                                                                 { domain: value, userInfo: { [marker]: value } })), plain);
        }
        // Inherited or accessor evidence does not count (and no getter runs).
        const inherited = Object.assign(Object.create({ domain: other }), { code: "rateLimited", message: "rateLimited(retryAfter: 60)" });
        assert.deepStrictEqual(module.errorDetails(inherited), plain);
        const accessor = Object.defineProperty({ code: "rateLimited", message: "rateLimited(retryAfter: 60)" }, "domain",
                                               { get() { throw new Error("getter ran"); } });
        assert.deepStrictEqual(module.errorDetails(accessor), plain);
    });

    test(`${domain}: hostile domain and userInfo values never throw`, () => {
        const throwing = new Proxy({}, { getOwnPropertyDescriptor() { throw new Error("trap"); }, get() { throw new Error("get"); } });
        const { proxy: revoked, revoke } = Proxy.revocable({}, {});
        revoke();
        for (const value of [throwing, revoked, 10n, () => other, Object.freeze({ toString: () => other })]) {
            for (const error of [
                { code: "rateLimited", message: "m", domain: value },
                { code: "rateLimited", message: "m", userInfo: value },
                { code: "rateLimited", message: "m", userInfo: { [marker]: value } },
                new Proxy({ code: "rateLimited", message: "m" }, { getOwnPropertyDescriptor(target, key) {
                    if (key === "domain") throw new Error("trap");
                    return Reflect.getOwnPropertyDescriptor(target, key);
                } }),
            ]) {
                assert.doesNotThrow(() => module.errorDetails(error));
            }
        }
    });
}

test("the same case name in two types: each module claims only its own rejection", () => {
    const fromPool = rejection("rateLimited", "rateLimited(retryAfter: 60)", { domain: "PoolError", userInfo: { [marker]: "PoolError", retryAfter: 60 } });
    const fromJanuary = rejection("rateLimited", "m", { userInfo: { [marker]: "JanuaryError", category: "rateLimited", message: "m" } });
    assert.notEqual(pool.errorDetails(fromPool), null);
    assert.equal(january.errorDetails(fromPool), null);
    assert.notEqual(january.errorDetails(fromJanuary), null);
    assert.equal(pool.errorDetails(fromJanuary), null);
});
