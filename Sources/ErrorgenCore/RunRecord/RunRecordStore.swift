#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where run records live: one small file per output folder and command line, in the user's cache
/// folder (`$ERRORGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/errorgen`, else `~/.cache/errorgen`, or
/// `~/Library/Caches/errorgen` on macOS). Never next to the outputs, which teams commit.
/// Every failure here is silent: without a record, `generate` simply does the whole run.
public struct RunRecordStore: Sendable {
    /// The folder holding the records.
    public let folder: String

    /// Keeps the folder from growing without end (a test suite makes a new output folder per run).
    static let pruneAbove = 512
    static let pruneTo = 256

    public init(folder: String) {
        self.folder = folder
    }

    /// The store the environment names; nil when `ERRORGEN_CACHE_DIR` is set but empty (records
    /// off) or no cache folder can be found.
    public static func fromEnvironment() -> RunRecordStore? {
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        if let chosen = variable("ERRORGEN_CACHE_DIR") {
            return chosen.isEmpty ? nil : RunRecordStore(folder: chosen + "/runs")
        }
        if let cache = variable("XDG_CACHE_HOME"), cache.hasPrefix("/") {
            return RunRecordStore(folder: cache + "/errorgen/runs")
        }
        guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return RunRecordStore(folder: home + "/Library/Caches/errorgen/runs")
        #else
        return RunRecordStore(folder: home + "/.cache/errorgen/runs")
        #endif
    }

    func load(key: String) -> RunRecord? {
        guard let directory = try? DirectoryHandle.openRoot(folder, create: false) else { return nil }
        let fd = openat(directory.fd, key, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let bytes = try? SystemCall.readAll(fd, limit: 4096) else { return nil }
        return RunRecord(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Writes the record under a temporary name and renames it into place, so a reader sees a whole
    /// record or none. Not synced: a record lost in a crash only costs one whole run.
    func save(_ record: RunRecord, key: String) {
        guard let directory = try? DirectoryHandle.openRoot(folder, create: true) else { return }
        let temporary = "\(key).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let fd = openat(directory.fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let written = (try? SystemCall.writeAll(fd, Array(record.text.utf8))) != nil
        if close(fd) != 0 || !written || renameat(directory.fd, temporary, directory.fd, key) != 0 {
            unlinkat(directory.fd, temporary, 0)
            return
        }
        prune(directory)
    }

    /// Removes the oldest records once there are more than `pruneAbove`.
    private func prune(_ directory: DirectoryHandle) {
        guard let names = try? directory.names(), names.count > Self.pruneAbove else { return }
        var dated: [(name: String, modified: Int)] = []
        for name in names {
            var info = stat()
            guard fstatat(directory.fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            #if canImport(Darwin)
            dated.append((name, Int(info.st_mtimespec.tv_sec)))
            #else
            dated.append((name, Int(info.st_mtim.tv_sec)))
            #endif
        }
        dated.sort { ($0.modified, $0.name) < ($1.modified, $1.name) }
        for entry in dated.prefix(max(0, dated.count - Self.pruneTo)) {
            unlinkat(directory.fd, entry.name, 0)
        }
    }
}
