import Testing
import Foundation

/// `tsc -p Tests/TypeScript`: the committed `Generated/JS/*.d.ts` type-check under `--strict` with an app's
/// usage of them (Tests/TypeScript/usage.ts), including lines that must stay type errors. The project also lists the
/// generated `.js` with `allowJs` and `checkJs`, as an app that type-checks its JavaScript does: the modules'
/// `// @ts-nocheck` leaves them to their `.d.ts` (without it, every helper's untyped parameter is an error).
@Suite struct TypeScriptUsageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(.enabled(if: NodeRunner.hasTypeScript)) func generatedDeclarationsTypeCheck() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tsc", "-p", "Tests/TypeScript"]
        process.currentDirectoryURL = Self.packageRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "tsc -p Tests/TypeScript: \(output)")
    }
}
