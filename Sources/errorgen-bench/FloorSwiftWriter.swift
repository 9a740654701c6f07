/// The compile-time floor for generated Swift: the same enum cases and payloads as the synthetic
/// spec, and one `switch` per derived property (`retryable`, `retryAfter`, `serverCode`) with one
/// line per case, written the way a person would, with nothing else (no description, details,
/// inbound, constructors).
///
/// Up to `chunk` cases the switch is exhaustive. Beyond that Swift 6.3 gives up on exhaustive
/// switches ("unable to check that this switch is exhaustive in reasonable time" from about 2,000
/// cases when a third carry payloads), so the switch is split swift-protobuf style into private
/// functions of `chunk` cases each, chained through `default:`.
enum FloorSwiftWriter {
    static let chunk = 500

    static func swift(count: Int) -> String {
        let cases = SyntheticCases.make(count: count)
        var out = ""
        out.reserveCapacity(count * 260)
        out += "// Floor file written by errorgen-bench: \(count) cases.\nimport Foundation\n\n"
        out += "public enum \(SpecYAMLWriter.typeName): Error, Sendable, Equatable {\n"
        for c in cases {
            let payload = c.payload.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            out += payload.isEmpty ? "    case \(c.name)\n" : "    case \(c.name)(\(payload))\n"
        }
        out += "}\n\nextension \(SpecYAMLWriter.typeName) {\n"
        property("retryable", "Bool", cases, into: &out) { c in
            if let swift = c.retryableSwift { return (pattern(c, binding: usedFields(c, in: swift)), swift) }
            return (pattern(c, binding: []), c.retryableConstant == true ? "true" : "false")
        }
        property("retryAfter", "Int?", cases, into: &out) { c in
            guard let field = c.retryAfterField else { return (pattern(c, binding: []), "nil") }
            return (pattern(c, binding: [field]), field)
        }
        property("serverCode", "String?", cases, into: &out) { c in
            (pattern(c, binding: []), c.codes.first.map { "\"\($0.code)\"" } ?? "nil")
        }
        out += "}\n"
        return out
    }

    private static func property(_ name: String, _ type: String, _ cases: [SyntheticCase], into out: inout String,
                                 _ line: (SyntheticCase) -> (pattern: String, value: String)) {
        guard cases.count > chunk else {
            out += "    public var \(name): \(type) {\n        switch self {\n"
            for c in cases { caseLine(c, line, into: &out) }
            out += "        }\n    }\n\n"
            return
        }
        let parts = stride(from: 0, to: cases.count, by: chunk).map { cases[$0..<min($0 + chunk, cases.count)] }
        out += "    public var \(name): \(type) { _\(name)0() }\n\n"
        for (k, part) in parts.enumerated() {
            out += "    private func _\(name)\(k)() -> \(type) {\n        switch self {\n"
            for c in part { caseLine(c, line, into: &out) }
            let next = k + 1 < parts.count ? "_\(name)\(k + 1)()" : (type == "Bool" ? "false" : "nil")
            out += "        default: return \(next)\n        }\n    }\n\n"
        }
    }

    private static func caseLine(_ c: SyntheticCase, _ line: (SyntheticCase) -> (pattern: String, value: String),
                                 into out: inout String) {
        let (pattern, value) = line(c)
        out += "        case \(pattern): return \(value)\n"
    }

    /// `.name`, `.name(let a, _)`: binds only the fields in `binding`.
    private static func pattern(_ c: SyntheticCase, binding: Set<String>) -> String {
        guard !c.payload.isEmpty else { return ".\(c.name)" }
        if binding.isEmpty { return ".\(c.name)" }
        return ".\(c.name)(" + c.payload.map { binding.contains($0.name) ? "let \($0.name)" : "_" }
            .joined(separator: ", ") + ")"
    }

    private static func usedFields(_ c: SyntheticCase, in swift: String) -> Set<String> {
        Set(c.payload.map(\.name).filter { swift.contains($0) })
    }
}
