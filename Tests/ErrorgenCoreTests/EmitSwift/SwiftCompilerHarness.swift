import Foundation

/// Runs `swiftc` on generated sources in a fresh temporary folder: type-checks them, or builds and runs
/// them with a small `main.swift`.
enum SwiftCompilerHarness {
    struct Run {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// `swiftc -typecheck -swift-version 6 <files>` (warnings included in the output).
    static func typecheck(_ files: [String: String], extraArguments: [String] = []) throws -> Run {
        try withFolder(files) { folder, paths in
            try run("swiftc", ["-typecheck", "-swift-version", "6"] + extraArguments + paths, in: folder)
        }
    }

    /// Builds the files (one must be `main.swift`) into an executable and runs it; the run's output is returned
    /// (or the compiler's, when the build fails).
    static func buildAndRun(_ files: [String: String]) throws -> Run {
        try withFolder(files) { folder, paths in
            let build = try buildProgram(paths, in: folder)
            guard build.status == 0 else { return build }
            return try run(folder + "/program", [], in: folder)
        }
    }

    /// Builds like `buildAndRun`, and sends the program's standard output to the file `path` (its output
    /// in the result is its standard error).
    static func buildAndRun(_ files: [String: String], standardOutputTo path: String) throws -> Run {
        try withFolder(files) { folder, paths in
            let build = try buildProgram(paths, in: folder)
            guard build.status == 0 else { return build }
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            let output = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? output.close() }
            return try run(folder + "/program", [], in: folder, standardOutput: output)
        }
    }

    /// Builds the files into an executable once, then runs it once per resource set: each set's files are
    /// written next to the executable (paths relative to it) before its run and removed after it.
    static func buildAndRun(_ files: [String: String], resourceSets: [[String: String]]) throws -> (build: Run, runs: [Run]) {
        var runs: [Run] = []
        let build = try withFolder(files) { folder, paths in
            let build = try buildProgram(paths, in: folder)
            guard build.status == 0 else { return build }
            for resources in resourceSets {
                for (path, contents) in resources {
                    let url = URL(fileURLWithPath: folder + "/" + path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try contents.write(to: url, atomically: true, encoding: .utf8)
                }
                runs.append(try run(folder + "/program", [], in: folder))
                for path in resources.keys { try FileManager.default.removeItem(atPath: folder + "/" + path) }
            }
            return build
        }
        return (build, runs)
    }

    private static func withFolder(_ files: [String: String], _ body: (String, [String]) throws -> Run) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("errorgen-swift-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let path = folder + "/" + name
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return try body(folder, paths)
    }

    /// `swiftc` of the files into `folder/program`. `-wmo`: one frontend job for all the files, where without it each
    /// file's job parses the others again (a quarter less CPU for the two example specs and a main).
    private static func buildProgram(_ paths: [String], in folder: String) throws -> Run {
        try run("swiftc", ["-swift-version", "6", "-Onone", "-wmo", "-o", folder + "/program"] + paths, in: folder)
    }

    private static func run(_ tool: String, _ arguments: [String], in folder: String,
                            standardOutput: FileHandle? = nil) throws -> Run {
        let process = Process()
        if tool.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = standardOutput ?? pipe
        process.standardError = pipe
        let start = Date()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                   seconds: Date().timeIntervalSince(start))
    }
}
