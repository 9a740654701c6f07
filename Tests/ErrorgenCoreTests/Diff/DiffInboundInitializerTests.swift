import Testing
@testable import ErrorgenCore

/// `errorgen diff` with several inbound initializers (paired by their labels) and `unknownCode`.
@Suite struct DiffInboundInitializerTests {
    static let old = """
    name: E
    cases:
      - {name: a, codes: [x]}
      - {name: b}
      - {name: c}
    inbound:
      - parameters: [{name: code, type: String?, role: code}, {name: status, type: Int, role: status}]
        statuses: [{status: 404, case: b}]
        fallback: c
      - parameters: [{name: code, type: String, role: code}]
        unknownCode: b
    """

    static func kinds(_ changes: [SpecChange]) -> [String] { changes.map(\.kind).sorted() }

    @Test func initializersArePairedByTheirLabelsNotTheirOrder() {
        let swapped = """
        name: E
        cases:
          - {name: a, codes: [x]}
          - {name: b}
          - {name: c}
        inbound:
          - parameters: [{name: code, type: String, role: code}]
            unknownCode: b
          - parameters: [{name: code, type: String?, role: code}, {name: status, type: Int, role: status}]
            statuses: [{status: 404, case: b}]
            fallback: c
        """
        #expect(specChanges(Self.old, swapped).isEmpty)
    }

    @Test func aChangedStatusTableIsReportedForItsInitializer() {
        let new = Self.old.replacingOccurrences(of: "{status: 404, case: b}", with: "{status: 404, case: a}")
        #expect(Self.kinds(specChanges(Self.old, new)) == ["statusRowChanged"])
    }

    @Test func anInitializerWithOtherLabelsIsARemovalAndAnAddition() {
        let new = Self.old.replacingOccurrences(of: "[{name: code, type: String, role: code}]",
                                                with: "[{name: trailer, type: String, role: code}]")
        let changes = specChanges(Self.old, new)
        #expect(Self.kinds(changes) == ["inboundRemoved", "initializerAdded", "initializerRemoved"])
        let messages = changes.map(\.message.description)
        #expect(messages.contains("the initializer 'init(code:)' was removed"), "\(messages)")
        #expect(messages.contains("service answers given to 'init(code:)' are no longer mapped to cases"), "\(messages)")
        #expect(messages.contains("new initializer 'init(trailer:)' maps service answers to cases"), "\(messages)")
    }

    @Test func anUnknownCodeCaseThatChangesIsAWireChange() {
        let new = Self.old.replacingOccurrences(of: "    fallback: c\n", with: "    unknownCode: a\n    fallback: c\n")
        let changes = specChanges(Self.old, new)
        #expect(Self.kinds(changes) == ["unknownCodeChanged"])
        #expect(changes.first?.category == .wire)
        #expect(changes.first.map { $0.message.description.contains("codes no case lists now give") } == true,
                "\(changes.map(\.message.description))")
    }
}
