/// Each case name's first position in a spec's `cases`, built once and shared by every check or step that finds
/// cases by name: each name is hashed once here instead of again by each of them (large specs are thousands of
/// cases, and hashing their names on cold memory was most of validation's cost).
public struct CaseNameIndex: Sendable {
    /// Case name -> the position of the first case with that name (a later duplicate, which validation rejects,
    /// never wins).
    public let firstPositions: [String: Int]
    /// For each case, the position of the first case with its name: its own, unless it repeats an earlier name.
    public let firstOf: [Int]

    public init(_ cases: [Case]) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(cases.count)
        var firstOf: [Int] = []
        firstOf.reserveCapacity(cases.count)
        for i in cases.indices {  // by position: a `for c in cases` loop would copy each Case
            firstOf.append(positions.value(for: cases[i].name.value, insertingIfNew: i))
        }
        firstPositions = positions
        self.firstOf = firstOf
    }

    /// The position of the first case named `name`, or nil when no case has it.
    public subscript(name: String) -> Int? { firstPositions[name] }

    /// Whether the case at `position` is the first of its name.
    public func isFirst(_ position: Int) -> Bool { firstOf[position] == position }
}

extension Dictionary {
    /// The value stored for `key`, after storing `value` when the key is new: one hash lookup finds or inserts.
    mutating func value(for key: Key, insertingIfNew value: Value) -> Value {
        func read(_ slot: inout Value) -> Value { slot }
        return read(&self[key, default: value])
    }
}
