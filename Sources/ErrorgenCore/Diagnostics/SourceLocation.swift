/// A position in a spec file: 1-based line and column (columns count characters).
/// Line 0 stands for the whole file and prints as the path alone (`path: error: ...`).
///
/// Twelve bytes and no reference: the file is an index into `SourcePaths` and line and column are 32-bit. Every
/// node of the loaded tree and nearly every value of the model carries one, so a location that held the path's
/// `String` cost a retain and a release on each copy of each of them (about a fifth of the pipeline's
/// reference counting on a large spec).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's index in `SourcePaths.shared`: equal paths have equal indexes.
    let fileID: SourcePaths.ID
    private var storedLine: Int32
    private var storedColumn: Int32

    public var file: String {
        get { SourcePaths.shared.path(fileID) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourcePaths.shared.id(file), line: line, column: column)
    }

    /// A location in a file already looked up (the loader does it once per spec, not once per node).
    init(fileID: SourcePaths.ID, line: Int, column: Int) {
        self.fileID = fileID
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The whole file, for problems that have no line (a file too large to read, two specs in conflict).
    public static func wholeFile(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 0, column: 0)
    }

    public var isWholeFile: Bool { storedLine == 0 }

    /// The location `offset` characters to the right on the same line (for positions inside a scalar).
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: column + offset)
    }

    /// The same file, another line and column.
    func moved(line: Int, column: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: column)
    }

    public var description: String { isWholeFile ? file : "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.fileID != b.fileID { return a.file < b.file }
        return (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }
}
