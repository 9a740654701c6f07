@testable import ErrorgenCore
import Testing

/// The article before a type name in generated prose, as the name is read aloud.
struct EnglishArticleTests {
    static let table: [(name: String, article: String)] = [
        // Words: a vowel letter is "an", a consonant "a".
        ("PoolError", "a"), ("AccountError", "an"), ("ErrorCategory", "an"), ("IndexError", "an"), ("OrderError", "an"),
        ("UploadError", "an"), ("UpdateError", "an"), ("UnknownError", "an"), ("UnauthorizedError", "an"),
        ("UnimplementedError", "an"), ("UninitializedError", "an"), ("UsherError", "an"), ("UrgentError", "an"),
        ("OnlyError", "an"), ("OnerousError", "an"), ("YieldError", "a"), ("WireError", "a"),
        // /juː/ and /w/ starts.
        ("UserError", "a"), ("UsageError", "a"), ("UniqueKeyError", "a"), ("UniversalError", "a"), ("UnitError", "a"),
        ("UnicodeError", "a"), ("UnionError", "a"), ("UtilityError", "a"), ("EuropeanBankError", "a"),
        ("OneTimeCodeError", "a"), ("OnceError", "a"), ("OneRequestError", "a"),
        // Silent H.
        ("HourlyLimitError", "an"), ("HonestError", "an"), ("HostError", "a"),
        // Acronyms, letter by letter: A E F H I L M N O R S X have a vowel sound.
        ("URLError", "a"), ("URL", "a"), ("UIKitError", "a"), ("UInt", "a"), ("NSError", "an"), ("HTTPError", "an"),
        ("SQLError", "an"), ("OAuthError", "an"), ("IOError", "an"), ("APIError", "an"), ("FTPError", "an"),
        ("LDAPError", "an"), ("MQTTError", "an"), ("RPCError", "an"), ("XMLError", "an"), ("GRPCError", "a"),
        ("JSONError", "a"), ("TLSError", "a"), ("DNSError", "a"), ("KMSError", "a"), ("WAFError", "a"), ("E", "an"),
        ("U", "a"), ("X2Error", "an"),
        // Lower-case first letters and underscores.
        ("apiError", "an"), ("userError", "a"), ("_UploadError", "an"), ("", "a"),
    ]

    @Test(arguments: table)
    func articleFollowsPronunciation(_ row: (name: String, article: String)) {
        #expect(EnglishArticle.before(row.name) == row.article, "\(row.name)")
    }
}
