// Examples/UploadKit's generated JS folder installs as the npm package its spec names (@uploadkit/errors), and gives
// the details of exactly the rejection its native module sends (Tests/UploadKitTests asserts the Swift side's values).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";

const folder = fileURLToPath(new URL("../../Examples/UploadKit/Sources/UploadKit/Generated/JS", import.meta.url));

test("the app imports @uploadkit/errors by name and reads the native rejection", () => {
    const manifest = JSON.parse(readFileSync(`${folder}/package.json`, "utf8"));
    assert.equal(manifest.name, "@uploadkit/errors");
    assert.equal(manifest.version, "1.0.0");
    assert.equal(manifest.type, "module");
    assert.equal(manifest.types, "./UploadError.d.ts");

    const app = mkdtempSync(`${tmpdir()}/uploadkit-app-`);
    try {
        mkdirSync(`${app}/node_modules/@uploadkit`, { recursive: true });
        symlinkSync(folder, `${app}/node_modules/@uploadkit/errors`);
        writeFileSync(`${app}/package.json`, '{ "type": "module" }');
        // The rejection UploadModule sends for a 413 too_large answer, as React Native hands it to JavaScript,
        // with React Native's own message in case the module had passed none.
        writeFileSync(`${app}/main.js`, `
            import { errorDetails, caseNames } from "@uploadkit/errors";
            const error = Object.assign(new Error("The operation couldn\\u2019t be completed."), {
                code: "tooLarge",
                userInfo: { code: "tooLarge", message: "tooLarge(limit: 1000)", retryable: false, serverCode: "too_large" },
            });
            console.log(JSON.stringify([errorDetails(error), caseNames.length]));
        `);
        const output = JSON.parse(execFileSync(process.execPath, ["main.js"], { cwd: app, encoding: "utf8" }));
        assert.deepStrictEqual(output, [{ code: "tooLarge", message: "tooLarge(limit: 1000)", retryable: false,
            serverCode: "too_large" }, 4]);
    } finally {
        rmSync(app, { recursive: true, force: true });
    }
});
