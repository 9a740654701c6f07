import Testing
@testable import ErrorgenCore

/// The struct shape, read as text: category enum, stored fields, memberwise init, status table, constructors.
@Suite struct SwiftEmitterStructTests {
    let source = SwiftEmitter.source(SwiftEmitterFixtures.january())

    @Test func structWithCategoryFirstThenStoredFields() {
        #expect(source.contains("""
        /// SDK calls throw `JanuaryError`.
        ///
        /// Branch on `category`.
        public struct JanuaryError: Error, Sendable, Equatable {
            /// `ErrorCategory` for your control flow
            public var category: ErrorCategory
            /// The API's error code
            public var code: String?
            /// A description
            public var message: String
            public var httpStatus: Int?
            /// Always `nil`
            public var requestID: String?

            /// Creates an error from its category and stored fields; optional fields default to `nil`.
            public init(
                category: ErrorCategory,
                code: String? = nil,
                message: String,
                httpStatus: Int? = nil,
                requestID: String? = nil
            ) {
                self.category = category
        """))
    }

    @Test func categoryEnumWithCaseName() {
        #expect(source.contains("""
        public enum ErrorCategory: Sendable, Hashable {
            /// The token is bad.
            case authentication

        """))
        #expect(source.contains("""
        extension ErrorCategory {
            /// The case name, such as `authentication`.
            public var caseName: String {
                switch self {
                case .authentication: return "authentication"
        """))
        #expect(!source.contains("var description"))
    }

    @Test func derivedPropertiesSwitchOverTheCategory() {
        #expect(source.contains("""
            public var retryable: Bool {
                switch self.category {
                case .authentication: return false
        """))
        #expect(source.contains("        case .server: return true\n"))
    }

    @Test func inboundPicksTheCategoryFromTheStatusTableAndKeepsTheValues() {
        #expect(source.contains("""
            public init(httpStatus: Int, code: String?, message: String?) {
                var matched: ErrorCategory?
                switch httpStatus {
                case 400, 422:
                    matched = ErrorCategory.validation
                case 401:
                    matched = ErrorCategory.authentication
                case 429:
                    matched = ErrorCategory.rateLimited
                case 500...599:
                    matched = ErrorCategory.server
                case 400...499:
                    matched = ErrorCategory.validation
                default:
                    break
                }
                self.init(
                    category: matched ?? ErrorCategory.server,
                    code: code,
                    message: message ?? "HTTP status \\(httpStatus).",
                    httpStatus: httpStatus,
                    requestID: nil
                )
            }
        """))
    }

    @Test func constructorsAsStaticFuncsAndVars() {
        #expect(source.contains("""
            public static func tokenProviderFailed(message: String) -> JanuaryError {
                JanuaryError(
                    category: .authentication,
                    code: "client_token_provider_failed",
                    message: message,
                    httpStatus: nil,
                    requestID: nil
                )
            }
        """))
        #expect(source.contains("            message: \"Failed after \\(attempts) attempts.\",\n"))
        #expect(source.contains("    public static var unreadableResponse: JanuaryError {\n"))
    }

    @Test func userInfoCarriesBridgeFieldsThenOtherStoredFields() {
        #expect(source.contains("""
                info["category"] = details.category
                if let value = details.code { info["code"] = value }
                info["message"] = details.message
                if let value = details.httpStatus { info["httpStatus"] = value }
                info["retryable"] = details.retryable
                if let value = self.requestID { info["requestID"] = value }
                return info
        """))
        #expect(source.contains("            category: self.category.caseName,\n"))
    }
}
