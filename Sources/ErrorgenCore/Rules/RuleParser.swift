/// Parses a rule such as `status in 500...599 or status == 408` into an `Expression`.
///
/// Grammar (precedence: `not` > comparison/`in` > `and` > `or`; comparisons do not chain):
///
///     rule       := and ('or' and)*
///     and        := comparison ('and' comparison)*
///     comparison := unary (('==' | '!=' | '<' | '<=' | '>' | '>=') unary | 'in' (set | field))?
///     unary      := 'not'* primary
///     primary    := field | literal | 'count' '(' field ')' | '(' rule ')'
///     set        := range | '[' (literal | range) (',' (literal | range))* ']'
///     range      := integer '...' integer
///
/// Input is bounded: at most `maxLength` characters, `maxNesting` levels of parentheses and `maxLevels` levels of
/// nesting in all (parentheses, `not` and `??` each add one), and the parser recurses only through those, so hostile
/// input cannot exhaust the stack, and the Swift and Kotlin a rule becomes stays within what their compilers nest
/// (Swift stops at 256 levels; kotlinc's stack overflowed at a few hundred).
public enum RuleParser {
    public static let maxLength = 4096
    public static let maxNesting = 32
    public static let maxLevels = 64

    /// `start` is the location of `text`'s first character; error locations are `start` advanced by the
    /// offending token's offset in Unicode scalars.
    public static func parse(_ text: String, at start: SourceLocation) -> Result<Expression, Diagnostic> {
        // A rule has at least as many bytes as characters: only a long one needs counting.
        if text.utf8.count > maxLength {
            let length = text.unicodeScalars.count
            if length > maxLength {
                return .failure(.error("rule is \(length) characters long; the limit is \(maxLength)", at: start))
            }
        }
        do throws(RuleSyntaxError) {
            var parser = try RuleParserState(text, start: start)
            return .success(try parser.parseRule())
        } catch {
            return .failure(.error(error.message, at: start.advanced(by: error.offset)))
        }
    }
}

struct RuleParserState {
    private var lexer: RuleLexer
    private var current: RuleToken
    private let start: SourceLocation
    private var depth = 0
    /// Levels of nesting: parentheses, `not` and `??` (`RuleParser.maxLevels`).
    private var levels = 0
    /// The token before `current`, to explain what an unexpected token was probably meant as.
    private var previous: RuleToken?

    /// The rule's text, to quote part of it in a message.
    private let text: String

    init(_ text: String, start: SourceLocation) throws(RuleSyntaxError) {
        self.text = text
        lexer = RuleLexer(text)
        current = try lexer.next()
        self.start = start
    }

    private mutating func advance() throws(RuleSyntaxError) -> RuleToken {
        let token = current
        previous = token
        current = try lexer.next()
        return token
    }

    private func location(_ token: RuleToken) -> SourceLocation {
        start.advanced(by: token.offset)
    }

    private func fail(_ message: String, at token: RuleToken) -> RuleSyntaxError {
        RuleSyntaxError(offset: token.offset, message: message)
    }

    mutating func parseRule() throws(RuleSyntaxError) -> Expression {
        if current.kind == .end { throw fail("empty rule", at: current) }
        let rule = try parseOr(after: nil)
        switch current.kind {
        case .end: return rule
        case .rightParen: throw fail("unexpected ')' without a matching '('", at: current)
        default: throw misplaced()
        }
    }

    /// The error for a token after a complete operand, saying what it was probably meant as: `not in`, a function
    /// call (`len(tags)`), `count tags`, `tags contains "x"`.
    private func misplaced() -> RuleSyntaxError {
        if current.kind == .keyword(.not) {
            return fail("unexpected 'not'; 'not' goes before what it negates: write 'not (x in [...])' for 'x not in [...]'",
                        at: current)
        }
        if case .identifier(let name)? = previous?.kind, let previous {
            if current.kind == .leftParen {
                return fail("unknown function '\(name)'; rules have one function, count(field): the number of elements "
                            + "of a list or map field", at: previous)
            }
            if name == "count", case .identifier(let field) = current.kind {
                return fail("'count' takes its field in parentheses: count(\(field))", at: current)
            }
        }
        if case .identifier("is") = current.kind {
            return fail("unknown operator 'is'; compare with '==' or '!=', such as 'x == null'", at: current)
        }
        if case .identifier("between") = current.kind {
            return fail("unknown operator 'between'; write a range with 'in', such as 'x in 500...599'", at: current)
        }
        // SQL's `IN`, `AND`, `OR`: rule words are lowercase.
        if case .identifier(let word) = current.kind, word != word.lowercased(), RuleToken.Keyword(rawValue: word.lowercased()) != nil {
            return fail("rule words are lowercase: write '\(word.lowercased())' for '\(word)'", at: current)
        }
        if case .identifier(let word) = current.kind, ["like", "matches", "match", "regex"].contains(word.lowercased()) {
            return fail("rules have no pattern match ('\(word)'); compare whole values with '==', or list them with 'in [...]'",
                        at: current)
        }
        if case .identifier(let word) = current.kind, ["contains", "has", "includes"].contains(word) {
            return fail("unknown operator '\(word)'; membership is written 'x in list', such as \"a\" in tags", at: current)
        }
        // `tags[0]`, `limits["daily"]`: an element of a field.
        if current.kind == .leftBracket, case .identifier(let field)? = previous?.kind {
            return fail("a rule reads a field as a whole: it has no subscripts such as '\(field)[...]'; test an element with "
                        + "'x in \(field)', or count them with count(\(field))", at: current)
        }
        // `1,000`: a number with grouping commas.
        if current.kind == .comma, case .int? = previous?.kind {
            return fail("unexpected ','; write numbers without grouping commas (1000, not 1,000), and lists in brackets after "
                        + "'in': x in [400, 408]", at: current)
        }
        // `'it's'`: a single-quoted text ended at its apostrophe.
        if case .identifier = current.kind, let previous, case .string = previous.kind,
           previous.offset + previous.text.unicodeScalars.count == current.offset, text.unicodeScalars[text.unicodeScalars.index(
               text.unicodeScalars.startIndex, offsetBy: max(0, current.offset - 1))] == "'" {
            return fail("the text in single quotes ends at the apostrophe before \(current.quoted); put a text that holds ' in "
                        + "double quotes (\"it's\")", at: current)
        }
        return fail("unexpected \(current.quoted); expected 'and', 'or' or the end of the rule", at: current)
    }

    private mutating func parseOr(after: RuleToken?) throws(RuleSyntaxError) -> Expression {
        var left = try parseAnd(after: after)
        while current.kind == .keyword(.or) {
            let op = try advance()
            left = .or(left, try parseAnd(after: op))
        }
        return left
    }

    private mutating func parseAnd(after: RuleToken?) throws(RuleSyntaxError) -> Expression {
        var left = try parseComparison(after: after)
        while current.kind == .keyword(.and) {
            let op = try advance()
            left = .and(left, try parseComparison(after: op))
        }
        return left
    }

    private mutating func parseComparison(after: RuleToken?) throws(RuleSyntaxError) -> Expression {
        let left = try parseCoalesce(after: after)
        let result: Expression
        switch current.kind {
        case .comparison(let op):
            let opToken = try advance()
            result = .compare(op, left, try parseCoalesce(after: opToken))
        case .keyword(.in):
            let inToken = try advance()
            if case .identifier(let name) = current.kind {
                let fieldToken = try advance()
                result = .elementOf(left, .field(name, location(fieldToken)))
            } else {
                let (elements, locations) = try parseSet(after: inToken)
                result = .membership(left, elements, at: locations)
            }
        default:
            return left
        }
        switch current.kind {
        case .comparison, .keyword(.in):
            throw fail("comparisons cannot be chained; join them with 'and' or add parentheses", at: current)
        default:
            return result
        }
    }

    /// `a ?? b ?? c`, binding tighter than a comparison (as in Swift): `(retryAfter ?? 0) > 30`. Right-associative.
    private mutating func parseCoalesce(after: RuleToken?) throws(RuleSyntaxError) -> Expression {
        let left = try parseUnary(after: after)
        guard current.kind == .coalesce else { return left }
        let op = try advance()
        try enter(op)
        defer { levels -= 1 }
        return .coalesce(left, try parseCoalesce(after: op))
    }

    /// One more level of nesting at `token`, or the error past `RuleParser.maxLevels`.
    private mutating func enter(_ token: RuleToken) throws(RuleSyntaxError) {
        levels += 1
        if levels > RuleParser.maxLevels {
            throw fail("the rule nests more than \(RuleParser.maxLevels) levels deep (each '(', 'not' and '??' adds one); "
                       + "write it more simply", at: token)
        }
    }

    private mutating func parseUnary(after: RuleToken?) throws(RuleSyntaxError) -> Expression {
        var nots = 0
        var last = after
        while current.kind == .keyword(.not) {
            last = try advance()
            nots += 1
            try enter(last!)
        }
        defer { levels -= nots }
        var operand = try parsePrimary(after: last)
        for _ in 0..<nots { operand = .not(operand) }
        return operand
    }

    private mutating func parsePrimary(after: RuleToken?) throws(RuleSyntaxError) -> Expression {
        let token = current
        switch token.kind {
        case .identifier(let name):
            _ = try advance()
            if name == "count", current.kind == .leftParen { return try parseCount(token) }
            return .field(name, location(token))
        case .leftParen:
            depth += 1
            if depth > RuleParser.maxNesting {
                throw fail("parentheses are nested deeper than \(RuleParser.maxNesting) levels", at: token)
            }
            try enter(token)
            defer { levels -= 1 }
            _ = try advance()
            let inner = try parseOr(after: token)
            guard current.kind == .rightParen else {
                throw fail("expected ')' to close the '(' at column \(location(token).column), found \(current.quoted)",
                           at: current)
            }
            _ = try advance()
            depth -= 1
            return inner
        default:
            if let literal = literal(token) {
                _ = try advance()
                return .literal(literal, location(token))
            }
            if token.kind == .leftBracket, case .comparison(let op)? = after?.kind {
                // `tags == []`: a list field compared with a list.
                throw fail("a rule does not compare with a list ('\(op.rawValue) [...]'): count a list field's elements with "
                           + "count(field), such as count(tags) == 0, or test a value with 'x in [400, 408]'", at: token)
            }
            if token.kind == .leftBracket { throw fail(listFirstMessage(at: token), at: token) }
            // A rule word where a (sub)rule starts is most likely a field of that name: say why it cannot be read.
            var hint = ""
            if case .keyword = token.kind, after == nil || after?.kind == .leftParen {
                hint = " (\(token.quoted) is a rule word: a field of that name cannot be read in a rule; rename the field)"
            } else if let after, after.kind == .keyword(.not), case .comparison = token.kind {
                // `not == true`: a field named `not`, read as the word.
                hint = " ('not' is a rule word: a field of that name cannot be read in a rule; rename the field)"
            }
            throw fail((after.map { "expected an operand after \($0.quoted)" } ?? "expected an operand") + hint, at: token)
        }
    }

    /// `[500, 503] contains status`: a list where an operand starts goes after `in`.
    private func listFirstMessage(at token: RuleToken) -> String {
        let scalars = Array(text.unicodeScalars)
        var depth = 0
        var close: Int?
        for i in token.offset..<scalars.count {
            if scalars[i] == "[" { depth += 1 }
            if scalars[i] == "]" { depth -= 1 }
            if depth == 0 {
                close = i
                break
            }
        }
        guard let close else { return "expected an operand; a list like [400, 408] goes after 'in': write 'x in [400, 408]'" }
        let list = String(String.UnicodeScalarView(scalars[token.offset...close]))
        let words = String(String.UnicodeScalarView(scalars[(close + 1)...])).split(separator: " ")
        var field = "x"
        if words.count >= 2, ["contains", "has", "includes", "in"].contains(words[0]),
           words[1].first.map({ $0.isLetter || $0 == "_" }) == true, words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            field = String(words[1])
        }
        return "expected an operand; a list goes after 'in', the field before it: write '\(field) in \(list)'"
    }

    /// `count(field)`, after `count`.
    private mutating func parseCount(_ countToken: RuleToken) throws(RuleSyntaxError) -> Expression {
        let open = try advance()
        guard case .identifier(let name) = current.kind else {
            throw fail("expected a list or map field in 'count(...)', found \(current.quoted)", at: current)
        }
        let fieldToken = try advance()
        guard current.kind == .rightParen else {
            throw fail("expected ')' to close the '(' at column \(location(open).column), found \(current.quoted)", at: current)
        }
        _ = try advance()
        return .count(.field(name, location(fieldToken)), location(countToken))
    }

    private func literal(_ token: RuleToken) -> Literal? {
        switch token.kind {
        case .int(let v): return .int(v)
        case .double(let v): return .double(v)
        case .string(let v): return .string(v)
        case .keyword(.true): return .bool(true)
        case .keyword(.false): return .bool(false)
        case .keyword(.null): return .null
        default: return nil
        }
    }

    private mutating func parseSet(after inToken: RuleToken) throws(RuleSyntaxError)
        -> ([MembershipElement], [SourceLocation]) {
        if case .int = current.kind {
            let start = location(current)
            let element = try parseRange()
            guard case .range = element else {
                throw fail("expected '...' after the integer: a range like 500...599, or a list like [400, 408]",
                           at: current)
            }
            return ([element], [start])
        }
        if case .double = current.kind {
            throw fail("range bounds must be integers; for other numbers compare both ends, such as 'x >= 0.5 and x <= 1.5'",
                       at: current)
        }
        guard current.kind == .leftBracket else {
            throw fail("expected a range like 500...599, a list like [400, 408] or a list or map field after 'in'", at: current)
        }
        let open = try advance()
        if current.kind == .rightBracket { throw fail("the list after 'in' is empty", at: current) }
        var elements: [MembershipElement] = []
        var locations: [SourceLocation] = []
        while true {
            locations.append(location(current))
            if case .int = current.kind {
                elements.append(try parseRange())
            } else if let literal = literal(current) {
                let token = try advance()
                if current.kind == .ellipsis { throw fail("range bounds must be integers", at: token) }
                elements.append(.value(literal))
            } else if case .identifier(let word) = current.kind {
                throw fail("expected a value or a range in the list, found \(current.quoted); quote text: \"\(word)\"",
                           at: current)
            } else {
                throw fail("expected a value or a range in the list, found \(current.quoted)", at: current)
            }
            let separator = try advance()
            switch separator.kind {
            case .rightBracket: return (elements, locations)
            case .comma: continue
            default:
                throw fail("expected ',' or ']' in the list that starts at column \(location(open).column), "
                           + "found \(separator.quoted)", at: separator)
            }
        }
    }

    /// An integer, or `lower...upper` when the integer is followed by `...`.
    private mutating func parseRange() throws(RuleSyntaxError) -> MembershipElement {
        let lowerToken = try advance()
        guard case .int(let lower) = lowerToken.kind else { throw fail("expected an integer", at: lowerToken) }
        guard current.kind == .ellipsis else { return .value(.int(lower)) }
        _ = try advance()
        let upperToken = current
        switch upperToken.kind {
        case .int(let upper):
            _ = try advance()
            guard lower <= upper else {
                throw fail("range lower bound \(lower) is above upper bound \(upper)", at: lowerToken)
            }
            return .range(lower, upper)
        case .double:
            throw fail("range bounds must be integers", at: upperToken)
        default:
            throw fail("expected an integer after '...', found \(upperToken.quoted)", at: upperToken)
        }
    }
}
