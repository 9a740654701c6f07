import Testing
@testable import ErrorgenCore

/// The generated docs state the facts of the two seed pages (../shared/seeds), generated from
/// Specs/PoolError.yaml and Specs/JanuaryError.yaml. Expected text is copied from the seed pages.
@Suite struct MarkdownSeedPageTests {
    static func page(_ name: String) throws -> String {
        let path = "Specs/\(name).yaml"
        let result = SpecPipeline.compile(bytes: try readBytes(specsFolder + "/\(name).yaml"), path: path)
        let spec = try #require(result.spec, "\(result.diagnostics)")
        let files = MarkdownEmitter.emit(spec)
        #expect(files.map(\.path) == ["Docs/\(name).md"])
        return try #require(files.first).contents
    }

    /// The PoolKit page's cases table, verbatim.
    static let poolCases = """
        | `invalidAppKey` | The key is malformed, revoked, or not allowed for this bundle ID. | Check the key and the bundle IDs in the dashboard. |
        | `permissionDenied` | The person declined photo access. | Explain the benefit and link to Settings. |
        | `grantRevoked` | The grant was revoked. | Stop, or ask again when the person returns to the feature. |
        | `grantExpired` | The grant's expiry passed. | Request a new grant. |
        | `grantNotFound` | No such grant on this device. | Request a grant. |
        | `operationNotGranted` | The grant does not include this operation. | Request a grant with it. |
        | `invalidRequest` | An access request names nothing, or sources the configuration leaves out. | Fix the request. The message says which part. |
        | `unsupportedQuery` | The query asks for something version 1 cannot do. | The message says what. |
        | `invalidCursor` | The cursor belongs to an index that was rebuilt. | Start from the first page. |
        | `notFound` | The evidence or thing does not exist or is outside the grant. | Treat as gone. |
        | `offline` | A service call could not connect. | Nothing. The on-device engine keeps working. |
        | `rateLimited` | The service asked the SDK to wait, or the app used its allowance. | Nothing for indexing: the SDK waits by itself. `ask` and `profile` throw it while the wait lasts, with the seconds left in `retryAfter`. |
        | `serviceUnavailable` | Pool's service cannot do this right now. | Retry after `retryAfter` seconds. The on-device engine keeps working. |
        | `service` | The service answered with an unexpected status. A 401 means [App Attest](https://docs.pool.day/app-attest.md) is enforced and this build could not attest, for example a development build with a live key. | Retry later. For a 401, check the App Attest capability and use a test key in debug builds. |
        | `storage` | The index could not be read or written. | `rebuildIndex()` recovers it. |
        | `modelsUnavailable` | The engine's models could not be listed, downloaded or verified. | Nothing. PoolKit works without them and tries again later. |
        | `cloudAssistNotAllowed` | `ask` or `profile` needs cloud assist, and the configuration or the grant does not allow it. | Ask for a grant with `allowsCloudAssist`, or hide the feature. |
        | `invalidSchema` | A profile schema is outside the supported subset or over a limit. | Fix the schema. The message says which part. |
        """

    @Test func poolErrorCasesTableHasEverySeedRowVerbatim() throws {
        let lines = try Self.page("PoolError").split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex(of: "| Case | When | What to do |"))
        let rows = Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
        #expect(rows == Self.poolCases.split(separator: "\n").map(String.init))
    }

    @Test func poolErrorRetryOrNotIsWrittenFromTheRules() throws {
        let page = try Self.page("PoolError")
        #expect(page.contains("## Retry or not\n\nEvery `PoolError` also has three properties, so you can handle a whole class of failures without listing cases:\n\n```swift\ndo {\n"))
        #expect(page.contains("    log(error.serverCode)  // \"rate_limited\", or nil when the failure happened on the device\n}\n```\n\n| Property | Meaning |"))
        let table = try #require(MarkdownTableReader.table(["Property", "Meaning"], in: page))
        #expect(table.rows.map { $0.first } == ["`retryable`", "`retryAfter`", "`serverCode`"])
        #expect(table.rows[0][1] == "True for `offline`, `rateLimited`, `serviceUnavailable`, `modelsUnavailable`, and `service` "
                + "when `status` is a 5xx or 408. The same call can work later.")
        #expect(table.rows[1][1].hasPrefix("Set only for `rateLimited` and `serviceUnavailable` (their `retryAfter`); `nil` otherwise."))
        #expect(table.rows[1][1].contains("Seconds to wait."))
        let serverCode = table.rows[2][1]
        for (code, caseName) in [("invalid_key", "invalidAppKey"), ("invalid_request", "invalidRequest"), ("invalid_schema", "invalidSchema"),
                                 ("rate_limited", "rateLimited"), ("service_unavailable", "serviceUnavailable"), ("service", "service")] {
            #expect(serverCode.contains("`\(code)` (`\(caseName)`)"), "\(code)")
        }
        #expect(!serverCode.contains("quota_exceeded"))
        #expect(serverCode.contains("; `nil` otherwise."))
        #expect(serverCode.contains("The service's error code when the service refused the call"))
        #expect(serverCode.contains("`nil` for failures that can only happen on the device."))
    }

    @Test func poolErrorCodesTableSaysWhichCodesToRetry() throws {
        let page = try Self.page("PoolError")
        let table = try #require(MarkdownTableReader.table(["Code", "Case", "Meaning", "`retryable`"], in: page))
        let byCode = Dictionary(uniqueKeysWithValues: table.rows.map { ($0[0], $0) })
        #expect(table.rows.map { $0[0] } == ["`invalid_key`", "`invalid_request`", "`rate_limited`", "`quota_exceeded`", "`plan_limit`",
                                             "`service_unavailable`", "`service`", "`invalid_schema`"])
        #expect(byCode["`quota_exceeded`"] == ["`quota_exceeded`", "`rateLimited`", "The app used its month's cloud assist units.", "yes"])
        #expect(byCode["`plan_limit`"]?[1] == "`rateLimited`")
        #expect(byCode["`service`"]?[3] == "when `status` is a 5xx or 408")
        #expect(byCode["`invalid_key`"]?[3] == "no")
        #expect(byCode["`service_unavailable`"]?[3] == "yes")
    }

    @Test func poolErrorKeepsTheSeedProseAndTheBridgeFields() throws {
        let page = try Self.page("PoolError")
        for paragraph in [
            "An app that used its month's cloud assist units or connected installs gets `rateLimited`, with a `retryAfter` that runs to when the allowance renews. There is no separate case for `quota_exceeded` or `plan_limit`; the service's [error body](https://docs.pool.day/service.md) still names them, and the dashboard shows usage.",
            "Being offline never breaks the engine. Only a key that the service has rejected stops the client, and it stays stopped until the app opens with a good key.",
            "> Every failure is a PoolError case you can switch over.",
        ] {
            #expect(page.contains("\n\n" + paragraph + "\n"), "\(paragraph)")
        }
        #expect(page.contains("`errorDetails(error)` returns `{ code, message, retryable, retryAfter, serverCode }`"))
        let bridge = try #require(MarkdownTableReader.table(["Field", "Type", "Meaning"], in: page))
        #expect(bridge.rows.map { $0[0] } == ["`code`", "`message`", "`retryable`", "`retryAfter`", "`serverCode`"])
        #expect(bridge.rows.map { $0[1] } == ["`string`", "`string`", "`boolean`", "`number` or `null`", "`string` or `null`"])
        #expect(bridge.rows[3][2].hasPrefix("Set only for `rateLimited` and `serviceUnavailable` (their `retryAfter`); `null` otherwise."))
    }

    @Test func januaryPropertiesTableHasTheSeedRows() throws {
        let page = try Self.page("JanuaryError")
        let table = try #require(MarkdownTableReader.table(["Property", "Meaning"], in: page))
        #expect(Array(table.rows.prefix(6)) == [
            ["`category`", "`ErrorCategory` for your control flow"],
            ["`code`", "The API's error code, such as `scope_insufficient`; `nil` for most local errors"],
            ["`message`", "A developer-facing description"],
            ["`httpStatus`", "The HTTP status, when the API responded"],
            ["`requestID`", "Always `nil` in 0.3.2"],
            ["`retryAfterSeconds`", "Always `nil` in 0.3.2; the SDK doesn't read `Retry-After`"],
        ])
        #expect(table.rows.dropFirst(6).map { $0 } == [[
            "`retryable`", "True for `timeout`, `transport`, `server`, and `rateLimited` when `code` is `rate_limited`. "
                + "Whether sending the same request again later can work."]])
    }

    @Test func januaryTokenProviderTableHasEverySeedRow() throws {
        let page = try Self.page("JanuaryError")
        let table = try #require(MarkdownTableReader.table(["Your provider", "The call throws"], in: page))
        #expect(table.rows == [
            ["Throws `JanuaryTokenProviderError(retryable: false)`", "`.authentication`, code `client_token_provider_failed`, with your message. No January request is made."],
            ["Throws `JanuaryTokenProviderError(retryable: true)` on every attempt", "`.authentication`, code `client_token_provider_failed`, \"The app could not obtain a January client token after 9 attempts.\""],
            ["Throws a `DecodingError`", "`.decoding`, \"The January API returned an unreadable response.\""],
            ["Throws any other error", "`.transport`, \"The request to the January API failed.\""],
            ["Returns an empty token", "`.authentication`, code `invalid_client_token`"],
            ["Returns an `expiresIn` of 60 seconds or less", "`.authentication`, code `invalid_client_token_expiration`"],
        ])
        #expect(page.contains("\n\nWhat your token provider throws decides the error the call gets:\n\n| Your provider | The call throws |"))
        let constructors = try #require(MarkdownTableReader.tables(in: page).first { $0.header.first == "Constructor" })
        #expect(constructors.rows.map { $0[0] } == ["`.tokenProviderFailed(message: String)`", "`.tokenProviderExhausted(attempts: Int)`",
                                                   "`.unreadableResponse`", "`.requestFailed`", "`.invalidClientToken`",
                                                   "`.invalidClientTokenExpiration`"])
        #expect(constructors.rows[1][3] == "`\"The app could not obtain a January client token after {attempts} attempts.\"`")
    }

    @Test func januaryCategoriesStatusesAndCodes() throws {
        let page = try Self.page("JanuaryError")
        let categories = try #require(MarkdownTableReader.table(["Category", "When", "What to do"], in: page))
        #expect(categories.rows.map { $0[0] } == ["authentication", "authorization", "validation", "rateLimited", "timeout",
                                                 "transport", "server", "notFound", "decoding"].map { "`\($0)`" })
        let statuses = try #require(MarkdownTableReader.table(["Status", "Category", "Note"], in: page))
        #expect(statuses.rows.map { [$0[0], $0[1]] } == [
            ["400, 422", "`validation`"], ["401", "`authentication`"], ["403", "`authorization`"], ["404", "`notFound`"],
            ["408", "`timeout`"], ["409", "`validation`"], ["429", "`rateLimited`"], ["500\u{2013}599", "`server`"],
            ["400\u{2013}499", "`validation`"], ["Any other", "`server`"],
        ])
        let codes = try #require(MarkdownTableReader.table(["Code", "Category", "Meaning", "`retryable`"], in: page))
        let answers = Dictionary(uniqueKeysWithValues: codes.rows.map { ($0[0], [$0[1], $0[3]]) })
        #expect(answers["`rate_limited`"] == ["`rateLimited`", "yes"])
        #expect(answers["`request_limit_exceeded`"] == ["`rateLimited`", "no"])
        #expect(answers["`credit_limit_exceeded`"] == ["`rateLimited`", "no"])
        #expect(answers["`conflict`"] == ["`validation`", "no"])
        #expect(answers["`scope_insufficient`"] == ["`authorization`", "no"])
        #expect(answers["`token_expired`"] == ["`authentication`", "no"])
        #expect(codes.rows.count == 9)
        #expect(page.contains("## API codes\n\n| Code | Category | Meaning | `retryable` |"))
    }
}
