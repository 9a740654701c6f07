/// Message templates: text with `{parameter}` holes; `{{` and `}}` are literal braces, and `$${x}` is a `$`
/// before the hole `{x}` (a price: `$${amount}`).
/// Other languages' holes are refused with the spelling meant: `${x}` (JavaScript), `$(x)` (shell), `\(x)`
/// (Swift), `%@`, `%s`, `%d` (printf): kept as text, they would show in every message unfilled. `{{x}}` stays the
/// literal text `{x}`, as documented: it is the only way to write that text.
/// It scans Unicode scalars, not Characters: a combining mark after a brace (`{n}\u{301}`)
/// would otherwise merge with it into one Character that is no longer a brace. Scalar offsets
/// are also what the loader's columns count.
enum TemplateParser {
    /// The most holes one template may have: each is a term of one expression in the Kotlin output, and kotlinc's
    /// stack overflowed on a chain of 500 (a message needs a handful).
    static let maxHoles = 256

    static func parse(_ text: String, at start: SourceLocation) -> Result<Template, Diagnostic> {
        var parts: [Template.Part] = []
        var holes = 0
        func tooMany(_ offset: Int) -> Diagnostic? {
            holes += 1
            guard holes > maxHoles else { return nil }
            return .error("the template has more than \(maxHoles) holes; a message needs far fewer", at: start.advanced(by: offset))
        }
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
                if let problem = tooMany(i) { return .failure(problem) }
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
                    let bare = trimmed.hasPrefix("$") ? String(trimmed.dropFirst()) : trimmed
                    let without = trimmed.hasPrefix("$") ? "'$'" : "spaces"
                    let hint = isIdentifier(bare) ? "; write '{\(bare)}' without \(without), or '{{'" : "; write '{{'"
                    return .failure(.error("'{\(name)}' is not a parameter name\(hint) for a literal brace",
                                           at: location(i)))
                }
                if !literal.isEmpty {
                    parts.append(.text(String(literal)))
                    literal = String.UnicodeScalarView()
                }
                if let problem = tooMany(i) { return .failure(problem) }
                parts.append(format.map { .formatted(name, $0, location(i + 1)) } ?? .parameter(name, location(i + 1)))
                i = close + 1
            } else if c == "}" {
                return .failure(.error("unmatched '}' in template; write '}}' for a literal brace", at: location(i)))
            } else if c == "$", i + 2 < chars.count, chars[i + 1] == "$", chars[i + 2] == "{",
                      i + 3 == chars.count || chars[i + 3] != "{" {
                literal.append("$")
                i += 2
            } else if let problem = foreignHole(chars, at: i, inTemplate: true) {
                return .failure(.error(problem, at: location(i)))
            } else {
                literal.append(c)
                i += 1
            }
        }
        if !literal.isEmpty { parts.append(.text(String(literal))) }
        chars.removeAll()
        return .success(Template(parts: parts, at: start))
    }

    /// The first `{name}`, `{name:...}` or `{name ?? ...}` in `text` whose name passes `isName` (a field, a parameter):
    /// a template's hole written where a constant is (a property value, a non-String field), which would stay text.
    static func namedHole(in text: String, isName: (String) -> Bool) -> (name: String, written: String)? {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { return nil }
            let inner = after[..<close]
            let name = String(inner.prefix { $0 != ":" && $0 != "?" && $0 != " " })
            if !name.isEmpty, SwiftLanguage.isValidIdentifier(name), isName(name) {
                return (name, String(rest[open...close]))
            }
            rest = after
        }
        return nil
    }

    /// The first of other languages' holes in a value that is no template (`${count}` given for an Int), with its
    /// offset in scalars.
    static func foreignHole(in text: String) -> (message: String, offset: Int)? {
        let chars = Array(text.unicodeScalars)
        for i in chars.indices where ["$", "\\", "%"].contains(chars[i]) {
            if let message = foreignHole(chars, at: i, inTemplate: false) { return (message, i) }
        }
        return nil
    }

    /// The message for another language's hole starting at `i`: `${x}` (not `${{`, a `$` before a literal brace),
    /// `$(x)`, `\(x)`, or a printf placeholder; nil for anything else.
    private static func foreignHole(_ chars: [Unicode.Scalar], at i: Int, inTemplate: Bool) -> String? {
        let c = chars[i]
        func next(_ k: Int) -> Unicode.Scalar? { i + k < chars.count ? chars[i + k] : nil }
        if c == "$", next(1) == "{", next(2) != "{" {
            // `${n left`: the '{' is reported unterminated.
            guard let close = chars[(i + 1)...].firstIndex(of: "}") else { return nil }
            let inner = String(String.UnicodeScalarView(chars[(i + 2)..<close])).trimmingWhitespace()
            let hole = isIdentifier(inner) ? "{\(inner)}" : "{name}"
            let written = TextQuote.quoted(String(String.UnicodeScalarView(chars[i...close])), "'")
            guard inTemplate else { return "\(written) names a parameter the JavaScript way; write '\(hole)' without '$'" }
            return "\(written) would show the '$' as text: a template hole has no '$'; write '\(hole)', "
                + "or '$$\(hole)' for a '$' before the value"
        }
        if c == "$" || c == "\\", next(1) == "(", let close = chars[(i + 1)...].firstIndex(of: ")") {
            let inner = String(String.UnicodeScalarView(chars[(i + 2)..<close]))
            guard isIdentifier(inner) else { return nil }
            let written = String(String.UnicodeScalarView(chars[i...close]))
            let language = c == "$" ? "a shell substitution" : "Swift interpolation"
            return "'\(written)' is \(language), \(inTemplate ? "which a template keeps as text" : "not a parameter"); write '{\(inner)}'"
        }
        if c == "%", let spec = printfPlaceholder(chars, at: i) {
            return "'\(spec)' is a printf placeholder, \(inTemplate ? "which a template keeps as text" : "not a parameter"); "
                + "write the parameter's name in braces instead, such as '{count}'"
        }
        return nil
    }

    /// A printf conversion: `%@`, `%s`, `%d`, `%i`, `%u`, `%f`, `%g`, `%e`, `%x`, `%c`, with a position (`%1$@`),
    /// flags (`-+0#`), a width, a precision (`%.2f`) and a length (`l`, `ll`, `h`), not followed by a letter or digit
    /// (`50%`, `5%-10%`, `100%discount` are text); `%%` is printf's literal percent and not one.
    private static func printfPlaceholder(_ chars: [Unicode.Scalar], at i: Int) -> String? {
        func digits(from k: Int) -> Int {
            var k = k
            while k < chars.count, ("0"..."9").contains(chars[k]) { k += 1 }
            return k
        }
        if i > 0, chars[i - 1] == "%" { return nil }
        var j = i + 1
        if j < chars.count, chars[j] == "%" { return nil }
        let position = digits(from: j)
        if position > j, position < chars.count, chars[position] == "$" { j = position + 1 }
        while j < chars.count, "-+0#".unicodeScalars.contains(chars[j]) { j += 1 }
        j = digits(from: j)
        if j < chars.count, chars[j] == "." { j = digits(from: j + 1) }
        var lengths = 0
        while j < chars.count, "lh".unicodeScalars.contains(chars[j]), lengths < 2 { j += 1; lengths += 1 }
        guard j < chars.count, "@sdiufgexXc".unicodeScalars.contains(chars[j]) else { return nil }
        j += 1
        if j < chars.count, chars[j].isASCII, chars[j].properties.isAlphabetic || ("0"..."9").contains(chars[j]) { return nil }
        return String(String.UnicodeScalarView(chars[i..<j]))
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
