#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is already in the output folder: generated files (by their header) and leftover
/// temporary files. Symlinks are never followed, and hidden folders (`.git`, `.build`) are
/// skipped: errorgen never writes into them.
struct OutputTreeScan {
    struct GeneratedFile: Equatable {
        /// Relative to the output folder.
        var path: String
        /// The spec its header names, if it names one.
        var specPath: String?
    }

    struct Problem {
        var path: String
        var error: SystemError
    }

    var generated: [GeneratedFile] = []
    /// Relative paths of files named like errorgen's temporary files.
    var temporaries: [String] = []
    var problems: [Problem] = []

    /// Enough of a file to hold its header line.
    private static let headerLimit = 4096
    /// Deeper folders are not errorgen's (it writes one level of subfolders).
    private static let maxDepth = 32

    static func scan(_ root: DirectoryHandle) -> OutputTreeScan {
        var result = OutputTreeScan()
        result.visit(root, prefix: "", depth: 0)
        return result
    }

    private mutating func visit(_ directory: DirectoryHandle, prefix: String, depth: Int) {
        let names: [String]
        do {
            names = try directory.names()
        } catch {
            problems.append(Problem(path: prefix.isEmpty ? "." : String(prefix.dropLast()), error: error))
            return
        }
        for name in names {
            let path = prefix + name
            switch directory.kind(of: name) {
            case .success(.file):
                if TemporaryName.matches(name) {
                    temporaries.append(path)
                } else {
                    readHeader(name, in: directory, path: path)
                }
            case .success(.directory) where depth < Self.maxDepth && !name.hasPrefix("."):
                do {
                    if let (child, _) = try directory.child(name, create: false) {
                        visit(child, prefix: path + "/", depth: depth + 1)
                    }
                } catch .system(let error) {
                    problems.append(Problem(path: path, error: error))
                } catch {
                    // Replaced by a symlink or a file since listing: not ours to follow.
                }
            case .success:
                break
            case .failure(let error):
                problems.append(Problem(path: path, error: error))
            }
        }
    }

    private mutating func readHeader(_ name: String, in directory: DirectoryHandle, path: String) {
        do throws(SystemError) {
            let fd = try SystemCall.openForReading(name, in: directory.fd)
            defer { close(fd) }
            let head = try SystemCall.readAll(fd, limit: Self.headerLimit)
            let line = GeneratedMarker.firstLine(of: head)
            if GeneratedMarker.isGenerated(firstLine: line) {
                generated.append(GeneratedFile(path: path, specPath: GeneratedMarker.specPath(firstLine: line)))
            }
        } catch {
            problems.append(Problem(path: path, error: error))
        }
    }
}
