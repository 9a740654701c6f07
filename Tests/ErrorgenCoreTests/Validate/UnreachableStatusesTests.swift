import Testing
@testable import ErrorgenCore

/// The status table's "already matched" check: the same answers as comparing every status with every earlier entry,
/// in time that does not grow with the square of the table (40,000 single statuses took 9 s before).
@Suite struct UnreachableStatusesTests {
    /// A table of rows; each status at its own column of line `row + 1`, so every diagnostic names its entry.
    static func inbound(_ rows: [[MembershipElement]]) -> Inbound {
        let statusRows = rows.enumerated().map { r, statuses in
            var row = StatusRow(statuses: statuses, caseName: Name("c\(r % 3)", at: ErrorgenCore.SourceLocation(file: "t.yaml", line: r + 1, column: 1)),
                                at: ErrorgenCore.SourceLocation(file: "t.yaml", line: r + 1, column: 1))
            row.statusLocations = statuses.indices.map { ErrorgenCore.SourceLocation(file: "t.yaml", line: r + 1, column: 10 + $0) }
            return row
        }
        return Inbound(parameters: [], precedence: [.status], statuses: statusRows, fallback: Name("c0", at: .wholeFile("t.yaml")),
                       at: .wholeFile("t.yaml"))
    }

    /// The check as the language defines it: a single status is unreachable when any earlier entry holds it; the note
    /// is at the first such entry. A range that is that first entry for the statuses of two or more later rows is
    /// one error at the range instead, with a note at each status (up to five). A range every status of which some
    /// earlier entry holds is unreachable too; the note is at the first earlier entry that shares a status with it.
    static func naive(_ inbound: Inbound) -> [String] {
        typealias Entry = (element: MembershipElement, row: Int, location: ErrorgenCore.SourceLocation)
        var earlier: [Entry] = []
        var shadowed: [(status: Int, row: Int, location: ErrorgenCore.SourceLocation, first: Int)] = []
        for (r, row) in inbound.statuses.enumerated() {
            for (i, element) in row.statuses.enumerated() {
                let location = row.location(ofStatus: i)
                if case .value(.int(let status)) = element, let first = earlier.firstIndex(where: {
                    switch $0.element {
                    case .value(.int(let value)): return value == status
                    case .range(let lower, let upper): return lower <= status && status <= upper
                    default: return false
                    }
                }) {
                    shadowed.append((status, r, location, first))
                }
                earlier.append((element, r, location))
            }
        }
        var bag = DiagnosticBag()
        for (index, entry) in earlier.enumerated() {
            guard case .range(let lower, let upper) = entry.element else { continue }
            let held = shadowed.filter { $0.first == index }
            guard Set(held.filter { $0.row != entry.row }.map(\.row)).count > 1 else { continue }
            var statuses: [Int] = []
            for h in held where !statuses.contains(h.status) { statuses.append(h.status) }
            let texts = statuses.map(String.init)
            let listed = texts.count == 1 ? texts[0] : texts.dropLast().joined(separator: ", ") + " and " + texts.last!
            var diagnostic = Diagnostic.error("range \(lower)...\(upper) of the row for '\(inbound.statuses[entry.row].caseName.value)' "
                + "comes before the rows of \(listed), which it holds, so they never match; move it after them", at: entry.location)
            for h in held.prefix(5) { diagnostic = diagnostic.note("never matches", at: h.location) }
            bag.append(diagnostic)
            shadowed.removeAll { $0.first == index }
        }
        for (index, entry) in earlier.enumerated() {
            guard case .range(let lower, let upper) = entry.element, lower <= upper else { continue }
            let before = earlier[..<index]
            func holds(_ other: Entry, _ status: Int) -> Bool {
                switch other.element {
                case .value(.int(let value)): return value == status
                case .range(let l, let u): return l <= status && status <= u
                default: return false
                }
            }
            guard (lower...upper).allSatisfy({ status in before.contains { holds($0, status) } }) else { continue }
            let sharing = before.filter { other in (lower...upper).contains { holds(other, $0) } }
            let rows = Set(sharing.map(\.row))
            let place = rows == [entry.row] ? "earlier in this row"
                : rows.count == 1 ? "by the row for '\(inbound.statuses[sharing[0].row].caseName.value)', which comes first"
                : "by the rows before it"
            bag.append(.error("every status in \(lower)...\(upper) is already matched \(place); this range never matches",
                              at: entry.location).note("matched here", at: sharing[0].location))
        }
        for s in shadowed {
            let first = earlier[s.first]
            let place = first.row == s.row ? "earlier in this row"
                : "by the row for '\(inbound.statuses[first.row].caseName.value)', which comes first"
            bag.append(.error("status \(s.status) is already matched \(place); this one never matches", at: s.location)
                .note("matched here", at: first.location))
        }
        return bag.sorted.map(\.description)
    }

    static func checked(_ inbound: Inbound) -> [String] {
        var bag = DiagnosticBag()
        UnreachableStatuses.validate(inbound, into: &bag)
        return bag.sorted.map(\.description)
    }

    @Test func agreesWithComparingEveryEarlierEntry() {
        var generator = SeededRandom(seed: 16)
        for _ in 0..<400 {
            let rows = (0..<Int(generator.next() % 8 + 1)).map { _ in
                (0..<Int(generator.next() % 4 + 1)).map { _ -> MembershipElement in
                    let low = Int(generator.next() % 40) - 5
                    return generator.next() % 4 == 0 ? .range(low, low + Int(generator.next() % 12)) : .value(.int(low))
                }
            }
            let inbound = Self.inbound(rows)
            #expect(Self.checked(inbound) == Self.naive(inbound), "\(rows)")
        }
    }

    @Test func aLargeTableIsCheckedInLinearishTime() {
        // 40,000 single statuses in a scattered order (7,919 is prime to 40,000), then a range over all of them (which
        // they hold) and one repeated status at the end.
        var rows: [[MembershipElement]] = (0..<40_000).map { i in [.value(.int(100_000 + (i * 7_919) % 40_000))] }
        rows.append([.range(100_000, 139_999)])
        rows.append([.value(.int(100_007))])
        let inbound = Self.inbound(rows)
        var diagnostics: [String] = []
        let elapsed = CPUTime.measure { diagnostics = Self.checked(inbound) }
        #expect(diagnostics.count == 2, "\(diagnostics.prefix(3))")
        #expect(diagnostics.first?.hasPrefix("t.yaml:40001:10: error: every status in 100000...139999 is already matched by the rows "
                                             + "before it") == true, "\(diagnostics.prefix(3))")
        #expect(diagnostics.last?.hasPrefix("t.yaml:40002:10: error: status 100007 is already matched by the row for ") == true,
                "\(diagnostics.suffix(1))")
        // The debug build takes well under a second; comparing every pair took minutes.
        CPUBudget.expect(elapsed, within: .seconds(3))
    }

    /// 20,000 ranges that the ranges before them hold, each one an error: still no pass over the table per error.
    @Test func manyHeldRangesAreReportedInLinearishTime() {
        var rows: [[MembershipElement]] = [[.range(0, 1_000_000)]]
        rows += (0..<20_000).map { i in [.range(i * 10, i * 10 + 5)] }
        let inbound = Self.inbound(rows)
        var diagnostics: [String] = []
        let elapsed = CPUTime.measure { diagnostics = Self.checked(inbound) }
        #expect(diagnostics.count == 20_000)
        #expect(diagnostics.first == "t.yaml:2:10: error: every status in 0...5 is already matched by the row for 'c0', which "
                + "comes first; this range never matches\nt.yaml:1:10: note: matched here")
        CPUBudget.expect(elapsed, within: .seconds(3))
    }
}
