import GeneratedErrors

/// `Tests/Fixtures/PoolError.table.json`, shared with the node tests.
struct PoolErrorTable: Decodable {
    struct DetailsRow: Decodable {
        var `case`: String
        var payload: [String: JSONValue]
        var details: [String: JSONValue]
    }

    struct ServiceRow: Decodable {
        var status: Int
        var retryable: Bool
    }

    struct InboundRow: Decodable {
        struct Answer: Decodable {
            var serverCode: String?
            var status: Int
            var retryAfter: Int?
            var message: String?
        }

        var answer: Answer
        var `case`: String
        var payload: [String: JSONValue]
    }

    var details: [DetailsRow]
    var service: [ServiceRow]
    var inbound: [InboundRow]
    var roundTrip: [String]

    static func load() throws -> PoolErrorTable {
        try FixtureTable.load("PoolError.table.json", as: PoolErrorTable.self)
    }
}

/// Builds a `PoolError` from a case name and its payload by label, or nil when the name or a label is wrong.
/// Listing every case here also checks, at compile time, that each exists with its labels and types.
func makePoolError(_ name: String, _ payload: [String: JSONValue]) -> PoolError? {
    let message = payload["message"]?.string
    let retryAfter = payload["retryAfter"]?.int
    let status = payload["status"]?.int
    let labels = Set(payload.keys)
    func only(_ expected: Set<String>) -> Bool { labels == expected }
    switch name {
    case "invalidAppKey" where only([]): return .invalidAppKey
    case "permissionDenied" where only([]): return .permissionDenied
    case "grantRevoked" where only([]): return .grantRevoked
    case "grantExpired" where only([]): return .grantExpired
    case "grantNotFound" where only([]): return .grantNotFound
    case "operationNotGranted" where only([]): return .operationNotGranted
    case "invalidRequest" where only(["message"]): return message.map { .invalidRequest(message: $0) }
    case "unsupportedQuery" where only(["message"]): return message.map { .unsupportedQuery(message: $0) }
    case "invalidCursor" where only([]): return .invalidCursor
    case "notFound" where only([]): return .notFound
    case "offline" where only([]): return .offline
    case "rateLimited" where only(["retryAfter"]): return retryAfter.map { .rateLimited(retryAfter: $0) }
    case "serviceUnavailable" where only(["retryAfter"]): return retryAfter.map { .serviceUnavailable(retryAfter: $0) }
    case "service" where only(["status"]): return status.map { .service(status: $0) }
    case "storage" where only([]): return .storage
    case "modelsUnavailable" where only([]): return .modelsUnavailable
    case "cloudAssistNotAllowed" where only([]): return .cloudAssistNotAllowed
    case "invalidSchema" where only(["message"]): return message.map { .invalidSchema(message: $0) }
    default: return nil
    }
}
