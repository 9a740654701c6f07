import Foundation

/// Runs a tool found on PATH (swiftc, node, tsc) and collects its output.
enum ExternalTool {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
        var ok: Bool { status == 0 }
    }

    static func isAvailable(_ name: String) -> Bool {
        (try? run(name, ["--version"], in: FileManager.default.temporaryDirectory.path))?.ok == true
    }

    static func run(_ name: String, _ arguments: [String], in directory: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let id = UUID().uuidString
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("errorgen-tool-\(id).out")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("errorgen-tool-\(id).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      errors: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
