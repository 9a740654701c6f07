/// Message templates: text with `{parameter}` holes; `{{` and `}}` are literal braces.
enum TemplateParser {
    static func parse(_ text: String, at start: SourceLocation) -> Result<Template, Diagnostic> {
        var parts: [Template.Part] = []
        var literal = ""
        var chars = Array(text)
        var i = 0
        func location(_ offset: Int) -> SourceLocation { start.advanced(by: offset) }
        while i < chars.count {
            let c = chars[i]
            if c == "{", i + 1 < chars.count, chars[i + 1] == "{" {
                literal.append("{")
                i += 2
            } else if c == "}", i + 1 < chars.count, chars[i + 1] == "}" {
                literal.append("}")
                i += 2
            } else if c == "{" {
                guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                    return .failure(.error("unterminated '{' in template; write '{{' for a literal brace", at: location(i)))
                }
                let name = String(chars[(i + 1)..<close])
                guard isIdentifier(name) else {
                    return .failure(.error("'{\(name)}' is not a parameter name; write '{{' for a literal brace",
                                           at: location(i)))
                }
                if !literal.isEmpty {
                    parts.append(.text(literal))
                    literal = ""
                }
                parts.append(.parameter(name, location(i + 1)))
                i = close + 1
            } else if c == "}" {
                return .failure(.error("unmatched '}' in template; write '}}' for a literal brace", at: location(i)))
            } else {
                literal.append(c)
                i += 1
            }
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        chars.removeAll()
        return .success(Template(parts: parts, at: start))
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
