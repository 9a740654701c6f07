import CYAML

/// The Load stage: spec bytes -> YAMLNode tree, every node with its file:line:column.
/// It rejects what a spec never needs (several documents, anchors, aliases, merge keys,
/// custom tags, duplicate or non-scalar keys) and enforces `LoadLimits`. Whether the root
/// is a mapping is the decoder's concern.
public enum YAMLLoader {
    /// A file with no spec in it: empty, only comments, or a document with nothing in it (`---` alone).
    static let emptySpecMessage = "the spec is empty"

    /// The tree, or every problem found: a duplicate key fails the load too.
    public static func load(
        _ bytes: [UInt8], path: String, limits: LoadLimits = LoadLimits()
    ) throws(DiagnosticError) -> YAMLNode {
        let result = try loadRecovering(bytes, path: path, limits: limits)
        guard result.diagnostics.isEmpty else { throw DiagnosticError(result.diagnostics) }
        return result.root
    }

    /// The tree and the problems that did not stop loading: a key written twice is reported and its second
    /// value dropped, so the rest of the spec can still be decoded and checked. Anything else throws.
    /// `duplicatedKeys` holds where each such key is first written: what its mapping holds is incomplete.
    public static func loadRecovering(
        _ bytes: [UInt8], path: String, limits: LoadLimits = LoadLimits()
    ) throws(DiagnosticError) -> (root: YAMLNode, diagnostics: [Diagnostic], duplicatedKeys: Set<SourceLocation>) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard bytes.count <= limits.maxBytes else {
            throw TreeBuilder.error(
                "the spec is \(bytes.count) bytes, more than the limit of \(limits.maxBytes) bytes", at: .wholeFile(path))
        }
        if let problem = EncodingSlips.otherEncoding(bytes) {
            throw TreeBuilder.error(problem, at: start)
        }
        return try bytes.withUnsafeBufferPointer {
            (buffer) throws(DiagnosticError) -> (YAMLNode, [Diagnostic], Set<SourceLocation>) in
            try LibYAMLEventLoop(input: buffer, path: path, limits: limits).run()
        }
    }
}
