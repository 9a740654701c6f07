import Testing
@testable import ErrorgenCore

/// One test per kind of change: a pair of small specs, the line printed at NEW, its note at OLD, its category.
@Suite struct DiffChangeKindTests {
    let old = diffBaseSpec
    func at(_ needle: String, _ text: String, _ occurrence: Int = 1) -> String {
        position(of: needle, in: text, file: text == old ? "old.yaml" : "new.yaml", occurrence: occurrence)
    }

    // MARK: Swift source

    @Test func caseRemoved() {
        let new = edited(old, ("  - name: legacy\n    codes: [legacy_code]\n", ""))
        let changes = specChanges(old, new)
        expectChange(changes, kind: "caseRemoved", category: .swift,
                     line: "\(at("E", new)): error: case 'legacy' was removed [swift]", note: at("legacy", old))
        #expect(changes.contains { $0.kind == "caseRemoved" && $0.category == .bridge })
    }

    @Test func payloadLabelChanged() {
        let new = edited(old, ("{name: limit, type: Int}", "{name: maximum, type: Int}"),
                         ("limit, type: Int?, default: 0", "maximum, type: Int?, default: 0"), ("{limit: \"{size}\"}", "{maximum: \"{size}\"}"))
        expectChange(specChanges(old, new), kind: "payloadChanged", category: .swift,
                     line: "\(at("tooLarge", new)): error: the payload of 'tooLarge' changed from '(limit: Int)' to "
                         + "'(maximum: Int)' [swift]", note: at("tooLarge", old))
    }

    @Test func payloadTypeChanged() {
        // The inbound parameter's default then fills nothing that is not optional: it goes too.
        let new = edited(old, ("{name: limit, type: Int}", "{name: limit, type: Int?}"),
                         ("limit, type: Int?, default: 0", "limit, type: Int?"))
        expectChange(specChanges(old, new), kind: "payloadRetyped", category: .swift,
                     line: "\(at("tooLarge", new)): error: the payload of 'tooLarge' changed from '(limit: Int)' to "
                         + "'(limit: Int?)' [swift]", note: at("tooLarge", old))
    }

    @Test func payloadReordered() {
        let before = edited(old, ("{name: status, type: Int}", "{name: status, type: Int}\n      - {name: body, type: String?}"))
        let after = edited(old, ("{name: status, type: Int}", "{name: body, type: String?}\n      - {name: status, type: Int}"))
        expectChange(specChanges(before, after), kind: "payloadReordered", category: .swift,
                     line: "\(position(of: "service", in: after, file: "new.yaml")): error: the payload of 'service' "
                         + "changed from '(status: Int, body: String?)' to '(body: String?, status: Int)' [swift]",
                     note: position(of: "service", in: before, file: "old.yaml"))
    }

    @Test func propertyRemoved() {
        let new = edited(old, ("  - name: serverCode\n    type: String?\n    default: {code: primary}\n", ""),
                         ("  - serverCode\n", ""))
        expectChange(specChanges(old, new), kind: "propertyRemoved", category: .swift,
                     line: "\(at("E", new)): error: the property 'serverCode' was removed [swift]",
                     note: at("serverCode", old))
    }

    @Test func propertyTypeChanged() {
        let new = edited(old, ("name: retryable\n    type: Bool\n", "name: retryable\n    type: Bool?\n"))
        expectChange(specChanges(old, new), kind: "propertyRetyped", category: .swift,
                     line: "\(at("retryable", new)): error: the property 'retryable' changed type from Bool to Bool? [swift]",
                     note: at("retryable", old))
    }

    @Test func accessNarrowed() {
        let new = edited(old, ("name: E\n", "name: E\naccess: package\n"))
        expectChange(specChanges(old, new), kind: "accessNarrowed", category: .swift,
                     line: "\(at("E", new)): error: the access level changed from public to package: code outside "
                         + "the package can no longer use the type [swift]", note: at("E", old))
    }

    @Test func initializerChanged() {
        let new = edited(old, ("    - {name: limit, type: Int?, default: 0}\n", "    - {name: limit, type: Int?, default: 0}\n    - {name: body, type: String?}\n"))
        expectChange(specChanges(old, new), kind: "initializerChanged", category: .swift,
                     line: "\(at("parameters", new)): error: the initializer's parameters changed from "
                         + "'(serverCode: String?, status: Int, limit: Int?)' to "
                         + "'(serverCode: String?, status: Int, limit: Int?, body: String?)' [swift]",
                     note: at("parameters", old))
    }

    @Test func constructorSignatureChanged() {
        let new = edited(old, ("{name: size, type: Int}", "{name: bytes, type: Int}"), ("\"{size}\"", "\"{bytes}\""))
        expectChange(specChanges(old, new), kind: "constructorChanged", category: .swift,
                     line: "\(at("huge", new)): error: the constructor 'huge(size: Int)' is now 'huge(bytes: Int)' [swift]",
                     note: at("huge", old))
    }

    @Test func constructorDeprecated() {
        let new = edited(old, ("  - name: huge\n", "  - name: huge\n    deprecated: Use tooLarge.\n"))
        expectChange(specChanges(old, new), kind: "constructorDeprecated", category: .additions,
                     line: "\(at("huge", new)): info: the constructor 'huge' is now deprecated: 'Use tooLarge.' [additions]",
                     note: at("huge", old))
    }

    @Test func constructorRemoved() {
        let new = edited(old, ("constructors:\n  - name: huge\n    parameters:\n      - {name: size, type: Int}\n    case: tooLarge\n    set: {limit: \"{size}\"}\n", ""))
        expectChange(specChanges(old, new), kind: "constructorRemoved", category: .swift,
                     line: "\(at("E", new)): error: the constructor 'huge(size: Int)' was removed [swift]",
                     note: at("huge", old))
    }

    // MARK: Wire

    @Test func codeRemoved() {
        let new = edited(old, ("codes: [service, server_error]", "codes: [service]"))
        expectChange(specChanges(old, new), kind: "codeRemoved", category: .wire,
                     line: "\(at("service", new)): error: the code 'server_error' was removed: it no longer maps to "
                         + "'service' [wire]", note: at("server_error", old))
    }

    @Test func codeMovedToAnotherCase() {
        let new = edited(old, ("codes: [service, server_error]", "codes: [service]"),
                         ("codes: [legacy_code]", "codes: [legacy_code, server_error]"))
        expectChange(specChanges(old, new), kind: "codeMoved", category: .wire,
                     line: "\(at("server_error", new)): error: the code 'server_error' moved from 'service' to "
                         + "'legacy' [wire]", note: at("server_error", old))
    }

    @Test func primaryCodeChanged() {
        let new = edited(old, ("codes: [service, server_error]", "codes: [server_error, service]"))
        let changes = specChanges(old, new)
        expectChange(changes, kind: "primaryCodeChanged", category: .wire,
                     line: "\(at("server_error", new)): error: 'service' now sends the code 'server_error' where it "
                         + "sent 'service' (its first code is the primary one) [wire]", note: at("service, server", old))
        // serverCode reads the primary code: its resolved value changed too.
        #expect(changes.contains { $0.kind == "propertyValueChanged" && $0.message.description.contains("'serverCode'") })
    }

    @Test func statusRowChanged() {
        let new = edited(old, ("{status: 413, case: tooLarge}", "{status: [413, 507], case: tooLarge}"))
        expectChange(specChanges(old, new), kind: "statusRowChanged", category: .wire,
                     line: "\(at("{status", new)): error: status 507 now gives 'tooLarge' where it gave no row [wire]",
                     note: at("parameters", old))
    }

    @Test func statusRuleRowAddedAndRemoved() {
        let ruled = edited(old, ("{status: 413, case: tooLarge}", "{status: [413, 507], when: \"limit > 0\", case: tooLarge}"))
        expectChange(specChanges(old, ruled), kind: "statusRuleRowAdded", category: .wire,
                     line: "\(at("{status", ruled)): error: statuses 413, 507 when 'limit > 0' now gives 'tooLarge' [wire]",
                     note: at("parameters", old))
        // The row without a rule went: status 413 no longer gives a case of its own.
        #expect(specChanges(old, ruled).contains { $0.kind == "statusRowChanged" })
        let reworded = edited(ruled, ("limit > 0", "limit >= 1"))
        #expect(Set(specChanges(ruled, reworded).map(\.kind)) == ["statusRuleRowAdded", "statusRuleRowRemoved"])
        // The same rule spelled with other spaces, the statuses in another order: no change.
        let respaced = edited(ruled, ("[413, 507], when: \"limit > 0\"", "[507, 413], when: \"limit>0\""))
        #expect(specChanges(ruled, respaced).isEmpty)
        // The same parsed rule in parentheses, or with a number written in hexadecimal: no change either.
        #expect(specChanges(ruled, edited(ruled, ("when: \"limit > 0\"", "when: \"((limit > 0x0))\""))).isEmpty)
    }

    @Test func statusRowsRegroupedAreNoChange() {
        let before = edited(old, ("{status: 413, case: tooLarge}", "{status: [413, 414], case: tooLarge}"))
        let after = edited(old, ("{status: 413, case: tooLarge}", "{status: 414, case: tooLarge}\n    - {status: \"413...413\", case: tooLarge}"))
        #expect(specChanges(before, after).isEmpty)
    }

    @Test func fallbackChanged() {
        let new = edited(old, ("fallback: service", "fallback: legacy"))
        expectChange(specChanges(old, new), kind: "fallbackChanged", category: .wire,
                     line: "\(at("legacy", new, 3)): error: unmatched answers now give 'legacy' where they gave "
                         + "'service' [wire]", note: at("service", old, 4))
    }

    // MARK: Stored codes

    @Test func errorDomainChanged() {
        let new = edited(old, ("errorDomain: com.example.E", "errorDomain: com.example.errors"))
        expectChange(specChanges(old, new), kind: "errorDomainChanged", category: .stored,
                     line: "\(at("E", new)): error: the errorDomain changed from 'com.example.E' to 'com.example.errors': "
                         + "stored errors of the old domain no longer match [stored]", note: at("E", old))
    }

    @Test func errorCodeRenumbered() {
        let before = edited(old, ("  - name: offline\n", "  - name: offline\n    errorCode: 7\n"))
        let after = edited(old, ("  - name: offline\n", "  - name: offline\n    errorCode: 8\n"))
        expectChange(specChanges(before, after), kind: "errorCodeChanged", category: .stored,
                     line: "\(position(of: "offline", in: after, file: "new.yaml")): error: the errorCode of 'offline' "
                         + "changed from 7 to 8 [stored]", note: position(of: "offline", in: before, file: "old.yaml"))
    }

    @Test func explicitErrorCodeDroppedFallsBackToTheDerivedOne() {
        let before = edited(old, ("  - name: offline\n", "  - name: offline\n    errorCode: 7\n"))
        let derived = Case.derivedErrorCode("offline")
        expectChange(specChanges(before, old), kind: "errorCodeChanged", category: .stored,
                     line: "\(position(of: "offline", in: old, file: "new.yaml")): error: the errorCode of 'offline' "
                         + "changed from 7 to \(derived); set 'errorCode: 7' to keep it [stored]",
                     note: position(of: "offline", in: before, file: "old.yaml"))
    }

    @Test func errorCodeFromAFieldIsAChangedErrorCode() {
        let after = edited(old, ("  - name: tooLarge\n", "  - name: tooLarge\n    errorCode: {field: limit}\n"))
        expectChange(specChanges(old, after), kind: "errorCodeChanged", category: .stored,
                     line: "\(position(of: "tooLarge", in: after, file: "new.yaml")): error: the errorCode of 'tooLarge' "
                         + "changed from \(Case.derivedErrorCode("tooLarge")) to the value of 'limit' [stored]",
                     note: position(of: "tooLarge", in: old, file: "old.yaml"))
        #expect(specChanges(after, after).isEmpty)
    }

    // MARK: JS bridge

    @Test func detailsFieldRemoved() {
        let new = edited(old, ("  - serverCode\n", ""))
        expectChange(specChanges(old, new), kind: "detailsFieldRemoved", category: .bridge,
                     line: "\(at("E", new)): error: the details field 'serverCode' was removed [bridge]",
                     note: at("serverCode", old, 3))
    }

    @Test func detailsFieldRenamed() {
        let new = edited(old, ("  - retryable\n", "  - {name: canRetry, value: retryable}\n"))
        expectChange(specChanges(old, new), kind: "detailsFieldRenamed", category: .bridge,
                     line: "\(at("canRetry", new)): error: the details field 'retryable' was renamed to 'canRetry' [bridge]",
                     note: at("retryable", old, 2))
    }

    @Test func detailsFieldRetyped() {
        let new = edited(old, ("name: retryable\n    type: Bool\n", "name: retryable\n    type: Bool?\n"))
        expectChange(specChanges(old, new), kind: "detailsFieldRetyped", category: .bridge,
                     line: "\(at("retryable", new, 2)): error: the details field 'retryable' changed type from "
                         + "'boolean' (Swift 'Bool') to 'boolean | null' (Swift 'Bool?') [bridge]",
                     note: at("retryable", old, 2))
    }

    @Test func caseRenamedChangesTheJavaScriptCode() {
        let new = edited(old, ("  - name: legacy\n", "  - name: retired\n    renamedFrom: legacy\n"))
        expectChange(specChanges(old, new), kind: "caseRenamed", category: .swift,
                     line: "\(at("retired", new)): error: case 'legacy' was renamed to 'retired' [swift]", note: at("legacy", old))
        let bridge = specChanges(old, new).filter { $0.kind == "caseRenamed" && $0.category == .bridge }
        #expect(bridge.map(\.message.description) == ["JavaScript receives the code 'retired' where it received 'legacy'"])
    }

    // MARK: Behaviour

    @Test func constantFlips() {
        let new = edited(old, ("offline: true", "offline: false"))
        expectChange(specChanges(old, new), kind: "propertyValueChanged", category: .behaviour,
                     line: "\(at("offline", new, 2)): warning: 'retryable' changed from true to false for 'offline' [behaviour]",
                     note: at("offline", old, 2))
    }

    @Test func ruleChanged() {
        let new = edited(old, ("status >= 500", "status in 500...599 or status == 408"))
        expectChange(specChanges(old, new), kind: "propertyValueChanged", category: .behaviour,
                     line: "\(at("service", new, 3)): warning: 'retryable' changed from {rule: (status >= 500)} to "
                         + "{rule: ((status in [500...599]) or (status == 408))} for 'service' [behaviour]",
                     note: at("service", old, 3))
    }

    @Test func propertySourceChanged() {
        let before = edited(old, ("properties:\n", "properties:\n  - name: retryAfter\n    type: Int?\n    values:\n      tooLarge: {field: limit}\n"))
        let after = edited(before, ("tooLarge: {field: limit}", "tooLarge: 30"))
        expectChange(specChanges(before, after), kind: "propertyValueChanged", category: .behaviour,
                     line: "\(position(of: "tooLarge", in: after, file: "new.yaml", occurrence: 2)): warning: 'retryAfter' "
                         + "changed from {field: limit} to 30 for 'tooLarge' [behaviour]",
                     note: position(of: "tooLarge", in: before, file: "old.yaml", occurrence: 2))
    }

    @Test func ruleRespacedIsNoChange() {
        #expect(specChanges(old, edited(old, ("status >= 500", "status>=500"))).isEmpty)
    }

    @Test func defaultChangeIsReportedOnceForEveryCaseItReaches() {
        let new = edited(old, ("    default: false\n", "    default: true\n"))
        expectChange(specChanges(old, new), kind: "propertyValueChanged", category: .behaviour,
                     line: "\(at("retryable", new)): warning: 'retryable' changed from false to true for 'tooLarge' "
                         + "and 'legacy' [behaviour]", note: at("retryable", old))
    }

    @Test func templateTextChanged() {
        let before = edited(old, ("    - {name: limit, type: Int?, default: 0}\n", "    - {name: limit, type: Int?, default: 0}\n    - {name: body, type: String?, default: \"HTTP {status}\"}\n"),
                            ("{name: status, type: Int}", "{name: status, type: Int}\n      - {name: body, type: String}"))
        let after = edited(before, ("\"HTTP {status}\"", "\"Status {status}\""))
        expectChange(specChanges(before, after), kind: "parameterDefaultChanged", category: .behaviour,
                     line: "\(position(of: "body", in: after, file: "new.yaml", occurrence: 2)): warning: the default of the "
                         + "initializer's parameter 'body' changed from \"HTTP {status}\" to \"Status {status}\" [behaviour]",
                     note: position(of: "body", in: before, file: "old.yaml", occurrence: 2))
    }

    @Test func constructorTemplateChanged() {
        let before = """
            name: T
            cases:
              - name: rejected
                payload:
                  - {name: message, type: String}
            constructors:
              - name: blocked
                parameters:
                  - {name: reason, type: String}
                case: rejected
                set: {message: "Blocked: {reason}"}
            """
        let after = edited(before, ("\"Blocked: {reason}\"", "\"Blocked because {reason}\""))
        expectChange(specChanges(before, after), kind: "templateChanged", category: .behaviour,
                     line: "\(position(of: "message", in: after, file: "new.yaml", occurrence: 2)): warning: the constructor "
                         + "'blocked' sets 'message' to \"Blocked because {reason}\" where it set \"Blocked: {reason}\" [behaviour]",
                     note: position(of: "message", in: before, file: "old.yaml", occurrence: 2))
    }

    @Test func constructorCaseChanged() {
        let base = edited(old, ("constructors:\n", "constructors:\n  - name: down\n    case: legacy\n"))
        let changed = edited(base, ("case: legacy\n", "case: offline\n"))
        expectChange(specChanges(base, changed), kind: "constructorCaseChanged", category: .behaviour,
                     line: "\(position(of: "offline", in: changed, file: "new.yaml", occurrence: 3)): warning: the constructor "
                         + "'down' now builds 'offline' where it built 'legacy' [behaviour]",
                     note: position(of: "legacy", in: base, file: "old.yaml", occurrence: 3))
    }

    // MARK: Additions

    @Test func caseAddedSaysHowToSwitch() {
        let new = edited(old, ("  - name: legacy\n", "  - name: paused\n  - name: legacy\n"))
        expectChange(specChanges(old, new), kind: "caseAdded", category: .additions,
                     line: "\(at("paused", new)): info: new case 'paused'; a 'switch' over 'E' in another module that "
                         + "lists every case stops compiling: switch over it with '@unknown default:' (a new case is then "
                         + "a warning) or use its properties [additions]", note: nil)
    }

    @Test func codeAndPropertyAdded() {
        let new = edited(old, ("codes: [legacy_code]", "codes: [legacy_code, old_code]"))
            + "  - {name: hint, value: hint}\n"
        let withProperty = edited(new, ("properties:\n", "properties:\n  - name: hint\n    type: String?\n"))
        let changes = specChanges(old, withProperty)
        expectChange(changes, kind: "codeAdded", category: .additions,
                     line: "\(position(of: "old_code", in: withProperty, file: "new.yaml")): info: new code 'old_code' "
                         + "for 'legacy' [additions]", note: nil)
        expectChange(changes, kind: "propertyAdded", category: .additions,
                     line: "\(position(of: "hint", in: withProperty, file: "new.yaml")): info: new property 'hint' [additions]",
                     note: nil)
        expectChange(changes, kind: "detailsFieldAdded", category: .additions,
                     line: "\(position(of: "hint", in: withProperty, file: "new.yaml", occurrence: 2)): info: new details "
                         + "field 'hint' [additions]", note: nil)
    }

    @Test func caseAddedToAnInternalTypeHasNoNoteForOtherModules() {
        let before = edited(old, ("name: E\n", "name: E\naccess: internal\n"))
        let after = edited(before, ("  - name: legacy\n", "  - name: paused\n  - name: legacy\n"))
        expectChange(specChanges(before, after), kind: "caseAdded", category: .additions,
                     line: "\(position(of: "paused", in: after, file: "new.yaml")): info: new case 'paused' [additions]", note: nil)
    }

    @Test func caseDeprecated() {
        let new = edited(old, ("  - name: legacy\n", "  - name: legacy\n    deprecated: Use service.\n"))
        expectChange(specChanges(old, new), kind: "caseDeprecated", category: .additions,
                     line: "\(at("legacy", new)): info: case 'legacy' is now deprecated: 'Use service.' [additions]",
                     note: at("legacy", old))
    }

    @Test func typeRenamedBreaksSwiftJavaScriptAndTheDefaultDomain() {
        let before = edited(old, ("errorDomain: com.example.E\n", ""))
        let after = edited(before, ("name: E\n", "name: F\n"))
        let changes = specChanges(before, after)
        #expect(changes.filter { $0.kind == "typeRenamed" }.map(\.category) == [.swift, .bridge])
        expectChange(changes, kind: "errorDomainChanged", category: .stored,
                     line: "new.yaml:1:7: error: the errorDomain changed from 'E' to 'F': stored errors of the old domain "
                         + "no longer match [stored]", note: "old.yaml:1:7")
    }

    @Test func noChangeIsEmpty() {
        #expect(specChanges(old, old).isEmpty)
        #expect(diffLines(old, old).isEmpty)
    }
}
