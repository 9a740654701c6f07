#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One spec file to compile.
struct SpecInput: Equatable {
    /// As shown in diagnostics and headers.
    var displayPath: String
    /// As handed to the file system.
    var fileSystemPath: String
}

/// The spec files named on the command line, folders expanded.
struct SpecInputs {
    var specs: [SpecInput] = []
    /// The folders given, as displayed: their specs' outputs belong to this run.
    var folders: [String] = []
    /// Missing or unreadable paths.
    var diagnostics: [Diagnostic] = []
    /// Folders given that hold no spec (displayed): worth a warning, not an error, so that
    /// removing a folder's last spec still cleans its outputs.
    var emptyFolders: [String] = []

    static let extensions = [".yaml", ".yml"]

    /// Files named directly are used whatever their extension; folders contribute their
    /// `*.yaml`/`*.yml` files, in any case (not hidden ones, not in subfolders), in name order.
    /// A spec named twice is compiled once.
    static func expand(_ paths: [String], resolver: PathResolver) -> SpecInputs {
        var result = SpecInputs()
        var seen: Set<String> = []
        func add(_ path: String) {
            let input = SpecInput(displayPath: resolver.display(path), fileSystemPath: resolver.fileSystemPath(path))
            if seen.insert(input.displayPath).inserted { result.specs.append(input) }
        }
        for path in paths {
            let shown = resolver.display(path)
            var info = stat()
            guard stat(resolver.fileSystemPath(path), &info) == 0 else {
                result.fail(shown, "cannot read: \(SystemError.last)")
                continue
            }
            switch EntryKind(mode: info.st_mode) {
            case .file:
                add(path)
            case .directory:
                if !result.folders.contains(shown) { result.folders.append(shown) }
                do {
                    let names = try specNames(inFolder: resolver.fileSystemPath(path))
                    if names.isEmpty { result.emptyFolders.append(shown) }
                    for name in names { add(resolver.join(path, name)) }
                } catch {
                    result.fail(shown, "cannot read folder: \(error)")
                }
            default:
                result.fail(shown, "cannot read: not a file or folder")
            }
        }
        return result
    }

    private static func specNames(inFolder path: String) throws(SystemError) -> [String] {
        guard let folder = try DirectoryHandle.openRoot(path, create: false) else { throw SystemError(code: ENOENT) }
        return try folder.names().filter { name in
            // `.YAML` too: on a file system that ignores case it is the same name to the person who wrote it.
            let lowered = name.lowercased()
            guard !name.hasPrefix("."), extensions.contains(where: { lowered.hasSuffix($0) }) else { return false }
            var info = stat()
            // Follows symlinks: a linked spec file is a spec file.
            return fstatat(folder.fd, name, &info, 0) == 0 && EntryKind(mode: info.st_mode) == .file
        }
    }

    /// `path: error: cannot read: No such file or directory`, the form of a spec error about the whole file.
    private mutating func fail(_ path: String, _ message: String) {
        diagnostics.append(.error(message, at: .wholeFile(path)))
    }
}

/// Reads spec files whole.
enum SpecReader {
    /// Specs are small; this stops a mistaken path (a log, a disk image) from eating memory. The loader's limit.
    static let maxBytes = LoadLimits().maxBytes

    enum Outcome {
        case bytes([UInt8])
        /// The file could not be read (exit code 2).
        case unreadable(Diagnostic)
        /// The file was read but is no spec errorgen accepts, such as one over the size limit (exit code 1).
        case invalid(Diagnostic)
    }

    static func read(_ input: SpecInput) -> Outcome {
        let fd = open(input.fileSystemPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable(.error("cannot read: \(SystemError.last)", at: .wholeFile(input.displayPath))) }
        defer { close(fd) }
        do {
            let bytes = try SystemCall.readAll(fd, limit: maxBytes + 1)
            if bytes.count > maxBytes {
                return .invalid(.error("the spec is more than the limit of \(maxBytes) bytes (\(maxBytes / 1024 / 1024) MiB)",
                                       at: .wholeFile(input.displayPath)))
            }
            return .bytes(bytes)
        } catch {
            return .unreadable(.error("cannot read: \(error)", at: .wholeFile(input.displayPath)))
        }
    }
}
