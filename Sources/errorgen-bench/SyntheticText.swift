/// Deterministic pseudo-random numbers (SplitMix64) and docs-like sentences for synthetic specs.
/// No Foundation randomness: the same seed gives the same spec bytes on every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Sentences of 80-120 characters assembled from phrases a real errors page uses, with the
/// characters that need escaping somewhere (backticks, apostrophes, quotes, a pipe now and then).
enum SyntheticText {
    static let openings = [
        "The service rejected the request", "The call could not finish", "The device lost its connection",
        "The token provider failed", "The grant's scope does not cover this operation", "The index was rebuilt",
        "The upload stopped halfway", "The cursor points at a page", "The account's plan does not include it",
        "A `profile` call timed out", "The app's key was revoked", "The person declined access",
    ]
    static let middles = [
        "because the session expired", "while the service was under load", "after the retry budget ran out",
        "since the region is not served yet", "when the payload was larger than allowed",
        "before the engine finished its models", "because a required field was empty",
        "while another request held the lock", "because the server's clock disagreed",
        "since the \"strict\" mode refuses it", "because the status was 429 or 503",
    ]
    static let endings = [
        "and nothing was saved", "so the SDK keeps the old value", "and the message says which part",
        "so the next call starts over", "and the dashboard shows the details", "so `retryAfter` says when",
        "and the on-device engine keeps working", "so the grant must be requested again",
        "and the logs name the field | value", "so check the configuration first",
    ]
    static let actions = [
        "Retry later, with backoff", "Show a sign-in error and ask again", "Fix the request and send it again",
        "Nothing: the SDK recovers by itself", "Request a new grant with the missing operation",
        "Check the key and the bundle IDs in the dashboard", "Call `rebuildIndex()` and try once more",
        "Explain the benefit and link to Settings", "Wait for `retryAfter` seconds, then retry",
        "Report an integration failure with the message",
    ]
    static let reasons = [
        "the person is offline", "the quota is spent", "a newer SDK is required", "the grant is older than a day",
        "the request names a source the configuration leaves out", "the answer could not be decoded",
    ]

    /// A "when" sentence.
    static func when(_ rng: inout SplitMix64) -> String {
        fit(rng.pick(openings) + " " + rng.pick(middles), &rng)
    }

    /// A "what to do" sentence.
    static func todo(_ rng: inout SplitMix64) -> String {
        fit(rng.pick(actions) + " when " + rng.pick(reasons), &rng)
    }

    /// Grows `base` with ending clauses towards 80-119 characters (whole clauses only) and ends it with a period.
    private static func fit(_ base: String, _ rng: inout SplitMix64) -> String {
        var text = base
        let target = 80 + rng.below(30)
        while text.count < target {
            let longer = text + ", " + rng.pick(endings)
            if longer.count > 119 { break }
            text = longer
        }
        return text + "."
    }
}
