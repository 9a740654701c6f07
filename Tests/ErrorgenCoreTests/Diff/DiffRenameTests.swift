import Testing
@testable import ErrorgenCore

/// `renamedFrom`: a declared rename is one change (per category it breaks), and the renamed item is
/// compared with its old self; without it the same edit is a removal and an addition.
@Suite struct DiffRenameTests {
    let old = diffBaseSpec

    @Test func caseRenameIsOneRenameNotARemovalAndAnAddition() {
        let new = edited(old, ("  - name: legacy\n", "  - name: retired\n    renamedFrom: legacy\n"))
        let changes = specChanges(old, new)
        #expect(changes.map { "\($0.category) \($0.kind)" } == [
            "swift caseRenamed", "stored errorCodeChanged", "bridge caseRenamed",
        ])
        // The codes went with the case: no wire change.
        let stored = changes.first { $0.category == .stored }
        #expect(stored?.message.description == "the errorCode of 'retired' changed from \(Case.derivedErrorCode("legacy")) "
            + "to \(Case.derivedErrorCode("retired")) (it is derived from the case name); set "
            + "'errorCode: \(Case.derivedErrorCode("legacy"))' to keep it")
    }

    @Test func renameKeepingTheErrorCodeBreaksOnlySwiftAndJavaScript() {
        let code = Case.derivedErrorCode("legacy")
        let new = edited(old, ("  - name: legacy\n", "  - name: retired\n    renamedFrom: legacy\n    errorCode: \(code)\n"))
        #expect(specChanges(old, new).map { "\($0.category) \($0.kind)" } == ["swift caseRenamed", "bridge caseRenamed"])
    }

    @Test func withoutRenamedFromTheSameEditIsARemovalAndAnAddition() {
        let new = edited(old, ("  - name: legacy\n", "  - name: retired\n"))
        let kinds = specChanges(old, new).map { "\($0.category) \($0.kind)" }
        #expect(kinds.contains("swift caseRemoved") && kinds.contains("additions caseAdded"))
        #expect(!kinds.contains("swift caseRenamed"))
    }

    @Test func aRenameStaysInTheSpecAndIsNoChangeOnceBothSidesHaveIt() {
        let renamed = edited(old, ("  - name: legacy\n", "  - name: retired\n    renamedFrom: legacy\n"))
        #expect(specChanges(renamed, renamed).isEmpty)
    }

    @Test func renamedCaseIsComparedWithItsOldSelf() {
        let new = edited(old, ("  - name: legacy\n    codes: [legacy_code]\n",
                               "  - name: retired\n    renamedFrom: legacy\n    codes: [retired_code]\n"))
        let changes = specChanges(old, new)
        expectChange(changes, kind: "codeRemoved", category: .wire,
                     line: "\(position(of: "retired", in: new, file: "new.yaml")): error: the code 'legacy_code' was "
                         + "removed: it no longer maps to 'retired' [wire]",
                     note: position(of: "legacy_code", in: old, file: "old.yaml"))
    }

    @Test func propertyRenameFollowsItsValuesAndItsBridgeField() {
        let new = edited(old, ("  - name: retryable\n", "  - name: canRetry\n    renamedFrom: retryable\n"),
                         ("offline: true", "offline: false"), ("  - retryable\n", "  - canRetry\n"))
        let changes = specChanges(old, new)
        expectChange(changes, kind: "propertyRenamed", category: .swift,
                     line: "\(position(of: "canRetry", in: new, file: "new.yaml")): error: the property 'retryable' was "
                         + "renamed to 'canRetry' [swift]", note: position(of: "retryable", in: old, file: "old.yaml"))
        expectChange(changes, kind: "detailsFieldRenamed", category: .bridge,
                     line: "\(position(of: "canRetry", in: new, file: "new.yaml", occurrence: 2)): error: the details "
                         + "field 'retryable' was renamed to 'canRetry' [bridge]",
                     note: position(of: "retryable", in: old, file: "old.yaml", occurrence: 2))
        expectChange(changes, kind: "propertyValueChanged", category: .behaviour,
                     line: "\(position(of: "offline", in: new, file: "new.yaml", occurrence: 2)): warning: 'canRetry' "
                         + "changed from true to false for 'offline' [behaviour]",
                     note: position(of: "offline", in: old, file: "old.yaml", occurrence: 2))
        #expect(!changes.contains { $0.kind == "propertyRemoved" || $0.kind == "propertyAdded" })
    }

    // Validation of renamedFrom, with positions.

    @Test func renamedFromNamingAnExistingCaseIsAnError() {
        let yaml = enumSpec(cases: "cases:\n  - name: a\n  - name: b\n    renamedFrom: a\n")
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:5:18: error: case 'b' is renamed from 'a', but 'a' is still a case (line 3); remove one of them "
                + "or the 'renamedFrom'",
        ])
    }

    @Test func twoItemsRenamedFromOneNameIsAnError() {
        let yaml = enumSpec(cases: "cases:\n  - name: a\n    renamedFrom: old\n  - name: b\n    renamedFrom: old\n")
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:6:18: error: 'old' is already renamed to 'a' (line 3); a case can be renamed from an old name only once",
        ])
    }

    @Test func renamedFromItsOwnNameOrNotAnIdentifierIsAnError() {
        let yaml = enumSpec("properties:\n  - name: p\n    type: Int\n    default: 1\n    renamedFrom: p\n"
                            + "  - name: q\n    type: Int\n    default: 1\n    renamedFrom: 2q\n")
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:9:18: error: property 'p' cannot be renamed from its own name",
            "t.yaml:13:18: error: renamedFrom '2q' is not a valid identifier: it starts with a digit; use ASCII letters, digits and '_', not "
                + "starting with a digit",
        ])
    }
}
