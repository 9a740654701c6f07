import Testing
@testable import ErrorgenCore

/// How the docs page reads conditional values and per-code values: consecutive arms with one value
/// read as one condition, a Bool property's single condition as "when" or "unless", several
/// conditional cases separated by semicolons, a conditional default without "always", and a field
/// every case carries as "every case" in the inbound table and
/// without a sentence of its own in the properties table (it is the field itself).
@Suite struct ConditionalSentenceTests {
    static let structSpec = """
    name: DbError
    shape: struct
    category: {type: DbClass, codeField: code}
    fields:
      - {name: code, type: String?}
    cases:
      - name: connection
        codes: [{code: "08000"}, {code: "08007", values: {reconnect: false}}, {code: "08P01", values: {reconnect: false}}]
      - name: rollback
        codes: [{code: "40000"}, {code: "40001", values: {retryable: true}}, {code: "40P01", values: {retryable: true}}]
      - name: shutdown
        codes: [{code: "57000"}, {code: "57P01", values: {reconnect: true}}, {code: "57P03", values: {reconnect: true}}]
      - name: other
    properties:
      - {name: retryable, type: Bool, default: false}
      - {name: reconnect, type: Bool, default: false, values: {connection: true}}
      - name: status
        type: Int
        default: 500
        values:
          connection: [{when: 'code == "08007"', value: 409}, {value: 503}]
          rollback: [{when: 'code == "40001"', value: 409}, {value: 400}]
          shutdown: 503
          other: [{when: "code == null", value: 500}, {value: 400}]
    docs: [{generated: properties}]
    """

    static let enumSpec = """
    name: ApiError
    fields:
      - {name: status, type: Int}
      - {name: reason, type: String?}
    cases:
      - {name: denied, codes: [DENIED]}
      - {name: other}
    properties:
      - name: fix
        type: String?
        default:
          - {when: "reason == \\"A\\"", value: Enable it.}
          - {when: "reason == \\"B\\"", value: Enable it.}
          - {when: "status == 401 or reason == \\"C\\"", value: Enable it.}
          - {value: null}
    inbound:
      parameters:
        - {name: code, type: String?, role: code}
        - {name: status, type: Int}
        - {name: reason, type: String?}
      fallback: other
    docs: [{generated: properties}, {generated: inbound}]
    """

    func page(_ text: String) throws -> String {
        let compiled = try #require(compileSpec(text).spec)
        return try #require(MarkdownEmitter.emit(compiled).first).contents
    }

    /// With a rule as the default, the cases that are always true come before those with a condition: after one,
    /// a plain case name read as part of the condition ("when `a` is greater than `b` and `refused`").
    @Test func aRuleDefaultListsPlainCasesBeforeConditionalOnes() throws {
        let page = try page("""
            name: E
            fields: [{name: streamId, type: Int}, {name: lastStreamId, type: Int}]
            cases: [{name: noError}, {name: refused}, {name: other}]
            properties:
              - name: safeToRetry
                type: Bool
                default: {rule: "streamId == 0 and lastStreamId == 0"}
                values:
                  noError: {rule: "streamId > lastStreamId"}
                  refused: true
            docs: [{generated: properties}]
            """)
        #expect(page.contains("| `safeToRetry` | True for `refused` and `noError` when `streamId` is greater than `lastStreamId`. "
                              + "Otherwise, true when `streamId` is 0 and `lastStreamId` is 0. |"), "\(page)")
    }

    /// A case's value that is a `??` rule: a comma inside the parentheses around the value, not a second pair; a `??`
    /// inside a comparison keeps its parentheses.
    @Test func aFallbackValueReadsWithACommaInsideTheCasesParentheses() throws {
        let page = try page("""
            name: E
            cases:
              - {name: limited, payload: [{name: retryAfter, type: Double?}]}
              - {name: other}
            properties:
              - name: delay
                type: Double?
                values: {limited: {rule: "retryAfter ?? 1.0"}}
              - name: long
                type: Bool
                default: false
                values: {limited: {rule: "(retryAfter ?? 1.0) > 5.0"}}
            docs: [{generated: properties}]
            """)
        #expect(page.contains("Set only for `limited` (`retryAfter`, or 1.0 when it is not set); `nil` otherwise."), "\(page)")
        #expect(page.contains("`retryAfter` (or 1.0 when it is not set) is greater than 5.0"), "\(page)")
    }

    @Test func perCodeBoolValuesReadAsOneConditionPerCase() throws {
        let page = try page(Self.structSpec)
        #expect(page.contains("| `retryable` | True for `rollback` when `code` is `40001` or `40P01`. |"), "\(page)")
        #expect(page.contains("| `reconnect` | True for `connection` unless `code` is `08007` or `08P01`; and `shutdown` when `code` is `57P01` or `57P03`. |"), "\(page)")
    }

    @Test func conditionalValuesNameTheirCasesFirstAndEveryCaseHasOne() throws {
        let page = try page(Self.structSpec)
        #expect(page.contains("| `status` | For `connection`: `409` when `code` is `08007`, else `503`; for `rollback`: `409` when `code` is `40001`, else `400`; `503` for `shutdown`; for `other`: `500` when `code` is not set, else `400`. |"), "\(page)")
    }

    @Test func consecutiveArmsWithOneValueJoinTheirRules() throws {
        let page = try page(Self.enumSpec)
        #expect(page.contains("| `fix` | `\"Enable it.\"` when `reason` is `A` or `B` or `status` is 401 or `reason` is `C`, else `nil`. |"), "\(page)")
        #expect(!page.contains("Always"))
    }

    @Test func aFieldOfEveryCaseIsFilledForEveryCase() throws {
        let page = try page(Self.enumSpec)
        #expect(page.contains("| `status` |  |\n| `reason` |  |\n"), "\(page)")
        #expect(page.contains("| `reason` | `String?` | Fills the `reason` of every case. |"), "\(page)")
    }
}
