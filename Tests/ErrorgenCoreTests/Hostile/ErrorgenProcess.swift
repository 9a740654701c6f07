import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `errorgen` executable as a real process (for kill and concurrency tests).
enum ErrorgenProcess {
    /// The `errorgen` binary next to the running test bundle (`.build/<config>/`), else
    /// `.build/debug/errorgen` under the repository. `swift build` (or `swift test`) builds it.
    static let binary: String? = {
        var candidates: [String] = []
        if let environment = ProcessInfo.processInfo.environment["ERRORGEN_BIN"] { candidates.append(environment) }
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            // The test executable may sit inside an `.xctest` bundle folder.
            if folder.lastPathComponent.hasSuffix(".xctest") { folder.deleteLastPathComponent() }
            candidates.append(folder.appendingPathComponent("errorgen").path)
        }
        candidates.append(repositoryRoot + "/.build/debug/errorgen")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct Outcome {
        var status: Int32
        var killed: Bool
        var standardError: String
    }

    /// Starts `errorgen arguments` in `directory`; stdout is discarded, stderr goes to a file.
    static func start(_ arguments: [String], in directory: String) throws -> (Process, URL) {
        guard let binary else {
            throw HostileTestError("errorgen binary not found: run `swift build --product errorgen` first")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errorLog = URL(fileURLWithPath: directory).appendingPathComponent(".stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorLog)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Every run does the whole work (no run record skips it), so kills land where the tests aim them.
        environment["ERRORGEN_CACHE_DIR"] = ""
        process.environment = environment
        try process.run()
        return (process, errorLog)
    }

    /// Runs `binary arguments` in `directory` to completion with `environment` added to this process's
    /// own, and returns its exit status and standard output (standard error goes with it).
    static func runCapturingOutput(_ arguments: [String], in directory: String, binary: String? = nil,
                                   environment added: [String: String]) throws -> (status: Int32, output: String) {
        guard let executable = binary ?? self.binary else {
            throw HostileTestError("errorgen binary not found: run `swift build --product errorgen` first")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Runs to completion.
    static func run(_ arguments: [String], in directory: String) throws -> Outcome {
        let (process, log) = try start(arguments, in: directory)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, killed: false, standardError: consume(log))
    }

    /// Runs, and sends SIGKILL after `delay` unless it finished first.
    static func run(_ arguments: [String], in directory: String, killAfter delay: Duration) throws -> Outcome {
        try run(arguments, in: directory, killWhen: { elapsed in elapsed >= delay })
    }

    /// Runs, asking `shouldKill` (with the time since the start) every ~0.2 ms; sends SIGKILL the
    /// first time it answers true.
    static func run(_ arguments: [String], in directory: String, killWhen shouldKill: (Duration) -> Bool) throws -> Outcome {
        let (process, log) = try start(arguments, in: directory)
        let started = ContinuousClock.now
        var killed = false
        while process.isRunning {
            if shouldKill(ContinuousClock.now - started) {
                killed = kill(process.processIdentifier, SIGKILL) == 0
                break
            }
            usleep(200)
        }
        process.waitUntilExit()
        killed = killed && process.terminationReason == .uncaughtSignal
        return Outcome(status: process.terminationStatus, killed: killed, standardError: consume(log))
    }

    private static func consume(_ log: URL) -> String {
        defer { try? FileManager.default.removeItem(at: log) }
        return (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }
}

struct HostileTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
