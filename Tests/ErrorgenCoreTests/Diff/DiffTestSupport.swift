import Testing
@testable import ErrorgenCore

/// The old spec of the change-kind tests: every part the diff compares, small.
let diffBaseSpec = """
name: E
errorDomain: com.example.E
cases:
  - name: offline
  - name: tooLarge
    payload:
      - {name: limit, type: Int}
    codes: [too_large]
  - name: service
    payload:
      - {name: status, type: Int}
    codes: [service, server_error]
  - name: legacy
    codes: [legacy_code]
properties:
  - name: retryable
    type: Bool
    default: false
    values:
      offline: true
      service: {rule: "status >= 500"}
  - name: serverCode
    type: String?
    default: {code: primary}
inbound:
  parameters:
    - {name: serverCode, type: String?, role: code}
    - {name: status, type: Int, role: status}
    - {name: limit, type: Int?, default: 0}
  statuses:
    - {status: 413, case: tooLarge}
  fallback: service
constructors:
  - name: huge
    parameters:
      - {name: size, type: Int}
    case: tooLarge
    set: {limit: "{size}"}
bridge:
  - {name: code, value: case}
  - {name: message, value: description}
  - retryable
  - serverCode

"""

/// `text` with each `(old, new)` replaced once; the old text must be there.
func edited(_ text: String, _ replacements: (String, String)..., sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    var result = text
    for (old, new) in replacements {
        guard let range = result.range(of: old) else {
            Issue.record("'\(old)' is not in the spec", sourceLocation: sourceLocation)
            continue
        }
        result.replaceSubrange(range, with: new)
    }
    return result
}

/// Compiles both versions (as old.yaml and new.yaml; both must be valid) and compares them.
func specChanges(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [SpecChange] {
    let before = SpecPipeline.compile(bytes: Array(old.utf8), path: "old.yaml")
    let after = SpecPipeline.compile(bytes: Array(new.utf8), path: "new.yaml")
    guard let oldSpec = before.spec, let newSpec = after.spec else {
        Issue.record(Comment(rawValue: "invalid spec:\n" + (before.diagnostics + after.diagnostics).map(\.description).joined(separator: "\n")),
                     sourceLocation: sourceLocation)
        return []
    }
    return SpecDiff.compare(old: oldSpec, new: newSpec)
}

/// The compiler-style lines (changes and notes, without the summary) for the default policy.
func diffLines(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    let report = DiffReport(specChanges(old, new, sourceLocation: sourceLocation), policy: DiffPolicy())
    return Array(DiffTextRenderer.render(report).dropLast(report.entries.isEmpty ? 0 : 1))
}

/// `file:line:column` of the `occurrence`-th `needle` in `text` (1-based), as diagnostics print it.
func position(of needle: String, in text: String, file: String, occurrence: Int = 1) -> String {
    var seen = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var rest = line[...]
        while let range = rest.range(of: needle) {
            seen += 1
            if seen == occurrence {
                return "\(file):\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
            }
            rest = line[range.upperBound...]
        }
    }
    return "\(file): '\(needle)' not found"
}

/// Expects exactly one change of `kind` in `category`: its line at NEW and its note at OLD (nil: none).
func expectChange(_ changes: [SpecChange], kind: String, category: ChangeCategory, line: String, note: String?,
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let matching = changes.filter { $0.kind == kind && $0.category == category }
    let all = changes.map { "\($0.kind) [\($0.category)]: \($0.message)" }.joined(separator: "\n")
    guard matching.count == 1, let change = matching.first else {
        Issue.record("expected one '\(kind)' change, got \(matching.count):\n\(all)", sourceLocation: sourceLocation)
        return
    }
    #expect(change.category == category, sourceLocation: sourceLocation)
    let rendered = DiffTextRenderer.render(DiffReport([change], policy: DiffPolicy()))
    #expect(rendered.first == line, sourceLocation: sourceLocation)
    let expectedNote = note.map { "\($0): note: the old version is here" }
    #expect((rendered.count == 3 ? rendered[1] : nil) == expectedNote, sourceLocation: sourceLocation)
}
