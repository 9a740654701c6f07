/// One generated file, ready to be compared with the disk and written.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the output folder, e.g. `Swift/PoolError.swift`.
    public var path: String
    /// The file's UTF-8 bytes, as written: emitters print bytes, and the writer compares and writes them, so a
    /// run never makes (and validates) a `String` of each output.
    public var bytes: [UInt8]
    /// The spec that produced it, as shown in its header.
    public var specPath: String

    /// The file's text (for readers such as tests; the pipeline uses `bytes`).
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    public init(path: String, bytes: [UInt8], specPath: String) {
        self.path = path
        self.bytes = bytes
        self.specPath = specPath
    }

    public init(path: String, contents: String, specPath: String) {
        self.init(path: path, bytes: Array(contents.utf8), specPath: specPath)
    }
}

public enum WriteMode: Sendable {
    /// Write what changed and remove outputs that are no longer produced.
    case write
    /// Write nothing; report stale, missing and extra files.
    case check
}

/// Which generated files a run may remove: those whose header names one of `specPaths`,
/// or a spec directly inside one of `folders` (the folders given as inputs).
/// Paths are compared as written in the headers (`Specs/PoolError.yaml`); `.` is the current folder.
public struct OwnedSpecs: Sendable, Hashable {
    public var specPaths: Set<String>
    public var folders: Set<String>

    public init(specPaths: Set<String> = [], folders: Set<String> = []) {
        self.specPaths = specPaths
        self.folders = folders
    }

    public func owns(specPath: String) -> Bool {
        if specPaths.contains(specPath) { return true }
        guard let slash = specPath.lastIndex(of: "/") else { return folders.contains(".") }
        let folder = slash == specPath.startIndex ? "/" : String(specPath[..<slash])
        return folders.contains(folder)
    }
}

/// What `OutputWriter.apply` did (write mode) or found (check mode).
/// File lists hold paths relative to the output folder, sorted.
public struct WriteReport: Sendable {
    /// Write mode: files created or replaced.
    public var written: [String] = []
    /// Files whose bytes already matched.
    public var unchanged: [String] = []
    /// Write mode: generated files no longer produced, removed.
    public var removed: [String] = []
    /// Check mode: files whose bytes differ.
    public var stale: [String] = []
    /// Check mode: files not on disk.
    public var missing: [String] = []
    /// Check mode: generated files no longer produced (write mode would remove them).
    public var extra: [String] = []
    /// Refusals and I/O errors. Paths in messages include the output folder.
    public var diagnostics: [Diagnostic] = []
    /// Write mode, when asked for: the `OutputTreeDigest` of the folder as the run left it (nil if unreadable).
    var treeDigest: String?

    public init() {}

    /// Check mode: nothing stale, missing or extra.
    public var isUpToDate: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
