// Every generated module stays within ES2019, the newest syntax React Native's Hermes engine is held to here:
// acorn (Debian's node-acorn) parses each one as an ES2019 module.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const folders = ["Generated/JS", "Examples/UploadKit/Sources/UploadKit/Generated/JS"];

test("every generated .js parses as an ES2019 module (acorn --ecma2019 --module)", () => {
    const files = folders.flatMap((folder) => readdirSync(root + folder).filter((name) => name.endsWith(".js"))
        .map((name) => `${folder}/${name}`));
    assert.ok(files.length >= 3, files.join(", "));
    for (const file of files) {
        assert.doesNotThrow(() => execFileSync("acorn", ["--ecma2019", "--module", "--silent", root + file], { stdio: "pipe" }),
            `${file} uses syntax newer than ES2019`);
    }
    // The check itself can fail: optional chaining is ES2020.
    assert.throws(() => execFileSync("acorn", ["--ecma2019", "--module", "--silent"], { input: "a?.b;", stdio: "pipe" }));
});
