/// Bounds the loader enforces so a hostile or broken spec fails fast instead of
/// exhausting time or memory.
public struct LoadLimits: Sendable {
    /// Largest accepted file, checked before parsing.
    public var maxBytes: Int
    /// Deepest accepted nesting of lists and mappings (the root container is level 1).
    public var maxDepth: Int
    /// Longest accepted scalar, in UTF-8 bytes after YAML unescaping and folding.
    public var maxScalarLength: Int
    /// Most nodes (scalars, lists and mappings, keys included) in one spec.
    public var maxNodes: Int

    public init(
        maxBytes: Int = 16 * 1024 * 1024,
        maxDepth: Int = 64,
        maxScalarLength: Int = 1024 * 1024,
        maxNodes: Int = 2_000_000
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxScalarLength = maxScalarLength
        self.maxNodes = maxNodes
    }
}
