import Foundation

/// How a Swift file is compiled for a measurement: type-checked only, or compiled to an object file
/// without or with optimization, the three builds a consumer of the generated file pays for.
enum SwiftcMode: String, CaseIterable {
    case typecheck
    case onone = "Onone"
    case o = "O"

    var label: String { self == .typecheck ? "-typecheck" : "-\(rawValue)" }

    func arguments(file: String, object: String) -> [String] {
        let common = ["-swift-version", "6", "-parse-as-library", "-module-name", "BenchErrors", file]
        switch self {
        case .typecheck: return ["-typecheck"] + common
        case .onone: return ["-c", "-Onone", "-o", object] + common
        case .o: return ["-c", "-O", "-o", object] + common
        }
    }
}

/// One compilation: CPU time (user + system of the driver and the frontend), wall time, and the
/// compiler's peak resident memory as `/usr/bin/time` reports it.
struct SwiftcRun {
    let cpuSeconds: Double
    let seconds: Double
    let peakKilobytes: Int
    let warnings: Int

    /// Nil (after printing the compiler's first errors) when the file does not compile.
    static func run(_ swiftc: String, file: String, mode: SwiftcMode, work: String) -> SwiftcRun? {
        let object = work + "/out.o"
        let timeFile = work + "/time.txt"
        defer { unlink(object); unlink(timeFile) }
        let compile = [swiftc] + mode.arguments(file: file, object: object)
        // `/usr/bin/time` forks the compiler itself, so its peak is the compiler's alone (a child of
        // posix_spawn would start from this process's peak; see NoOpCommand).
        let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        let child = ChildProcess.run(timed ? ["/usr/bin/time", "-f", "%M", "-o", timeFile] + compile : compile)
        guard child.exitCode == 0 else {
            Report.info("   swiftc \(mode.label) failed on \(file):\n"
                        + child.output.split(separator: "\n").prefix(20).joined(separator: "\n"))
            return nil
        }
        let reported = timed ? (try? String(contentsOfFile: timeFile, encoding: .utf8)) ?? "" : ""
        let peak = reported.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return SwiftcRun(cpuSeconds: child.cpuSeconds, seconds: child.seconds,
                         peakKilobytes: peak ?? child.maxRSSKilobytes,
                         warnings: child.output.components(separatedBy: "warning:").count - 1)
    }
}
