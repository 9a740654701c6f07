/// "Did you mean" for mistyped commands, options and values.
enum Suggestion {
    /// The candidate closest to `input`, if it is close enough to be a likely typo.
    static func closest(to input: String, in candidates: [String]) -> String? {
        let typed = Array(input.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased())
            var distance = editDistance(typed, target)
            // An unambiguous start of a name (`gen` for `generate`) counts as close.
            if typed.count >= 2, target.starts(with: typed) { distance = min(distance, 1) }
            let allowed = max(1, min(3, target.count / 3))
            guard distance <= allowed else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or nothing.
    static func hint(for input: String, in candidates: [String]) -> String {
        closest(to: input, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
