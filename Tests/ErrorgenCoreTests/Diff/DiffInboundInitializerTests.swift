import Testing
@testable import ErrorgenCore

/// `errorgen diff` with several inbound initializers (paired by their labels) and `unknownCode`.
@Suite struct DiffInboundInitializerTests {
    static let cases = "name: E\ncases:\n  - {name: a, codes: [x]}\n  - {name: b}\n  - {name: c}\ninbound:\n"
    static let response = """
      - parameters: [{name: code, type: String?, role: code}, {name: status, type: Int, role: status}]
        statuses: [{status: 404, case: b}]
        fallback: c

    """
    static let trailer = """
      - parameters: [{name: code, type: String, role: code}]
        unknownCode: b

    """
    static let old = cases + response + trailer

    static func kinds(_ changes: [SpecChange]) -> [String] { changes.map(\.kind).sorted() }

    @Test func initializersArePairedByTheirLabelsNotTheirOrder() {
        let swapped = Self.cases + Self.trailer + Self.response
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
        let new = Self.old.replacingOccurrences(of: "  fallback: c\n", with: "  unknownCode: a\n    fallback: c\n")
        let changes = specChanges(Self.old, new)
        #expect(Self.kinds(changes) == ["unknownCodeChanged"])
        #expect(changes.first?.category == .wire)
        #expect(changes.first.map { $0.message.description.contains("codes no case lists now give") } == true,
                "\(changes.map(\.message.description))")
    }
}
