/// The `inbound:` and `constructors:` sections of the synthetic spec as data, decided once and shared
/// by the YAML writer and the floor Swift writer, so both describe exactly the same API.
struct SyntheticParameter {
    let name: String
    let type: String
    /// `code` or `status`; nil for a payload parameter.
    let role: String?
    /// The default as the spec writes it (YAML) and as a person writes it in Swift.
    let yamlDefault: String?
    let swiftDefault: String?
}

struct SyntheticStatusRow {
    /// `[400, 422]`, `401`, `"500...599"` as the spec writes it; `400, 422`, `500...599` in a Swift `case`.
    let yaml: String
    let swift: String
    let caseIndex: Int
    let doc: String?
}

struct SyntheticConstructor {
    let name: String
    let caseIndex: Int
    let doc: String
    let parameters: [(name: String, type: String)]
    /// Payload field, its value as the spec writes it, and the same value in Swift.
    let sets: [(field: String, yaml: String, swift: String)]
    /// No parameters: a static property.
    var isConstant: Bool { parameters.isEmpty }
}

enum SyntheticInbound {
    static let parameters: [SyntheticParameter] = [
        SyntheticParameter(name: "serverCode", type: "String?", role: "code", yamlDefault: nil, swiftDefault: nil),
        SyntheticParameter(name: "status", type: "Int", role: "status", yamlDefault: nil, swiftDefault: nil),
        SyntheticParameter(name: "message", type: "String?", role: nil,
                           yamlDefault: "\"The service answered HTTP status {status}.\"",
                           swiftDefault: "\"The service answered HTTP status \\(status).\""),
        SyntheticParameter(name: "retryAfter", type: "Int?", role: nil, yamlDefault: "30", swiftDefault: "30"),
        SyntheticParameter(name: "detail", type: "String?", role: nil, yamlDefault: nil, swiftDefault: nil),
        SyntheticParameter(name: "ratio", type: "Double?", role: nil, yamlDefault: "0.0", swiftDefault: "0.0"),
        SyntheticParameter(name: "transient", type: "Bool?", role: nil, yamlDefault: "false", swiftDefault: "false"),
        SyntheticParameter(name: "attempt", type: "Int?", role: nil, yamlDefault: nil, swiftDefault: nil),
    ]

    /// Statuses with a row of their own; the rest of 4xx and 5xx fall into two range rows.
    private static let rows: [(yaml: String, swift: String)] = [
        ("[400, 422]", "400, 422"), ("401", "401"), ("403", "403"), ("404", "404"), ("405", "405"), ("406", "406"),
        ("408", "408"), ("409", "409"), ("410", "410"), ("412", "412"), ("413", "413"), ("415", "415"),
        ("423", "423"), ("424", "424"), ("425", "425"), ("426", "426"), ("428", "428"), ("429", "429"),
        ("431", "431"), ("451", "451"), ("[502, 503, 504]", "502, 503, 504"), ("\"500...599\"", "500...599"),
        ("\"400...499\"", "400...499"),
    ]

    static func statusRows(_ cases: [SyntheticCase]) -> [SyntheticStatusRow] {
        rows.enumerated().map { k, row in
            SyntheticStatusRow(yaml: row.yaml, swift: row.swift, caseIndex: (k * 7_919 + 11) % cases.count,
                               doc: k % 5 == 0 ? "Row \(k): the status the gateway sends for it." : nil)
        }
    }

    /// One constructor per 20 cases (at least 4): most build a payload case from parameters with
    /// message templates; every fourth has no parameters (a static property).
    static func constructors(_ cases: [SyntheticCase]) -> [SyntheticConstructor] {
        let count = max(4, cases.count / 20)
        let payloadCases = Array(stride(from: 0, to: cases.count, by: 3))
        return (0..<count).map { j in
            let withoutPayload = j % 9 == 8 && cases.count > 1
            let plainIndex = (j * 31 % max(1, cases.count / 3)) * 3 + 1
            let index = withoutPayload ? (plainIndex < cases.count ? plainIndex : 1) : payloadCases[(j * 37) % payloadCases.count]
            let c = cases[index]
            let constant = j % 4 == 3
            var parameters: [(name: String, type: String)] = []
            var sets: [(field: String, yaml: String, swift: String)] = []
            func parameter(_ name: String, _ type: String) {
                if !parameters.contains(where: { $0.name == name }) { parameters.append((name, type)) }
            }
            for field in c.payload {
                switch field.type {
                case "String":
                    if constant {
                        let text = "The service refused the call; see the dashboard."
                        sets.append((field.name, SpecYAMLWriter.quoted(text), "\"\(text)\""))
                    } else {
                        parameter("operation", "String")
                        parameter("attempts", "Int")
                        sets.append((field.name, SpecYAMLWriter.quoted("The service refused {operation} after {attempts} attempts."),
                                     "\"The service refused \\(operation) after \\(attempts) attempts.\""))
                    }
                case "String?":
                    if !constant {
                        parameter("operation", "String")
                        sets.append((field.name, SpecYAMLWriter.quoted("Seen while calling {operation}."),
                                     "\"Seen while calling \\(operation).\""))
                    }
                case "Int":
                    if constant || field.name != "status" {
                        let value = field.name == "status" ? "503" : "60"
                        sets.append((field.name, value, value))
                    } else {
                        parameter("status", "Int")
                        sets.append((field.name, "\"{status}\"", "status"))
                    }
                case "Int?":
                    let value = field.name == "attempt" ? "1" : "120"
                    sets.append((field.name, value, value))
                case "Double": sets.append((field.name, "0.5", "0.5"))
                default: sets.append((field.name, "true", "true"))
                }
            }
            return SyntheticConstructor(
                name: "make\(c.name.prefix(1).uppercased())\(c.name.dropFirst())By\(j)", caseIndex: index,
                doc: "Builds `\(c.name)` the way the client layer reports it (constructor \(j)).",
                parameters: parameters, sets: sets)
        }
    }
}
