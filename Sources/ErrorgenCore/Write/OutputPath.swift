/// Checks an output path before anything touches the disk (defence in depth: names are validated earlier).
enum OutputPath {
    /// The path's components, or why it is refused.
    static func components(of path: String) -> Result<[String], PathRefusal> {
        if path.isEmpty { return .failure(PathRefusal("it is empty")) }
        if path.hasPrefix("/") { return .failure(PathRefusal("it is absolute")) }
        if path.utf8.contains(0) { return .failure(PathRefusal("it contains a NUL byte")) }
        if path.containsText("\\") { return .failure(PathRefusal("it contains a backslash")) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in parts {
            switch part {
            case "": return .failure(PathRefusal("it has an empty component"))
            case ".", "..": return .failure(PathRefusal("it has a '\(part)' component"))
            default:
                if TemporaryName.matches(part) {
                    return .failure(PathRefusal("'\(part)' looks like an errorgen temporary file"))
                }
            }
        }
        return .success(parts)
    }
}

struct PathRefusal: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Temporary files: `.<file>.errorgen-<pid>-<random>.tmp`, next to their target.
enum TemporaryName {
    private static let infix = ".errorgen-"
    private static let suffix = ".tmp"
    /// Keeps temporary names under the usual 255-byte limit.
    private static let maxTargetBytes = 200

    static func make(for target: String, pid: Int32, random: UInt64) -> String {
        var stem = ""
        var bytes = 0
        for character in target {
            bytes += character.utf8.count
            if bytes > maxTargetBytes { break }
            stem.append(character)
        }
        return ".\(stem)\(infix)\(pid)-\(String(random, radix: 16))\(suffix)"
    }

    /// Whether `name` has the shape `make` produces (any pid, any random part).
    static func matches(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(suffix) else { return false }
        let body = name.dropFirst().dropLast(suffix.count)
        var last: Range<Substring.Index>?
        var from = body.startIndex
        while let found = body[from...].firstRange(of: infix) {
            last = found
            from = found.upperBound
        }
        // The target's name must be non-empty.
        guard let last, last.lowerBound > body.startIndex else { return false }
        let pieces = body[last.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else { return false }
        return pieces[0].allSatisfy(\.isASCIIDigit) && pieces[1].allSatisfy(\.isASCIIHexDigit)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIIHexDigit: Bool { isASCII && isHexDigit }
}
