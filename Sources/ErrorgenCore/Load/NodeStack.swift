/// The children of every open container, innermost last, in one growable buffer. When a container
/// closes, its children are moved (not copied, not retained) into an array reserved for exactly their
/// count, so the tree holds no spare capacity and each container costs one allocation.
/// The arrays are reserved and appended to, not made with `init(unsafeUninitializedCapacity:)`: that one
/// allocates in the standard library's unspecialized code, which looks up the array type's metadata on
/// every call.
final class NodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ node: consuming YAMLNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Calls `body` with the node at `index` in place.
    func withNode<R>(at index: Int, _ body: (borrowing YAMLNode) -> R) -> R {
        body(base[index])
    }

    /// Moves the nodes from `start` to the top into a new array (a list's items).
    func moveItems(from start: Int) -> [YAMLNode] {
        let n = count - start
        guard n > 0 else { return [] }
        var items: [YAMLNode] = []
        items.reserveCapacity(n)
        for i in start..<count { items.append((base + i).move()) }
        count = start
        return items
    }

    /// Moves the nodes from `start` to the top, taken as key, value, key, value..., into pairs.
    /// A trailing key without a value (which libyaml never produces) is dropped.
    func movePairs(from start: Int) -> [YAMLPair] {
        let n = (count - start) / 2
        if (count - start) % 2 == 1 { (base + count - 1).deinitialize(count: 1) }
        guard n > 0 else {
            count = start
            return []
        }
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(n)
        let source = base + start
        for i in 0..<n { pairs.append(YAMLPair(key: (source + 2 * i).move(), value: (source + 2 * i + 1).move())) }
        count = start
        return pairs
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<YAMLNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
