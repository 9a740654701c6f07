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

    @Test func payloadFieldRenameIsOneRenameAndRulesReadingItAreUnchanged() {
        let new = edited(old, ("{name: status, type: Int}", "{name: httpStatus, type: Int, renamedFrom: status}"),
                         ("status >= 500", "httpStatus >= 500"), ("{name: status, type: Int, role: status}", "{name: httpStatus, type: Int, role: status}"))
        let changes = specChanges(old, new)
        #expect(changes.map { "\($0.category) \($0.kind)" } == ["swift fieldRenamed", "swift initializerChanged"])
        expectChange(changes, kind: "fieldRenamed", category: .swift,
                     line: "\(position(of: "httpStatus", in: new, file: "new.yaml")): error: in the payload of 'service', "
                         + "'status' was renamed to 'httpStatus' [swift]",
                     note: position(of: "status", in: old, file: "old.yaml"))
    }

    @Test func payloadFieldRenamedAndRetypedReportsBoth() {
        let new = edited(old, ("{name: limit, type: Int}", "{name: maximum, type: Double, renamedFrom: limit}"),
                         ("limit, type: Int?, default: 0", "maximum, type: Double?, default: 0"), ("{limit: \"{size}\"}", "{maximum: \"{size}\"}"),
                         ("{name: size, type: Int}", "{name: size, type: Double}"))
        let kinds = specChanges(old, new).filter { $0.category == .swift }.map(\.kind)
        #expect(kinds.contains("fieldRenamed") && kinds.contains("payloadRetyped"))
        // The constructor still sets the renamed field from its parameter: no behaviour change.
        #expect(!specChanges(old, new).contains { $0.category == .behaviour })
    }

    @Test func storedFieldRenameFollowsTheDefaultBridge() {
        let before = "name: S\nshape: struct\ncategory: {type: Kind}\nfields:\n  - {name: message, type: String}\ncases:\n  - name: a\n"
        let after = edited(before, ("{name: message, type: String}", "{name: text, type: String, renamedFrom: message}"))
        #expect(specChanges(before, after).map { "\($0.category) \($0.kind)" } == ["swift fieldRenamed", "bridge detailsFieldRenamed"])
    }

    // Validation of renamedFrom, with positions.

    @Test func renamedFromOnAPayloadFieldIsCheckedLikeACase() {
        let yaml = enumSpec(cases: "cases:\n  - name: a\n    payload:\n      - {name: x, type: Int}\n"
                            + "      - {name: y, type: Int, renamedFrom: x}\n")
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:6:43: error: payload field 'y' is renamed from 'x', but 'x' is still a payload field (line 5); "
                + "remove one of them or the 'renamedFrom'",
        ])
    }

    @Test func parametersHaveNoRenamedFrom() {
        let yaml = enumSpec("constructors:\n  - name: make\n    parameters:\n      - {name: p, type: Int, renamedFrom: q}\n    case: a\n")
        expectDiagnostic(compileSpec(yaml).diagnostics, prefix: "t.yaml:8:30: error: unknown key 'renamedFrom' in a parameter")
    }

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
