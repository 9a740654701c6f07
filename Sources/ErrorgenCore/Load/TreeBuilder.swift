/// Builds the YAMLNode tree from a flat stream of node events without recursion.
/// The children of open containers wait on one shared `NodeStack` and are moved into an
/// exactly sized array when their container closes: one allocation per container, no copies,
/// no spare capacity (a tree of 20,000 cases is about a third smaller than with per-container
/// arrays that grow). Enforces depth and node-count limits, scalar keys, no merge keys and unique keys.
/// A struct, not a class: every event changes it, and a class's stored properties are checked for exclusive
/// access at run time on each change.
struct TreeBuilder {
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        /// Where this container's children start on `children`.
        let start: Int
        /// Key text -> first location, built once a mapping grows past `linearKeyScanLimit`.
        var keyIndex: [String: SourceLocation]?
        /// The last key was a duplicate (reported and dropped): its value is dropped too.
        var skipValue = false
        /// The duplicate keys reported in this mapping so far, and where on `recoverable` (one diagnostic for all).
        var duplicates: [String] = []
        var duplicateSet: Set<String> = []
        var duplicateDiagnostic: Int?
    }

    /// Small mappings find duplicates by scanning their keys; bigger ones use a dictionary.
    private static let linearKeyScanLimit = 16

    private let limits: LoadLimits
    private var stack: [Frame] = []
    private let children = NodeStack()
    private var nodeCount = 0
    private(set) var root: YAMLNode?
    /// Problems that do not stop loading (a key written twice: the first one is kept; an anchor, alias, tag or
    /// merge key).
    private(set) var recoverable: [Diagnostic] = []
    /// Where each key written twice is first written: its mapping lost the second value.
    private(set) var duplicatedKeys: Set<SourceLocation> = []
    /// False once an alias or a merge key lost a value: the tree is then only loaded to report every problem.
    private(set) var isComplete = true

    init(limits: LoadLimits) {
        self.limits = limits
        stack.reserveCapacity(min(limits.maxDepth, 256))
    }

    mutating func scalar(_ scalar: YAMLScalar, at location: SourceLocation) throws(DiagnosticError) {
        try countNode(at: location)
        if scalar.style == .plain, scalar.value.utf8.first == UInt8(ascii: "-") { checkDashedValue(scalar, at: location) }
        if scalar.style == .plain, let slip = YAMLSlips.keyBeforeUnicodeSpace(in: scalar.value) {
            // The key and its value are one text: the tree is no spec, and its errors would only repeat this one.
            report(slip.message, at: location.advanced(by: slip.offset), treeStaysComplete: false)
        }
        try attach(YAMLNode(.scalar(scalar), at: location))
    }

    /// `codes:` with `-invalid_api_key` on the next line: the space after the dash is missing, so YAML reads no
    /// list but one text, which would be taken as it is. A plain value that starts its own line below its key with
    /// '-' and a letter is that slip (a negative number is not).
    private mutating func checkDashedValue(_ scalar: YAMLScalar, at location: SourceLocation) {
        guard let top = stack.last, top.isMapping, !expectsKey(top), !top.skipValue, children.count > top.start,
              let second = scalar.value.unicodeScalars.dropFirst().first,
              second.properties.isAlphabetic || second == "_" else { return }
        let keyLine = children.withNode(at: children.count - 1) { $0.location.line }
        guard keyLine < location.line else { return }
        let item = scalar.value.dropFirst()
        report("put a space after '-' to start a list item: '- \(item)' (YAML reads "
               + "\(TextQuote.quoted(scalar.value, "'")) as one text)", at: location)
    }

    mutating func openContainer(isMapping: Bool, at location: SourceLocation) throws(DiagnosticError) {
        try countNode(at: location)
        if let top = stack.last, top.isMapping, expectsKey(top), !top.skipValue {
            // `[rateLimited, server]: true`: several keys meant to share a value.
            let what = isMapping ? "a mapping" : "a list; to give several keys one value, write each key with the value"
            throw Self.error("a mapping key must be a plain value, not \(what)", at: location)
        }
        guard stack.count < limits.maxDepth else {
            throw Self.error("the spec is nested too deeply (more than \(limits.maxDepth) levels)", at: location)
        }
        stack.append(Frame(isMapping: isMapping, location: location, start: children.count))
    }

    /// Reports a problem that does not stop loading.
    mutating func report(_ message: String, at location: SourceLocation, treeStaysComplete: Bool = true) {
        recoverable.append(.error(message, at: location))
        if !treeStaysComplete { isComplete = false }
    }

    /// An alias (already reported) stands for nothing: as a key it drops its pair, as a value it is a null
    /// placeholder, and the tree is incomplete.
    mutating func alias(at location: SourceLocation) throws(DiagnosticError) {
        report("anchors and aliases are not supported in specs; write the value out in full at each place", at: location,
               treeStaysComplete: false)
        if let top = stack.indices.last, stack[top].isMapping, expectsKey(stack[top]), !stack[top].skipValue {
            stack[top].skipValue = true
            return
        }
        try attach(YAMLNode(.scalar(YAMLScalar("", style: .plain)), at: location))
    }

    mutating func closeContainer() throws(DiagnosticError) {
        let frame = stack.removeLast()
        let kind: YAMLNode.Kind = frame.isMapping
            ? .mapping(children.movePairs(from: frame.start))
            : .sequence(children.moveItems(from: frame.start))
        try attach(YAMLNode(kind, at: frame.location))
    }

    private mutating func countNode(at location: SourceLocation) throws(DiagnosticError) {
        nodeCount += 1
        guard nodeCount <= limits.maxNodes else {
            throw Self.error("the spec has too many nodes (more than \(limits.maxNodes))", at: location)
        }
    }

    /// Whether the next node in this mapping is a key (an even number of children so far).
    private func expectsKey(_ frame: Frame) -> Bool {
        (children.count - frame.start) % 2 == 0
    }

    private mutating func attach(_ node: consuming YAMLNode) throws(DiagnosticError) {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        if stack[top].skipValue {
            stack[top].skipValue = false
            return
        }
        if stack[top].isMapping, expectsKey(stack[top]), try !checkKey(node, inFrame: top) {
            stack[top].skipValue = true
            return
        }
        children.push(node)
    }

    /// Whether the key can be kept: a duplicate is reported (loading goes on with the first one) and dropped.
    /// `top` is the index of the key's mapping on `stack`.
    private mutating func checkKey(_ key: borrowing YAMLNode, inFrame top: Int) throws(DiagnosticError) -> Bool {
        guard case .scalar(let scalar) = key.kind else { return true }  // containers are refused when opened
        // The length first: only `<<` itself is String-equal to `<<` (no other text is canonically equivalent to
        // it), and comparing every key's text with it costs a call into the runtime.
        if scalar.style == .plain && scalar.tag == nil && scalar.value.utf8.count == 2 && scalar.value == "<<" {
            report("merge keys ('<<') are not supported in specs", at: key.location, treeStaysComplete: false)
            return false
        }
        if let first = firstLocation(ofKey: scalar.value, in: stack[top]) {
            duplicatedKeys.insert(first)
            if stack[top].duplicateSet.insert(scalar.value).inserted { stack[top].duplicates.append(scalar.value) }
            // Several keys written again in one mapping are one slip (a deleted '- name:' line joins an item's
            // keys to the item above; a block pasted twice): one error at the first, naming them all.
            if let index = stack[top].duplicateDiagnostic, stack[top].duplicates.count > 1 {
                // Only the names shown are quoted: a mapping with thousands of keys written twice stays linear.
                let duplicates = stack[top].duplicates
                let shown = duplicates.prefix(5).map { TextQuote.quoted($0, "'") }
                let names = duplicates.count > 5 ? shown.joined(separator: ", ") + " and \(duplicates.count - 5) more"
                    : EnglishList.joined(shown)
                let item = top > 0 && !stack[top - 1].isMapping
                    ? "; if a line that starts an item ('- name: ...') was deleted above them, put it back" : ""
                recoverable[index].message = "duplicate keys \(names): they are written twice in this mapping"
                    + " (the second time from line \(recoverable[index].location?.line ?? key.location.line))" + item
                return false
            }
            if stack[top].duplicateDiagnostic != nil { return false }  // the same key once more
            stack[top].duplicateDiagnostic = recoverable.count
            recoverable.append(.error("duplicate key \(TextQuote.quoted(scalar.value, "'"))",
                                      at: key.location).note("'\(scalar.value)' is first defined here", at: first))
            return false
        }
        let keyCount = (children.count - stack[top].start) / 2
        if stack[top].keyIndex != nil {
            stack[top].keyIndex![scalar.value] = key.location
        } else if keyCount >= Self.linearKeyScanLimit {
            var index: [String: SourceLocation] = [:]
            index.reserveCapacity(keyCount * 2)
            for i in stride(from: stack[top].start, to: children.count, by: 2) {
                children.withNode(at: i) { node in
                    if case .scalar(let s) = node.kind { index[s.value] = node.location }
                }
            }
            index[scalar.value] = key.location
            stack[top].keyIndex = index
        }
        return true
    }

    private func firstLocation(ofKey text: String, in frame: Frame) -> SourceLocation? {
        if let index = frame.keyIndex { return index[text] }
        for i in stride(from: frame.start, to: children.count, by: 2) {
            let found = children.withNode(at: i) { node -> SourceLocation? in
                if case .scalar(let s) = node.kind, s.value == text { return node.location }
                return nil
            }
            if let found { return found }
        }
        return nil
    }

    static func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError([.error(message, at: location)])
    }
}
