import Testing
@testable import ErrorgenCore

/// A new code that the old initializer already answered (by `unknownCode` or a code family) changes that answer: a
/// behaviour warning beside the addition. And a conditional value that gained or lost an arm names those arms,
/// with their rules as written, not both lists of arms in full.
@Suite struct DiffUnlistedCodeTests {
    static let old = """
        name: E
        codeType: Int
        fields: [{name: wireCode, type: Int?}]
        cases:
          - {name: busy, codes: [1]}
          - {name: unknown}
        properties:
          - name: retryable
            type: Bool
            default:
              - {when: "wireCode == 5", value: true}
              - {value: false}
        inbound:
          parameters: [{name: wireCode, type: Int?, role: code}]
          codeFamilies: [{range: "30...39", case: busy}]
          unknownCode: unknown
          fallback: busy

        """

    @Test func aNewCodeThatUnknownCodeGaveIsABehaviourChange() {
        let new = edited(Self.old, ("codes: [1]}", "codes: [1, 7]}"))
        let changes = specChanges(Self.old, new)
        expectChange(changes, kind: "codeTakenFromUnlisted", category: .behaviour,
                     line: "\(position(of: "7]", in: new, file: "new.yaml")): warning: the code '7' now gives 'busy' where it "
                         + "gave 'unknown' ('unknownCode') [behaviour]", note: "old.yaml:16:16")  // at 'unknownCode: unknown'
        #expect(changes.contains { $0.kind == "codeAdded" })
    }

    @Test func aNewCodeInTheFamilyOfItsOwnCaseChangesNothing() {
        let new = edited(Self.old, ("codes: [1]}", "codes: [1, 35]}"))
        #expect(!specChanges(Self.old, new).contains { $0.kind == "codeTakenFromUnlisted" })
    }

    @Test func anArmGainedIsNamedAlone() {
        let new = edited(Self.old, ("      - {value: false}", "      - {when: \"wireCode == 6\", value: true}\n      - {value: false}"))
        let change = specChanges(Self.old, new).first { $0.kind == "propertyValueChanged" }
        #expect(change?.message.description.hasSuffix("changed for 'busy' and 'unknown': gained the arm {when: wireCode == 6, value: true}") == true,
                "\(String(describing: change?.message.description))")
    }
}
