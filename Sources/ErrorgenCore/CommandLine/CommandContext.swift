/// What a command run sees of the outside world, injected so tests run the CLI in-process.
public struct CommandContext {
    /// Absolute path of the current folder: relative paths are resolved against it, and paths
    /// under it are shown relative to it.
    public var currentDirectory: String
    /// Receives text for standard output (whole lines, each ending in a line break).
    public var standardOutput: (String) -> Void
    /// Receives text for standard error (whole lines, each ending in a line break).
    public var standardError: (String) -> Void
    /// Where `generate` keeps run records to skip a run that would change nothing; nil keeps none
    /// (in-process runs, whose compiler may not be the real one).
    public var runRecords: RunRecordStore?

    public init(currentDirectory: String, standardOutput: @escaping (String) -> Void,
                standardError: @escaping (String) -> Void, runRecords: RunRecordStore? = nil) {
        self.currentDirectory = currentDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.runRecords = runRecords
    }

    func out(_ line: String) { standardOutput(line + "\n") }
    func err(_ line: String) { standardError(line + "\n") }
}

/// Process exit codes, as documented in the help.
enum ExitCode {
    static let success: Int32 = 0
    /// An invalid spec, or stale output under `--check`.
    static let failure: Int32 = 1
    /// A usage error, an unreadable or missing path, or an I/O error.
    static let usageOrIO: Int32 = 2
}
