#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rules of one spec, parsed once per distinct text: a synthetic or generated spec writes the same few rules
/// for many cases. A parse depends only on the text and where it starts, and every location in it is that start
/// moved right on its line (`start.advanced(by:)`), so a cached parse is moved to the new start.
/// Texts are matched byte for byte: a String key compares by canonical equivalence, and two texts that are only
/// equivalent (`é` composed or not) parse to different literals.
struct RuleCache {
    private var parsed: [String: (text: String, expression: Expression, start: SourceLocation)] = [:]

    mutating func parse(_ text: String, at start: SourceLocation) -> Result<Expression, Diagnostic> {
        if let hit = parsed[text], Self.sameBytes(hit.text, text) {
            return .success(hit.expression.moved(from: hit.start, to: start))
        }
        let result = RuleParser.parse(text, at: start)
        if case .success(let expression) = result, parsed[text] == nil { parsed[text] = (text, expression, start) }
        return result
    }

    /// By `memcmp`: `utf8.elementsEqual` steps through both views one index at a time.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }
}

private extension Expression {
    /// The same expression parsed at `new` instead of `old`.
    func moved(from old: SourceLocation, to new: SourceLocation) -> Expression {
        func at(_ location: SourceLocation) -> SourceLocation {
            new.moved(line: new.line, column: location.column - old.column + new.column)
        }
        switch self {
        case .field(let name, let location): return .field(name, at(location))
        case .literal(let value, let location): return .literal(value, at(location))
        case .compare(let op, let a, let b): return .compare(op, a.moved(from: old, to: new), b.moved(from: old, to: new))
        case .membership(let a, let elements, let locations):
            return .membership(a.moved(from: old, to: new), elements, at: locations.map(at))
        case .elementOf(let a, let b): return .elementOf(a.moved(from: old, to: new), b.moved(from: old, to: new))
        case .count(let a, let location): return .count(a.moved(from: old, to: new), at(location))
        case .coalesce(let a, let b): return .coalesce(a.moved(from: old, to: new), b.moved(from: old, to: new))
        case .and(let a, let b): return .and(a.moved(from: old, to: new), b.moved(from: old, to: new))
        case .or(let a, let b): return .or(a.moved(from: old, to: new), b.moved(from: old, to: new))
        case .not(let a): return .not(a.moved(from: old, to: new))
        }
    }
}
