import Testing
@testable import ErrorgenCore

/// The struct shape: the category enum's cases, the stored fields and the category property.
@Suite struct DiffStructShapeTests {
    let old = """
        name: S
        shape: struct
        category: {type: Kind, property: kind}
        fields:
          - {name: code, type: String?}
          - {name: message, type: String}
        cases:
          - name: network
            codes: [offline]
          - name: server

        """

    @Test func storedFieldAddedChangesTheMemberwiseInitializer() {
        let new = edited(old, ("  - {name: message, type: String}\n", "  - {name: message, type: String}\n  - {name: status, type: Int?}\n"))
        let changes = specChanges(old, new)
        expectChange(changes, kind: "storedFieldsChanged", category: .swift,
                     line: "\(position(of: "S", in: new, file: "new.yaml")): error: the stored fields changed from "
                         + "'(code: String?, message: String)' to '(code: String?, message: String, status: Int?)' [swift]",
                     note: position(of: "S", in: old, file: "old.yaml"))
        // The default bridge carries every stored field: JavaScript gains one.
        expectChange(changes, kind: "detailsFieldAdded", category: .additions,
                     line: "\(position(of: "status", in: new, file: "new.yaml")): info: new details field 'status' [additions]",
                     note: nil)
    }

    @Test func newCategoryCaseSaysHowToSwitchOverTheCategory() {
        let new = edited(old, ("  - name: server\n", "  - name: server\n  - name: timeout\n"))
        expectChange(specChanges(old, new), kind: "caseAdded", category: .additions,
                     line: "\(position(of: "timeout", in: new, file: "new.yaml")): info: new category case 'timeout'; "
                         + "a switch over 'Kind' in another module needs a branch for it unless it has "
                         + "'@unknown default:' [additions]", note: nil)
    }

    @Test func categoryPropertyRenamedBreaksSwiftAndTheBridge() {
        let new = edited(old, ("property: kind", "property: category"))
        let changes = specChanges(old, new)
        expectChange(changes, kind: "categoryPropertyRenamed", category: .swift,
                     line: "\(position(of: "category}", in: new, file: "new.yaml")): error: the category property 'kind' "
                         + "was renamed to 'category' [swift]", note: position(of: "kind}", in: old, file: "old.yaml"))
        #expect(changes.contains { $0.kind == "detailsFieldRenamed" && $0.message.description
                == "the details field 'kind' was renamed to 'category'" })
    }

    @Test func categoryCaseRemoved() {
        let new = edited(old, ("  - name: server\n", ""))
        expectChange(specChanges(old, new), kind: "caseRemoved", category: .swift,
                     line: "\(position(of: "S", in: new, file: "new.yaml")): error: category case 'server' was removed [swift]",
                     note: position(of: "server", in: old, file: "old.yaml"))
    }
}

/// A declared enum's type is its name: the same spec in two files, or with lines added above the enum's
/// declaration, changes no type (the declaration's place once counted, so every enum-typed member "changed type").
@Suite struct DiffEnumTypedMemberTests {
    let spec = """
        name: S
        shape: struct
        category: {type: Kind, property: kind}
        enums:
          - name: RetryClass
            values: [{name: transient}, {name: none}]
        fields:
          - {name: reason, type: RetryClass?}
        cases:
          - {name: server, codes: [server]}
          - {name: client, codes: [client]}
        properties:
          - name: retryClass
            type: RetryClass
            default: none
            values: {server: transient}

        """

    @Test func theSameSpecInAnotherFileChangesNothing() {
        #expect(specChanges(spec, spec).isEmpty)
        #expect(specChanges(spec, "# moved down\n\n" + spec).isEmpty)
    }

    @Test func aRenamedEnumStillRetypesItsMembers() {
        let new = spec.replacingOccurrences(of: "RetryClass", with: "RetryKind")
        let kinds = specChanges(spec, new).map(\.kind)
        #expect(kinds.contains("propertyRetyped"))
        #expect(kinds.contains("detailsFieldRetyped"))
    }
}
