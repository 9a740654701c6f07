import Testing
@testable import ErrorgenCore

/// The inbound block of the docs page says what the code does: a status that no row holds goes on to the steps
/// after the status step (the table's last row named only the fallback), and a parameter's default fills only the
/// fields that are not optional (the others keep nil).
@Suite struct DocsInboundRowsTests {
    static let yaml = """
        name: StoreError
        codeType: String
        cases:
          - {name: quota, codes: [quota], payload: [{name: code, type: String}]}
          - {name: server, payload: [{name: code, type: String?}]}
          - {name: other}
        inbound:
          parameters:
            - {name: httpStatus, type: Int, role: status}
            - {name: code, type: String?, role: code, default: "none"}
          precedence: [status, code]
          statuses:
            - {status: "500...599", case: server}
          fallback: other
        """

    static func page() throws -> String {
        let spec = try #require(SpecPipeline.compile(bytes: Array(yaml.utf8), path: "Specs/StoreError.yaml").spec)
        return try #require(SpecPipeline.emit(spec).first { $0.path == "Docs/StoreError.md" }).contents
    }

    @Test func anotherStatusGoesOnToTheLaterSteps() throws {
        #expect(try Self.page().contains("| Any other | By `code`; else `other` |"))
    }

    @Test func aDefaultFillsOnlyTheFieldsThatAreNotOptional() throws {
        #expect(try Self.page().contains("Defaults to `\"none\"` when `nil` for `quota` (the others keep `nil`)."))
    }
}
