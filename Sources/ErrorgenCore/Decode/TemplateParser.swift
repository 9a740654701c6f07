/// Message templates: text with `{parameter}` holes; `{{` and `}}` are literal braces.
/// It scans Unicode scalars, not Characters: a combining mark after a brace (`{n}\u{301}`)
/// would otherwise merge with it into one Character that is no longer a brace. Scalar offsets
/// are also what the loader's columns count.
enum TemplateParser {
    static func parse(_ text: String, at start: SourceLocation) -> Result<Template, Diagnostic> {
        var parts: [Template.Part] = []
        var literal = String.UnicodeScalarView()
        var chars = Array(text.unicodeScalars)
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
                let name = String(String.UnicodeScalarView(chars[(i + 1)..<close]))
                guard isIdentifier(name) else {
                    return .failure(.error("'{\(name)}' is not a parameter name; write '{{' for a literal brace",
                                           at: location(i)))
                }
                if !literal.isEmpty {
                    parts.append(.text(String(literal)))
                    literal = String.UnicodeScalarView()
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
        if !literal.isEmpty { parts.append(.text(String(literal))) }
        chars.removeAll()
        return .success(Template(parts: parts, at: start))
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
