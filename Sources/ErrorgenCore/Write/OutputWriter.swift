#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts generated files on disk (or checks them): compares bytes, writes only what changed,
/// atomically, removes generated files that are no longer produced, and never touches a file
/// errorgen did not generate. Serialized across processes by an `flock` on the output folder.
public enum OutputWriter {
    /// - Parameters:
    ///   - outputDirectory: the folder to write into, used for file system calls.
    ///   - displayDirectory: how that folder is shown in diagnostics (defaults to `outputDirectory`).
    ///   - digestTree: in write mode, also take the output folder's `OutputTreeDigest` once written,
    ///     still under the lock (`WriteReport.treeDigest`).
    public static func apply(_ files: [OutputFile], to outputDirectory: String, mode: WriteMode,
                             ownedSpecs: OwnedSpecs, displayDirectory: String? = nil, digestTree: Bool = false) -> WriteReport {
        let session = WriteSession(root: outputDirectory, display: displayDirectory ?? outputDirectory, mode: mode)
        session.digestTree = digestTree
        return session.run(files, ownedSpecs: ownedSpecs)
    }

    /// The paths `apply` puts on disk for `files` (written or left unchanged), relative to the
    /// output folder and sorted: the same checks `apply` runs first, without touching the disk.
    /// Empty, with diagnostics, when `apply` would refuse the set.
    public static func plannedPaths(for files: [OutputFile], displayDirectory: String) -> (paths: [String], diagnostics: [Diagnostic]) {
        let session = WriteSession(root: displayDirectory, display: displayDirectory, mode: .check)
        let targets = session.targets(for: files) ?? []
        return (targets.map(\.file.path), session.report.diagnostics)
    }
}

/// One file to put on disk, with its checked path.
struct WriteTarget {
    var file: OutputFile
    var components: [String]

    var folder: ArraySlice<String> { components.dropLast() }
    var name: String { components[components.count - 1] }
}

enum TargetState: Equatable {
    case unchanged
    case missing
    /// Differs; keeps the current file's permission bits.
    case stale(permissions: mode_t?)
}

extension WriteSession {
    /// Checks every path; nil (with diagnostics) when one is refused or given twice.
    func targets(for files: [OutputFile]) -> [WriteTarget]? {
        var targets: [WriteTarget] = []
        var seen: Set<String> = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            switch OutputPath.components(of: file.path) {
            case .failure(let refusal):
                error(at: file.specPath, "invalid output path '\(file.path)': \(refusal.reason)")
            case .success(let components):
                if !seen.insert(file.path).inserted {
                    error(at: file.specPath, "output path '\(file.path)' is produced twice")
                } else {
                    targets.append(WriteTarget(file: file, components: components))
                }
            }
        }
        return report.hasErrors ? nil : targets
    }
}
