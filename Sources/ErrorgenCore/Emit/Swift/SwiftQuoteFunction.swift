/// The generated Swift's own quoting of a text in `description`, in place of `String(reflecting:)`. The standard
/// library escapes by the Unicode tables of the runtime the app runs on (Swift 6.3 writes `"a\u{0600}"` where older
/// runtimes write the character, and `\u{000E0100}` with eight digits), and Kotlin's `swiftQuoted` (KotlinRuntime)
/// cannot follow every runtime: with the same fixed rules on both sides a React Native app gets the same `message`
/// on iOS and Android, and every iOS version prints the same. For ordinary text the result is what
/// `String(reflecting:)` gives.
enum SwiftQuoteFunction {
    /// The call, qualified by `Self` so that no payload field's binding in a `switch` arm can hide it.
    static let call = "Self._errorgenQuoted"

    /// The call that prints a list or map (or nil), declared by `listedDeclaration`.
    static let listedCall = "Self._errorgenListed"

    /// A list or map printed as Swift prints one, but with its texts quoted by `_errorgenQuoted` and a map's entries
    /// in a fixed order: Swift's own order of a Dictionary changes from one run of the app to the next, so the same
    /// error would give another `message` each time. The order is the keys' UTF-16 code units, Kotlin's order of
    /// Strings, so the Kotlin output (KotlinRuntime) prints the same text. Needs `declaration` beside it.
    static let listedDeclaration = #"""
    /// A list or map as Swift prints one (`["a", "b"]`, `["k": 1]`, `[:]`), or `nil`; texts quoted by
    /// `_errorgenQuoted`, a map's entries in the order of their keys' UTF-16 code units, as the Kotlin output prints them.
    fileprivate static func _errorgenListed(_ values: [String]?) -> String {
        guard let values else { return "nil" }
        return "[" + values.map { _errorgenQuoted($0) }.joined(separator: ", ") + "]"
    }
    fileprivate static func _errorgenListed<Value>(_ values: [Value]?) -> String {
        guard let values else { return "nil" }
        return "[" + values.map { String(describing: $0) }.joined(separator: ", ") + "]"
    }
    fileprivate static func _errorgenListed(_ map: [String: String]?) -> String {
        _errorgenEntries(map) { _errorgenQuoted($0) }
    }
    fileprivate static func _errorgenListed<Value>(_ map: [String: Value]?) -> String {
        _errorgenEntries(map) { String(describing: $0) }
    }
    fileprivate static func _errorgenEntries<Value>(_ map: [String: Value]?, _ show: (Value) -> String) -> String {
        guard let map else { return "nil" }
        guard !map.isEmpty else { return "[:]" }
        let entries = map.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
        return "[" + entries.map { _errorgenQuoted($0.key) + ": " + show($0.value) }.joined(separator: ", ") + "]"
    }
    """#

    /// The declaration, printed in the extension that holds `description`.
    static let declaration = #"""
    /// The text quoted and escaped by the same rules on every platform and in the Kotlin output: `\0 \t \n \r \" \' \\`,
    /// other ASCII controls as `\u{XX}`, and a combining mark right after the opening quote or an escape as `\u{XXXX}`.
    fileprivate static func _errorgenQuoted(_ text: String) -> String {
        var out = "\""
        var afterEscape = true
        for scalar in text.unicodeScalars {
            let escape: String?
            switch scalar.value {
            case 0: escape = "\\0"
            case 9: escape = "\\t"
            case 10: escape = "\\n"
            case 13: escape = "\\r"
            case 34: escape = "\\\""
            case 39: escape = "\\'"
            case 92: escape = "\\\\"
            case 0..<0x20, 0x7F: escape = "\\u{" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escape = nil
            }
            if let escape {
                out += escape
                afterEscape = true
                continue
            }
            let category = scalar.properties.generalCategory
            if afterEscape, category == .nonspacingMark || category == .enclosingMark || category == .spacingMark {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
            } else {
                out.unicodeScalars.append(scalar)
                afterEscape = false
            }
        }
        return out + "\""
    }
    """#
}
