import Foundation
import GeneratedErrors
import Testing

/// The native side against the shared tables: what a React Native module rejects with (`code`, `message`, and the
/// `NSError`'s `userInfo`, as JSON carries it to JavaScript) is exactly what `errorDetails` reads. Tests/JS checks the
/// JavaScript side with the same rows.
@Suite struct ReactNativeRejectionTests {
    /// `userInfo` as React Native hands it to JavaScript: JSON, with `NSNull` as null.
    static func json(_ userInfo: [String: Any]) throws -> JSONValue {
        let data = try JSONSerialization.data(withJSONObject: userInfo, options: [.sortedKeys])
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    @Test func poolErrorRejectsWithItsDetailsInEveryRow() throws {
        let table = try PoolErrorTable.load()
        for row in table.details {
            let error = try #require(makePoolError(row.case, row.payload))
            let rejection = error.reactNativeRejection
            #expect(rejection.code == row.case)
            #expect(rejection.message == row.details["message"]?.string)
            #expect(rejection.error.domain == PoolError.errorDomain)
            #expect(rejection.error.code == error.errorCode)
            // Every bridge field is there, nil as null: JavaScript never falls back to the message. And the domain
            // under "@errorDomain", which JavaScript's errorDetails compares with its own.
            var expected = row.details
            expected["@errorDomain"] = .string("PoolError")
            #expect(try Self.json(rejection.error.userInfo) == .object(expected), "\(error)")
            #expect(try Self.json(error.reactNativeUserInfo) == .object(expected))
        }
    }

    @Test func januaryErrorRejectsWithItsDetailsAndStoredFields() throws {
        let table = try JanuaryErrorTable.load()
        for row in table.responses {
            let r = row.response
            let error = JanuaryError(httpStatus: r.httpStatus, code: r.code, message: r.message)
            let rejection = error.reactNativeRejection
            #expect(rejection.code == row.details["category"]?.string)
            #expect(rejection.message == error.message)
            var expected = row.details
            expected["requestID"] = .null
            expected["retryAfterSeconds"] = .null
            expected["@errorDomain"] = .string(JanuaryError.errorDomain)
            #expect(try Self.json(rejection.error.userInfo) == .object(expected), "\(r)")
        }
    }

    @Test func valuesJSONCannotCarryExactlyAreNull() throws {
        let safe = 9_007_199_254_740_991
        for (value, expected) in [(safe, JSONValue.int(safe)), (-safe, .int(-safe)), (safe + 1, .null), (-safe - 1, .null),
                                  (Int.max, .null), (Int.min, .null), (0, .int(0))] {
            let info = try Self.json(PoolError.rateLimited(retryAfter: value).reactNativeUserInfo)
            guard case .object(let fields) = info else { Issue.record("not an object"); continue }
            #expect(fields["retryAfter"] == expected, "\(value)")
        }
        let status = try Self.json(JanuaryError(category: .server, message: "m", httpStatus: Int.max).reactNativeUserInfo)
        guard case .object(let fields) = status else { Issue.record("not an object"); return }
        #expect(fields["httpStatus"] == .null)
    }

    /// The marker JavaScript's `errorDetails` reads to tell this type's rejections from another domain's with the
    /// same case name: `"@errorDomain"`, a key no bridge or stored field can have (their names are identifiers).
    @Test func userInfoNamesTheDomainUnderTheMarker() {
        #expect(PoolError.offline.reactNativeUserInfo["@errorDomain"] as? String == "PoolError")
        #expect(PoolError.rateLimited(retryAfter: 5).reactNativeRejection.error.userInfo["@errorDomain"] as? String == PoolError.errorDomain)
        let january = JanuaryError(category: .server, message: "m")
        #expect(january.reactNativeUserInfo["@errorDomain"] as? String == "JanuaryError")
        #expect(january.reactNativeRejection.error.domain == january.reactNativeUserInfo["@errorDomain"] as? String)
    }
}
