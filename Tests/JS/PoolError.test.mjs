// Issue 3's JavaScript statements for Generated/JS/PoolError.js, driven by Tests/Fixtures/PoolError.table.json
// (the same table the Swift tests read).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { errorDetails, caseNames, isCaseName } from "../../Generated/JS/PoolError.js";

const table = JSON.parse(readFileSync(new URL("../Fixtures/PoolError.table.json", import.meta.url), "utf8"));
const fields = ["code", "message", "retryable", "retryAfter", "serverCode"];
/** A rejected promise's error as React Native builds it: an Error with `code`. */
const rejection = (code, message) => Object.assign(new Error(message), { code });

test("every details row: errorDetails gives exactly the table's details", () => {
    assert.ok(table.details.length > 0);
    for (const row of table.details) {
        const fromError = errorDetails(rejection(row.case, row.details.message));
        assert.deepStrictEqual(fromError, row.details, `${row.case} ${row.details.message}`);
        assert.deepStrictEqual(Object.keys(fromError), fields);
        assert.deepStrictEqual(errorDetails({ code: row.case, message: row.details.message }), row.details);
    }
});

test("every details row through userInfo: what the native side rejects with gives the same details", () => {
    for (const row of table.details) {
        // React Native's own message when a module passes no message: the details come from userInfo alone.
        const localized = "The operation couldn’t be completed. (PoolError error 1461978547.)";
        const error = Object.assign(new Error(localized), { code: row.case, userInfo: { ...row.details } });
        assert.deepStrictEqual(errorDetails(error), row.details, row.case);
        // userInfo as CustomNSError's errorUserInfo writes it (nil values left out): the message fills the gaps.
        const sparse = Object.fromEntries(Object.entries(row.details).filter(([, value]) => value !== null));
        const fromBoth = Object.assign(new Error(row.details.message), { code: row.case, userInfo: sparse });
        assert.deepStrictEqual(errorDetails(fromBoth), row.details, `${row.case} without nils`);
    }
});

test("userInfo wins over the message for values computed from the payload; wrong types fall back to it", () => {
    const at = (code, message, userInfo) => errorDetails({ code, message, userInfo });
    assert.equal(at("rateLimited", "rateLimited(retryAfter: 60)", { retryAfter: 5 }).retryAfter, 5);
    assert.equal(at("rateLimited", "rateLimited(retryAfter: 60)", { retryAfter: null }).retryAfter, null);
    assert.equal(at("rateLimited", "rateLimited(retryAfter: 60)", { retryAfter: "5" }).retryAfter, 60);
    assert.equal(at("rateLimited", "x", { message: "rateLimited(retryAfter: 61)" }).retryAfter, 61);
    assert.equal(at("rateLimited", "x", { message: "rateLimited(retryAfter: 61)" }).message, "rateLimited(retryAfter: 61)");
    assert.equal(at("service", "service(status: 503)", { retryable: false }).retryable, false);
    assert.equal(at("service", "service(status: 503)", { retryable: null }).retryable, true, "retryable is no optional");
    assert.equal(at("offline", "offline", { retryable: false, serverCode: "x" }).retryable, true, "constants are the spec's");
});

test("every case has a details row, in spec order", () => {
    const tableCases = [...new Set(table.details.map((row) => row.case))];
    assert.deepStrictEqual([...caseNames], tableCases);
    assert.ok(Object.isFrozen(caseNames));
    assert.ok(caseNames.every(isCaseName));
});

test("service: retryable for 5xx and 408, read back out of the message", () => {
    for (const { status, retryable } of table.service) {
        const details = errorDetails(rejection("service", `service(status: ${status})`));
        assert.equal(details.retryable, retryable, `status ${status}`);
        assert.equal(details.serverCode, "service");
        assert.equal(details.retryAfter, null);
    }
});

test("messages with quotes, backslashes, commas, parentheses and label-like text are kept verbatim", () => {
    const tricky = table.details.filter((row) => /["\\,()]|: \d/.test(row.payload.message ?? ""));
    assert.ok(tricky.length >= 5, "the table has tricky strings");
    for (const row of tricky) {
        const details = errorDetails(rejection(row.case, row.details.message));
        assert.equal(details.message, row.details.message);
        assert.equal(details.retryAfter, null);
    }
});

test("payload values are scanned, not pattern-matched: text inside strings is not a value", () => {
    const at = (code, message) => errorDetails(rejection(code, message));
    assert.equal(at("service", 'service(status: 503, note: "a, b) status: 408")').retryable, true);
    assert.equal(at("service", 'service(note: "status: 503)", status: 404)').retryable, false);
    assert.equal(at("service", 'service(status: "503")').retryable, false);
    assert.equal(at("rateLimited", 'rateLimited(note: "retryAfter: 5", retryAfter: 60)').retryAfter, 60);
    assert.equal(at("rateLimited", 'rateLimited(note: "\\"retryAfter: 5\\\\", retryAfter: 7)').retryAfter, 7);
    assert.equal(at("rateLimited", 'rateLimited(note: "retryAfter: 5)').retryAfter, null);
});

test("a malformed message gives null values and never throws", () => {
    // {c} is the case name, {l} its payload label.
    const malformed = ["", "{c}", "{c}()", "{c}({l}: )", "{c}({l}: sixty)", "{c}({l}: 60", "{c}({l}: 60))",
        "{c}({l}:60)", "{c}( {l}: 60)", '{c}({l}: "60")', "{c}(seconds: 60)", "{c}({l}: 1.5)", "{c}({l}: 6e1)",
        "{c}({l}: nil)", "{c}({l}: true)", " {c}({l}: 60)", "{c} ({l}: 60)", "other({l}: 60)",
        '{c}({l}: 60, note: "\\u{D800}")', '{c}({l}: 60, note: "\\q")', '{c}({l}: 60, note: "unterminated)',
        "{c}({l}: 60".padEnd(100_000, ", x: 1")];
    const payloads = [["rateLimited", "retryAfter"], ["serviceUnavailable", "retryAfter"], ["service", "status"]];
    for (const template of malformed) {
        for (const [name, label] of payloads) {
            const message = template.replaceAll("{c}", name).replaceAll("{l}", label);
            const details = errorDetails(rejection(name, message));
            assert.equal(details.code, name);
            assert.equal(details.message, message);
            assert.equal(details.retryAfter, null, message.slice(0, 80));
            assert.equal(details.retryable, name !== "service", message.slice(0, 80));
        }
    }
});

test("a message that is missing or not a string is empty", () => {
    assert.deepStrictEqual(errorDetails({ code: "service" }),
        { code: "service", message: "", retryable: false, retryAfter: null, serverCode: "service" });
    assert.deepStrictEqual(errorDetails({ code: "offline", message: 42 }),
        { code: "offline", message: "", retryable: true, retryAfter: null, serverCode: null });
});

test("a plain Error with no code, and values that are not errors, have no details", () => {
    assert.equal(errorDetails(new Error("rateLimited(retryAfter: 60)")), null);
    assert.equal(errorDetails(new TypeError("offline")), null);
    for (const value of [null, undefined, 0, 1, "offline", "rateLimited(retryAfter: 60)", true, Symbol("offline"),
        () => "offline", [], ["offline"], {}, { message: "offline" }]) {
        assert.equal(errorDetails(value), null, String(value?.toString?.() ?? value));
    }
});

test("only a PoolError case name is a code: unknown codes, wire codes and Object.prototype names give null", () => {
    for (const code of ["unknown", "RateLimited", "rateLimited ", "rate_limited", "invalid_key", "service_unavailable",
        "constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype", "", 3, null,
        { toString: () => "offline" }, ["offline"]]) {
        assert.equal(errorDetails(rejection(code, "offline")), null, String(code));
        assert.equal(isCaseName(code), false);
    }
    assert.equal(errorDetails(Object.create({ code: "offline", message: "offline" })), null,
        "an inherited code is not the error's own");
});
