/// The floor file's inbound initializer and `==`, as a person writes them: a `switch` over the
/// codes (non-optional, `chunk` cases per function), then one over the statuses; `==` compares the
/// payloads of the cases that have one (text byte for byte) and otherwise the position of the case.
extension FloorSwiftWriter {
    static func writeInbound(_ cases: [SyntheticCase], into out: inout String) {
        let type = SpecYAMLWriter.typeName
        let parameters = SyntheticInbound.parameters
        let declared = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        let payloadParameters = parameters.filter { $0.role != "code" }
        let passed = payloadParameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        let passedDeclared = payloadParameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        out += """
            extension \(type) {
                public init(\(declared)) {
                    if let serverCode, let found = Self.fromCode0(serverCode, \(passed)) {
                        self = found
                        return
                    }
                    switch status {

            """
        for row in SyntheticInbound.statusRows(cases) {
            out += "        case \(row.swift): self = \(inboundValue(cases[row.caseIndex]))\n"
        }
        out += "        default: self = \(inboundValue(cases[0]))\n        }\n    }\n\n"
        let coded = cases.filter { !$0.codes.isEmpty }
        let parts = stride(from: 0, to: coded.count, by: chunk).map { coded[$0..<min($0 + chunk, coded.count)] }
        for (k, part) in parts.enumerated() {
            out += "    private static func fromCode\(k)(_ code: String, \(passedDeclared)) -> \(type)? {\n"
            out += "        switch code {\n"
            for c in part {
                out += "        case \(c.codes.map { "\"\($0.code)\"" }.joined(separator: ", ")): return \(inboundValue(c))\n"
            }
            let next = k + 1 < parts.count ? "fromCode\(k + 1)(code, \(passed))" : "nil"
            out += "        default: return \(next)\n        }\n    }\n\n"
        }
        out += "}\n\n"
    }

    /// `.name(status: status, retryAfter: retryAfter ?? 30)`: each payload field from the inbound
    /// parameter of the same name, with the parameter's default when the field is not optional.
    private static func inboundValue(_ c: SyntheticCase) -> String {
        guard !c.payload.isEmpty else { return ".\(c.name)" }
        let arguments = c.payload.map { field -> String in
            let parameter = SyntheticInbound.parameters.first { $0.name == field.name }
            guard !field.type.hasSuffix("?"), parameter?.type.hasSuffix("?") == true,
                  let fallback = parameter?.swiftDefault else { return "\(field.name): \(field.name)" }
            return "\(field.name): \(field.name) ?? \(fallback)"
        }
        return ".\(c.name)(\(arguments.joined(separator: ", ")))"
    }

    static func writeEquatable(_ cases: [SyntheticCase], into out: inout String) {
        let type = SpecYAMLWriter.typeName
        out += "extension \(type) {\n"
        let position = Dictionary(uniqueKeysWithValues: cases.enumerated().map { ($1.name, $0) })
        switchOverSelf("private var ordinal: Int", cases, into: &out) { c in
            (pattern(c, binding: []), String(position[c.name]!))
        }
        let withPayload = cases.filter { !$0.payload.isEmpty }
        out += "    public static func == (lhs: \(type), rhs: \(type)) -> Bool { samePayload0(lhs, rhs) }\n\n"
        let parts = stride(from: 0, to: withPayload.count, by: chunk).map { withPayload[$0..<min($0 + chunk, withPayload.count)] }
        for (k, part) in parts.enumerated() {
            out += "    private static func samePayload\(k)(_ lhs: \(type), _ rhs: \(type)) -> Bool {\n"
            out += "        switch (lhs, rhs) {\n"
            for c in part {
                let left = c.payload.indices.map { "let l\($0)" }.joined(separator: ", ")
                let right = c.payload.indices.map { "let r\($0)" }.joined(separator: ", ")
                let same = c.payload.enumerated().map { i, field in
                    field.type.hasPrefix("String") ? "sameText(l\(i), r\(i))" : "l\(i) == r\(i)"
                }.joined(separator: " && ")
                out += "        case (.\(c.name)(\(left)), .\(c.name)(\(right))): return \(same)\n"
            }
            let next = k + 1 < parts.count ? "samePayload\(k + 1)(lhs, rhs)" : "lhs.ordinal == rhs.ordinal"
            out += "        default: return \(next)\n        }\n    }\n"
        }
        // Text byte for byte (UTF-8), as Kotlin and JavaScript compare it, not by canonical equivalence.
        out += "    private static func sameText(_ a: String?, _ b: String?) -> Bool {\n"
        out += "        guard let a, let b else { return a == nil && b == nil }\n"
        out += "        return a.utf8.elementsEqual(b.utf8)\n    }\n"
        out += "}\n\n"
    }
}
