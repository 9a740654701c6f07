#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// "Did you mean" suggestions for misspelled keys, names and fields.
public enum Suggestion {
    /// The search budget of the spec being checked (`SpecPipeline.compile` sets one per spec); nil: no limit.
    @TaskLocal static var budget: Budget?

    /// How many candidates the suggestions of one spec may compare in all. Each search compares the word with
    /// every candidate, so a spec of 20,000 cases whose `values` misspell all of them made 400 million comparisons
    /// (minutes) for errors of which the first 100 are shown. Two million cover those 100 with a suggestion each
    /// against 20,000 names; past them a message has no suggestion, and the check ends in about a second.
    final class Budget: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var remaining: Int

        init(comparisons: Int = 2_000_000) {
            remaining = comparisons
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        var isSpent: Bool {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return remaining <= 0
        }

        func spend(_ comparisons: Int) {
            pthread_mutex_lock(mutex)
            remaining -= comparisons
            pthread_mutex_unlock(mutex)
        }
    }

    /// Whether the spec's budget allows a search of `comparisons` more candidates for a message (charged when it
    /// does): the same budget as the suggestions', for the other searches an error's message makes.
    static func afford(_ comparisons: Int) -> Bool {
        guard let budget else { return true }
        guard !budget.isSpent else { return false }
        budget.spend(comparisons)
        return true
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo:
    /// at most one edit for short words, two from four letters on, three from nine.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let budget = Self.budget
        if budget?.isSpent == true { return nil }
        var compared = 0
        defer { budget?.spend(compared) }
        let target = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            compared += 1
            let other = Array(candidate.lowercased().unicodeScalars)
            var distance = editDistance(target, other)
            // An unambiguous start of a name (`gen` for `generate`) counts as close.
            if target.count >= 2, other.starts(with: target) { distance = min(distance, 1) }
            // An abbreviation that keeps the start and drops letters (`params` for `parameters`) counts as close too.
            if target.count >= 4, other.starts(with: target.prefix(3)), isSubsequence(target, of: other) {
                distance = min(distance, 2)
            }
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = target.count >= 9 ? 3 : target.count >= 4 ? 2 : 1
        return best.distance <= limit && best.distance < target.count ? best.name : nil
    }

    /// The candidate `word` is a slip for: one edit away (`scopes`, `displayMesage`), two for words of nine letters or
    /// more, none under four (`id` and `ip`, `url` and `uri` are names of their own). Stricter than `closest`: for a
    /// word that may well be meant as written (a parameter named for what it is, `note` beside a field `tone`; a code
    /// of the client's own), only one this close is taken for a misspelling.
    static func slip(of word: String, among candidates: some Sequence<String>) -> String? {
        let letters = Array(word.lowercased().unicodeScalars)
        guard letters.count >= 4 else { return nil }
        let budget = Self.budget
        if budget?.isSpent == true { return nil }
        var compared = 0
        defer { budget?.spend(compared) }
        let limit = letters.count >= 9 ? 2 : 1
        return candidates.first {
            compared += 1
            return editDistance(letters, Array($0.lowercased().unicodeScalars)) <= limit
        }
    }

    /// " (did you mean 'x'?)" or "". A word with a non-ASCII character that a known name is close to names
    /// that character: " (did you mean 'name'? 'nаme' has U+0430 CYRILLIC SMALL LETTER A (it looks like 'a'))".
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        guard let suggestion = closest(to: word, among: candidates) else { return "" }
        guard let character = Confusables.firstNonASCII(in: word) else { return " (did you mean '\(suggestion)'?)" }
        return " (did you mean '\(suggestion)'? \(TextQuote.quoted(word, "'")) has \(character))"
    }

    /// "; did you mean 'x'?" or "", for command-line messages.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func isSubsequence(_ short: [Unicode.Scalar], of long: [Unicode.Scalar]) -> Bool {
        var rest = long[...]
        for scalar in short {
            guard let index = rest.firstIndex(of: scalar) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
    }

    /// Edit distance where a swap of two neighbours counts as one edit (optimal string alignment).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
