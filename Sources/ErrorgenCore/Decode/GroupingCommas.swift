/// Numbers pasted from a docs table with grouping commas, in flow lists of integers.
enum GroupingCommas {
    /// `codes: [1,000]` or `status: [1,000]`: a flow list reads `1` and `000`, but the `000` (refused for its leading
    /// zero) says a docs table's `1,000` was pasted. Each such run of adjacent items is reported once, at its first
    /// item, as the one number; the positions of its items, which are then skipped (no "duplicate code '1'" as well).
    static func slips(in node: YAMLNode, _ what: String, context: DecodeContext) -> Set<Int> {
        guard case .sequence(let items) = node.kind, items.count > 1 else { return [] }
        func plain(_ i: Int) -> String? {
            guard case .scalar(let s) = items[i].kind, s.style == .plain else { return nil }
            return s.value
        }
        var slips = Set<Int>()
        var i = 0
        while i < items.count {
            guard let first = plain(i) else { i += 1; continue }
            var pieces = [first], last = i
            // The next item starts one character (the comma) after this one ends, on the same line.
            while last + 1 < items.count, let next = plain(last + 1),
                  items[last + 1].location.line == items[last].location.line,
                  items[last + 1].location.column == items[last].location.column + pieces[pieces.count - 1].unicodeScalars.count + 1 {
                pieces.append(next)
                last += 1
            }
            if pieces.count > 1, let slip = IntegerText.groupingSlip(pieces) {
                context.error(what + " " + slip, at: items[i].location)
                slips.formUnion(i...last)
            }
            i = last + 1
        }
        return slips
    }
}
