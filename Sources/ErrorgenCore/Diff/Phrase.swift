/// A change's message: prose with names and values marked, so each renderer quotes them its own way
/// (`'name'` in compiler-style lines and JSON, a code span in Markdown).
public struct Phrase: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public enum Part: Sendable, Hashable {
        case text(String)
        case code(String)
        /// A value written as the spec language writes it (`"rate_limited"`, `true`, a rule): shown as is.
        case value(String)
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    public init(stringLiteral value: String) { parts = [.text(value)] }

    public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.text(literal)) }
        }

        /// Plain text, e.g. a number or a type.
        public mutating func appendInterpolation(_ text: some CustomStringConvertible) {
            parts.append(.text(text.description))
        }

        /// A name or a value from the spec, quoted by the renderer.
        public mutating func appendInterpolation(code: String) {
            parts.append(.code(code))
        }

        /// A value in spec syntax, shown as written (a code span in Markdown).
        public mutating func appendInterpolation(value: String) {
            parts.append(.value(value))
        }

        /// Another phrase, inlined.
        public mutating func appendInterpolation(_ phrase: Phrase) {
            parts += phrase.parts
        }

        /// Names as `'a', 'b' and 'c'` (at most `limit`, then "and N more").
        public mutating func appendInterpolation(list names: [String], limit: Int = 5) {
            let shown = names.prefix(limit)
            for (index, name) in shown.enumerated() {
                if index > 0 {
                    let last = index == shown.count - 1 && names.count <= limit
                    parts.append(.text(last ? " and " : ", "))
                }
                parts.append(.code(name))
            }
            if names.count > limit { parts.append(.text(" and \(names.count - limit) more")) }
        }
    }

    /// Compiler-style: names in single quotes.
    public var description: String {
        parts.map { part in
            switch part {
            case .text(let text): return text
            case .code(let code): return "'\(code)'"
            case .value(let value): return value
            }
        }.joined()
    }
}

extension Phrase {
    public static func + (a: Phrase, b: Phrase) -> Phrase { Phrase(parts: a.parts + b.parts) }
}
