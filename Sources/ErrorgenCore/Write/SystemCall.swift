#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: its errno, described the way the C library does.
struct SystemError: Error, Equatable, CustomStringConvertible {
    var code: Int32

    /// The current `errno`.
    static var last: SystemError { SystemError(code: errno) }

    var description: String { String(cString: strerror(code)) }
}

/// Thin wrappers that retry on EINTR and throw `SystemError`.
enum SystemCall {
    static func readAll(_ fd: Int32, limit: Int = .max) throws(SystemError) -> [UInt8] {
        // Read into uninitialized buffers (no zeroing), the first one as large as the file, so a whole spec
        // or output file usually arrives in one read and needs no copy.
        var info = stat()
        let size = fstat(fd, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 0
        var result: [UInt8] = []
        var wanted = max(size + 1, 4096)
        while result.count < limit {
            var failure: SystemError?
            let count = min(wanted, limit - result.count)
            let chunk = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                var got: Int
                repeat { got = read(fd, buffer.baseAddress, count) } while got < 0 && errno == EINTR
                if got < 0 { failure = .last }
                initialized = max(got, 0)
            }
            if let failure { throw failure }
            if chunk.isEmpty { break }
            if result.isEmpty { result = chunk } else { result.append(contentsOf: chunk) }
            wanted = 64 * 1024
        }
        return result
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            offset += count
        }
    }

    static func sync(_ fd: Int32) throws(SystemError) {
        while fsync(fd) != 0 {
            if errno != EINTR { throw .last }
        }
    }

    static func lock(_ fd: Int32, exclusive: Bool) throws(SystemError) {
        while flock(fd, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            if errno != EINTR { throw .last }
        }
    }

    /// `lstat` relative to a folder: the entry itself, never what a symlink points to.
    static func entry(_ name: String, in dirFD: Int32) throws(SystemError) -> EntryKind {
        var info = stat()
        guard fstatat(dirFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return .missing }
            throw .last
        }
        return EntryKind(mode: info.st_mode)
    }

    /// Opens an existing regular file for reading, refusing symlinks.
    static func openForReading(_ name: String, in dirFD: Int32) throws(SystemError) -> Int32 {
        let fd = openat(dirFD, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw .last }
        return fd
    }

    static func permissions(of fd: Int32) -> mode_t? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }
}

enum EntryKind: Equatable {
    case missing, file, directory, symlink, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symlink
        default: self = .other
        }
    }
}
