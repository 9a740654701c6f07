/// Holes that say what a nil parameter prints: `{reason ?? "no reason given"}`, `{ratio:.2f ?? 'n/a'}`.
/// The text after `??` is quoted with `"` or `'` (the other quote may appear in it); braces in it are text.
extension TemplateParser {
    /// The hole whose `{` is at `open`, when a `??` follows its name (and number format): the part and the
    /// index after its `}`. Nil when there is no `??`, so the hole is an ordinary one.
    static func nilTextHole(_ chars: [Unicode.Scalar], open: Int,
                            at location: (Int) -> SourceLocation) -> Result<(Template.Part, Int), Diagnostic>? {
        var j = open + 1
        while j < chars.count, !" \t?}\"'{".unicodeScalars.contains(chars[j]) { j += 1 }
        let head = String(String.UnicodeScalarView(chars[(open + 1)..<j]))
        while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
        guard j + 1 < chars.count, chars[j] == "?", chars[j + 1] == "?" else { return nil }
        let operatorAt = j
        var name = head
        var format: Template.NumberFormat?
        if let colon = head.firstIndex(of: ":") {
            name = String(head[..<colon])
            let spelling = String(head[head.index(after: colon)...])
            if isIdentifier(name) {
                guard let parsed = numberFormat(spelling) else {
                    return .failure(.error("unknown number format '\(spelling)' in '{\(head)}'; use '.Nf' for N decimals "
                                           + "(0 to 9, such as '.2f') or 'g' (an integral value without '.0')",
                                           at: location(open + 1 + name.unicodeScalars.count + 1)))
                }
                format = parsed
            }
        }
        guard isIdentifier(name) else {
            return .failure(.error("'\(head)' before '??' is not a parameter name; write '{name ?? \"text\"}'",
                                   at: location(open + 1)))
        }
        j += 2
        while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
        guard j < chars.count, chars[j] == "\"" || chars[j] == "'" else {
            return .failure(.error("expected a quoted text after '??', such as '{\(name) ?? \"none\"}'", at: location(j)))
        }
        let quote = chars[j]
        guard let end = chars[(j + 1)...].firstIndex(of: quote) else {
            return .failure(.error("unterminated text after '??': the quote it starts with never closes", at: location(j)))
        }
        let text = String(String.UnicodeScalarView(chars[(j + 1)..<end]))
        j = end + 1
        while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
        guard j < chars.count, chars[j] == "}" else {
            return .failure(.error("expected '}' after the text of '{\(name) ?? ...}'", at: location(j)))
        }
        return .success((.withNilText(name, format, text, location(open + 1), location(operatorAt)), j + 1))
    }
}
