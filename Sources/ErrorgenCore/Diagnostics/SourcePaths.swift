#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every path a `SourceLocation` has named in this process, each stored once: a location holds the path's
/// index, so copying one copies no reference. Paths are never removed (a run names a handful; a test process a
/// few thousand at most). Thread-safe: the library may be called from several threads at once.
final class SourcePaths: @unchecked Sendable {
    typealias ID = UInt32

    static let shared = SourcePaths()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var paths: [String] = [""]
    private var ids: [String: ID] = ["": 0]

    private init() {
        pthread_mutex_init(mutex, nil)
    }

    /// The index of `path`, added on first use.
    func id(_ path: String) -> ID {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let id = ids[path] { return id }
        let id = ID(paths.count)
        paths.append(path)
        ids[path] = id
        return id
    }

    func path(_ id: ID) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return paths[Int(id)]
    }
}
