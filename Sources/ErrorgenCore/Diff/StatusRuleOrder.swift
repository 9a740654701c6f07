/// The order in which a status's rows are tried. For a status, the rows that hold it are tried in table order
/// until one without a rule: two rows with rules that both hold an answer give the first one's case, and a row
/// without a rule ends the search. Moving rows with rules (before one another, or past a row without one)
/// changes answers though no row was added or removed: `statusRuleRowsReordered`.
///
/// Only rows with a twin on the other side take part (`StatusTableComparer` reports the others as added or
/// removed), and a row without a rule counts as "a row without a rule" whatever its case (its case is compared
/// status by status).
enum StatusRuleOrder {
    /// What decides one status, in order: a row with a rule by its place in the new table, or the first row
    /// without one.
    private enum Step: Hashable {
        case rule(Int)
        case plain
    }

    /// `twins[i]`: the new table's index of the twin of the old table's row `i` (nil without one).
    static func compare(_ before: Inbound, _ after: Inbound, twins: [Int?], into list: inout ChangeList) {
        let old = before.statuses, new = after.statuses
        let twinned = Set(twins.compactMap { $0 })
        guard !twinned.isEmpty else { return }
        // Every place where what holds a status can change, from every row's statuses on both sides.
        var bounds: Set<Int> = []
        for row in old + new {
            for element in row.statuses {
                guard let (lower, upper) = element.integerBounds else { continue }
                bounds.insert(lower)
                if upper < Int.max { bounds.insert(upper + 1) }
            }
        }
        let points = bounds.sorted()
        // The statuses to try: the start of each piece of a twinned rule row's statuses.
        var starts: Set<Int> = []
        for index in twinned {
            for element in new[index].statuses {
                guard let (lower, upper) = element.integerBounds else { continue }
                var i = lowerBound(points, lower)
                while i < points.count, points[i] <= upper {
                    starts.insert(points[i])
                    i += 1
                }
            }
        }
        guard starts.count * (old.count + new.count) <= 2_000_000 else { return }
        // Each piece runs from its start to the next place where anything changes; pieces next to each other with
        // the same change are shown as one range.
        var changed: [[Step]: (was: [Step], pieces: [(lower: Int, upper: Int)])] = [:]
        var order: [[Step]] = []
        for status in starts.sorted() {
            let was = steps(old, status) { twins[$0] }
            let now = steps(new, status) { twinned.contains($0) ? $0 : nil }
            guard was != now, was.contains(where: { $0 != .plain }) || now.contains(where: { $0 != .plain }) else { continue }
            let key = was + [.plain, .plain] + now
            if changed[key] == nil { order.append(key) }
            let next = lowerBound(points, status) + 1
            let upper = next < points.count ? points[next] - 1 : Int.max
            var entry = changed[key] ?? (was, [])
            if let last = entry.pieces.last, last.upper < Int.max, last.upper + 1 == status {
                entry.pieces[entry.pieces.count - 1].upper = upper
            } else {
                entry.pieces.append((status, upper))
            }
            changed[key] = entry
        }
        var oldIndex: [Int: Int] = [:]
        for (i, twin) in twins.enumerated() { if let twin { oldIndex[twin] = i } }
        for key in order {
            guard let (was, pieces) = changed[key] else { continue }
            let now = Array(key.dropFirst(was.count + 2))
            // The first place where the two orders part: `first` is now tried before `second`.
            guard let k = (0..<min(now.count, was.count)).first(where: { now[$0] != was[$0] }),
                  k < now.count, k < was.count else { continue }
            let (first, second) = (now[k], was[k])
            let one = pieces.count == 1 && pieces[0].lower == pieces[0].upper
            let shown = pieces.prefix(5).map { $0.lower == $0.upper ? "\($0.lower)" : "\($0.lower)...\($0.upper)" }
                .joined(separator: ", ") + (pieces.count > 5 ? ", ..." : "")
            var message = Phrase(parts: [.text(one ? "status \(shown) now tries " : "statuses \(shown) now try ")])
            message.parts += describe(first, new).parts + [.text(" before ")] + describe(second, new).parts
            message.parts.append(.text(now.contains(second)
                ? ", the other way round from before; an answer both hold may give another case"
                : ", which it no longer reaches; an answer that row held gives another case"))
            func location(_ step: Step, old: Bool) -> SourceLocation? {
                guard case .rule(let index) = step else { return nil }
                return old ? oldIndex[index].map { before.statuses[$0].location } : new[index].location
            }
            list.add(.wire, "statusRuleRowsReordered", message,
                     new: location(first, old: false) ?? location(second, old: false) ?? after.location,
                     old: location(second, old: true) ?? location(first, old: true) ?? before.location)
        }
    }

    /// The rows that decide `status`, in order, up to the first without a rule; a rule row as `id` numbers it.
    private static func steps(_ rows: [StatusRow], _ status: Int, id: (Int) -> Int?) -> [Step] {
        var result: [Step] = []
        for (index, row) in rows.enumerated() where holds(row, status) {
            guard row.condition != nil else {
                result.append(.plain)
                break
            }
            if let id = id(index) { result.append(.rule(id)) }
        }
        return result
    }

    /// "the row for 'a' when `x`", or "its row without a rule".
    private static func describe(_ step: Step, _ rows: [StatusRow]) -> Phrase {
        switch step {
        case .rule(let index):
            return Phrase(parts: [.text("the row for "), .code(rows[index].caseName.value), .text(" when "),
                                  .value(rows[index].condition?.source ?? "")])
        case .plain:
            return "its row without a rule"
        }
    }

    private static func holds(_ row: StatusRow, _ status: Int) -> Bool {
        row.statuses.contains { element in
            guard let (lower, upper) = element.integerBounds else { return false }
            return lower <= status && status <= upper
        }
    }

    private static func lowerBound(_ points: [Int], _ value: Int) -> Int {
        var low = 0, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
