/// Resolves command-line paths against the current folder and decides how they are shown:
/// relative to the current folder when under it, otherwise as given (tidied).
struct PathResolver {
    let currentDirectory: String

    /// The path to hand to the file system. Left as given apart from joining, so `..` and
    /// symlinks resolve the way the OS resolves them.
    func fileSystemPath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return currentDirectory.hasSuffix("/") ? currentDirectory + path : currentDirectory + "/" + path
    }

    /// The path as shown in diagnostics and generated headers.
    func display(_ path: String) -> String {
        let absolute = Self.normalize(fileSystemPath(path))
        let base = Self.normalize(currentDirectory)
        if absolute == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return Self.normalize(path)
    }

    /// A path relative to a folder shown by `display`, shown the same way: `Generated/Swift/X.swift`.
    static func shown(_ path: String, inDisplayedFolder folder: String) -> String {
        folder == "." ? path : (folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }

    /// A file inside a folder given on the command line.
    func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Lexical clean-up: drops empty and `.` components and folds `name/..`.
    /// Leading `..` of a relative path stay; `..` above `/` stays at `/`.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
