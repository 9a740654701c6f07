/// Compiler-style lines: `new.yaml:12:5: error: case 'x' was removed [swift]`, then a `note:` at the
/// position in the old spec, then the summary line.
public enum DiffTextRenderer {
    public static func render(_ report: DiffReport) -> [String] {
        var lines: [String] = []
        for entry in report.entries {
            let change = entry.change
            let prefix = change.location.map { "\($0): " } ?? ""
            lines.append("\(prefix)\(entry.level.rawValue): \(visible(change.message.description)) [\(change.category.rawValue)]")
            if change.newLocation != nil, let old = change.oldLocation {
                lines.append("\(old): note: the old version is here")
            }
        }
        if let summary = report.summary { lines.append(summary) }
        return lines
    }

    /// One line whatever the spec's text holds: line breaks and other controls are blanked.
    static func visible(_ text: String) -> String {
        TextSafety.lines(text).map(TextSafety.visibleLine).joined(separator: " ")
    }
}
