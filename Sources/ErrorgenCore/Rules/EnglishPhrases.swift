/// Words for values, ranges and lists in English rule phrases.
enum EnglishPhrases {
    static func fieldName(_ name: String) -> String {
        MarkdownText.code(name)
    }

    /// `408`, `1.5`, `` `rate_limited` ``, "an empty string", "true", "no value".
    static func value(_ literal: Literal) -> String {
        switch literal {
        case .string(let s): return s.isEmpty ? "an empty string" : MarkdownText.code(s)
        case .null: return "no value"
        default: return RuleLiteralText.plain(literal)
        }
    }

    /// "a 5xx" for 500...599 (N00...N99), "400–404" otherwise, "-10 to -1" with negative bounds.
    static func range(_ lower: Int, _ upper: Int) -> String {
        if lower == upper { return String(lower) }
        if lower % 100 == 0, upper == lower + 99, (100...900).contains(lower) {
            return (lower == 800 ? "an " : "a ") + "\(lower / 100)xx"
        }
        return lower < 0 || upper < 0 ? "\(lower) to \(upper)" : "\(lower)–\(upper)"
    }

    /// "A", "A or B", "A, B or C".
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    /// A choice inside an `and`: "A", "either A or B", "one of A, B or C".
    static func choice(_ items: [String]) -> String {
        switch items.count {
        case 1: return items[0]
        case 2: return "either \(items[0]) or \(items[1])"
        default: return "one of " + list(items, "or")
        }
    }
}
