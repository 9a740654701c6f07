#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates a file that must not exist yet (`errorgen init`): its folder and parents are created,
/// and `O_CREAT|O_EXCL` makes "already exists" a refusal even when another process races us.
enum NewFile {
    enum Failure: Error, Equatable {
        case exists
        case system(SystemError)
    }

    static func create(_ path: String, bytes: [UInt8]) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let directory: DirectoryHandle
        do throws(SystemError) {
            guard let opened = try DirectoryHandle.openRoot(folder, create: true) else { throw SystemError(code: ENOENT) }
            directory = opened
        } catch {
            throw .system(error)
        }
        let fd = openat(directory.fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw errno == EEXIST ? .exists : .system(.last) }
        defer { close(fd) }
        do throws(SystemError) {
            try SystemCall.writeAll(fd, bytes)
            try SystemCall.sync(fd)
        } catch {
            throw .system(error)
        }
    }
}
