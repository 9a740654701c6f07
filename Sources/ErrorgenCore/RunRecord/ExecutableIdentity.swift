#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which `errorgen` binary is running, as far as a run record needs to know: its file's device,
/// inode, size and change times. Rebuilding or reinstalling errorgen changes them, so a record
/// written by another build is never trusted (the way ccache checks a compiler by its mtime and size).
enum ExecutableIdentity {
    /// Nil when the running binary's file cannot be found; the run then keeps no record.
    static func current() -> [UInt64]? {
        guard let path = executablePath() else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return [UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),
                UInt64(bitPattern: Int64(modified.tv_sec)), UInt64(bitPattern: Int64(modified.tv_nsec)),
                UInt64(bitPattern: Int64(changed.tv_sec)), UInt64(bitPattern: Int64(changed.tv_nsec))]
    }

    private static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        // stat follows the link to the binary itself.
        return "/proc/self/exe"
        #endif
    }
}
