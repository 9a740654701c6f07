/// The `inbound:` and `constructors:` sections of the synthetic spec.
extension SpecYAMLWriter {
    /// Statuses with a row of their own; the rest of 4xx and 5xx fall into two range rows.
    static let statusRows: [String] = [
        "[400, 422]", "401", "403", "404", "405", "406", "408", "409", "410", "412", "413", "415", "423",
        "424", "425", "426", "428", "429", "431", "451", "[502, 503, 504]", "\"500...599\"", "\"400...499\"",
    ]

    static func writeInbound(_ cases: [SyntheticCase], into out: inout String) {
        out += """

            inbound:
              doc: "Maps the service's answer to a case: the error body's code first, then the HTTP status; anything else keeps the status."
              parameters:
                - {name: serverCode, type: String?, role: code}
                - {name: status, type: Int, role: status}
                - {name: message, type: String?, default: "The service answered HTTP status {status}."}
                - {name: retryAfter, type: Int?, default: 30}
                - {name: detail, type: String?}
                - {name: ratio, type: Double?, default: 0.0}
                - {name: transient, type: Bool?, default: false}
                - {name: attempt, type: Int?}
              precedence: [code, status]
              statuses:

            """
        for (k, row) in statusRows.enumerated() {
            let target = cases[(k * 7_919 + 11) % cases.count].name
            let doc = k % 5 == 0 ? ", doc: \(quoted("Row \(k): the status the gateway sends for it."))" : ""
            out += "    - {status: \(row), case: \(target)\(doc)}\n"
        }
        out += "  fallback: \(cases[0].name)\n"
    }

    /// One constructor per 20 cases (at least 4): most build a payload case from parameters with
    /// message templates; every fourth has no parameters (a static property).
    static func writeConstructors(_ cases: [SyntheticCase], into out: inout String) {
        out += "\nconstructors:\n"
        let count = max(4, cases.count / 20)
        let payloadCases = stride(from: 0, to: cases.count, by: 3).map { $0 }
        for j in 0..<count {
            let withoutPayload = j % 9 == 8 && cases.count > 1
            let plainIndex = (j * 31 % max(1, cases.count / 3)) * 3 + 1
            let c = withoutPayload ? cases[plainIndex < cases.count ? plainIndex : 1]
                                   : cases[payloadCases[(j * 37) % payloadCases.count]]
            let constant = j % 4 == 3
            var parameters: [(String, String)] = []
            var sets: [String] = []
            func parameter(_ name: String, _ type: String) {
                if !parameters.contains(where: { $0.0 == name }) { parameters.append((name, type)) }
            }
            for field in c.payload {
                switch field.type {
                case "String":
                    if constant {
                        sets.append("\(field.name): \(quoted("The service refused the call; see the dashboard."))")
                    } else {
                        parameter("operation", "String")
                        parameter("attempts", "Int")
                        sets.append("\(field.name): \(quoted("The service refused {operation} after {attempts} attempts."))")
                    }
                case "String?":
                    if !constant {
                        parameter("operation", "String")
                        sets.append("\(field.name): \(quoted("Seen while calling {operation}."))")
                    }
                case "Int":
                    if constant || field.name != "status" {
                        sets.append("\(field.name): \(field.name == "status" ? 503 : 60)")
                    } else {
                        parameter("status", "Int")
                        sets.append("status: \"{status}\"")
                    }
                case "Int?": sets.append("\(field.name): \(field.name == "attempt" ? 1 : 120)")
                case "Double": sets.append("\(field.name): 0.5")
                default: sets.append("\(field.name): true")
                }
            }
            out += "  - name: make\(c.name.prefix(1).uppercased())\(c.name.dropFirst())By\(j)\n"
            out += "    doc: \(quoted("Builds `\(c.name)` the way the client layer reports it (constructor \(j))."))\n"
            if !parameters.isEmpty {
                out += "    parameters:\n"
                for (name, type) in parameters { out += "      - {name: \(name), type: \(type)}\n" }
            }
            out += "    case: \(c.name)\n"
            if !sets.isEmpty { out += "    set: {\(sets.joined(separator: ", "))}\n" }
        }
    }
}
