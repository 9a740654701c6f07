/// `inbound.codeFamilies`: each family names a case, fits the spec's code type (prefixes for String codes,
/// ranges for Int codes), is not empty, no two prefixes are the same and no two ranges overlap, some code
/// of it is left to it by the cases' own codes, and the code step runs.
enum CodeFamilyValidator {
    /// A prefix is plain text: a trailing `*` or a leading `^` (a glob's or a pattern's) is taken literally, and spaces
    /// or control characters around it never come from the service.
    static func prefixProblem(_ prefix: String) -> String? {
        if prefix.count > 1, prefix.hasSuffix("*") {
            return "ends in '*', which is text here: a prefix already matches every code that starts with it; write "
                + TextQuote.quoted(String(prefix.dropLast()), "'")
        }
        if prefix.count > 1, prefix.hasPrefix("^") {
            return "starts with '^', which is text here: a prefix is plain text, not a pattern, and matches every code "
                + "that starts with it; write " + TextQuote.quoted(String(prefix.dropFirst()), "'")
        }
        return WireTextProblem.problem(in: prefix, endsOpen: true)
    }

    static func validate(_ spec: Spec, _ inbound: Inbound, byName: CaseNameIndex, unknown: UnknownParts,
                         into bag: inout DiagnosticBag) {
        guard let first = inbound.codeFamilies.first else { return }
        var prefixes: [String: CodeFamily] = [:]
        var ranges: [(lower: Int, upper: Int, family: CodeFamily)] = []
        for family in inbound.codeFamilies {
            CaseReference.check(family.caseName, in: spec, index: byName, unknown: unknown, into: &bag)
            switch family.match {
            case .prefix(let prefix):
                guard spec.codeType == .string else {
                    bag.error("'prefix' matches the first characters of String codes, but this spec's codes are Int "
                              + "('codeType: Int'); write a range such as range: \"20000...20999\"", at: family.matchLocation)
                    continue
                }
                if let problem = prefixProblem(prefix) {
                    bag.error("prefix \(TextQuote.quoted(prefix, "'")) \(problem)", at: family.matchLocation)
                } else if let earlier = prefixes[prefix] {
                    bag.append(.error("prefix \(TextQuote.quoted(prefix, "'")) is already the family of '\(earlier.caseName.value)'; "
                                      + "a code starting with it can give only one case", at: family.matchLocation)
                        .note("first used here", at: earlier.matchLocation))
                } else {
                    prefixes[prefix] = family
                }
            case .range(let lower, let upper):
                guard spec.codeType == .int else {
                    bag.error("'range' holds Int codes, but this spec's codes are String (add 'codeType: Int' for integer "
                              + "codes); String codes form families by their first characters: prefix: \"08\"",
                              at: family.matchLocation)
                    continue
                }
                guard lower <= upper else {
                    bag.error("range \(lower)...\(upper) is empty: its lower bound is above its upper bound", at: family.matchLocation)
                    continue
                }
                if let other = ranges.first(where: { $0.lower <= upper && lower <= $0.upper }) {
                    bag.append(.error("range \(lower)...\(upper) overlaps the range \(other.lower)...\(other.upper) of "
                                      + "'\(other.family.caseName.value)'; a code can be in one family only", at: family.matchLocation)
                        .note("the other range is here", at: other.family.matchLocation))
                    continue
                }
                ranges.append((lower, upper, family))
                reportCovered(family, lower, upper, spec: spec, into: &bag)
            }
        }
        guard unknown.inboundParameters == nil, !unknown.inboundRoles, !unknown.precedence else { return }
        if inbound.parameter(withRole: .code) == nil {
            bag.error("'codeFamilies' needs a parameter with 'role: code' whose codes they hold", at: first.location)
        } else if !inbound.precedence.contains(.code) {
            bag.error("the code families are never used: add 'code' to 'precedence'",
                      at: inbound.precedenceLocations.first ?? first.location)
        }
    }

    /// A range whose every code a case lists one by one never gives its own case (the exact code wins).
    private static func reportCovered(_ family: CodeFamily, _ lower: Int, _ upper: Int, spec: Spec,
                                      into bag: inout DiagnosticBag) {
        let width = upper.subtractingReportingOverflow(lower)
        guard !width.overflow else { return }
        var listed = Set<Int>()
        for c in spec.cases {
            for code in c.codes { if case .int(let value) = code.value, lower <= value, value <= upper { listed.insert(value) } }
        }
        guard listed.count == width.partialValue + 1 else { return }
        bag.error("every code in \(lower)...\(upper) is listed by a case, so the family of '\(family.caseName.value)' never "
                  + "matches: an exact code wins over a family; remove the family or widen its range", at: family.matchLocation)
    }
}
