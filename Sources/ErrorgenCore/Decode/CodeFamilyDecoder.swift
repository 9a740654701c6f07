/// `inbound.codeFamilies`: rows `{prefix: "08", case: connection}` (String codes) and
/// `{range: "20000...20999", case: rest}` (Int codes). Whether the kind fits the spec's `codeType` is
/// checked by the validator, which knows it.
enum CodeFamilyDecoder {
    static func decode(_ node: YAMLNode, context: DecodeContext) -> [CodeFamily] {
        guard let items = context.sequence(node, "'codeFamilies'") else { return [] }
        if items.isEmpty {
            context.error("'codeFamilies' is empty; write rows such as {prefix: \"08\", case: connection} or "
                          + "{range: \"20000...20999\", case: rest}, or remove it", at: node.location)
        }
        return items.compactMap { decodeRow($0, context: context) }
    }

    private static func decodeRow(_ node: YAMLNode, context: DecodeContext) -> CodeFamily? {
        if context.reportKeyValueShorthand(node, allowed: SpecKeys.codeFamily, "a code family",
                                           example: { "{prefix: \($0), case: \($1)}" }) { return nil }
        // `{status: 403, case: forbidden}` under `codeFamilies`: a status row in the wrong table.
        let explain = { (key: String) -> String? in
            if key == "status" { return "a status row goes under 'statuses'; a code family matches codes by 'prefix' or 'range'" }
            // Another way of matching text (`suffix: "#ThrottlingException"`, `pattern: "^08"`): families have two.
            guard Self.otherMatches.contains(key.lowercased()) else { return nil }
            return "a code family matches a code by its first characters ('prefix', String codes) or by a 'range' (Int codes) "
                + "only; list each code it should match in its case's 'codes'"
        }
        guard let keys = KeyedReader(node, "a code family", allowed: SpecKeys.codeFamily, required: ["case"], explain: explain,
                                     context: context)
        else { return nil }
        let caseName = keys.name("case")
        let match: (CodeFamily.Match, SourceLocation)?
        var writtenBounds: (lower: String, upper: String)?
        switch (keys["prefix"], keys["range"]) {
        case (.some, .some):
            let (first, second) = keys.keyLocation("prefix")! < keys.keyLocation("range")! ? ("prefix", "range") : ("range", "prefix")
            context.error("a code family has '\(first)' or '\(second)', not both: 'prefix' is for String codes, "
                          + "'range' for Int codes; write one family per row", at: keys.keyLocation(second))
            match = nil
        case (let prefix?, nil):
            match = decodePrefix(prefix, context: context)
        case (nil, let range?):
            match = decodeRange(range, writtenBounds: &writtenBounds, context: context)
        case (nil, nil):
            // An unknown key is most likely the match, written another way: its error is the one.
            if !keys.hasUnknownKeys {
                context.error("a code family needs 'prefix' (String codes: prefix: \"08\") or 'range' "
                              + "(Int codes: range: \"20000...20999\")", at: node.location)
            }
            match = nil
        }
        guard let caseName, let (match, location) = match else { return nil }
        var family = CodeFamily(match: match, matchLocation: location, caseName: caseName, doc: keys.text("doc"),
                                at: node.location)
        family.writtenBounds = writtenBounds
        return family
    }

    /// Keys that match text another way than a family can.
    private static let otherMatches: Set<String> = [
        "suffix", "postfix", "ends", "endswith", "ends_with", "contains", "infix", "pattern", "regex",
        "regexp", "match", "matches", "glob", "wildcard", "starts", "startswith", "starts_with",
    ]

    private static func decodePrefix(_ node: YAMLNode, context: DecodeContext) -> (CodeFamily.Match, SourceLocation)? {
        guard let text = context.string(node, "'prefix'") else { return nil }
        let location = context.contentLocation(node)
        guard !text.isEmpty else {
            context.error("'prefix' is empty, so it would hold every code; name a code's first characters, "
                          + "or use 'unknownCode' for every code no case lists", at: location)
            return nil
        }
        return (.prefix(text), location)
    }

    /// `"20000...20999"`: two integers within ±(2^53 - 1), written as text as a status range is; a bound may be
    /// hexadecimal (`"0x0e...0xff"`), as codes may and as registries such as HTTP/2's write their ranges: then
    /// `writtenBounds` holds the bounds as written, which the docs show.
    private static func decodeRange(_ node: YAMLNode, writtenBounds: inout (lower: String, upper: String)?,
                                    context: DecodeContext) -> (CodeFamily.Match, SourceLocation)? {
        guard let text = context.string(node, "'range'") else { return nil }
        let location = context.contentLocation(node)
        let parts = text.components(separatedByText: "...")
        let bounds = parts.map { $0.trimmingWhitespace() }
        guard bounds.count == 2 else {
            let single = IntegerText.isInteger(text.trimmingWhitespace())
                ? "; a single code belongs in a case's 'codes'" : StatusDecoder.rangeHint(text)
            context.error("expected a range of codes such as \"20000...20999\", found \(TextQuote.quoted(text, "'"))\(single)",
                          at: location)
            return nil
        }
        var values: [Int] = []
        var anyHex = false
        // Where each bound starts in the text (in scalars), so that its error points at it.
        func leadingSpaces(_ part: String) -> Int { part.unicodeScalars.prefix(while: { $0 == " " }).count }
        let upperStart = text.unicodeScalars.count - parts[1].unicodeScalars.count
        let starts = [leadingSpaces(parts[0]), upperStart + leadingSpaces(parts[1])]
        for (index, bound) in bounds.enumerated() {
            let location = location.advanced(by: starts[index])
            // Hexadecimal digits that do not fit an Int are out of range, as decimal ones are.
            let isHex = bound.count > 2 && bound.hasPrefix("0x") && bound.dropFirst(2).allSatisfy(\.isHexDigit)
            anyHex = anyHex || isHex
            if !isHex {
                if let problem = IntegerText.leadingZeroProblem(bound) {
                    context.error("range bound " + problem, at: location)
                    return nil
                }
                guard IntegerText.isInteger(bound) else {
                    context.error("expected a range of codes such as \"20000...20999\", found \(TextQuote.quoted(text, "'"))",
                                  at: location)
                    return nil
                }
            }
            guard let value = isHex ? IntegerText.hexadecimal(bound) : Int(bound), IntegerText.isExactInJavaScript(value) else {
                context.error("range bound \(IntegerText.shown(String(bound))) is out of range: codes are integers up to "
                              + "±\(IntegerText.maxExactInJavaScript), which JavaScript represents exactly", at: location)
                return nil
            }
            values.append(value)
        }
        if anyHex { writtenBounds = (bounds[0], bounds[1]) }
        return (.range(values[0], values[1]), location)
    }
}
