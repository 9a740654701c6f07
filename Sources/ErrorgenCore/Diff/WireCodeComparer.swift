/// Wire codes: a code removed or moved to another case, a case's primary (outbound) code changed, new codes.
enum WireCodeComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (pair.old, pair.new)
        var newOwner: [String: (caseName: String, location: SourceLocation)] = [:]
        for c in new.cases {
            for code in c.codes where newOwner[code.code] == nil { newOwner[code.code] = (c.name.value, code.location) }
        }
        var oldCodes = Set<String>()
        for c in old.cases {
            for code in c.codes {
                oldCodes.insert(code.code)
                guard let owner = newOwner[code.code] else {
                    list.add(.wire, "codeRemoved", "the code \(code: code.code) was removed: it no longer maps to "
                             + "\(code: pair.newCaseName(c.name.value) ?? c.name.value)",
                             new: pair.newLocation(ofOldCase: c.name.value), old: code.location)
                    continue
                }
                let expected = pair.newCaseName(c.name.value)
                if owner.caseName != expected {
                    list.add(.wire, "codeMoved",
                             "the code \(code: code.code) moved from \(code: expected ?? c.name.value) to \(code: owner.caseName)",
                             new: owner.location, old: code.location)
                }
            }
        }
        for c in new.cases {
            for code in c.codes where !oldCodes.contains(code.code) {
                list.add(.additions, "codeAdded", "new code \(code: code.code) for \(code: c.name.value)",
                         new: code.location, old: nil)
                // A code the old initializer already gave a case for (its `unknownCode` or a code family): that answer changes.
                if let (was, how, at) = unlistedAnswer(code.value, in: old),
                   (pair.newCaseName(was) ?? was) != c.name.value {
                    list.add(.behaviour, "codeTakenFromUnlisted", "the code \(code: code.code) now gives \(code: c.name.value) "
                             + "where it gave \(code: pair.newCaseName(was) ?? was) (\(how))", new: code.location, old: at)
                }
            }
        }
        for (before, after) in pair.pairedCases {
            guard let was = before.primaryCode, let now = after.primaryCode, was.code != now.code,
                  newOwner[was.code] != nil else { continue }
            list.add(.wire, "primaryCodeChanged", "\(code: after.name.value) now sends the code \(code: now.code) "
                     + "where it sent \(code: was.code) (its first code is the primary one)",
                     new: now.location, old: was.location)
        }
    }

    /// What the old spec's first initializer with a code step gave for a code no case listed: a code family's case
    /// (the longest prefix, or the range), else its `unknownCode`; how, and where that is written.
    private static func unlistedAnswer(_ value: Literal, in spec: Spec) -> (String, String, SourceLocation)? {
        guard let inbound = spec.inbounds.first(where: { $0.precedence.contains(.code) && $0.parameter(withRole: .code) != nil })
        else { return nil }
        let family = inbound.codeFamilies.filter { family in
            switch (family.match, value) {
            case (.prefix(let prefix), .string(let code)): return code.utf8.starts(with: prefix.utf8)
            case (.range(let lower, let upper), .int(let code)): return lower <= code && code <= upper
            default: return false
            }
        }.max { $0.prefixLength < $1.prefixLength }
        if let family { return (family.caseName.value, "its code family", family.caseName.location) }
        if let unknown = inbound.unknownCode { return (unknown.value, "'unknownCode'", unknown.location) }
        return nil
    }
}
