import GeneratedErrors

/// `Tests/Fixtures/JanuaryError.table.json`, shared with the node tests.
struct JanuaryErrorTable: Decodable {
    struct ResponseRow: Decodable {
        struct Response: Decodable {
            var httpStatus: Int
            var code: String?
            var message: String?
        }

        var response: Response
        var details: [String: JSONValue]
    }

    struct CodeRow: Decodable {
        var category: String
        var code: String
        var retryable: Bool
    }

    struct CategoryRow: Decodable {
        var category: String
        var retryableWithoutCode: Bool
    }

    struct ConstructorRow: Decodable {
        var constructor: String
        var arguments: [String: JSONValue]?
        var details: [String: JSONValue]
    }

    var responses: [ResponseRow]
    var codes: [CodeRow]
    var categories: [CategoryRow]
    var constructors: [ConstructorRow]

    static func load() throws -> JanuaryErrorTable {
        try FixtureTable.load("JanuaryError.table.json", as: JanuaryErrorTable.self)
    }
}

/// The category named `name`; listing every case here also checks, at compile time, that each exists.
func januaryCategory(_ name: String) -> ErrorCategory? {
    switch name {
    case "authentication": return .authentication
    case "authorization": return .authorization
    case "validation": return .validation
    case "rateLimited": return .rateLimited
    case "timeout": return .timeout
    case "transport": return .transport
    case "server": return .server
    case "notFound": return .notFound
    case "decoding": return .decoding
    default: return nil
    }
}

/// Calls the named constructor with the row's arguments, or nil for an unknown name or wrong arguments.
func callJanuaryConstructor(_ name: String, _ arguments: [String: JSONValue]?) -> JanuaryError? {
    let labels = arguments.map { Set($0.keys) }
    switch name {
    case "tokenProviderFailed" where labels == ["message"]:
        return arguments?["message"]?.string.map { JanuaryError.tokenProviderFailed(message: $0) }
    case "tokenProviderExhausted" where labels == ["attempts"]:
        return arguments?["attempts"]?.int.map { JanuaryError.tokenProviderExhausted(attempts: $0) }
    case "unreadableResponse" where labels == nil: return .unreadableResponse
    case "requestFailed" where labels == nil: return .requestFailed
    case "invalidClientToken" where labels == nil: return .invalidClientToken
    case "invalidClientTokenExpiration" where labels == nil: return .invalidClientTokenExpiration
    default: return nil
    }
}
