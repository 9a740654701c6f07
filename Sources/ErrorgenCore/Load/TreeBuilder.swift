/// Builds the YAMLNode tree from a flat stream of node events without recursion.
/// Open containers live on an explicit stack and are mutated in place
/// (`stack[top].items.append`), so appending never copies a container's children.
/// Enforces depth and node-count limits, scalar keys, no merge keys and unique keys.
struct TreeBuilder {
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        /// A mapping's key, waiting for its value.
        var pendingKey: YAMLNode?
        /// Key text -> first location, built once a mapping grows past `linearKeyScanLimit`.
        var keyIndex: [String: SourceLocation]?
    }

    /// Small mappings find duplicates by scanning their pairs; bigger ones use a dictionary.
    private static let linearKeyScanLimit = 16

    private let limits: LoadLimits
    private var stack: [Frame] = []
    private var nodeCount = 0
    private(set) var root: YAMLNode?

    init(limits: LoadLimits) {
        self.limits = limits
        stack.reserveCapacity(min(limits.maxDepth, 256))
    }

    mutating func scalar(_ scalar: YAMLScalar, at location: SourceLocation) throws(DiagnosticError) {
        try countNode(at: location)
        try attach(YAMLNode(.scalar(scalar), at: location))
    }

    mutating func openContainer(isMapping: Bool, at location: SourceLocation) throws(DiagnosticError) {
        try countNode(at: location)
        if let top = stack.indices.last, stack[top].isMapping, stack[top].pendingKey == nil {
            let noun = isMapping ? "a mapping" : "a list"
            throw Self.error("a mapping key must be a plain value, not \(noun)", at: location)
        }
        guard stack.count < limits.maxDepth else {
            throw Self.error("the spec is nested too deeply (more than \(limits.maxDepth) levels)", at: location)
        }
        var frame = Frame(isMapping: isMapping, location: location)
        // Most spec containers hold a few entries: one allocation instead of growing 1, 2, 4.
        if isMapping { frame.pairs.reserveCapacity(4) } else { frame.items.reserveCapacity(4) }
        stack.append(frame)
    }

    mutating func closeContainer() throws(DiagnosticError) {
        let frame = stack.removeLast()
        let kind: YAMLNode.Kind = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        try attach(YAMLNode(kind, at: frame.location))
    }

    private mutating func countNode(at location: SourceLocation) throws(DiagnosticError) {
        nodeCount += 1
        guard nodeCount <= limits.maxNodes else {
            throw Self.error("the spec has too many nodes (more than \(limits.maxNodes))", at: location)
        }
    }

    private mutating func attach(_ node: consuming YAMLNode) throws(DiagnosticError) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        try Self.attach(node, to: &stack[stack.count - 1])
    }

    /// Works on the open container in place: no copy of its children.
    private static func attach(_ node: consuming YAMLNode, to frame: inout Frame) throws(DiagnosticError) {
        if !frame.isMapping {
            frame.items.append(node)
        } else if let key = frame.pendingKey.take() {
            frame.pairs.append(YAMLPair(key: key, value: node))
        } else {
            try checkKey(node, in: &frame)
            frame.pendingKey = node
        }
    }

    private static func checkKey(_ key: borrowing YAMLNode, in frame: inout Frame) throws(DiagnosticError) {
        guard case .scalar(let scalar) = key.kind else { return }  // containers are refused when opened
        if scalar.style == .plain && scalar.tag == nil && scalar.value == "<<" {
            throw error("merge keys ('<<') are not supported in specs", at: key.location)
        }
        if let first = firstLocation(ofKey: scalar.value, in: frame) {
            throw error("duplicate key '\(scalar.value)'; it is first defined on line \(first.line)", at: key.location)
        }
        if frame.keyIndex != nil {
            frame.keyIndex![scalar.value] = key.location
        } else if frame.pairs.count >= linearKeyScanLimit {
            var index: [String: SourceLocation] = [:]
            index.reserveCapacity(frame.pairs.count * 2)
            for pair in frame.pairs { index[pair.keyText] = pair.key.location }
            index[scalar.value] = key.location
            frame.keyIndex = index
        }
    }

    private static func firstLocation(ofKey text: String, in frame: borrowing Frame) -> SourceLocation? {
        if let index = frame.keyIndex { return index[text] }
        for i in frame.pairs.indices {
            if case .scalar(let scalar) = frame.pairs[i].key.kind, scalar.value == text {
                return frame.pairs[i].key.location
            }
        }
        return nil
    }

    static func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError([.error(message, at: location)])
    }
}
