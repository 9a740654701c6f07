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
        // The accepted ranges, disjoint, sorted by their lower bound: a new range is checked by binary search.
        var ranges: [(lower: Int, upper: Int, family: CodeFamily)] = []
        var listedIntCodes: [Int]?
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
                    // As written: `0x20...0x1F` (a hexadecimal range keeps its spelling, as the docs show it).
                    let shown = family.writtenBounds.map { "\($0.lower)...\($0.upper) (\(lower)...\(upper))" } ?? "\(lower)...\(upper)"
                    bag.error("range \(shown) is empty: its lower bound is above its upper bound", at: family.matchLocation)
                    continue
                }
                // The first accepted range that ends at or after `lower`: the only one that can overlap from below.
                let at = firstIndex(in: ranges) { $0.upper >= lower }
                // It overlaps when it starts at or before `upper` (of several, the lowest is named).
                if at < ranges.count, ranges[at].lower <= upper {
                    let other = ranges[at]
                    bag.append(.error("range \(lower)...\(upper) overlaps the range \(other.lower)...\(other.upper) of "
                                      + "'\(other.family.caseName.value)'; a code can be in one family only", at: family.matchLocation)
                        .note("the other range is here", at: other.family.matchLocation))
                    continue
                }
                ranges.insert((lower, upper, family), at: at)
                if listedIntCodes == nil { listedIntCodes = sortedIntCodes(spec) }
                reportCovered(family, lower, upper, listed: listedIntCodes!, into: &bag)
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

    /// The first index whose element satisfies `isAtOrAfter`, which holds for a suffix of `ranges`.
    private static func firstIndex(in ranges: [(lower: Int, upper: Int, family: CodeFamily)],
                                   where isAtOrAfter: ((lower: Int, upper: Int, family: CodeFamily)) -> Bool) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(ranges[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Every Int code the cases list, each once, in order.
    private static func sortedIntCodes(_ spec: Spec) -> [Int] {
        var codes: [Int] = []
        for i in spec.cases.indices {
            for code in spec.cases[i].codes { if case .int(let value) = code.value { codes.append(value) } }
        }
        codes.sort()
        var unique: [Int] = []
        unique.reserveCapacity(codes.count)
        for code in codes where unique.last != code { unique.append(code) }
        return unique
    }

    /// A range whose every code a case lists one by one never gives its own case (the exact code wins).
    /// `listed` is every listed Int code, once each, sorted: the codes inside the range are counted by two searches.
    private static func reportCovered(_ family: CodeFamily, _ lower: Int, _ upper: Int, listed: [Int],
                                      into bag: inout DiagnosticBag) {
        let width = upper.subtractingReportingOverflow(lower)
        guard !width.overflow else { return }
        func firstIndex(notBelow value: Int) -> Int {
            var low = 0, high = listed.count
            while low < high {
                let middle = (low + high) / 2
                if listed[middle] >= value { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let inside = upper == Int.max ? listed.count - firstIndex(notBelow: lower)
            : firstIndex(notBelow: upper + 1) - firstIndex(notBelow: lower)
        guard inside == width.partialValue + 1 else { return }
        bag.error("every code in \(lower)...\(upper) is listed by a case, so the family of '\(family.caseName.value)' never "
                  + "matches: an exact code wins over a family; remove the family or widen its range", at: family.matchLocation)
    }
}
