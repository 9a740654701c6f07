import Testing
@testable import ErrorgenCore

/// Status rows with a `when` rule, built and run in Swift and Kotlin: a `??` only a row's rule uses (Kotlin's
/// `ruleOrElse` helper was declared only for properties' rules, so the file did not compile), and a declared
/// enum's parameter compared with wire spellings (Kotlin compared the enum value itself with a String).
@Suite struct StatusRuleRowTests {
    static let yaml = """
        name: RowError
        enums:
          - name: Tier
            values: [{name: free}, {name: pro}]
        cases:
          - {name: slowDown}
          - {name: upgrade}
          - {name: proOnly}
          - {name: other}
        inbound:
          parameters:
            - {name: status, type: Int, role: status}
            - {name: retryAfter, type: Int?}
            - {name: tier, type: Tier?}
            - {name: plan, type: Tier}
          statuses:
            - {status: 429, when: "retryAfter ?? 0 > 30", case: slowDown}
            - {status: 402, when: "tier in [\\"free\\", \\"pro\\"]", case: upgrade}
            - {status: [403, 404], when: "plan == \\"pro\\" and tier != \\"free\\"", case: proOnly}
          fallback: other
        """

    /// (status, retryAfter, tier, plan) and the case each gives.
    static let rows: [(Int, Int?, String?, String, String)] = [
        (429, 31, nil, "free", "slowDown"), (429, 30, nil, "free", "other"), (429, nil, nil, "pro", "other"),
        (402, nil, "free", "free", "upgrade"), (402, nil, "pro", "free", "upgrade"), (402, nil, nil, "free", "other"),
        (402, nil, "gold", "free", "other"), (403, nil, nil, "pro", "proOnly"), (404, nil, "pro", "pro", "proOnly"),
        (403, nil, "free", "pro", "other"), (403, nil, nil, "free", "other"), (500, 99, "pro", "pro", "other"),
    ]

    @Test func rowRulesAgreeInSwiftAndKotlin() throws {
        let spec = try #require(SpecPipeline.compile(bytes: Array(Self.yaml.utf8), path: "RowError.yaml").spec)
        func swift(_ text: String?) -> String { text.map { "RowError.Tier(rawValue: \"\($0)\")" } ?? "nil" }
        func kotlin(_ text: String?) -> String { text.map { "RowError.Tier.of(\"\($0)\")" } ?? "null" }
        let main = Self.rows.map { row in
            "print(RowError(status: \(row.0), retryAfter: \(row.1.map(String.init) ?? "nil"), tier: \(swift(row.2)), "
                + "plan: \(swift(row.3))).caseName)"
        }
        let kotlinMain = Self.rows.map { row in
            "println(RowError.from(\(row.0)L, \(row.1.map { "\($0)L" } ?? "null"), \(kotlin(row.2)), "
                + "\(kotlin(row.3))).caseName)"
        }
        try expectSwiftAndKotlinAgree(spec, main: main, kotlin: kotlinMain, gives: Self.rows.map(\.4))
    }
}
