/// The cases of a synthetic enum-shaped spec, decided once and shared by the YAML writer and
/// the floor Swift writer, so both describe exactly the same enum.
struct SyntheticField {
    let name: String
    /// `Int`, `String?`, ...
    let type: String
}

struct SyntheticCase {
    let name: String
    let payload: [SyntheticField]
    let when: String
    let todo: String
    /// First is the primary code; the rest are aliases (some with a doc).
    let codes: [(code: String, doc: String?)]
    let deprecated: String?
    /// `retryable`: a constant, a rule over the payload, or nil for the default (false).
    let retryableConstant: Bool?
    let retryableRule: String?
    /// The rule written by hand in Swift (floor file).
    let retryableSwift: String?
    /// `retryAfter`: the payload field it comes from, if any.
    let retryAfterField: String?
}

enum SyntheticCases {
    /// Payload shapes, each with the `retryable` rule over its fields (nil: a constant instead)
    /// and the same rule as a person would write it in Swift, for the floor file (sets as `[a, b].contains(x)`, as
    /// errorgen writes them: the chains of `==` and `||` the floor had type-checked a third slower).
    static let shapes: [(fields: [SyntheticField], rule: String?, swift: String?)] = [
        ([f("status", "Int")], "status in 500...599 or status == 408",
         "(500...599).contains(status) || status == 408"),
        ([f("message", "String")], "message in ['busy', 'overloaded']",
         "[\"busy\", \"overloaded\"].contains(message)"),
        ([f("retryAfter", "Int")], nil, nil),
        ([f("status", "Int"), f("message", "String")], "status in [429, 503] or (status >= 500 and message != 'fatal')",
         "[429, 503].contains(status) || (status >= 500 && message != \"fatal\")"),
        ([f("retryAfter", "Int?"), f("detail", "String?")], "retryAfter in 1...600",
         "retryAfter.map { (1...600).contains($0) } ?? false"),
        ([f("ratio", "Double"), f("transient", "Bool")], "transient and ratio < 0.75", "transient && ratio < 0.75"),
        ([f("message", "String"), f("attempt", "Int?")], "attempt < 3 or message in ['busy', 'overloaded']",
         "(attempt.map { $0 < 3 } ?? false) || [\"busy\", \"overloaded\"].contains(message)"),
        ([f("status", "Int"), f("transient", "Bool?"), f("detail", "String?")],
         "status in 500...599 and not (transient == false)", "(500...599).contains(status) && transient != false"),
        ([f("retryAfter", "Int?"), f("status", "Int")], "status == 503 or retryAfter != null",
         "status == 503 || retryAfter != nil"),
    ]

    static let verbs = ["invalid", "missing", "expired", "revoked", "denied", "unavailable", "exhausted",
                        "stale", "rejected", "unsupported", "corrupt", "throttled", "conflicting", "unreadable"]
    static let nouns = ["Token", "Grant", "Quota", "Cursor", "Schema", "Upload", "Session", "Region", "Index",
                        "Model", "Profile", "Query", "Key", "Device", "Plan", "Source", "Payload", "Lock"]

    private static func f(_ name: String, _ type: String) -> SyntheticField { SyntheticField(name: name, type: type) }

    /// `count` cases, deterministic. A third carry payloads; three quarters have a wire code and
    /// half of all cases aliases as well; about 1% are deprecated.
    static func make(count: Int, seed: UInt64 = 0x6572_726F_7267_656E) -> [SyntheticCase] {
        var rng = SplitMix64(seed: seed)
        var cases: [SyntheticCase] = []
        cases.reserveCapacity(count)
        for i in 0..<count {
            let verb = verbs[i % verbs.count]
            let noun = nouns[(i / verbs.count) % nouns.count]
            let name = "\(verb)\(noun)\(i)"
            let snake = "\(verb)_\(noun.lowercased())_\(i)"
            let hasPayload = i % 3 == 0
            let shape = hasPayload ? shapes[(i / 3) % shapes.count] : nil
            var codes: [(String, String?)] = []
            if i % 4 != 3 || i == 0 { codes.append((snake, nil)) }
            if i % 2 == 0 {
                codes.append(("legacy_\(snake)", nil))
                if i % 8 == 0 { codes.append(("\(snake)_v1", "The code version 1 of the service sent.")) }
            }
            let retryAfterField = shape?.fields.first { $0.name == "retryAfter" }?.name
            var constant: Bool?
            if shape?.rule == nil {
                if retryAfterField != nil || i % 7 == 1 { constant = true } else if i % 13 == 4 { constant = false }
            }
            cases.append(SyntheticCase(
                name: name, payload: shape?.fields ?? [],
                when: SyntheticText.when(&rng), todo: SyntheticText.todo(&rng),
                codes: codes, deprecated: i % 97 == 5 ? "The service no longer sends it; handle `\(cases[0].name)` instead." : nil,
                retryableConstant: constant, retryableRule: shape?.rule, retryableSwift: shape?.swift,
                retryAfterField: retryAfterField))
        }
        return cases
    }
}
