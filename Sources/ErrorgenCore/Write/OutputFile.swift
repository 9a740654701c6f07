#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One generated file, ready to be compared with the disk and written.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the output folder, e.g. `Swift/PoolError.swift`.
    public var path: String
    /// The file's UTF-8 bytes in the pieces an emitter printed them in (64 KB each for a large output), in order,
    /// none empty. The writer compares and writes them piece by piece, so a run never joins a large output into
    /// one array, and never makes (and validates) a `String` of it.
    public private(set) var chunks: [[UInt8]]
    /// The spec that produced it, as shown in its header.
    public var specPath: String

    /// The file's UTF-8 bytes in one array (joined from `chunks`: for readers such as tests).
    public var bytes: [UInt8] {
        get { chunks.count == 1 ? chunks[0] : Array(chunks.joined()) }
        set { chunks = newValue.isEmpty ? [] : [newValue] }
    }

    /// The number of bytes.
    public var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }

    /// The file's text (for readers such as tests; the pipeline uses `chunks`).
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    public init(path: String, bytes: [UInt8], specPath: String) {
        self.init(path: path, chunks: bytes.isEmpty ? [] : [bytes], specPath: specPath)
    }

    public init(path: String, contents: String, specPath: String) {
        self.init(path: path, bytes: Array(contents.utf8), specPath: specPath)
    }

    init(path: String, chunks: [[UInt8]], specPath: String) {
        self.path = path
        self.chunks = chunks.filter { !$0.isEmpty }
        self.specPath = specPath
    }

    /// Equal paths, spec paths and bytes, however the bytes are cut into chunks.
    public static func == (a: OutputFile, b: OutputFile) -> Bool {
        a.path == b.path && a.specPath == b.specPath && a.byteCount == b.byteCount && ByteChunks.same(a.bytes, b.chunks)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(specPath)
        hasher.combine(byteCount)
    }
}

/// Comparing bytes read from disk with an output's chunks.
enum ByteChunks {
    /// Whether `bytes` are the `chunks` one after the other, by `memcmp` per chunk (Array's `==` compares element
    /// by element: in a no-op run over the example specs that was 2% of all instructions).
    static func same(_ bytes: [UInt8], _ chunks: [[UInt8]]) -> Bool {
        guard bytes.count == chunks.reduce(0, { $0 + $1.count }) else { return false }
        return bytes.withUnsafeBytes { all in
            var offset = 0
            for chunk in chunks {
                let equal = chunk.withUnsafeBytes { piece in
                    piece.isEmpty || memcmp(all.baseAddress! + offset, piece.baseAddress!, piece.count) == 0
                }
                guard equal else { return false }
                offset += chunk.count
            }
            return true
        }
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
