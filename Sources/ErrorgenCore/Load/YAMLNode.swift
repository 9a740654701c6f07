/// A YAML node as the loader produces it: every node knows where it starts.
/// Anchors and aliases never appear here (the loader rejects them), and mapping
/// keys are unique scalars (the loader rejects duplicates and non-scalar keys).
public struct YAMLNode: Sendable {
    public enum Kind: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// A mapping's `name:` text as written (nil for anything else), for messages about items not yet decoded.
    var nameText: String? {
        guard let i = nameIndex, case .mapping(let pairs) = kind, case .scalar(let s) = pairs[i].value.kind, !s.isNull
        else { return nil }
        return s.value
    }

    /// Where a mapping's `name:` value is, else where the node is: the place of an item not yet decoded.
    var nameLocation: SourceLocation {
        guard let i = nameIndex, case .mapping(let pairs) = kind else { return location }
        return pairs[i].value.location
    }

    /// The index of a mapping's `name` pair. By index: `pairs.first { ... }` would copy each pair.
    private var nameIndex: Int? {
        guard case .mapping(let pairs) = kind else { return nil }
        return pairs.indices.first { pairs[$0].keyText == "name" }
    }

    /// A mapping, or a null (`key:` with nothing after it).
    var isMappingOrNull: Bool {
        switch kind {
        case .mapping: return true
        case .scalar(let s): return s.isNull
        case .sequence: return false
        }
    }

    /// A short noun for messages: "a scalar", "a list", "a mapping", "null".
    public var kindDescription: String {
        switch kind {
        case .scalar(let s): return s.isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

public struct YAMLScalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        /// Unquoted: `true`, `12`, `null` keep their YAML 1.2 core-schema meaning.
        case plain
        /// The rest are always strings.
        case singleQuoted
        case doubleQuoted
        case literal
        case folded

        /// Columns between the node's start and its first content character on the same line
        /// (1 for an opening quote), used to point inside a scalar.
        public var contentOffset: Int {
            switch self {
            case .singleQuoted, .doubleQuoted: return 1
            case .plain, .literal, .folded: return 0
            }
        }
    }

    public var value: String
    public var style: Style
    /// An explicit tag such as `!!str`, if any.
    public var tag: String?

    public init(_ value: String, style: Style, tag: String? = nil) {
        self.value = value
        self.style = style
        self.tag = tag
    }

    /// `~`, `null`, `Null`, `NULL` or an empty plain scalar.
    public var isNull: Bool {
        // The length first: nearly every scalar is longer, and comparing it with each spelling costs more.
        style == .plain && tag == nil && value.utf8.count <= 4 && ["", "~", "null", "Null", "NULL"].contains(value)
    }
}

public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }

    /// The key's text (keys are always scalars).
    public var keyText: String {
        if case .scalar(let s) = key.kind { return s.value }
        return ""
    }

    /// Whether the key's text is `text`: compared in place, without the copy `keyText == text` makes.
    func hasKey(_ text: String) -> Bool {
        if case .scalar(let s) = key.kind { return s.value == text }
        return text.isEmpty
    }
}
