import Testing
@testable import ErrorgenCore

/// `errorgen diff` compares code families as a function from code to case: added, removed and moved families
/// are wire changes naming their codes; a split range or a reordered list that maps every code as before is none.
@Suite struct DiffCodeFamilyTests {
    static let prefixes = """
    name: E
    cases:
      - {name: a, codes: [x]}
      - {name: b}
      - {name: c}
    inbound:
      parameters: [{name: code, type: String?, role: code}]
      codeFamilies:
        - {prefix: "08", case: a}
        - {prefix: "08P", case: b}
      fallback: c

    """
    static let ranges = """
    name: E
    codeType: Int
    cases:
      - {name: a, codes: [1]}
      - {name: b}
      - {name: c}
    inbound:
      parameters: [{name: code, type: Int, role: code}]
      codeFamilies:
        - {range: "20000...20999", case: a}
      fallback: c

    """

    static func messages(_ changes: [SpecChange]) -> [String] { changes.map(\.message.description) }

    @Test func reorderedPrefixesAndASplitRangeAreNoChange() {
        let reordered = edited(Self.prefixes, ("    - {prefix: \"08\", case: a}\n    - {prefix: \"08P\", case: b}\n",
                                               "    - {prefix: \"08P\", case: b}\n    - {prefix: \"08\", case: a}\n"))
        #expect(specChanges(Self.prefixes, reordered).isEmpty)
        let split = edited(Self.ranges, ("    - {range: \"20000...20999\", case: a}\n",
                                         "    - {range: \"20500...20999\", case: a}\n    - {range: \"20000...20499\", case: a}\n"))
        #expect(specChanges(Self.ranges, split).isEmpty)
    }

    @Test func aMovedPrefixIsAWireChangeAtTheFamily() {
        let new = edited(Self.prefixes, ("{prefix: \"08P\", case: b}", "{prefix: \"08P\", case: c}"))
        expectChange(specChanges(Self.prefixes, new), kind: "codeFamilyChanged", category: .wire,
                     line: "\(position(of: "{prefix: \"08P\"", in: new, file: "new.yaml")): error: codes starting with '08P' that "
                         + "no case lists now give 'c' where they gave 'b' [wire]",
                     note: position(of: "{prefix: \"08P\"", in: Self.prefixes, file: "old.yaml"))
    }

    @Test func aRemovedPrefixFallsToTheShorterOne() {
        let new = edited(Self.prefixes, ("    - {prefix: \"08P\", case: b}\n", ""))
        #expect(Self.messages(specChanges(Self.prefixes, new)) == ["codes starting with '08P' that no case lists now give 'a' where they gave 'b'"])
        let none = edited(Self.prefixes, ("    - {prefix: \"08\", case: a}\n", ""))
        #expect(Self.messages(specChanges(Self.prefixes, none)) == ["codes starting with '08' that no case lists are no longer in a code family (they gave 'a')"])
    }

    @Test func rangesAreComparedCodeByCode() {
        let widened = edited(Self.ranges, ("\"20000...20999\", case: a}", "\"20000...21999\", case: a}\n    - {range: \"5...5\", case: b}"))
        #expect(Self.messages(specChanges(Self.ranges, widened)).sorted() == [
            "code 5 that no case lists now gives 'b' (it was in no code family)",
            "codes 21000...21999 that no case lists now give 'a' (they were in no code family)",
        ])
        #expect(specChanges(Self.ranges, widened).allSatisfy { $0.category == .wire && $0.kind == "codeFamilyChanged" })
    }
}
