import Testing
@testable import ErrorgenCore

/// Rows with `when` rules moved without being changed: the answers change when two rows that hold one status
/// swap, or when a row with a rule moves past a row without one that holds some of its statuses.
@Suite struct DiffStatusRuleOrderTests {
    static func spec(_ rows: [String]) -> String {
        """
        name: E
        cases: [{name: limited}, {name: slow}, {name: notFound}, {name: blocked}, {name: other}]
        inbound:
          parameters:
            - {name: status, type: Int, role: status}
            - {name: remaining, type: Int?}
            - {name: retryAfter, type: Int?}
            - {name: region, type: String?}
          statuses:
        \(rows.map { "    - " + $0 }.joined(separator: "\n"))
          fallback: other

        """
    }

    static let limited = "{status: [403, 429], when: \"remaining == 0\", case: limited}"
    static let slow = "{status: 429, when: \"retryAfter ?? 0 > 2\", case: slow}"
    static let blocked = "{status: \"400...499\", when: \"region == \\\"eu\\\"\", case: blocked}"
    static let notFound = "{status: 404, case: notFound}"

    @Test func twoRowsOfOneStatusSwapped() {
        let old = Self.spec([Self.limited, Self.slow]), new = Self.spec([Self.slow, Self.limited])
        expectChange(specChanges(old, new), kind: "statusRuleRowsReordered", category: .wire,
                     line: "\(position(of: "{status: 429", in: new, file: "new.yaml")): error: status 429 now tries the row for "
                         + "'slow' when retryAfter ?? 0 > 2 before the row for 'limited' when remaining == 0, the other way "
                         + "round from before; an answer both hold may give another case [wire]",
                     note: position(of: "{status: [403", in: old, file: "old.yaml"))
        #expect(specChanges(old, new).count == 1)
    }

    @Test func aRowMovedPastARowWithoutARule() {
        let old = Self.spec([Self.blocked, Self.notFound]), new = Self.spec([Self.notFound, Self.blocked])
        expectChange(specChanges(old, new), kind: "statusRuleRowsReordered", category: .wire,
                     line: "\(position(of: "{status: \"400", in: new, file: "new.yaml")): error: status 404 now tries its row "
                         + "without a rule before the row for 'blocked' when region == \"eu\", which it no longer reaches; "
                         + "an answer that row held gives another case [wire]",
                     note: position(of: "{status: \"400", in: old, file: "old.yaml"))
    }

    @Test func rowsThatShareNoStatusMoveFreely() {
        let other = "{status: 500, when: \"retryAfter == 1\", case: slow}"
        #expect(specChanges(Self.spec([Self.limited, other]), Self.spec([other, Self.limited])).isEmpty)
        #expect(specChanges(Self.spec([Self.limited, Self.slow]), Self.spec([Self.limited, Self.slow])).isEmpty)
    }

    @Test func aRangeSplitIntoPiecesIsShownAsRanges() {
        let old = Self.spec([Self.blocked, "{status: \"410...419\", when: \"remaining == 0\", case: limited}"])
        let new = Self.spec(["{status: \"410...419\", when: \"remaining == 0\", case: limited}", Self.blocked])
        let change = specChanges(old, new).first { $0.kind == "statusRuleRowsReordered" }
        #expect(change?.message.description.hasPrefix("statuses 410...419 now try the row for 'limited'") == true)
    }
}
