import Foundation

/// Reads the keys that `Docs/SpecFormat.md` and `Schema/errorgen.schema.json` declare per context,
/// and compares them with the decoder's `SpecKeys.all`.
enum SpecFormatSources {
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Context -> the keys in the first column of the table after its `<!-- keys: context -->` marker.
    static func documentedKeys(markdown: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var context: String?
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!-- keys:"), trimmed.hasSuffix("-->") {
                let name = trimmed.dropFirst("<!-- keys:".count).dropLast("-->".count)
                context = name.trimmingCharacters(in: .whitespaces)
                result[context!] = []
                inTable = false
                continue
            }
            guard let current = context else { continue }
            if trimmed.hasPrefix("|") {
                inTable = true
                if let key = firstCellKey(trimmed) { result[current]!.append(key) }
            } else if inTable || !trimmed.isEmpty {
                context = nil
            }
        }
        return result
    }

    /// The code span that makes up the first cell of a table row; nil for header and separator rows.
    private static func firstCellKey(_ row: String) -> String? {
        let cells = row.split(separator: "|", omittingEmptySubsequences: false)
        guard cells.count > 2 else { return nil }
        let cell = cells[1].trimmingCharacters(in: .whitespaces)
        guard cell.count > 2, cell.hasPrefix("`"), cell.hasSuffix("`") else { return nil }
        let inner = cell.dropFirst().dropLast()
        return inner.contains("`") ? nil : String(inner)
    }

    /// Context -> the property names the schema allows: the root's for `spec`, else `definitions.<context>`'s.
    static func schemaKeys(json: String, contexts: [String]) throws -> [String: [String]] {
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        let definitions = root["definitions"] as? [String: Any] ?? [:]
        var result: [String: [String]] = [:]
        for context in contexts {
            let schema = context == "spec" ? root : definitions[context] as? [String: Any]
            if let properties = schema?["properties"] as? [String: Any] {
                result[context] = properties.keys.sorted()
            }
        }
        return result
    }

    /// Problems, one line each, when `declared` (from `source`) differs from the decoder's keys.
    static func compare(_ declared: [String: [String]], with expected: [(context: String, keys: [String])],
                        source: String) -> [String] {
        var problems: [String] = []
        for (context, keys) in expected {
            guard let found = declared[context] else {
                problems.append("\(source) has no keys for context '\(context)'")
                continue
            }
            for key in keys where !found.contains(key) {
                problems.append("\(source) lacks key '\(key)' of context '\(context)'")
            }
            for key in found where !keys.contains(key) {
                problems.append("\(source) has key '\(key)' in context '\(context)', which the decoder does not accept")
            }
            var seen = Set<String>()
            for key in found where !seen.insert(key).inserted {
                problems.append("\(source) lists key '\(key)' of context '\(context)' twice")
            }
        }
        let known = Set(expected.map(\.context))
        for context in declared.keys.sorted() where !known.contains(context) {
            problems.append("\(source) has keys for context '\(context)', which SpecKeys.all does not have")
        }
        return problems
    }

    /// Schema objects that declare `properties` without `additionalProperties: false`, and properties
    /// without a description. Conditional refinements (`if`/`then`/`else`) only narrow declared keys.
    static func schemaStrictnessProblems(json: String) throws -> [String] {
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8))
        var problems: [String] = []
        func visit(_ node: Any, at path: String, refinement: Bool) {
            guard let schema = node as? [String: Any] else { return }
            if let properties = schema["properties"] as? [String: Any] {
                if !refinement, schema["additionalProperties"] as? Bool != false {
                    problems.append("\(path) does not set additionalProperties: false")
                }
                for (name, value) in properties {
                    if !refinement, (value as? [String: Any])?["description"] == nil {
                        problems.append("\(path)/properties/\(name) has no description")
                    }
                    visit(value, at: "\(path)/properties/\(name)", refinement: refinement)
                }
            }
            for keyword in ["definitions", "$defs"] {
                for (name, value) in schema[keyword] as? [String: Any] ?? [:] {
                    visit(value, at: "\(path)/\(keyword)/\(name)", refinement: refinement)
                }
            }
            for keyword in ["items", "additionalProperties", "propertyNames", "not", "if", "then", "else"] {
                if let value = schema[keyword] {
                    let isRefinement = refinement || keyword == "if" || keyword == "then" || keyword == "else"
                    visit(value, at: "\(path)/\(keyword)", refinement: isRefinement)
                }
            }
            for keyword in ["anyOf", "oneOf", "allOf"] {
                for (index, value) in (schema[keyword] as? [Any] ?? []).enumerated() {
                    visit(value, at: "\(path)/\(keyword)/\(index)", refinement: refinement)
                }
            }
        }
        visit(root, at: "#", refinement: false)
        return problems.sorted()
    }
}
