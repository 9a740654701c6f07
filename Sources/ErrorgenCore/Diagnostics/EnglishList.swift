/// Names joined as a diagnostic writes them: `a`, `a and b`, `a, b and c`; with `limit`, `a, b, c and 4 more`.
/// (The docs page writes its own form, with a serial comma: `DocsPhrases.list`.)
enum EnglishList {
    static func joined(_ items: [String], limit: Int = .max) -> String {
        if items.count > limit {
            return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
        }
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
