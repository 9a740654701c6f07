/// Two tables from integers to rows (the status table, code families' ranges) compared value by value, so
/// regrouped rows that map every value as before are no change: the runs of consecutive values whose old and
/// new case differ in the same way. In each table the first interval that holds a value wins.
enum IntegerTableRuns {
    struct Interval<Row> {
        var lower: Int
        var upper: Int
        var row: Row
    }

    struct Run<Row> {
        var lower: Int
        var upper: Int
        var was: Row?
        var now: Row?
    }

    /// `oldCase` names an old row's case as the new spec calls it (after renames), `newCase` a new row's.
    static func runs<Row>(_ old: [Interval<Row>], _ new: [Interval<Row>], oldCase: (Row) -> String,
                          newCase: (Row) -> String) -> [Run<Row>] {
        var bounds = Set<Int>()
        for interval in old + new {
            bounds.insert(interval.lower)
            if interval.upper < Int.max { bounds.insert(interval.upper + 1) }
        }
        let points = bounds.sorted()
        var runs: [Run<Row>] = []
        for (index, lower) in points.enumerated() {
            let upper = index + 1 < points.count ? points[index + 1] - 1 : lower
            let was = old.first { $0.lower <= lower && lower <= $0.upper }?.row
            let now = new.first { $0.lower <= lower && lower <= $0.upper }?.row
            let (wasCase, nowCase) = (was.map(oldCase), now.map(newCase))
            guard wasCase != nowCase else { continue }
            if let last = runs.last, last.upper + 1 == lower, last.was.map(oldCase) == wasCase, last.now.map(newCase) == nowCase {
                runs[runs.count - 1].upper = upper
            } else {
                runs.append(Run(lower: lower, upper: upper, was: was, now: now))
            }
        }
        return runs
    }
}
