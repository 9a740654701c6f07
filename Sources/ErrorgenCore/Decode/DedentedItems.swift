/// `properties:` left empty at the end of the last case, with its items written below at the level of the cases
/// (or `statuses:` at the end of the last parameter): YAML reads those items as more cases (parameters). The key is
/// reported where it is; the items after it that hold a key the list does not allow are its own items, not more
/// mistakes of the list.
enum DedentedItems {
    /// The indices of `items` that belong to a key left empty at the end of an earlier item.
    static func indices(in items: [YAMLNode], allowed: [String]) -> Set<Int> {
        var skipped: Set<Int> = []
        var swallowing = false
        for i in items.indices {
            guard case .mapping(let pairs) = items[i].kind else {
                swallowing = false
                continue
            }
            if swallowing, pairs.contains(where: { !allowed.contains($0.keyText) }) {
                skipped.insert(i)
                continue
            }
            swallowing = false
            if let last = pairs.last, !allowed.contains(last.keyText), case .scalar(let value) = last.value.kind, value.isNull,
               last.key.location.line > items[i].location.line {
                swallowing = true
            }
        }
        return skipped
    }
}
