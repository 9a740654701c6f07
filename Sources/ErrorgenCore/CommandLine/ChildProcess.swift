#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program (found in PATH) and collects its standard output and error.
enum ChildProcess {
    struct Run {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]

        var errorText: String {
            String(decoding: error, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        }
    }

    static func run(_ arguments: [String]) throws(SystemError) -> Run {
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { throw SystemError.last }
        guard pipe(&errPipe) == 0 else {
            let error = SystemError.last
            close(outPipe[0]); close(outPipe[1])
            throw error
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &cArguments, environ)
        close(outPipe[1])
        close(errPipe[1])
        defer { close(outPipe[0]); close(errPipe[0]) }
        guard spawned == 0 else { throw SystemError(code: spawned) }
        var run = Run(status: 0, output: [], error: [])
        try drain(out: outPipe[0], err: errPipe[0], into: &run)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SystemError.last }
        }
        run.status = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return run
    }

    /// Reads both pipes until both end, so a child that fills one while we wait on the other cannot block.
    private static func drain(out: Int32, err: Int32, into run: inout Run) throws(SystemError) {
        var open = [out, err]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 else {
                if errno == EINTR { continue }
                throw SystemError.last
            }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    if entry.fd == out { run.output += buffer[0..<count] } else { run.error += buffer[0..<count] }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
    }
}
