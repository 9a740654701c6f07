/// The indefinite article generated prose puts before a type name, the same in every output: the one English
/// uses for the name as it is read aloud.
///
/// - A leading run of capitals that is more than one word's first letter (`URLError`, `NSError`, `OAuthError`,
///   `UInt`) is an acronym read letter by letter: "an" when its first letter's name starts with a vowel sound
///   (A, E, F, H, I, L, M, N, O, R, S, X: "an NSError", "an HTTPError", "an SQLError", "an OAuthError"), else
///   "a" ("a URLError", "a UInt"). So is a lone capital (`E`).
/// - Otherwise the first word is read as a word: "an" before A, E, I, O and U, except where the sound is
///   /juː/ or /w/ ("a UserError", "a UniqueKeyError", "a EuropeanBankError", "a OneTimeCodeError"), and before a
///   silent H ("an HourlyLimitError").
enum EnglishArticle {
    static func before(_ name: String) -> String {
        startsWithVowelSound(name) ? "an" : "a"
    }

    private static func startsWithVowelSound(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.drop { $0 == "_" })
        guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        let capitals = scalars.prefix { $0.isASCII && $0.properties.isUppercase }.count
        // In `URLError` the `E` starts the next word; in `URL` or `URL2` the run is all acronym.
        let nextIsLower = capitals < scalars.count && scalars[capitals].properties.isLowercase
        let acronymLength = nextIsLower ? capitals - 1 : capitals
        if capitals >= 2 && acronymLength >= 1 || capitals == 1 && !nextIsLower {
            return "AEFHILMNORSX".unicodeScalars.contains(first)
        }
        // The first word of a camel-case name: `Upload` in `UploadError`.
        let rest = scalars.dropFirst().prefix { $0.isASCII && $0.properties.isLowercase }
        let word = String(String.UnicodeScalarView([first] + rest)).lowercased()
        if silentH.contains(where: word.hasPrefix) { return true }
        guard let letter = word.first, "aeiou".contains(letter) else { return false }
        return !soundsLikeYouOrW(word)
    }

    /// Words whose H is not pronounced.
    private static let silentH = ["hour", "honest", "honor", "honour", "heir"]

    /// `user`, `usage`, `unit`, `unique`, `utility`, `euro`, `one`, `once`: a vowel letter read /juː/ or /w/.
    /// `un` before anything but these letters is the prefix read /ʌn/ (`unknown`, `unimplemented`, `uninstalled`).
    private static func soundsLikeYouOrW(_ word: String) -> Bool {
        let letters = Array(word)
        func isVowel(_ i: Int) -> Bool { i < letters.count && "aeiou".contains(letters[i]) }
        if word.hasPrefix("eu") || word.hasPrefix("ewe") { return true }
        if word.hasPrefix("once") || word.hasPrefix("one") && !word.hasPrefix("oner") { return true }
        guard letters[0] == "u", letters.count >= 3 else { return false }
        if word.hasPrefix("uni") { return letters.count > 3 && "cfloqstvx".contains(letters[3]) }
        // `user`, `usual`, `utility`, `uranium`, `ukulele`; not `utter`, `urgent`, `usher`.
        return "srtk".contains(letters[1]) && isVowel(2)
    }
}
