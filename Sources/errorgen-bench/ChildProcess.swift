import Foundation

/// One run of another program: wall time from spawn to reaped, exit status, and the child's
/// peak resident memory as the kernel reports it to `wait4` (the figure `/usr/bin/time -f %M` shows).
struct ChildRun {
    var seconds: Double
    var exitCode: Int32
    var maxRSSKilobytes: Int
    var output: String
    /// User + system CPU time of the child and the descendants it waited for.
    var cpuSeconds: Double = 0
}

enum ChildProcess {
    /// Runs `argv` (argv[0] is a path, or a name looked up in PATH) with stdout and stderr sent to a
    /// temporary file that is read back afterwards.
    static func run(_ argv: [String]) -> ChildRun {
        let outputPath = NSTemporaryDirectory() + "errorgen-bench-child-\(getpid()).out"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for arg in cArgs { free(arg) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawnp(&pid, argv[0], &actions, nil, &cArgs, environ)
        guard spawned == 0 else {
            return ChildRun(seconds: 0, exitCode: -1, maxRSSKilobytes: 0,
                            output: "could not start \(argv[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        unlink(outputPath)
        let exited = status & 0x7F == 0
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ChildRun(seconds: seconds, exitCode: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
                        maxRSSKilobytes: usage.ru_maxrss, output: output, cpuSeconds: cpu)
    }
}

/// This process's peak resident memory so far (`VmHWM` in /proc/self/status), in kilobytes.
enum PeakMemory {
    static func kilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).filter(\.isNumber))
        }
        return nil
    }
}
