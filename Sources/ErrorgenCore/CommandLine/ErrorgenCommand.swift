#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `errorgen` command line: parses arguments and runs a command.
public enum ErrorgenCommand {
    public static let version = "0.1.0"

    /// Runs one command line (without the program name) and returns the exit code:
    /// 0 ok; 1 invalid spec or stale output under --check; 2 usage or I/O error.
    public static func run(_ arguments: [String], compiler: some SpecCompiler, context: CommandContext) -> Int32 {
        let command: ParsedCommand
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            context.err("error: \(error.message)")
            context.err(HelpText.usage(for: error.command))
            context.err(HelpText.moreInformation(for: error.command))
            return ExitCode.usageOrIO
        }
        switch command {
        case .help(let topic):
            context.out(HelpText.text(for: topic))
            return ExitCode.success
        case .version:
            context.out(version)
            return ExitCode.success
        case .generate(let options):
            return GenerateCommand.run(options, compiler: compiler, context: context)
        case .lint(let paths):
            return LintCommand.run(paths: paths, compiler: compiler, context: context)
        case .diff(let options):
            return DiffCommand.run(options, context: context)
        case .initialize(let options):
            return InitCommand.run(options, compiler: compiler, context: context)
        }
    }

    /// Runs the process's own command line against the real current folder, standard output
    /// and standard error, then exits with the command's code.
    public static func main(compiler: some SpecCompiler) -> Never {
        let standardOutput = { (text: String) in writeAll(STDOUT_FILENO, text) }
        let standardError = { (text: String) in writeAll(STDERR_FILENO, text) }
        guard let directory = currentDirectory() else {
            standardError("error: cannot determine the current folder: \(SystemError.last)\n")
            exit(ExitCode.usageOrIO)
        }
        let context = CommandContext(currentDirectory: directory, standardOutput: standardOutput, standardError: standardError,
                                     runRecords: RunRecordStore.fromEnvironment())
        exit(run(Array(CommandLine.arguments.dropFirst()), compiler: compiler, context: context))
    }

    private static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func writeAll(_ fd: Int32, _ text: String) {
        try? SystemCall.writeAll(fd, Array(text.utf8))
    }
}
