/// `--format json`: one object with every reported change and the summary counts.
///
///     {"changes": [{"type": "PoolError", "category": "swift", "level": "error", "kind": "caseRemoved",
///       "message": "case 'x' was removed", "new": {"file": ..., "line": 3, "column": 5}, "old": {...}}],
///      "summary": {"error": 1, "warning": 0, "info": 0}, "fails": true}
public enum DiffJSONRenderer {
    public static func render(_ report: DiffReport) -> String {
        let changes = report.entries.map { entry -> String in
            let change = entry.change
            let fields = [
                ("type", string(change.typeName)), ("category", string(change.category.rawValue)),
                ("level", string(entry.level.rawValue)), ("kind", string(change.kind)),
                ("message", string(change.message.description)),
                ("new", location(change.newLocation)), ("old", location(change.oldLocation)),
            ]
            return "    {" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        let counts = [ChangeLevel.error, .warning, .info].map { level in
            "\(string(level.rawValue)): \(report.entries.filter { $0.level == level }.count)"
        }
        let list = changes.isEmpty ? "[]" : "[\n" + changes.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"changes\": \(list),\n  \"summary\": {\(counts.joined(separator: ", "))},\n"
            + "  \"fails\": \(report.fails)\n}"
    }

    /// JSON string: the JavaScript literal errorgen writes is valid JSON.
    private static func string(_ text: String) -> String { JavaScriptLanguage.stringLiteral(text) }

    private static func location(_ location: SourceLocation?) -> String {
        guard let location else { return "null" }
        return "{\"file\": \(string(location.file)), \"line\": \(location.line), \"column\": \(location.column)}"
    }
}
