import Foundation
import Testing

/// Runs the compilers and interpreters that prove generated code right: `swiftc` and `node`.
/// Missing tools fail the test that needs them (these checks are the point of the test).
enum ExternalTools {
    static var swiftc: String? { find("swiftc", fallback: "/opt/swift/usr/bin/swiftc") }
    static var node: String? { find("node", fallback: "/usr/bin/node") }

    private static func find(_ name: String, fallback: String) -> String? {
        onPath(name, orIn: [(fallback as NSString).deletingLastPathComponent])
    }

    /// The first executable `name` in PATH's folders, else in `extraFolders`.
    static func onPath(_ name: String, orIn extraFolders: [String] = []) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":").map(String.init) + extraFolders {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments`; output goes through files, so large outputs cannot block.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Output {
        let id = UUID().uuidString
        let outURL = directory.appendingPathComponent("\(id).out")
        let errURL = directory.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Output(status: process.terminationStatus,
                      stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// A fresh directory, removed after `body`.
    static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errorgen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }

    /// Compiles one Swift file (as `main.swift`) and runs it; records the compiler's errors as an issue,
    /// and any expression that took longer than `typeCheckLimit` milliseconds to type-check.
    static func compileAndRunSwift(_ source: String, typeCheckLimit: Int = 500) throws -> String? {
        guard let swiftc else {
            Issue.record("swiftc not found on PATH or at /opt/swift/usr/bin")
            return nil
        }
        return try withTemporaryDirectory { dir in
            let file = dir.appendingPathComponent("main.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let compiled = try run(swiftc, ["-swift-version", "6", "-Onone", file.path, "-o",
                                            dir.appendingPathComponent("main").path, "-Xfrontend",
                                            "-warn-long-expression-type-checking=\(typeCheckLimit)"], in: dir)
            guard compiled.status == 0 else {
                Issue.record("swiftc failed:\n\(compiled.stderr.prefix(4000))")
                return nil
            }
            if compiled.stderr.contains("to type-check") {
                Issue.record("slow type-checking:\n\(compiled.stderr.prefix(4000))")
            }
            let ran = try run(dir.appendingPathComponent("main").path, [], in: dir)
            guard ran.status == 0 else {
                Issue.record("compiled program failed (\(ran.status)):\n\(ran.stderr.prefix(4000))")
                return nil
            }
            return ran.stdout
        }
    }

    /// Runs one JavaScript file (an ES module) with node.
    static func runJavaScript(_ source: String) throws -> String? {
        guard let node else {
            Issue.record("node not found on PATH or at /usr/bin/node")
            return nil
        }
        return try withTemporaryDirectory { dir in
            let file = dir.appendingPathComponent("main.mjs")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let ran = try run(node, [file.path], in: dir)
            guard ran.status == 0 else {
                Issue.record("node failed (\(ran.status)):\n\(ran.stderr.prefix(4000))")
                return nil
            }
            return ran.stdout
        }
    }
}

extension ExternalTools {
    /// Type-checks one Swift file and expects errors exactly on `lines` (none: it must compile).
    static func typecheckSwift(_ source: String, expectErrorsOnLines lines: Set<Int>) throws {
        guard let swiftc else {
            Issue.record("swiftc not found on PATH or at /opt/swift/usr/bin")
            return
        }
        try withTemporaryDirectory { dir in
            let file = dir.appendingPathComponent("probe.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let result = try run(swiftc, ["-swift-version", "6", "-typecheck", file.path], in: dir)
            var errorLines = Set<Int>()
            for line in result.stderr.split(separator: "\n") where line.hasPrefix(file.path + ":") && line.contains(": error:") {
                if let number = Int(line.dropFirst(file.path.count + 1).prefix { $0 != ":" }) { errorLines.insert(number) }
            }
            #expect(errorLines == lines, "swiftc errors:\n\(result.stderr.prefix(6000))")
            #expect((result.status == 0) == lines.isEmpty)
        }
    }
}
