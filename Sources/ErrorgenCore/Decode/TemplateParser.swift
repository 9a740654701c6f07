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
            } else if c == "{", let hole = nilTextHole(chars, open: i, at: location) {
                // `{reason ?? "no reason given"}` (TemplateNilText.swift).
                let (part, next): (Template.Part, Int)
                switch hole {
                case .success(let found): (part, next) = found
                case .failure(let problem): return .failure(problem)
                }
                if !literal.isEmpty {
                    parts.append(.text(String(literal)))
                    literal = String.UnicodeScalarView()
                }
                parts.append(part)
                i = next
            } else if c == "{" {
                guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                    return .failure(.error("unterminated '{' in template; write '{{' for a literal brace", at: location(i)))
                }
                var name = String(String.UnicodeScalarView(chars[(i + 1)..<close]))
                var format: Template.NumberFormat?
                if let colon = name.firstIndex(of: ":"), isIdentifier(String(name[..<colon])) {
                    let spelling = String(name[name.index(after: colon)...])
                    guard let parsed = numberFormat(spelling) else {
                        return .failure(.error("unknown number format '\(spelling)' in '{\(name)}'; use '.Nf' for N decimals "
                                               + "(0 to 9, such as '.2f') or 'g' (an integral value without '.0')",
                                               at: location(i + 1 + name.distance(from: name.startIndex, to: colon) + 1)))
                    }
                    format = parsed
                    name = String(name[..<colon])
                }
                guard isIdentifier(name) else {
                    let trimmed = name.trimmingWhitespace()
                    let hint = isIdentifier(trimmed) ? "; write '{\(trimmed)}' without spaces, or '{{'" : "; write '{{'"
                    return .failure(.error("'{\(name)}' is not a parameter name\(hint) for a literal brace",
                                           at: location(i)))
                }
                if !literal.isEmpty {
                    parts.append(.text(String(literal)))
                    literal = String.UnicodeScalarView()
                }
                parts.append(format.map { .formatted(name, $0, location(i + 1)) } ?? .parameter(name, location(i + 1)))
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

    /// `.0f` ... `.9f`, or `g`.
    static func numberFormat(_ text: String) -> Template.NumberFormat? {
        if text == "g" { return .general }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 3, scalars[0] == ".", scalars[2] == "f", ("0"..."9").contains(scalars[1]) else { return nil }
        return .fixed(Int(scalars[1].value - 48))
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
