/// A position in a spec file: 1-based line and column (columns count characters).
/// Line 0 stands for the whole file and prints as the path alone (`path: error: ...`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The whole file, for problems that have no line (a file too large to read, two specs in conflict).
    public static func wholeFile(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 0, column: 0)
    }

    public var isWholeFile: Bool { line == 0 }

    /// The location `offset` characters to the right on the same line (for positions inside a scalar).
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public var description: String { isWholeFile ? file : "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
