/// The compile-time floor for generated Swift: the same public API as the file errorgen writes for
/// the synthetic spec (every case and payload, `caseName`, `description`, the derived properties,
/// the inbound initializer, the constructors, the details struct and `errorDetails`, `Equatable`,
/// `CustomNSError` and the React Native rejection), written the way a careful engineer would write it by hand, so that figure (4)
/// measures the shape of the generated code and not how much it does. Documentation comments are
/// left out (the compiler only skips them).
///
/// Up to `chunk` cases a `switch self` is exhaustive. Beyond that Swift 6.3 gives up on exhaustive
/// switches ("unable to check that this switch is exhaustive in reasonable time" from about 2,000
/// cases when a third carry payloads), so every switch is split swift-protobuf style into private
/// functions of `chunk` cases each, chained through `default:`. 256 rather than swift-protobuf's
/// 500: at 2,000 cases the 500-case floor took 11.8 s and 401 MB in `-Onone`, the 256-case one
/// 10.3 s and 338 MB (the cost of one function grows faster than its number of cases).
enum FloorSwiftWriter {
    /// Cases per function (`errorgen-bench floor N FILE --chunk K` to try another size).
    nonisolated(unsafe) static var chunk = 256

    static func swift(count: Int) -> String {
        let cases = SyntheticCases.make(count: count)
        var out = ""
        out.reserveCapacity(count * 900)
        let type = SpecYAMLWriter.typeName
        out += "// Floor file written by errorgen-bench: \(count) cases.\nimport Foundation\n\n"
        out += "public enum \(type): Error, Sendable, Equatable, CustomStringConvertible {\n"
        for c in cases {
            let payload = c.payload.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            out += payload.isEmpty ? "    case \(c.name)\n" : "    case \(c.name)(\(payload))\n"
        }
        out += "}\n\nextension \(type) {\n"
        writeProperties(cases, into: &out)
        out += "}\n\n"
        writeEquatable(cases, into: &out)
        writeInbound(cases, into: &out)
        writeConstructors(cases, into: &out)
        writeDetails(into: &out)
        writeBridging(cases, into: &out)
        return out
    }

    private static func writeProperties(_ cases: [SyntheticCase], into out: inout String) {
        switchOverSelf("public var caseName: String", cases, into: &out) { c in
            (pattern(c, binding: []), "\"\(c.name)\"")
        }
        switchOverSelf("public var description: String", cases, into: &out) { c in
            guard !c.payload.isEmpty else { return (pattern(c, binding: []), "\"\(c.name)\"") }
            let values = c.payload.map { field -> String in
                switch field.type {
                case "String": return "\(field.name): \\(String(reflecting: \(field.name)))"
                case "String?", "Int?", "Double?", "Bool?": return "\(field.name): \\(Self.printed(\(field.name)))"
                default: return "\(field.name): \\(\(field.name))"
                }
            }
            return (pattern(c, binding: Set(c.payload.map(\.name))), "\"\(c.name)(\(values.joined(separator: ", ")))\"")
        }
        out += """
                private static func printed(_ value: String?) -> String { value.map { String(reflecting: $0) } ?? "nil" }
                private static func printed<Value>(_ value: Value?) -> String { value.map { String(describing: $0) } ?? "nil" }


            """
        switchOverSelf("public var retryable: Bool", cases, into: &out) { c in
            if let swift = c.retryableSwift { return (pattern(c, binding: usedFields(c, in: swift)), swift) }
            return (pattern(c, binding: []), c.retryableConstant == true ? "true" : "false")
        }
        switchOverSelf("public var retryAfter: Int?", cases, into: &out) { c in
            guard let field = c.retryAfterField else { return (pattern(c, binding: []), "nil") }
            return (pattern(c, binding: [field]), field)
        }
        switchOverSelf("public var serverCode: String?", cases, into: &out) { c in
            (pattern(c, binding: []), c.codes.first.map { "\"\($0.code)\"" } ?? "nil")
        }
    }

    /// `declaration` (`public var name: Type`) as one `switch self` with a line per case, or as a
    /// chain of private functions of `chunk` cases each.
    static func switchOverSelf(_ declaration: String, _ cases: [SyntheticCase], into out: inout String,
                               _ line: (SyntheticCase) -> (pattern: String, value: String)) {
        let name = String(declaration.split(separator: " ")[2].dropLast())
        let type = String(declaration.split(separator: ":", maxSplits: 1)[1].dropFirst())
        guard cases.count > chunk else {
            out += "    \(declaration) {\n        switch self {\n"
            for c in cases { caseLine(c, line, into: &out) }
            out += "        }\n    }\n\n"
            return
        }
        let parts = stride(from: 0, to: cases.count, by: chunk).map { cases[$0..<min($0 + chunk, cases.count)] }
        out += "    \(declaration) { _\(name)0() }\n\n"
        for (k, part) in parts.enumerated() {
            out += "    private func _\(name)\(k)() -> \(type) {\n        switch self {\n"
            for c in part { caseLine(c, line, into: &out) }
            let next = k + 1 < parts.count ? "return _\(name)\(k + 1)()" : "fatalError(\"every case returns above\")"
            out += "        default: \(next)\n        }\n    }\n\n"
        }
    }

    private static func caseLine(_ c: SyntheticCase, _ line: (SyntheticCase) -> (pattern: String, value: String),
                                 into out: inout String) {
        let (pattern, value) = line(c)
        out += "        case \(pattern): return \(value)\n"
    }

    /// `.name`, `.name(let a, _)`: binds only the fields in `binding`.
    static func pattern(_ c: SyntheticCase, binding: Set<String>) -> String {
        guard !c.payload.isEmpty, !binding.isEmpty else { return ".\(c.name)" }
        return ".\(c.name)(" + c.payload.map { binding.contains($0.name) ? "let \($0.name)" : "_" }
            .joined(separator: ", ") + ")"
    }

    private static func usedFields(_ c: SyntheticCase, in swift: String) -> Set<String> {
        Set(c.payload.map(\.name).filter { swift.contains($0) })
    }
}
