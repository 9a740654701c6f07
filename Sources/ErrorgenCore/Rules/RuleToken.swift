/// One token of a rule, with its position counted in Unicode scalars from the rule's first character
/// (the unit libyaml uses for columns).
struct RuleToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case keyword(Keyword)
        case int(Int)
        case double(Double)
        case string(String)
        case comparison(ComparisonOperator)
        case ellipsis
        /// `??`
        case coalesce
        case leftParen, rightParen, leftBracket, rightBracket, comma
        case end
    }

    enum Keyword: String, CaseIterable {
        case and, or, not, `in`, `true`, `false`, null
    }

    var kind: Kind
    /// Offset of the first scalar of the token.
    var offset: Int
    /// The token as written, for messages.
    var text: String

    /// How the token reads in a message: `'or'`, `'=='`, `the end of the rule`.
    var quoted: String {
        kind == .end ? "the end of the rule" : "'\(text)'"
    }
}

/// A lexing or parsing failure at a scalar offset inside the rule.
struct RuleSyntaxError: Error, Equatable {
    var offset: Int
    var message: String
}
