// caseForCode(code) maps a service's error code to its case by the spec's `codes`, for a rejection whose `code` is
// the service's (a module that passes it through) rather than a case name. Exact codes only; never throws.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as pool from "../../Generated/JS/PoolError.js";
import * as january from "../../Generated/JS/JanuaryError.js";

test("each code of the spec gives its case", () => {
    assert.equal(pool.caseForCode("invalid_key"), "invalidAppKey");
    assert.equal(pool.caseForCode("rate_limited"), "rateLimited");
    assert.equal(pool.caseForCode("quota_exceeded"), "rateLimited");
    assert.equal(pool.caseForCode("plan_limit"), "rateLimited");
    assert.equal(pool.caseForCode("service"), "service");
    assert.equal(january.caseForCode("token_expired"), "authentication");
    assert.equal(january.caseForCode("scope_insufficient"), "authorization");
    assert.equal(january.caseForCode("credit_limit_exceeded"), "rateLimited");
});

test("the answer names a case that errorDetails reads", () => {
    const code = pool.caseForCode("service_unavailable");
    assert.ok(pool.isCaseName(code));
    const details = pool.errorDetails(Object.assign(new Error("serviceUnavailable(retryAfter: 30)"), { code }));
    assert.equal(details.retryAfter, 30);
});

test("anything else is null, and nothing throws", () => {
    for (const value of [
        "RATE_LIMITED", " rate_limited", "rateLimited", "", "__proto__", "constructor", "toString", "hasOwnProperty",
        null, undefined, 0, 1, NaN, true, {}, [], ["rate_limited"], Symbol("rate_limited"), 10n,
        { toString() { return "rate_limited"; } },
        new Proxy({}, { get() { throw new Error("trap"); }, getPrototypeOf() { throw new Error("trap"); } }),
    ]) {
        assert.equal(pool.caseForCode(value), null, typeof value);
        assert.equal(january.caseForCode(value), null);
    }
});

test("the table cannot be changed through the prototype or a replaced built-in", () => {
    Object.prototype.bogus_code = "offline";
    const has = Set.prototype.has;
    Set.prototype.has = () => true;
    try {
        assert.equal(pool.caseForCode("bogus_code"), null);
        assert.equal(pool.caseForCode("rate_limited"), "rateLimited");
    } finally {
        delete Object.prototype.bogus_code;
        Set.prototype.has = has;
    }
});
