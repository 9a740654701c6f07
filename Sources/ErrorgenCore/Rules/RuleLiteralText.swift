/// Spellings of rule literals shared by the renderers and messages.
enum RuleLiteralText {
    /// A number as both Swift and JavaScript read it back to the same value: `408`, `-3`, `1.5`, `1e-05`.
    static func number(_ literal: Literal) -> String? {
        switch literal {
        case .int(let v): return String(v)
        case .double(let v): return v.description
        default: return nil
        }
    }

    /// A literal as the rule language writes it, for messages: `"rate_limited"`, `408`, `true`, `null`.
    static func plain(_ literal: Literal) -> String {
        switch literal {
        case .string(let s):
            var out = "\""
            for c in s.unicodeScalars {
                switch c {
                case "\\": out += "\\\\"
                case "\"": out += "\\\""
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default: out.unicodeScalars.append(c)
                }
            }
            return out + "\""
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .int, .double: return number(literal) ?? ""
        case .list(let elements): return "[" + elements.map(plain).joined(separator: ", ") + "]"
        case .emptyMap: return "{}"
        }
    }
}
