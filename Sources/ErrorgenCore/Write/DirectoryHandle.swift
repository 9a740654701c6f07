#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an entry inside the output folder cannot be used.
enum EntryProblem: Error, Equatable {
    case symlink
    case notDirectory
    case system(SystemError)
}

/// An open folder. Everything inside the output folder is reached through these handles with
/// `*at` calls and `O_NOFOLLOW`, so a symlink planted inside it can never redirect a write.
final class DirectoryHandle {
    let fd: Int32

    private init(fd: Int32) {
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// Opens the output folder itself, creating it and its parents when `create` is set.
    /// Its own path may pass through symlinks: the user chose it. Returns nil when it does not exist.
    static func openRoot(_ path: String, create: Bool) throws(SystemError) -> DirectoryHandle? {
        if create { try makeDirectories(path) }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .last
        }
        return DirectoryHandle(fd: fd)
    }

    private static func makeDirectories(_ path: String) throws(SystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST { throw .last }
            prefix += "/"
        }
    }

    /// The subfolder `name`, never through a symlink. Nil when it is missing and `create` is off;
    /// `created` tells whether this call made it.
    func child(_ name: String, create: Bool) throws(EntryProblem) -> (handle: DirectoryHandle, created: Bool)? {
        var created = false
        switch kind(of: name) {
        case .success(.directory):
            break
        case .success(.missing):
            guard create else { return nil }
            if mkdirat(fd, name, 0o777) != 0, errno != EEXIST { throw .system(.last) }
            created = true
        case .success(.symlink):
            throw .symlink
        case .success:
            throw .notDirectory
        case .failure(let error):
            throw .system(error)
        }
        let childFD = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard childFD >= 0 else {
            switch errno {
            case ELOOP: throw .symlink
            case ENOTDIR: throw .notDirectory
            default: throw .system(.last)
            }
        }
        return (DirectoryHandle(fd: childFD), created)
    }

    func kind(of name: String) -> Result<EntryKind, SystemError> {
        Result { () throws(SystemError) in try SystemCall.entry(name, in: fd) }
    }

    /// The names in this folder, without `.` and `..`, sorted.
    func names() throws(SystemError) -> [String] {
        let listFD = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listFD >= 0 else { throw .last }
        guard let stream = fdopendir(listFD) else {
            let error = SystemError.last
            close(listFD)
            throw error
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    func remove(_ name: String, isDirectory: Bool = false) throws(SystemError) {
        guard unlinkat(fd, name, isDirectory ? AT_REMOVEDIR : 0) == 0 else { throw .last }
    }

    func sync() throws(SystemError) {
        try SystemCall.sync(fd)
    }
}
