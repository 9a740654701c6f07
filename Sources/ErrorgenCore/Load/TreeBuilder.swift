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
        stack.append(Frame(isMapping: isMapping, location: location))
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

    private mutating func attach(_ node: YAMLNode) throws(DiagnosticError) {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pendingKey = nil
            stack[top].pairs.append(YAMLPair(key: key, value: node))
        } else {
            try checkKey(node, inFrame: top)
            stack[top].pendingKey = node
        }
    }

    private mutating func checkKey(_ key: YAMLNode, inFrame top: Int) throws(DiagnosticError) {
        guard case .scalar(let scalar) = key.kind else { return }  // containers are refused when opened
        if scalar.style == .plain && scalar.tag == nil && scalar.value == "<<" {
            throw Self.error("merge keys ('<<') are not supported in specs", at: key.location)
        }
        if let first = firstLocation(ofKey: scalar.value, inFrame: top) {
            throw Self.error("duplicate key '\(scalar.value)'; it is first defined on line \(first.line)", at: key.location)
        }
        if stack[top].keyIndex != nil {
            stack[top].keyIndex![scalar.value] = key.location
        } else if stack[top].pairs.count >= Self.linearKeyScanLimit {
            var index: [String: SourceLocation] = [:]
            index.reserveCapacity(stack[top].pairs.count * 2)
            for pair in stack[top].pairs { index[pair.keyText] = pair.key.location }
            index[scalar.value] = key.location
            stack[top].keyIndex = index
        }
    }

    private func firstLocation(ofKey text: String, inFrame top: Int) -> SourceLocation? {
        if let index = stack[top].keyIndex { return index[text] }
        for pair in stack[top].pairs where pair.keyText == text { return pair.key.location }
        return nil
    }

    static func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError([.error(message, at: location)])
    }
}
