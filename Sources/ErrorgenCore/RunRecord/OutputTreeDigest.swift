#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The digest of an output folder as `OutputWriter` sees it: every name in it, what kind of entry
/// each is, and every file's bytes, down the folders the writer scans (hidden folders are named but
/// not entered, as the writer never looks inside them). Two equal digests mean a `generate` run would
/// find the same files to compare, the same generated files to remove and the same temporaries to clean.
enum OutputTreeDigest {
    /// Nil when anything in the folder cannot be read: the caller then does the full run.
    static func of(_ root: DirectoryHandle) -> String? {
        var digest = ContentDigest()
        guard visit(root, depth: 0, into: &digest) else { return nil }
        return digest.hex
    }

    /// As deep as `OutputTreeScan` goes.
    private static let maxDepth = 32

    private static func visit(_ directory: DirectoryHandle, depth: Int, into digest: inout ContentDigest) -> Bool {
        guard let names = try? directory.names() else { return false }
        digest.add(UInt64(names.count))
        for name in names {
            digest.add(name)
            switch directory.kind(of: name) {
            case .success(.file):
                guard let bytes = try? read(name, in: directory) else { return false }
                digest.add(1)
                digest.add(bytes)
            case .success(.directory) where depth < maxDepth && !name.hasPrefix("."):
                guard case let (child, _)? = try? directory.child(name, create: false) else { return false }
                digest.add(2)
                guard visit(child, depth: depth + 1, into: &digest) else { return false }
            case .success(.directory):
                digest.add(3)
            case .success(.symlink):
                digest.add(4)
            case .success(.other):
                digest.add(5)
            case .success(.missing), .failure:
                // Gone since the listing, or unreadable: the folder is changing under us.
                return false
            }
        }
        return true
    }

    private static func read(_ name: String, in directory: DirectoryHandle) throws(SystemError) -> [UInt8] {
        let fd = try SystemCall.openForReading(name, in: directory.fd)
        defer { close(fd) }
        return try SystemCall.readAll(fd)
    }
}
