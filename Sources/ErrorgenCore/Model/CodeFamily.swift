/// A row of `inbound.codeFamilies`: the codes that no case lists one by one but that start with a prefix
/// (String codes: SQLSTATE class `08`) or lie in a range (Int codes: Twilio's 30000...30999) give `caseName`.
/// Part of the `code` step: an exact code wins, then the longest matching prefix (or the one range that
/// holds the code; ranges never overlap), then `unknownCode`.
public struct CodeFamily: Sendable {
    public enum Match: Sendable, Hashable {
        /// `prefix: "08"`: String codes that start with it.
        case prefix(String)
        /// `range: "20000...20999"`: Int codes from the lower to the upper bound, both included.
        case range(Int, Int)
    }

    public var match: Match
    /// Where the prefix or range is written, for diagnostics.
    public var matchLocation: SourceLocation
    public var caseName: Name
    public var doc: String?
    public var location: SourceLocation
    /// A range with a hexadecimal bound, its bounds as written (`0x0e`, `0xffffffff`), for the docs; nil otherwise.
    public var writtenBounds: (lower: String, upper: String)?

    public init(match: Match, matchLocation: SourceLocation, caseName: Name, doc: String? = nil,
                at location: SourceLocation) {
        self.match = match
        self.matchLocation = matchLocation
        self.caseName = caseName
        self.doc = doc
        self.location = location
    }

    /// Whether the family holds `code` (a String or Int wire code). A prefix compares Unicode scalars as written,
    /// as Kotlin's `startsWith` does (Swift's `hasPrefix` compares Characters: `"8\u{301}"` is not `"8"`).
    public func contains(_ code: Literal) -> Bool {
        switch (match, code) {
        case (.prefix(let prefix), .string(let text)): return text.utf8.starts(with: prefix.utf8)
        case (.range(let lower, let upper), .int(let value)): return lower <= value && value <= upper
        default: return false
        }
    }
}

extension Inbound {
    /// The families in the order the code step tries them: the longest prefix first (a code that starts with
    /// `08P` is in that family, not in `08`'s), ranges as written (they never overlap).
    public var codeFamiliesInMatchOrder: [CodeFamily] {
        codeFamilies.enumerated().sorted { a, b in
            let (la, lb) = (a.element.prefixLength, b.element.prefixLength)
            return la != lb ? la > lb : a.offset < b.offset
        }.map(\.element)
    }
}

extension CodeFamily {
    /// The prefix's length in characters; 0 for a range.
    var prefixLength: Int {
        if case .prefix(let prefix) = match { return prefix.count }
        return 0
    }
}
