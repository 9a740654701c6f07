import Foundation

/// One JVM that runs the Kotlin compiler for every compile of a test run, instead of a fresh `kotlinc` each time.
///
/// A cold `kotlinc` of a small file costs 5-6 s of CPU, nearly all of it JVM start-up and loading and JIT-compiling the
/// compiler; the suite compiles Kotlin about 35 times, which was over 280 s of CI's CPU. In a JVM kept running, a
/// compile after the first costs about 1 s (measured on the two example specs' files with a `main`: 0.9-1.1 s each).
/// The server is a small Kotlin program (`source`, built once per machine and cached in the temporary folder) that
/// reads one compile per line (the arguments, tab-separated) and calls the compiler's own command-line entry,
/// `K2JVMCompiler().exec`, the same code `kotlinc` runs: answers and diagnostics are the compiler's.
///
/// Anything unusual falls back to a cold `kotlinc` (the caller's path): no compiler jars where `kotlinc` lives, the
/// server failing to build or start or dying, an argument with a tab or newline, or a compile that ends other than
/// "done" or "compilation error" (an internal compiler error is then reported by a fresh compiler, not one that has
/// run before; the server is restarted for the next compile). `ERRORGEN_KOTLIN_SERVER=0` turns it off.
final class KotlinCompileServer: @unchecked Sendable {
    static let shared = KotlinCompileServer()

    struct Reply {
        var status: Int32
        /// The compiler's messages, with the compile's folder taken out of paths (as `kotlinc` run in it prints them).
        var messages: String
    }

    private let lock = NSLock()
    /// The JVM, the socket its stdin reads (written with `send(MSG_NOSIGNAL)`: a server that has died makes the write
    /// fail instead of raising SIGPIPE in the test process, and no signal disposition changes for other children),
    /// and the pipe of its stdout.
    private struct Server {
        var process: Process
        var input: Int32
        var output: FileHandle
    }

    private var running: Server?
    private var starts = 0
    /// Set once the server cannot be built or started: every later compile goes to `kotlinc` at once.
    private var unavailable = ProcessInfo.processInfo.environment["ERRORGEN_KOTLIN_SERVER"] == "0"

    /// Runs `kotlinc arguments` in `folder`, or nil when the caller should run a cold `kotlinc` instead.
    func compile(_ arguments: [String], in folder: String, jvmOptions: [String]) -> Reply? {
        let absolute = arguments.map { $0.hasPrefix("-") || $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
        guard !absolute.contains(where: { $0.contains("\t") || $0.contains("\n") }) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let server = runningServer(jvmOptions: jvmOptions) else { return nil }
        guard let header = request(absolute, server), header.code == 0 || header.code == 1,
              let messages = read(count: header.length, from: server.output) else {
            stop()
            return nil
        }
        let text = String(decoding: messages, as: UTF8.self).replacingOccurrences(of: folder + "/", with: "")
        return Reply(status: Int32(header.code), messages: text)
    }

    private func request(_ arguments: [String], _ server: Server) -> (code: Int, length: Int)? {
        let line = Array((arguments.joined(separator: "\t") + "\n").utf8)
        var sent = 0
        while sent < line.count {
            let count = line[sent...].withUnsafeBytes { send(server.input, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            sent += count
        }
        guard let header = readLine(from: server.output) else { return nil }
        let parts = header.split(separator: " ")
        guard parts.count == 2, let code = Int(parts[0]), let length = Int(parts[1]), length >= 0 else { return nil }
        return (code, length)
    }

    private func readLine(from handle: FileHandle) -> String? {
        var bytes: [UInt8] = []
        while bytes.count < 100 {
            guard let byte = try? handle.read(upToCount: 1), let first = byte.first else { return nil }
            if first == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(first)
        }
        return nil
    }

    private func read(count: Int, from handle: FileHandle) -> Data? {
        var data = Data()
        while data.count < count {
            guard let chunk = try? handle.read(upToCount: count - data.count), !chunk.isEmpty else { return nil }
            data.append(chunk)
        }
        return data
    }

    private func stop() {
        if let server = running {
            close(server.input)
            server.process.terminate()
            server.process.waitUntilExit()
        }
        running = nil
    }

    /// The running server, started if needed (at most three starts in a test run: a server that keeps failing is
    /// not worth more).
    private func runningServer(jvmOptions: [String]) -> Server? {
        if let running, running.process.isRunning { return running }
        running = nil
        guard !unavailable, starts < 3 else { return nil }
        starts += 1
        guard let jars = Self.compilerJars(), let serverJar = Self.builtServer(compilerJar: jars.compiler, jvmOptions: jvmOptions)
        else {
            unavailable = true
            return nil
        }
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &sockets) == 0 else {
            unavailable = true
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let classPath = jars.compiler + ":" + serverJar
        let launcher = jars.preloader.map { ["-cp", $0, "org.jetbrains.kotlin.preloading.Preloader", "-cp", classPath] }
            ?? ["-cp", classPath]
        // The compiler's application environment is kept between compiles (as its own daemon does); each compile
        // still reads its source files afresh.
        // The JVM's own warnings (such as a full code cache) go to stderr, never into a reply.
        process.arguments = [Self.java] + jvmOptions + ["-XX:+DisplayVMOutputToStderr", "-Dkotlin.environment.keepalive=true"]
            + launcher + ["KotlinCompileServer"]
        // Its own folder as working directory: no test's file is under it, so every path it prints is absolute and
        // `compile` can make it relative to the compile's folder again.
        process.currentDirectoryURL = URL(fileURLWithPath: (serverJar as NSString).deletingLastPathComponent)
        let serverEnd = FileHandle(fileDescriptor: sockets[1], closeOnDealloc: true), output = Pipe()
        process.standardInput = serverEnd
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            close(sockets[0])
            unavailable = true
            return nil
        }
        try? serverEnd.close()
        running = Server(process: process, input: sockets[0], output: output.fileHandleForReading)
        return running
    }

    /// The `java` the `kotlinc` script runs: `$JAVACMD`, else `$JAVA_HOME/bin/java`, else `java` on PATH.
    private static var java: String {
        let environment = ProcessInfo.processInfo.environment
        if let command = environment["JAVACMD"], !command.isEmpty { return command }
        if let home = environment["JAVA_HOME"], FileManager.default.isExecutableFile(atPath: home + "/bin/java") {
            return home + "/bin/java"
        }
        return "java"
    }

    /// `lib/kotlin-compiler.jar` (and the preloader `kotlinc` starts it with, where there is one) beside the
    /// `kotlinc` found on PATH, following its symbolic links as the `kotlinc` script does.
    private static func compilerJars() -> (compiler: String, preloader: String?)? {
        guard let kotlinc = ExternalTools.onPath("kotlinc"), let resolved = realpath(kotlinc, nil) else { return nil }
        defer { free(resolved) }
        let home = ((String(cString: resolved) as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let compiler = home + "/lib/kotlin-compiler.jar", preloader = home + "/lib/kotlin-preloader.jar"
        guard FileManager.default.fileExists(atPath: compiler) else { return nil }
        return (compiler, FileManager.default.fileExists(atPath: preloader) ? preloader : nil)
    }

    /// The server's jar, built with `kotlinc` once for this compiler and source and kept in the temporary folder
    /// (moved into place whole, so test processes running side by side never see half a jar). The folder is this
    /// user's own (its uid in the name, mode 0700, and refused when someone else owns it): a jar found there is run.
    private static func builtServer(compilerJar: String, jvmOptions: [String]) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: compilerJar)
        let stamp = "\(compilerJar) \(attributes?[.size] ?? 0) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) \(source)"
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("errorgen-kotlin-server-\(getuid())-\(fnv1a(stamp))")
        let jar = folder + "/server.jar"
        _ = mkdir(folder, 0o700)
        var status = stat()
        guard lstat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == getuid(),
              status.st_mode & 0o077 == 0 else { return nil }
        if FileManager.default.fileExists(atPath: jar) { return jar }
        let unique = "\(getpid())-\(UUID().uuidString)"
        let sourceFile = folder + "/KotlinCompileServer-\(unique).kt", building = folder + "/server-\(unique).jar"
        defer { try? FileManager.default.removeItem(atPath: sourceFile) }
        guard FileManager.default.createFile(atPath: sourceFile, contents: Data(source.utf8)),
              let built = try? ExternalTool.run("kotlinc", jvmOptions.map { "-J" + $0 } + ["-cp", compilerJar, sourceFile, "-d", building],
                                                in: folder),
              built.ok, rename(building, jar) == 0 else {
            try? FileManager.default.removeItem(atPath: building)
            return nil
        }
        return jar
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// Reads compiles from stdin, one a line (arguments separated by tabs); answers each with `"<exit code> <byte
    /// count>\n"` and the compiler's messages. Nothing else may write to stdout: `System.out` goes to stderr.
    static let source = """
    @file:JvmName("KotlinCompileServer")

    import java.io.ByteArrayOutputStream
    import java.io.FileDescriptor
    import java.io.FileOutputStream
    import java.io.PrintStream
    import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler

    fun main() {
        val input = System.`in`.bufferedReader(Charsets.UTF_8)
        val replies = PrintStream(FileOutputStream(FileDescriptor.out), false, "UTF-8")
        System.setOut(System.err)
        while (true) {
            val line = input.readLine() ?: break
            val messages = ByteArrayOutputStream()
            val stream = PrintStream(messages, true, "UTF-8")
            val code = try {
                K2JVMCompiler().exec(stream, *line.split('\\t').toTypedArray()).code
            } catch (failure: Throwable) {
                failure.printStackTrace(stream)
                -1
            }
            stream.flush()
            val bytes = messages.toByteArray()
            replies.print("$code ${bytes.size}\\n")
            replies.write(bytes)
            replies.flush()
        }
        kotlin.system.exitProcess(0)
    }

    """
}
