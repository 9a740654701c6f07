/// The `inbound:` and `constructors:` sections of the synthetic spec (the data is in `SyntheticInbound`).
extension SpecYAMLWriter {
    static func writeInbound(_ cases: [SyntheticCase], into out: inout String) {
        out += """

            inbound:
              doc: "Maps the service's answer to a case: the error body's code first, then the HTTP status; anything else keeps the status."
              parameters:

            """
        for p in SyntheticInbound.parameters {
            var entry = "{name: \(p.name), type: \(p.type)"
            if let role = p.role { entry += ", role: \(role)" }
            if let value = p.yamlDefault { entry += ", default: \(value)" }
            out += "    - \(entry)}\n"
        }
        out += "  precedence: [code, status]\n  statuses:\n"
        for row in SyntheticInbound.statusRows(cases) {
            let doc = row.doc.map { ", doc: \(quoted($0))" } ?? ""
            out += "    - {status: \(row.yaml), case: \(cases[row.caseIndex].name)\(doc)}\n"
        }
        out += "  fallback: \(cases[0].name)\n"
    }

    static func writeConstructors(_ cases: [SyntheticCase], into out: inout String) {
        out += "\nconstructors:\n"
        for c in SyntheticInbound.constructors(cases) {
            out += "  - name: \(c.name)\n    doc: \(quoted(c.doc))\n"
            if !c.parameters.isEmpty {
                out += "    parameters:\n"
                for (name, type) in c.parameters { out += "      - {name: \(name), type: \(type)}\n" }
            }
            out += "    case: \(cases[c.caseIndex].name)\n"
            if !c.sets.isEmpty { out += "    set: {\(c.sets.map { "\($0.field): \($0.yaml)" }.joined(separator: ", "))}\n" }
        }
    }
}
