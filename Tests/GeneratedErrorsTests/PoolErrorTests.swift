import Foundation
import GeneratedErrors
import Testing

/// Issue 3, Swift side: the generated `PoolError` against the shared table.
@Suite struct PoolErrorTests {
    let table: PoolErrorTable

    init() throws {
        table = try PoolErrorTable.load()
    }

    /// The page's cases, in order, with their labels (also checked at compile time by `makePoolError`).
    static let pageCases = [
        "invalidAppKey", "permissionDenied", "grantRevoked", "grantExpired", "grantNotFound", "operationNotGranted",
        "invalidRequest", "unsupportedQuery", "invalidCursor", "notFound", "offline", "rateLimited",
        "serviceUnavailable", "service", "storage", "modelsUnavailable", "cloudAssistNotAllowed", "invalidSchema",
    ]

    @Test func tableCoversEveryCaseInPageOrder() {
        var seen: [String] = []
        for row in table.details where !seen.contains(row.case) { seen.append(row.case) }
        #expect(seen == Self.pageCases)
    }

    @Test func caseNamesAndDescriptions() throws {
        for row in table.details {
            let error = try #require(makePoolError(row.case, row.payload), "\(row.case) \(row.payload)")
            #expect(error.caseName == row.case)
            #expect(error.description == row.details["message"]?.string)
            #expect("\(error)" == row.details["message"]?.string)
        }
    }

    @Test func detailsMatchTheTable() throws {
        for row in table.details {
            let error = try #require(makePoolError(row.case, row.payload))
            let (expected, expectedJSON) = try FixtureTable.expectedJSON(row.details, as: PoolErrorDetails.self)
            #expect(error.errorDetails == expected, "\(error)")
            #expect(error.retryable == expected.retryable, "\(error)")
            #expect(error.retryAfter == expected.retryAfter, "\(error)")
            #expect(error.serverCode == expected.serverCode, "\(error)")
            let json = try FixtureTable.json(error.errorDetails)
            #expect(json == expectedJSON)
        }
    }

    @Test func detailsJSONKeepsNulls() throws {
        let json = try FixtureTable.json(PoolError.offline.errorDetails)
        #expect(json == #"{"code":"offline","message":"offline","retryAfter":null,"retryable":true,"serverCode":null}"#)
    }

    @Test func retryableAcrossServiceStatuses() {
        #expect(table.service.map(\.status) == [0, 200, 400, 401, 407, 408, 409, 429, 499, 500, 503, 599, 600])
        for row in table.service {
            #expect(PoolError.service(status: row.status).retryable == row.retryable, "status \(row.status)")
        }
    }

    @Test func inboundAnswersMapToTheirCases() throws {
        for row in table.inbound {
            let a = row.answer
            let expected = try #require(makePoolError(row.case, row.payload))
            let actual = PoolError(serverCode: a.serverCode, status: a.status, retryAfter: a.retryAfter, message: a.message)
            #expect(actual == expected, "answer \(a)")
        }
    }

    @Test func everyServerCodeMapsBackToItsCase() throws {
        var withCodes: [String] = []
        for name in Self.pageCases {
            let row = try #require(table.details.first { $0.case == name })
            let error = try #require(makePoolError(row.case, row.payload))
            guard let code = error.serverCode else { continue }
            withCodes.append(name)
            let back = PoolError(serverCode: code, status: row.payload["status"]?.int ?? 400,
                                 retryAfter: row.payload["retryAfter"]?.int, message: row.payload["message"]?.string)
            #expect(back == error, "\(name) -> \(code)")
        }
        #expect(withCodes == table.roundTrip)
    }

    @Test func caseNamesAreNeverServerCodes() {
        for name in Self.pageCases where name != "service" {
            #expect(PoolError(serverCode: name, status: 418, retryAfter: 5, message: "m") == .service(status: 418), "\(name)")
        }
        #expect(PoolError(serverCode: nil, status: 503, retryAfter: 5, message: "m") == .service(status: 503))
    }

    @Test func bridgesToNSErrorWithTheDetails() {
        let error = PoolError.rateLimited(retryAfter: 60) as NSError
        #expect(error.domain == "PoolError")
        #expect(PoolError.errorDomain == "PoolError")
        #expect(error.userInfo["code"] as? String == "rateLimited")
        #expect(error.userInfo["message"] as? String == "rateLimited(retryAfter: 60)")
        #expect(error.userInfo["retryable"] as? Bool == true)
        #expect(error.userInfo["retryAfter"] as? Int == 60)
        #expect(error.userInfo["serverCode"] as? String == "rate_limited")
        #expect(PoolError.offline.errorUserInfo["retryAfter"] == nil)
        #expect(PoolError.offline.errorUserInfo["serverCode"] == nil)
        let codes = Set(Self.pageCases.compactMap { makePoolError($0, payload(for: $0)) }.map(\.errorCode))
        #expect(codes.count == Self.pageCases.count, "error codes are distinct")
        #expect(codes.allSatisfy { $0 > 0 })
        #expect(error.code == PoolError.rateLimited(retryAfter: 1).errorCode, "the code does not depend on the payload")
    }

    private func payload(for name: String) -> [String: JSONValue] {
        table.details.first { $0.case == name }?.payload ?? [:]
    }
}
