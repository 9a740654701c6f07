/// One problem found in a spec or on disk, printed compiler-style:
/// `path:line:column: error: message`, or `path: error: message` for the whole file,
/// each note on its own line after it (`path:line:column: note: first used here`).
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    /// Other places that explain this one ("first defined here"), printed after it.
    public var notes: [Diagnostic] = []

    public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    /// This diagnostic with a note at another place.
    public func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        var copy = self
        copy.notes.append(Diagnostic(.note, at: location, message))
        return copy
    }

    /// The first line alone, without the notes.
    public var headline: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }

    public var description: String {
        ([headline] + notes.map(\.headline)).joined(separator: "\n")
    }
}

/// Several diagnostics, thrown together when a stage cannot go on.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// Collects diagnostics while a stage keeps going, so one run reports every problem.
/// The same message at the same place is kept once.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        var location: SourceLocation?
        var message: String
    }

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// How many diagnostics so far: a reader compares counts to learn whether a part failed.
    public var count: Int { diagnostics.count }

    public mutating func error(_ message: String, at location: SourceLocation?) {
        append(.error(message, at: location))
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        guard seen.insert(Key(location: diagnostic.location, message: diagnostic.message)).inserted else { return }
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other { append(diagnostic) }
    }

    /// Every diagnostic by file, line and column (stable for equal places); whole-file ones first.
    public var sorted: [Diagnostic] { Diagnostic.sortedByPlace(diagnostics) }
}

extension Diagnostic {
    /// By file, line and column, stable for equal places (whole-file ones first in their file);
    /// diagnostics without a location last, in their order.
    public static func sortedByPlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (x?, y?): return x != y ? x < y : a.offset < b.offset
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
