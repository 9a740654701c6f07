/// The code families as a function from code to case: a prefix is compared by the longest family that holds
/// it on each side, ranges code by code, so a split range or a reordered list that maps every code as before
/// is no change, and a family added, removed or moved to another case is a wire change naming its codes.
enum CodeFamilyComparer {
    private typealias Interval = IntegerTableRuns.Interval<CodeFamily>

    static func compare(_ before: Inbound, _ after: Inbound, _ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (families(before), families(after))
        var prefixes: [String] = []
        for family in old + new {
            if case .prefix(let prefix) = family.match, !prefixes.contains(prefix) { prefixes.append(prefix) }
        }
        for prefix in prefixes {
            report("codes starting with \(TextQuote.quoted(prefix, "'"))", was: holder(of: prefix, in: old),
                   now: holder(of: prefix, in: new), before, after, pair, into: &list)
        }
        compareRanges(intervals(old), intervals(new), before, after, pair, into: &list)
    }

    /// The families that take part: those of a code step that runs.
    private static func families(_ inbound: Inbound) -> [CodeFamily] {
        inbound.precedence.contains(.code) && inbound.parameter(withRole: .code) != nil ? inbound.codeFamilies : []
    }

    /// The family of the longest prefix that `prefix` starts with.
    private static func holder(of prefix: String, in families: [CodeFamily]) -> CodeFamily? {
        families.filter { family in
            if case .prefix(let p) = family.match { return prefix.utf8.starts(with: p.utf8) }
            return false
        }.max { $0.prefixLength < $1.prefixLength }
    }

    private static func intervals(_ families: [CodeFamily]) -> [Interval] {
        families.compactMap { family in
            guard case .range(let lower, let upper) = family.match, lower <= upper else { return nil }
            return Interval(lower: lower, upper: upper, row: family)
        }
    }

    /// Ranges code by code, as the status table is compared.
    private static func compareRanges(_ old: [Interval], _ new: [Interval], _ before: Inbound, _ after: Inbound,
                                      _ pair: SpecPair, into list: inout ChangeList) {
        let runs = IntegerTableRuns.runs(old, new, oldCase: { caseName($0, pair) ?? "" }, newCase: { $0.caseName.value })
        for run in runs {
            let codes = run.lower == run.upper ? "code \(run.lower)" : "codes \(run.lower)...\(run.upper)"
            report(codes, was: run.was, now: run.now, before, after, pair, into: &list)
        }
    }

    private static func caseName(_ family: CodeFamily?, _ pair: SpecPair) -> String? {
        family.map { pair.newCaseName($0.caseName.value) ?? $0.caseName.value }
    }

    private static func report(_ codes: String, was: CodeFamily?, now: CodeFamily?, _ before: Inbound, _ after: Inbound,
                               _ pair: SpecPair, into list: inout ChangeList) {
        guard caseName(was, pair) != now?.caseName.value else { return }
        let one = !codes.hasPrefix("codes")
        let (they, s) = one ? ("it", "s") : ("they", "")
        let message: Phrase
        switch (was, now) {
        case (let was?, let now?):
            message = "\(codes) that no case lists now give\(s) \(code: now.caseName.value) where \(they) gave \(code: was.caseName.value)"
        case (let was?, nil):
            message = "\(codes) that no case lists \(one ? "is" : "are") no longer in a code family (\(they) gave \(code: was.caseName.value))"
        case (nil, let now?):
            message = "\(codes) that no case lists now give\(s) \(code: now.caseName.value) (\(one ? "it was" : "they were") in no code family)"
        case (nil, nil):
            return
        }
        list.add(.wire, "codeFamilyChanged", message,
                 new: now?.location ?? after.location, old: was?.location ?? before.location)
    }
}
