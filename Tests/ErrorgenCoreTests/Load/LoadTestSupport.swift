import ErrorgenCore

/// Helpers shared by the Load tests.
enum LoadTestSupport {
    static let path = "Specs/T.yaml"

    static func load(_ text: String, limits: LoadLimits = LoadLimits()) throws -> YAMLNode {
        try YAMLLoader.load(Array(text.utf8), path: path, limits: limits)
    }

    /// The single diagnostic a failing load reports, as printed; nil when the load succeeds.
    static func failure(_ bytes: [UInt8], limits: LoadLimits = LoadLimits()) -> String? {
        do {
            _ = try YAMLLoader.load(bytes, path: path, limits: limits)
            return nil
        } catch {
            return error.diagnostics.count == 1 ? error.diagnostics[0].description : error.description
        }
    }

    static func failure(_ text: String, limits: LoadLimits = LoadLimits()) -> String? {
        failure(Array(text.utf8), limits: limits)
    }
}

extension YAMLNode {
    /// The value under `key` in a mapping.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        return pairs.first { $0.keyText == key }?.value
    }

    /// The item at `index` in a list.
    subscript(index: Int) -> YAMLNode? {
        guard case .sequence(let items) = kind, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var scalar: YAMLScalar? {
        if case .scalar(let s) = kind { return s }
        return nil
    }

    /// `line:column` of the node.
    var at: String { "\(location.line):\(location.column)" }
}
