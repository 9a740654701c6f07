/// A parsed rule: a small boolean/value expression over fields, rendered per language
/// (Swift, JavaScript, an English sentence) and evaluated for the docs.
public indirect enum Expression: Sendable, Hashable {
    /// A reference to a payload field, stored field or parameter by name.
    case field(String, SourceLocation)
    case literal(Literal, SourceLocation)
    case compare(ComparisonOperator, Expression, Expression)
    /// `x in 500...599`, `x in [1, 2, 5...9]`, `x in ["a", "b"]`; `at` holds where each element starts,
    /// in the same order (empty for an expression built in code, whose problems are reported at `x`).
    case membership(Expression, [MembershipElement], at: [SourceLocation] = [])
    /// `x in tags`: `x` is an element of the list field `tags`, or a key of the map field.
    case elementOf(Expression, Expression)
    /// `count(tags)`: the number of elements of a list field, or of entries of a map field (at the `count`).
    case count(Expression, SourceLocation)
    /// `retryAfter ?? 60`: the left operand (optional), or the right one where it is nil.
    case coalesce(Expression, Expression)
    case and(Expression, Expression)
    case or(Expression, Expression)
    case not(Expression)

    /// Where the expression starts (its leftmost token).
    public var location: SourceLocation {
        switch self {
        case .field(_, let l), .literal(_, let l), .count(_, let l): return l
        case .compare(_, let a, _), .membership(let a, _, _), .elementOf(let a, _), .and(let a, _), .or(let a, _),
             .coalesce(let a, _): return a.location
        case .not(let e): return e.location
        }
    }
}

public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

public enum MembershipElement: Sendable, Hashable {
    case value(Literal)
    /// A closed range of integers, `lower...upper`.
    case range(Int, Int)

    /// An integer as the range of itself, or a range that is not empty; nil for anything else (a status table's
    /// entries, as the unreachable-row check and `errorgen diff` read them).
    var integerBounds: (lower: Int, upper: Int)? {
        switch self {
        case .value(.int(let value)): return (value, value)
        case .range(let lower, let upper) where lower <= upper: return (lower, upper)
        default: return nil
        }
    }
}
