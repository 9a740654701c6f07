// Issue 4's JavaScript statements for Generated/JS/JanuaryError.js, driven by Tests/Fixtures/JanuaryError.table.json
// (the same table the Swift tests read).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { errorDetails, caseNames, isCaseName } from "../../Generated/JS/JanuaryError.js";

const table = JSON.parse(readFileSync(new URL("../Fixtures/JanuaryError.table.json", import.meta.url), "utf8"));
const fields = ["category", "code", "message", "httpStatus", "retryable"];
/** A rejected promise's error as React Native builds it: `code` is the category, the fields are in `userInfo`. */
const rejection = (category, message, userInfo) => Object.assign(new Error(message), { code: category, userInfo });

test("every API response row: the bridge details of the error it becomes", () => {
    assert.ok(table.responses.length > 0);
    for (const { response, details } of table.responses) {
        const result = errorDetails(rejection(details.category, details.message,
            { code: response.code, httpStatus: response.httpStatus }));
        assert.deepStrictEqual(result, details, JSON.stringify(response));
        assert.deepStrictEqual(Object.keys(result), fields);
    }
});

test("every documented code: retryable only for rate_limited", () => {
    for (const { category, code, retryable } of table.codes) {
        assert.equal(errorDetails(rejection(category, "m", { code })).retryable, retryable, code);
        assert.equal(errorDetails(rejection(category, "m", { code })).code, code);
    }
});

test("every category without a code", () => {
    for (const { category, retryableWithoutCode } of table.categories) {
        for (const userInfo of [undefined, null, {}, { code: null }]) {
            const details = errorDetails(rejection(category, "m", userInfo));
            assert.equal(details.retryable, retryableWithoutCode, category);
            assert.equal(details.code, null);
            assert.equal(details.category, category);
        }
    }
    assert.deepStrictEqual([...caseNames], table.categories.map((row) => row.category));
    assert.ok(Object.isFrozen(caseNames));
});

test("every named constructor row: its error's details", () => {
    for (const { constructor, details } of table.constructors) {
        const result = errorDetails(rejection(details.category, details.message, { code: details.code, httpStatus: null }));
        assert.deepStrictEqual(result, details, constructor);
    }
});

test("fields fall back to the error itself and are type-checked", () => {
    const onError = Object.assign(new Error("Slow down."), { code: "rateLimited", httpStatus: 429 });
    assert.deepStrictEqual(errorDetails(onError),
        { category: "rateLimited", code: null, message: "Slow down.", httpStatus: 429, retryable: false });
    const fromInfo = rejection("rateLimited", "outer", { code: "rate_limited", message: "inner", httpStatus: 429 });
    assert.deepStrictEqual(errorDetails(fromInfo),
        { category: "rateLimited", code: "rate_limited", message: "inner", httpStatus: 429, retryable: true });
    const wrongTypes = { code: "server", message: 503, userInfo: { code: 7, httpStatus: "503" } };
    assert.deepStrictEqual(errorDetails(wrongTypes),
        { category: "server", code: null, message: "", httpStatus: null, retryable: true });
    assert.equal(errorDetails(rejection("server", "m", { httpStatus: 503.5 })).httpStatus, null);
});

test("the category is never taken for the API code", () => {
    assert.equal(errorDetails({ code: "rateLimited", message: "m" }).code, null);
    assert.equal(errorDetails({ code: "rateLimited", message: "m" }).retryable, false);
});

test("values that are not JanuaryErrors have no details", () => {
    for (const value of [null, undefined, 0, "server", true, [], {}, new Error("server"), { message: "m" },
        { code: "rate_limited" }, { code: "Server" }, { code: "constructor" }, { code: "__proto__" },
        { code: "toString" }, { code: "hasOwnProperty" }, { code: { toString: () => "server" } }]) {
        assert.equal(errorDetails(value), null, JSON.stringify(value) ?? String(value));
    }
    assert.equal(isCaseName("__proto__"), false);
    assert.equal(isCaseName("server"), true);
});
