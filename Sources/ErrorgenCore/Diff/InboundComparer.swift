/// The inbound initializers: their signatures (Swift), and how answers map to cases (wire): precedence,
/// the status table, the unknown-code case, the fallback. Parameter defaults are behaviour. One initializer on
/// each side is compared with the other whatever its labels; several are paired by their label sets.
enum InboundComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (pair.old.inbounds, pair.new.inbounds)
        if old.count <= 1, new.count <= 1 { return compare(old.first, new.first, pair, into: &list) }
        let oldByLabels = Dictionary(old.map { ($0.labels, $0) }, uniquingKeysWith: { first, _ in first })
        let newLabels = Set(new.map(\.labels))
        for before in old where !newLabels.contains(before.labels) { compare(before, nil, pair, into: &list) }
        for after in new { compare(oldByLabels[after.labels], after, pair, into: &list) }
    }

    private static func compare(_ old: Inbound?, _ new: Inbound?, _ pair: SpecPair, into list: inout ChangeList) {
        switch (old, new) {
        case (nil, nil):
            return
        case (let before?, nil):
            list.add(.swift, "initializerRemoved", "the initializer \(code: signature(before)) was removed",
                     new: pair.new.name.location, old: before.location)
            list.add(.wire, "inboundRemoved", pair.new.inbounds.isEmpty ? "service answers are no longer mapped to cases"
                         : "service answers given to \(code: signature(before)) are no longer mapped to cases",
                     new: pair.new.name.location, old: before.location)
        case (nil, let after?):
            list.add(.additions, "initializerAdded", "new initializer \(code: signature(after)) maps service answers to cases",
                     new: after.location, old: nil)
        case (let before?, let after?):
            compare(before, after, pair, into: &list)
        }
    }

    /// `init(serverCode:status:)`.
    static func signature(_ inbound: Inbound) -> String { inbound.signature }

    private static func compare(_ before: Inbound, _ after: Inbound, _ pair: SpecPair, into list: inout ChangeList) {
        FieldListComparer.compare(before.parameters.map(\.field), after.parameters.map(\.field),
                                  of: "the initializer's parameters", kind: "initializer",
                                  new: after.location, old: before.location, into: &list)
        if before.precedence != after.precedence {
            list.add(.wire, "precedenceChanged", "the inbound precedence changed from "
                     + "\(code: steps(before.precedence)) to \(code: steps(after.precedence))",
                     new: after.location, old: before.location)
        }
        StatusTableComparer.compare(before, after, pair, into: &list)
        CodeFamilyComparer.compare(before, after, pair, into: &list)
        let fallback = pair.newCaseName(before.fallback.value) ?? before.fallback.value
        if fallback != after.fallback.value {
            list.add(.wire, "fallbackChanged", "unmatched answers now give \(code: after.fallback.value) "
                     + "where they gave \(code: before.fallback.value)",
                     new: after.fallback.location, old: before.fallback.location)
        }
        let unknownCode = before.unknownCode.map { pair.newCaseName($0.value) ?? $0.value }
        if unknownCode != after.unknownCode?.value {
            let now: Phrase = after.unknownCode.map { "give \(code: $0.value)" } ?? "go on to the next step"
            let was: Phrase = before.unknownCode.map { "gave \(code: $0.value)" } ?? "went on to the next step"
            list.add(.wire, "unknownCodeChanged", "codes no case lists now \(now) where they \(was)",
                     new: after.unknownCode?.location ?? after.location, old: before.unknownCode?.location ?? before.location)
        }
        for parameter in after.parameters {
            guard let old = before.parameter(named: parameter.field.name.value) else { continue }
            let (was, now) = (old.defaultValue.map(ValueText.assigned), parameter.defaultValue.map(ValueText.assigned))
            guard was != now else { continue }
            list.add(.behaviour, "parameterDefaultChanged", "the default of the initializer's parameter "
                     + "\(code: parameter.field.name.value) changed from \(value: was ?? "none") to \(value: now ?? "none")",
                     new: parameter.field.name.location, old: old.field.name.location)
        }
    }

    private static func steps(_ steps: [InboundStep]) -> String {
        "[" + steps.map(\.rawValue).joined(separator: ", ") + "]"
    }
}

/// The status table as a function from status to case: compared status by status, so reordered or
/// regrouped rows that map every status as before are no change, and a change names the statuses it affects.
enum StatusTableComparer {
    typealias Interval = IntegerTableRuns.Interval<StatusRow>

    static func compare(_ before: Inbound, _ after: Inbound, _ pair: SpecPair, into list: inout ChangeList) {
        let runs = IntegerTableRuns.runs(intervals(before), intervals(after),
                                         oldCase: { pair.newCaseName($0.caseName.value) ?? $0.caseName.value },
                                         newCase: { $0.caseName.value })
        for run in runs {
            let statuses: Phrase = run.lower == run.upper ? "status \(run.lower)" : "statuses \(run.lower)...\(run.upper)"
            let now: Phrase = run.now.map { "\(code: $0.caseName.value)" } ?? "no row (the fallback or a code decides)"
            let was: Phrase = run.was.map { "\(code: $0.caseName.value)" } ?? "no row"
            list.add(.wire, "statusRowChanged", "\(statuses) now gives \(now) where it gave \(was)",
                     new: run.now?.location ?? after.location, old: run.was?.location ?? before.location)
        }
        compareRuleRows(before, after, pair, into: &list)
    }

    /// Rows with a `when` rule are no function of the status alone: a row is the same on both sides when its
    /// statuses, its rule (token for token) and its case are; one without a twin was added or removed.
    private static func compareRuleRows(_ before: Inbound, _ after: Inbound, _ pair: SpecPair, into list: inout ChangeList) {
        func ruleRows(_ inbound: Inbound) -> [StatusRow] {
            inbound.precedence.contains(.status) ? inbound.statuses.filter { $0.condition != nil } : []
        }
        let (old, new) = (ruleRows(before), ruleRows(after))
        guard !old.isEmpty || !new.isEmpty else { return }
        func same(_ a: StatusRow, oldCase: String, _ b: StatusRow) -> Bool {
            // The parsed rules, written out the one way (`(remaining == 0)` and `remaining==0` are `remaining == 0`).
            oldCase == b.caseName.value && Set(a.statuses) == Set(b.statuses)
                && a.condition.map { ValueText.rule($0.rule) } == b.condition.map { ValueText.rule($0.rule) }
        }
        func described(_ row: StatusRow) -> Phrase {
            let statuses = row.statuses.map { element -> String in
                switch element {
                case .range(let lower, let upper): return "\(lower)...\(upper)"
                case .value(.int(let status)): return String(status)
                case .value(let literal): return "\(literal)"
                }
            }.joined(separator: ", ")
            return "\(row.statuses.count == 1 ? "status" : "statuses") \(statuses) when \(code: row.condition?.source ?? "")"
        }
        for row in old where !new.contains(where: { same(row, oldCase: pair.newCaseName(row.caseName.value) ?? row.caseName.value, $0) }) {
            list.add(.wire, "statusRuleRowRemoved", "\(described(row)) no longer gives \(code: row.caseName.value)",
                     new: after.location, old: row.location)
        }
        for row in new where !old.contains(where: { same($0, oldCase: pair.newCaseName($0.caseName.value) ?? $0.caseName.value, row) }) {
            list.add(.wire, "statusRuleRowAdded", "\(described(row)) now gives \(code: row.caseName.value)",
                     new: row.location, old: before.location)
        }
        // The rows both sides have may still be tried in another order.
        guard before.precedence.contains(.status), after.precedence.contains(.status) else { return }
        var taken: Set<Int> = []
        let twins = before.statuses.map { row -> Int? in
            guard row.condition != nil else { return nil }
            let oldCase = pair.newCaseName(row.caseName.value) ?? row.caseName.value
            let twin = after.statuses.indices.first { i in
                !taken.contains(i) && after.statuses[i].condition != nil && same(row, oldCase: oldCase, after.statuses[i])
            }
            if let twin { taken.insert(twin) }
            return twin
        }
        StatusRuleOrder.compare(before, after, twins: twins, into: &list)
    }

    /// The rows' statuses as intervals, in row order; empty when statuses are not a precedence step.
    static func intervals(_ inbound: Inbound) -> [Interval] {
        guard inbound.precedence.contains(.status) else { return [] }
        return inbound.statuses.filter { $0.condition == nil }.flatMap { row in
            row.statuses.compactMap { element -> Interval? in
                switch element {
                case .range(let lower, let upper): return Interval(lower: lower, upper: upper, row: row)
                case .value(.int(let status)): return Interval(lower: status, upper: status, row: row)
                case .value: return nil
                }
            }
        }
    }
}
