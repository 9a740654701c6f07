/// Shared state while decoding one spec: the diagnostics found so far.
/// Decoding never stops at the first problem; each reader reports and returns nil.
final class DecodeContext {
    var bag = DiagnosticBag()

    func error(_ message: String, at location: SourceLocation?) {
        bag.error(message, at: location)
    }

    /// The node's pairs, or an error naming what was expected.
    func mapping(_ node: YAMLNode, _ what: String) -> [YAMLPair]? {
        if case .mapping(let pairs) = node.kind { return pairs }
        error("expected \(what) to be a mapping, found \(node.kindDescription)", at: node.location)
        return nil
    }

    func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        if case .sequence(let items) = node.kind { return items }
        error("expected \(what) to be a list, found \(node.kindDescription)", at: node.location)
        return nil
    }

    func scalar(_ node: YAMLNode, _ what: String) -> YAMLScalar? {
        if case .scalar(let s) = node.kind, !s.isNull { return s }
        error("expected \(what) to be a string, found \(node.kindDescription)", at: node.location)
        return nil
    }

    func string(_ node: YAMLNode, _ what: String) -> String? {
        scalar(node, what)?.value
    }

    /// A name: a scalar with the location of its first character.
    func name(_ node: YAMLNode, _ what: String) -> Name? {
        guard let s = scalar(node, what) else { return nil }
        return Name(s.value, at: contentLocation(node))
    }

    func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        if case .scalar(let s) = node.kind, s.style == .plain {
            switch s.value {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error("expected \(what) to be true or false", at: node.location)
        return nil
    }

    func int(_ node: YAMLNode, _ what: String) -> Int? {
        if case .scalar(let s) = node.kind, s.style == .plain, let value = Int(s.value) { return value }
        error("expected \(what) to be an integer", at: node.location)
        return nil
    }

    /// Where a scalar's text starts (after an opening quote).
    func contentLocation(_ node: YAMLNode) -> SourceLocation {
        if case .scalar(let s) = node.kind { return node.location.advanced(by: s.style.contentOffset) }
        return node.location
    }

    /// A list given either as a YAML list or as a single item.
    func items(_ node: YAMLNode) -> [YAMLNode] {
        if case .sequence(let items) = node.kind { return items }
        return [node]
    }
}

/// Reads one mapping's keys: rejects unknown keys (with a suggestion) and reports missing required ones.
struct KeyedReader {
    let pairs: [YAMLPair]
    let location: SourceLocation
    let what: String
    let context: DecodeContext

    init?(_ node: YAMLNode, _ what: String, allowed: [String], context: DecodeContext) {
        guard let pairs = context.mapping(node, what) else { return nil }
        self.pairs = pairs
        self.location = node.location
        self.what = what
        self.context = context
        // By index throughout: `for pair in pairs` and `pairs.first { ... }` copy whole pairs (key and value
        // nodes with their strings and child arrays) only to read one field.
        for i in pairs.indices where !allowed.contains(pairs[i].keyText) {
            let key = pairs[i].keyText
            context.error("unknown key '\(key)' in \(what)\(Suggestion.didYouMean(key, among: allowed)); "
                + "allowed keys: \(allowed.joined(separator: ", "))", at: pairs[i].key.location)
        }
    }

    subscript(key: String) -> YAMLNode? {
        pairs.firstIndex { $0.keyText == key }.map { pairs[$0].value }
    }

    func keyLocation(_ key: String) -> SourceLocation? {
        pairs.firstIndex { $0.keyText == key }.map { pairs[$0].key.location }
    }

    func required(_ key: String) -> YAMLNode? {
        if let node = self[key] { return node }
        context.error("\(what) is missing required key '\(key)'", at: location)
        return nil
    }

    func string(_ key: String) -> String? {
        self[key].flatMap { context.string($0, "'\(key)'") }
    }

    func name(_ key: String) -> Name? {
        required(key).flatMap { context.name($0, "'\(key)'") }
    }
}
