import Foundation
@testable import ErrorgenCore

/// Runs node (and tsc) on emitted modules in a fresh temporary folder.
struct NodeRunner {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("errorgen-js-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Runs in an existing folder (not removed by `remove`'s caller unless it calls it).
    init(folder: URL) {
        self.folder = folder
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes the emitted files (`JS/Name.js` as `Name.js`) and a `package.json` that makes `.js` files ES modules.
    func write(_ files: [OutputFile]) throws {
        try write(#"{ "type": "module" }"#, to: "package.json")
        for file in files {
            try write(file.contents, to: String(file.path.dropFirst("JS/".count)))
        }
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `tool arguments...` through `/usr/bin/env` in the folder.
    func run(_ tool: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs an ES module script in the folder and returns its standard output (stderr on failure).
    func script(_ source: String) throws -> Result {
        try write(source, to: "script.mjs")
        return try run("node", ["script.mjs"])
    }

    static var hasTypeScript: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tsc")
    }
}
