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
    /// Nil when anything in the folder cannot be read, when it holds more than `byteLimit` bytes, or when a file in
    /// `expected` (by path relative to the folder) does not hold exactly its bytes: the caller then keeps no record
    /// or does the whole run. The writer passes what it has just written, so that a file changed by another program
    /// between the write and the digest is never recorded as up to date.
    static func of(_ root: DirectoryHandle, expected: [String: [[UInt8]]] = [:], byteLimit: Int = byteLimit) -> String? {
        var walk = Walk(expected: expected, byteLimit: byteLimit)
        // Every file just written must still be there, with its bytes.
        guard walk.visit(root, prefix: "", depth: 0), walk.matched == expected.count else { return nil }
        return walk.digest.hex
    }

    /// A folder larger than this (`--output .` over a project) is not worth reading on every run: no record.
    static let byteLimit = 64 << 20

    /// As deep as `OutputTreeScan` goes.
    private static let maxDepth = 32

    private struct Walk {
        let expected: [String: [[UInt8]]]
        let byteLimit: Int
        var digest = ContentDigest()
        var bytesRead = 0
        /// Files of `expected` found with their bytes.
        var matched = 0

        mutating func visit(_ directory: DirectoryHandle, prefix: String, depth: Int) -> Bool {
            guard let names = try? directory.names() else { return false }
            digest.add(UInt64(names.count))
            for name in names {
                digest.add(name)
                switch directory.kind(of: name) {
                case .success(.file):
                    let budget = byteLimit - bytesRead
                    guard let bytes = try? OutputTreeDigest.read(name, in: directory, limit: budget + 1) else { return false }
                    bytesRead += bytes.count
                    if bytesRead > byteLimit { return false }
                    if let wanted = expected[prefix + name] {
                        guard ByteChunks.same(bytes, wanted) else { return false }
                        matched += 1
                    }
                    digest.add(1)
                    digest.add(bytes)
                case .success(.directory) where depth < OutputTreeDigest.maxDepth && !name.hasPrefix("."):
                    guard case let (child, _)? = try? directory.child(name, create: false) else { return false }
                    digest.add(2)
                    guard visit(child, prefix: prefix + name + "/", depth: depth + 1) else { return false }
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
    }

    private static func read(_ name: String, in directory: DirectoryHandle, limit: Int) throws(SystemError) -> [UInt8] {
        let fd = try SystemCall.openForReading(name, in: directory.fd)
        defer { close(fd) }
        return try SystemCall.readAll(fd, limit: limit)
    }
}
