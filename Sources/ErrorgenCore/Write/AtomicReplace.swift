#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that readers only ever see its old or its new content in full:
/// a uniquely named temporary file in the same folder (`O_CREAT|O_EXCL`), written, synced,
/// then renamed over the target. The caller syncs the folder afterwards.
enum AtomicReplace {
    static func replace(_ name: String, in directory: DirectoryHandle, with chunks: [[UInt8]],
                        permissions: mode_t?) throws(SystemError) {
        let pid = getpid()
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = TemporaryName.make(for: name, pid: pid, random: UInt64.random(in: .min ... .max))
            fd = openat(directory.fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .last }
        do throws(SystemError) {
            for chunk in chunks { try SystemCall.writeAll(fd, chunk) }
            if let permissions, fchmod(fd, permissions) != 0 { throw .last }
            try SystemCall.sync(fd)
        } catch {
            close(fd)
            unlinkat(directory.fd, temporary, 0)
            throw error
        }
        if close(fd) != 0 {
            let error = SystemError.last
            unlinkat(directory.fd, temporary, 0)
            throw error
        }
        if renameat(directory.fd, temporary, directory.fd, name) != 0 {
            let error = SystemError.last
            unlinkat(directory.fd, temporary, 0)
            throw error
        }
    }
}
