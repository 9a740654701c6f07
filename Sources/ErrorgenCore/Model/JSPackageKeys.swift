/// The npm package the generated JavaScript forms: `jsPackage:` (its name) and `version:` at a spec's top level.
/// Both optional; `errorgen generate --js-package NAME` names the package for a whole run.
public struct JSPackageKeys: Sendable, Equatable {
    public var name: Name?
    public var version: Name?

    public init(name: Name? = nil, version: Name? = nil) {
        self.name = name
        self.version = version
    }
}

/// What npm accepts as a package name and a version, checked the same way for spec keys and the command line.
public enum JSPackageRules {
    /// npm's rules for new packages: 1 to 214 characters, lowercase, URL-safe (`a-z 0-9 - . _ ~`), an optional
    /// `@scope/` prefix, no leading `.` or `_`, and not `node_modules` or `favicon.ico`. Gives the problem, or nil when `name` is valid.
    public static func problem(withName name: String) -> String? {
        guard !name.isEmpty, name.utf8.count <= 214 else { return "must be 1 to 214 characters long" }
        var parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if name.hasPrefix("@") {
            guard parts.count == 2 else {
                return parts.count == 1 ? "is only a scope: a scoped name is '@scope/name', such as '\(name)/errors'"
                    : "has more than one '/': a scoped name is '@scope/name'"
            }
            parts[0].removeFirst()
        } else if parts.count != 1 {
            return "only a scoped name ('@scope/name') may contain '/'"
        } else if ["node_modules", "favicon.ico"].contains(name) {
            return "is a name npm keeps for itself"
        }
        for part in parts {
            guard let first = part.utf8.first else { return "has an empty part" }
            if first == UInt8(ascii: ".") || first == UInt8(ascii: "_") { return "a part cannot start with '.' or '_'" }
            if !part.utf8.allSatisfy(isNameByte) {
                let pasted = Confusables.firstNonASCII(in: String(part)).map { " (it holds \($0))" } ?? ""
                return "may hold only lowercase letters, digits, '-', '.', '_' and '~'" + pasted
            }
        }
        return nil
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x2E || b == 0x5F || b == 0x7E
    }

    /// Semantic Versioning 2.0: `MAJOR.MINOR.PATCH`, numbers without leading zeros, then an optional
    /// `-prerelease` and `+build` of dot-separated `[0-9A-Za-z-]` identifiers. Gives the problem, or nil.
    public static func problem(withVersion version: String) -> String? {
        let message = "must be a semantic version such as 1.2.0 (MAJOR.MINOR.PATCH, optionally -prerelease and +build)"
        var core = Substring(version)
        var build: Substring?
        var prerelease: Substring?
        if let plus = core.firstIndex(of: "+") {
            build = core[core.index(after: plus)...]
            core = core[..<plus]
        }
        if let dash = core.firstIndex(of: "-") {
            prerelease = core[core.index(after: dash)...]
            core = core[..<dash]
        }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ isNumber($0) }) else { return message }
        for tail in [prerelease, build].compactMap({ $0 }) {
            let identifiers = tail.split(separator: ".", omittingEmptySubsequences: false)
            guard identifiers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isIdentifierByte) }) else { return message }
        }
        return nil
    }

    private static func isNumber(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), text.utf8.count <= 15 else { return false }
        return text == "0" || text.first != "0"
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D
    }
}
