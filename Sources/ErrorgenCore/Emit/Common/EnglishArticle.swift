/// The indefinite article generated prose puts before a type name, the same in every output.
enum EnglishArticle {
    /// "an" before a name that starts with A, E, I or O, else "a": "an OAuthError", "a PoolError".
    /// (U is left out: "a URLError", "a UserError".)
    static func before(_ name: String) -> String {
        let vowel = name.first.map { "AEIOaeio".contains($0) } ?? false
        return vowel ? "an" : "a"
    }
}
