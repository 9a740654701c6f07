/// A single status that an earlier status or range of the table already matches can never match (the first
/// row wins), and a Swift `switch` warns about it. Ranges may overlap earlier entries, as they catch the rest, but
/// a range every status of which earlier entries hold (alone or together) never matches either.
///
/// In time proportional to n log n for n statuses: a single status finds the first earlier single of its value in
/// a table, and the first range that holds it in one sweep over the statuses in ascending order, which keeps the
/// ranges begun so far in a heap ordered by their place in the table.
enum UnreachableStatuses {
    private struct Entry {
        var element: MembershipElement
        var row: Int
        var location: SourceLocation
    }

    /// `mistypedRules`: the rows whose rule has a type error (reported), whose rules are not judged again here.
    static func validate(_ inbound: Inbound, mistypedRules: Set<Int> = [], into bag: inout DiagnosticBag) {
        var entries: [Entry] = []
        // A row with a `when` rule matches only some answers of its statuses: it hides no later row.
        for (r, row) in inbound.statuses.enumerated() where !row.hasUnknownKeys && row.condition == nil {
            for i in row.statuses.indices {
                entries.append(Entry(element: row.statuses[i], row: r, location: row.location(ofStatus: i)))
            }
        }
        var firstOfValue: [Int: Int] = [:]
        var singles: [(status: Int, position: Int)] = []
        var ranges: [(lower: Int, upper: Int, position: Int)] = []
        for (position, entry) in entries.enumerated() {
            switch entry.element {
            case .value(.int(let status)):
                singles.append((status, position))
                if firstOfValue[status] == nil { firstOfValue[status] = position }
            case .range(let lower, let upper): ranges.append((lower, upper, position))
            default: break
            }
        }
        let coveringRange = firstRanges(holding: singles, ranges: ranges)
        var shadowed: [(single: (status: Int, position: Int), first: Int)] = []
        for (i, single) in singles.enumerated() {
            var first = firstOfValue[single.status].flatMap { $0 < single.position ? $0 : nil }
            if let range = coveringRange[i], range < single.position, range < first ?? .max { first = range }
            if let first { shadowed.append((single, first)) }
        }
        // A broad range written first (`"400...499"` before `401`, `403`, `404`): one mistake, one error at the range,
        // when it holds the statuses of two or more later rows.
        var laterRows: [Int: Set<Int>] = [:]
        for (single, first) in shadowed where entries[first].row != entries[single.position].row {
            if case .range = entries[first].element { laterRows[first, default: []].insert(entries[single.position].row) }
        }
        let broad = Set(laterRows.filter { $0.value.count > 1 }.keys)
        for position in broad.sorted() {
            let range = entries[position]
            guard case .range(let lower, let upper) = range.element else { continue }
            let held = shadowed.filter { $0.first == position }
            var seen: Set<Int> = []
            let statuses = held.compactMap { seen.insert($0.single.status).inserted ? String($0.single.status) : nil }
            var diagnostic = Diagnostic.error(
                "range \(lower)...\(upper) of the row for '\(inbound.statuses[range.row].caseName.value)' comes before the rows "
                    + "of \(EnglishList.joined(statuses)), which it holds, so they never match; move it after them", at: range.location)
            for (single, _) in held.prefix(5) { diagnostic = diagnostic.note("never matches", at: entries[single.position].location) }
            bag.append(diagnostic)
        }
        reportCoveredRanges(entries, inbound, into: &bag)
        reportHiddenConditions(entries, inbound, skipping: mistypedRules, into: &bag)
        reportRulesOverTheStatus(inbound, skipping: mistypedRules, into: &bag)
        for (single, first) in shadowed where !broad.contains(first) {
            let entry = entries[single.position], earlier = entries[first]
            let earlierPlace = earlier.row == entry.row
                ? "earlier in this row"
                : "by the row for '\(inbound.statuses[earlier.row].caseName.value)', which comes first"
            bag.append(.error("status \(single.status) is already matched \(earlierPlace); this one never matches",
                              at: entry.location)
                .note("matched here", at: earlier.location))
        }
    }

    /// A row with a `when` rule whose status an earlier row without one already matches: its rule is never asked.
    /// (Each of its statuses against the earlier entries: conditional rows are few; a table of thousands of both
    /// is not searched.)
    private static func reportHiddenConditions(_ entries: [Entry], _ inbound: Inbound, skipping mistypedRules: Set<Int>,
                                               into bag: inout DiagnosticBag) {
        let conditional = inbound.statuses.indices.filter { inbound.statuses[$0].condition != nil && !inbound.statuses[$0].hasUnknownKeys }
        guard !conditional.isEmpty, conditional.count * entries.count <= 1_000_000 else { return }
        for r in conditional {
            let row = inbound.statuses[r]
            var hidden: [(index: Int, lower: Int, upper: Int, earlier: Entry)] = []
            for (i, element) in row.statuses.enumerated() {
                guard let (lower, upper) = element.integerBounds else { continue }
                let earlier = entries.first { entry in
                    guard entry.row < r else { return false }
                    switch entry.element {
                    case .value(.int(let status)): return lower == upper && status == lower
                    case .range(let l, let u): return l <= lower && upper <= u
                    default: return false
                    }
                }
                if let earlier { hidden.append((i, lower, upper, earlier)) }
            }
            let rowsBefore = Set(hidden.map(\.earlier.row))
            let by = rowsBefore.count == 1
                ? "the row for '\(inbound.statuses[hidden[0].earlier.row].caseName.value)', which comes first"
                : "rows that come first"
            // The whole row hidden (`[403, 429]` after a catch-all): one mistake, one error, at the row's first status.
            if hidden.count > 1, hidden.count == row.statuses.count {
                var diagnostic = Diagnostic.error(
                    "every status of this row is already matched by \(by) and \(rowsBefore.count == 1 ? "has" : "have") no 'when', "
                        + "so this row's rule is never tried; move this row above \(rowsBefore.count == 1 ? "it" : "them")",
                    at: row.location(ofStatus: hidden[0].index))
                var noted: Set<Int> = []
                for hit in hidden where noted.insert(hit.earlier.row).inserted {
                    diagnostic = diagnostic.note("matched here", at: hit.earlier.location)
                }
                bag.append(diagnostic)
                continue
            }
            if hidden.isEmpty, !mistypedRules.contains(r), let twin = earlierTwin(of: r, inbound) {
                // The same rule over statuses an earlier row with it already holds: that row always answers first.
                bag.append(.error("the row for '\(inbound.statuses[twin].caseName.value)' comes first with the same rule and "
                                  + "every status of this row, so this row never matches; change its rule or remove it",
                                  at: row.condition?.location ?? row.location(ofStatus: 0))
                    .note("the same rule is here", at: inbound.statuses[twin].condition?.location ?? inbound.statuses[twin].location))
                continue
            }
            for hit in hidden {
                let what = hit.lower == hit.upper ? "status \(hit.lower)" : "every status in \(hit.lower)...\(hit.upper)"
                bag.append(.error("\(what) is already matched by the row for '\(inbound.statuses[hit.earlier.row].caseName.value)', "
                                  + "which comes first and has no 'when', so this row's rule is never tried; move this row "
                                  + "above it", at: row.location(ofStatus: hit.index))
                    .note("matched here", at: hit.earlier.location))
            }
        }
    }

    /// `{status: 429, when: "status == 503"}`: a rule that reads the status parameter alone is decided by the row's
    /// own statuses (a status moved into the rule): for none of them it never matches, for all of them it says
    /// nothing. Rows of up to 10,000 statuses are tried status by status; a wider range is left alone.
    private static func reportRulesOverTheStatus(_ inbound: Inbound, skipping mistyped: Set<Int>, into bag: inout DiagnosticBag) {
        guard let status = inbound.parameter(withRole: .status)?.field.name.value else { return }
        rows: for (r, row) in inbound.statuses.enumerated() where !row.hasUnknownKeys && !mistyped.contains(r) {
            guard let condition = row.condition, Set(condition.rule.fieldNames) == [status] else { continue }
            var answers: Set<Bool> = []
            var tried = 0
            for element in row.statuses {
                guard let (lower, upper) = element.integerBounds else { continue rows }
                let (span, overflow) = upper.subtractingReportingOverflow(lower)
                guard !overflow, span < 10_000 - tried else { continue rows }
                tried += span + 1
                for value in lower...upper {
                    guard case .bool(let holds)? = RuleEvaluator.evaluate(condition.rule, bindings: [status: .int(value)]) else {
                        continue rows
                    }
                    answers.insert(holds)
                }
            }
            if answers == [false] {
                bag.error("this row's rule reads only '\(status)' and holds for none of the row's statuses, so the row never "
                          + "matches; write the statuses it should match under 'status', or compare another parameter",
                          at: condition.location)
            } else if answers == [true] {
                bag.error("this row's rule reads only '\(status)' and holds for every status of the row, so it decides "
                          + "nothing; leave out 'when', or compare another parameter", at: condition.location)
            }
        }
    }

    /// An earlier row with the same rule (as parsed) that holds every status of row `r`.
    private static func earlierTwin(of r: Int, _ inbound: Inbound) -> Int? {
        guard let rule = inbound.statuses[r].condition.map({ ValueText.rule($0.rule) }) else { return nil }
        let spans = inbound.statuses[r].statuses.compactMap(\.integerBounds)
        guard spans.count == inbound.statuses[r].statuses.count else { return nil }
        return (0..<r).first { e in
            let earlier = inbound.statuses[e]
            guard !earlier.hasUnknownKeys, let other = earlier.condition, ValueText.rule(other.rule) == rule else { return false }
            let held = earlier.statuses.compactMap(\.integerBounds)
            return spans.allSatisfy { span in held.contains { $0.lower <= span.lower && span.upper <= $0.upper } }
        }
    }

    /// Ranges whose every status the entries before them hold. The statuses held so far are kept as disjoint,
    /// merged intervals in ascending order: a range is covered when one interval holds it whole.
    private static func reportCoveredRanges(_ entries: [Entry], _ inbound: Inbound, into bag: inout DiagnosticBag) {
        guard entries.contains(where: { if case .range = $0.element { true } else { false } }) else { return }
        var held: [(lower: Int, upper: Int)] = []
        var reported = 0
        /// The first interval that ends at or after `value` (or touches it from below: `upper + 1 == value`).
        func firstEnding(atOrAfter value: Int) -> Int {
            var low = 0, high = held.count
            while low < high {
                let middle = (low + high) / 2
                if held[middle].upper >= value || (value > Int.min && held[middle].upper == value - 1) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        for (position, entry) in entries.enumerated() {
            guard let (lower, upper) = entry.element.integerBounds else { continue }
            let at = firstEnding(atOrAfter: lower)
            if case .range = entry.element, at < held.count, held[at].lower <= lower, held[at].upper >= upper {
                // The entries before it are searched for the note of the first few only: a table of thousands of
                // such ranges stays linear.
                report(entry, lower, upper, position: position, entries, inbound, searching: reported < 20, into: &bag)
                reported += 1
                continue
            }
            // Merge with every interval it overlaps or touches.
            var end = at
            var merged = (lower: lower, upper: upper)
            while end < held.count, held[end].lower <= upper || (upper < Int.max && held[end].lower == upper + 1) {
                merged = (min(merged.lower, held[end].lower), max(merged.upper, held[end].upper))
                end += 1
            }
            held.replaceSubrange(at..<end, with: [merged])
        }
    }

    /// A range that never matches, with the first earlier entry that shares a status with it.
    private static func report(_ entry: Entry, _ lower: Int, _ upper: Int, position: Int, _ entries: [Entry],
                               _ inbound: Inbound, searching: Bool, into bag: inout DiagnosticBag) {
        let before = searching ? entries[..<position] : []
        let earlier = before.first { other in
            switch other.element {
            case .value(.int(let status)): return lower <= status && status <= upper
            case .range(let l, let u): return l <= upper && lower <= u
            default: return false
            }
        }
        let rows = Set(before.compactMap { other -> Int? in
            switch other.element {
            case .value(.int(let status)) where lower <= status && status <= upper: return other.row
            case .range(let l, let u) where l <= upper && lower <= u: return other.row
            default: return nil
            }
        })
        let place: String
        if rows == [entry.row] {
            place = "earlier in this row"
        } else if rows.count == 1, let earlier {
            place = "by the row for '\(inbound.statuses[earlier.row].caseName.value)', which comes first"
        } else {
            place = "by the rows before it"
        }
        var diagnostic = Diagnostic.error("every status in \(lower)...\(upper) is already matched \(place); this range never "
                                          + "matches", at: entry.location)
        if let earlier { diagnostic = diagnostic.note("matched here", at: earlier.location) }
        bag.append(diagnostic)
    }

    /// For each single status, the place in the table of the first range that holds it, if any.
    private static func firstRanges(holding singles: [(status: Int, position: Int)],
                                    ranges: [(lower: Int, upper: Int, position: Int)]) -> [Int?] {
        var answers = [Int?](repeating: nil, count: singles.count)
        guard !ranges.isEmpty else { return answers }
        let byLower = ranges.sorted { $0.lower < $1.lower }
        let byStatus = singles.indices.sorted { singles[$0].status < singles[$1].status }
        var open = PositionHeap()
        var next = 0
        for index in byStatus {
            let status = singles[index].status
            while next < byLower.count, byLower[next].lower <= status {
                open.push(position: byLower[next].position, upper: byLower[next].upper)
                next += 1
            }
            // A range that ends below this status ends below every later one: drop it. The first one left holds it.
            while let top = open.top, top.upper < status { open.pop() }
            answers[index] = open.top?.position
        }
        return answers
    }

    /// A binary min-heap of ranges by their place in the table.
    private struct PositionHeap {
        private var items: [(position: Int, upper: Int)] = []

        var top: (position: Int, upper: Int)? { items.first }

        mutating func push(position: Int, upper: Int) {
            items.append((position, upper))
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard items[child].position < items[parent].position else { break }
                items.swapAt(child, parent)
                child = parent
            }
        }

        mutating func pop() {
            let last = items.removeLast()
            guard !items.isEmpty else { return }
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count, items[left].position < items[smallest].position { smallest = left }
                if right < items.count, items[right].position < items[smallest].position { smallest = right }
                guard smallest != parent else { return }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }
}
