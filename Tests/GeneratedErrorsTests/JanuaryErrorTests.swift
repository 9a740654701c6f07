import Foundation
import GeneratedErrors
import Testing

/// Issue 4, Swift side: the generated `JanuaryError` against the shared table.
@Suite struct JanuaryErrorTests {
    let table: JanuaryErrorTable

    init() throws {
        table = try JanuaryErrorTable.load()
    }

    static let pageCategories = [
        "authentication", "authorization", "validation", "rateLimited", "timeout", "transport", "server", "notFound",
        "decoding",
    ]

    @Test func categoriesInPageOrder() throws {
        #expect(table.categories.map(\.category) == Self.pageCategories)
        for name in Self.pageCategories {
            #expect(try #require(januaryCategory(name)).caseName == name)
        }
    }

    @Test func storedPropertiesWithThePageTypes() {
        let error = JanuaryError(category: .server, message: "m")
        let code: String? = error.code
        let message: String = error.message
        let httpStatus: Int? = error.httpStatus
        let requestID: String? = error.requestID
        let retryAfterSeconds: Int? = error.retryAfterSeconds
        #expect(code == nil && message == "m" && httpStatus == nil && requestID == nil && retryAfterSeconds == nil)
    }

    @Test func responsesKeepCodeAndMessage() throws {
        let statuses = Set(table.responses.map(\.response.httpStatus))
        #expect(statuses.isSuperset(of: [400, 401, 403, 404, 408, 409, 418, 422, 429, 500, 503]))
        for row in table.responses {
            let r = row.response
            let error = JanuaryError(httpStatus: r.httpStatus, code: r.code, message: r.message)
            let (expected, expectedJSON) = try FixtureTable.expectedJSON(row.details, as: JanuaryErrorDetails.self)
            #expect(error.errorDetails == expected, "response \(r)")
            #expect(error.category.caseName == expected.category)
            #expect(error.code == r.code)
            #expect(error.httpStatus == r.httpStatus)
            if let message = r.message { #expect(error.message == message) }
            #expect(error.requestID == nil && error.retryAfterSeconds == nil)
            let json = try FixtureTable.json(error.errorDetails)
            #expect(json == expectedJSON)
        }
    }

    @Test func retryableForEachDocumentedCode() throws {
        for row in table.codes {
            let category = try #require(januaryCategory(row.category))
            #expect(JanuaryError(category: category, code: row.code, message: "m").retryable == row.retryable, "\(row.code)")
        }
    }

    @Test func retryableForEachCategoryWithoutCode() throws {
        for row in table.categories {
            let category = try #require(januaryCategory(row.category))
            #expect(JanuaryError(category: category, code: nil, message: "m").retryable == row.retryableWithoutCode, "\(row.category)")
        }
    }

    @Test func constructorsGiveTheirExactValues() throws {
        #expect(Set(table.constructors.map(\.constructor)) == [
            "tokenProviderFailed", "tokenProviderExhausted", "unreadableResponse", "requestFailed", "invalidClientToken",
            "invalidClientTokenExpiration",
        ])
        for row in table.constructors {
            let error = try #require(callJanuaryConstructor(row.constructor, row.arguments), "\(row.constructor)")
            let (expected, expectedJSON) = try FixtureTable.expectedJSON(row.details, as: JanuaryErrorDetails.self)
            #expect(error.errorDetails == expected, "\(row.constructor)")
            #expect(error.httpStatus == nil && error.requestID == nil && error.retryAfterSeconds == nil)
            let json = try FixtureTable.json(error.errorDetails)
            #expect(json == expectedJSON)
        }
    }

    @Test func detailsJSONKeepsNulls() throws {
        let json = try FixtureTable.json(JanuaryError.requestFailed.errorDetails)
        #expect(json == #"{"category":"transport","code":null,"httpStatus":null,"message":"The request to the January API failed.","retryable":true}"#)
    }

    @Test func bridgesToNSErrorWithTheStoredFields() {
        let error = JanuaryError(category: .rateLimited, code: "rate_limited", message: "Slow down.", httpStatus: 429,
                                 requestID: "r1")
        let nsError = error as NSError
        #expect(nsError.domain == "JanuaryError")
        #expect(nsError.userInfo["category"] as? String == "rateLimited")
        #expect(nsError.userInfo["code"] as? String == "rate_limited")
        #expect(nsError.userInfo["message"] as? String == "Slow down.")
        #expect(nsError.userInfo["httpStatus"] as? Int == 429)
        #expect(nsError.userInfo["retryable"] as? Bool == true)
        #expect(nsError.userInfo["requestID"] as? String == "r1")
        #expect(nsError.userInfo["retryAfterSeconds"] == nil)
        #expect(JanuaryError.requestFailed.errorUserInfo["code"] == nil)
        let codes = Set(Self.pageCategories.compactMap(januaryCategory).map { JanuaryError(category: $0, message: "").errorCode })
        #expect(codes.count == Self.pageCategories.count)
    }
}
