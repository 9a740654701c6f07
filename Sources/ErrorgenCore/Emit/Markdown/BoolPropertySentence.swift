/// A Bool property's meaning: the cases where it differs from its default.
/// - Constant default false: "True for `a`, `b`, and `c` when `status` is a 5xx or 408."
/// - Constant default true: "False for `a`, and `b` unless `x` is 3."
/// - Rule or field default: "True for `a`. False for `b`. Otherwise, true when `status` is 500."
enum BoolPropertySentence {
    static func sentence(_ entries: PropertyEntries) -> String {
        var own: [PropertyEntries.Entry] { entries.all.filter(\.isOwn) }
        let nilCases = entries.all.filter { $0.isOwn && $0.value.isNull }.map(\.caseName)
        var sentences: [String] = []
        switch entries.defaultValue {
        case .constant(.bool(let fallback)):
            sentences.append(constantDefault(fallback, entries: entries))
        case .rule(let english):
            sentences += listed(own)
            sentences.append((sentences.isEmpty ? "True when " : "Otherwise, true when ") + english + ".")
        case .field(let field):
            sentences += listed(own)
            sentences.append((sentences.isEmpty ? "True when its " : "Otherwise, true when its ")
                             + DocsPhrases.code(field) + " is " + DocsPhrases.code("true") + ".")
        case .conditional(let resolved):
            sentences += listed(own)
            let phrase = resolved.map { ConditionalPhrase.write($0, entries.spelling, bool: true) } ?? "its value from the rules"
            sentences.append(DocsPhrases.capitalized((sentences.isEmpty ? "" : "otherwise, ") + phrase) + ".")
        case .constant, .primaryCode:
            break
        }
        if !nilCases.isEmpty {
            sentences.append(entries.nilWord + " for " + DocsPhrases.codeList(nilCases) + ".")
        }
        return sentences.joined(separator: " ")
    }

    /// "True for ..." (default false) or "False for ..." (default true), unconditional cases first: the
    /// names and clauses written as bytes, laid out as `DocsPhrases.list(_:clauses:)` lays them out.
    private static func constantDefault(_ fallback: Bool, entries: PropertyEntries) -> String {
        var always: [Int] = []
        // The clauses one after another, and where each ends.
        var clauses: [UInt8] = []
        var clauseEnds: [Int] = []
        for (index, entry) in entries.all.enumerated() where entry.isOwn {
            switch entry.value {
            case .conditional(let arms, .constant(.bool(let otherwise))) where arms.count == 1:
                // One rule decides: "`a` when `code` is `x` or `y`" (or "unless" when it gives the default).
                guard arms[0].value == .constant(.bool(!otherwise)) else { fallthrough }
                MarkdownText.appendCode(entry.caseName, to: &clauses)
                clauses.append(literal: otherwise == fallback ? " when " : " unless ")
                clauses.append(utf8: arms[0].english)
            case .conditional:
                MarkdownText.appendCode(entry.caseName, to: &clauses)
                clauses.append(literal: " (")
                clauses.append(utf8: ConditionalPhrase.write(entry.value, entries.spelling, bool: true))
                clauses.append(UInt8(ascii: ")"))
            case .constant(.bool(let b)) where b != fallback:
                always.append(index)
                continue
            case .rule(_, let english):
                MarkdownText.appendCode(entry.caseName, to: &clauses)
                clauses.append(literal: fallback ? " unless " : " when ")
                clauses.append(utf8: english)
            case .field(let field):
                MarkdownText.appendCode(entry.caseName, to: &clauses)
                clauses.append(literal: " when its ")
                MarkdownText.appendCode(field, to: &clauses)
                clauses.append(literal: fallback ? " is `false`" : " is `true`")
            case .constant, .code:
                continue
            }
            clauseEnds.append(clauses.count)
        }
        let lead = fallback ? "False" : "True"
        if always.count == entries.all.count { return lead + " for every case." }
        if always.isEmpty, clauseEnds.isEmpty { return (fallback ? "True" : "False") + " for every case." }
        var out = Array((lead + " for ").utf8)
        out.reserveCapacity(always.count * 24 + clauses.count + 16)
        func appendClause(_ k: Int, to out: inout [UInt8]) {
            out += clauses[(k == 0 ? 0 : clauseEnds[k - 1]) ..< clauseEnds[k]]
        }
        if clauseEnds.count <= 1 {
            // One list: the names, then the clause.
            DocsPhrases.appendList(count: always.count + clauseEnds.count, to: &out) { i, out in
                if i < always.count {
                    MarkdownText.appendCode(entries.all[always[i]].caseName, to: &out)
                } else {
                    appendClause(0, to: &out)
                }
            }
        } else {
            // The names as one item, then each clause, separated by semicolons: "...; and <the last clause>".
            DocsPhrases.appendList(count: always.count, to: &out) { i, out in
                MarkdownText.appendCode(entries.all[always[i]].caseName, to: &out)
            }
            for k in clauseEnds.indices {
                if !always.isEmpty || k > 0 { out.append(literal: k == clauseEnds.count - 1 ? "; and " : "; ") }
                appendClause(k, to: &out)
            }
        }
        out.append(UInt8(ascii: "."))
        return String(decoding: out, as: UTF8.self)
    }

    /// With a rule or field default: "True for `a` and `b` when ...." and "False for `c`."
    /// The cases that are always true first, then each one with its condition: "True for `refused` and `noError` when
    /// `streamId` is greater than `lastStreamId`." (a plain case after a condition would read as part of it).
    private static func listed(_ own: [PropertyEntries.Entry]) -> [String] {
        var trueItems: [String] = []
        var trueClauses: [String] = []
        var falseItems: [String] = []
        for entry in own {
            let name = DocsPhrases.code(entry.caseName)
            switch entry.value {
            case .constant(.bool(true)): trueItems.append(name)
            case .constant(.bool(false)): falseItems.append(name)
            case .rule(_, let english): trueClauses.append(name + " when " + english)
            case .field(let field):
                trueClauses.append(name + " when its " + DocsPhrases.code(field) + " is " + DocsPhrases.code("true"))
            case .conditional:
                trueClauses.append(name + " (" + ConditionalPhrase.write(entry.value, .swift, bool: true) + ")")
            case .constant, .code: break
            }
        }
        var sentences: [String] = []
        if !trueItems.isEmpty || !trueClauses.isEmpty {
            sentences.append("True for " + DocsPhrases.list(trueItems, clauses: trueClauses) + ".")
        }
        if !falseItems.isEmpty { sentences.append("False for " + DocsPhrases.list(falseItems) + ".") }
        return sentences
    }
}
