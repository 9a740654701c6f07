/// Shared state while decoding one spec: the diagnostics found so far and the parts that failed.
/// Decoding never stops at the first problem; each reader reports and returns nil, and the caller
/// records the part as unknown so validation skips the checks that depend on it.
final class DecodeContext {
    var bag = DiagnosticBag()
    var unknown = UnknownParts()
    /// Rules parsed so far, by text.
    var rules = RuleCache()

    /// Runs `body` and tells whether it reported an error (the part it decoded is then incomplete).
    func failing<T>(_ body: () -> T) -> (value: T, failed: Bool) {
        let before = bag.count
        let value = body()
        return (value, bag.count != before)
    }
    /// A wire code's `values:` node by the code's location, read once the properties (and their types) are known.
    var codeValueNodes: [SourceLocation: YAMLNode] = [:]
    /// The spec's `cases:` and `properties:` as written, for messages that need their names before they are decoded.
    var casesNode: YAMLNode?
    var propertiesNode: YAMLNode?
    /// The names the spec's `properties:` give, read when a case has an unknown key (it may set one of them).
    lazy var propertyNames: Set<String> = Self.rawNames(propertiesNode)
    /// The names of the spec's cases as written, to tell a case name from a misplaced key.
    lazy var caseNames: Set<String> = Self.rawNames(casesNode)
    /// The spec's top-level `fields:` as written.
    var fieldsNode: YAMLNode?
    /// Every field name as written (the cases' payloads and the top-level fields), for hints that name a field.
    lazy var fieldNames: Set<String> = {
        var names = Self.rawNames(fieldsNode)
        guard case .sequence(let items)? = casesNode?.kind else { return names }
        for i in items.indices {
            guard case .mapping(let pairs) = items[i].kind,
                  let payload = pairs.first(where: { $0.keyText == "payload" }) else { continue }
            names.formUnion(Self.rawNames(payload.value))
        }
        return names
    }()

    /// Each case's payload field names as written, by the case's name, with the top-level `fields:` (every case's).
    lazy var fieldNamesByCase: [String: Set<String>] = {
        var byCase: [String: Set<String>] = [:]
        guard case .sequence(let items)? = casesNode?.kind else { return byCase }
        let shared = Self.rawNames(fieldsNode)
        for i in items.indices {
            guard let name = items[i].nameText, byCase[name] == nil else { continue }
            var names = shared
            if case .mapping(let pairs) = items[i].kind, let payload = pairs.first(where: { $0.keyText == "payload" }) {
                names.formUnion(Self.rawNames(payload.value))
            }
            byCase[name] = names
        }
        return byCase
    }()

    /// The `name` of each mapping in a list, as written.
    private static func rawNames(_ node: YAMLNode?) -> Set<String> {
        guard case .sequence(let items)? = node?.kind else { return [] }
        var names: Set<String> = []
        for i in items.indices { if let name = items[i].nameText { names.insert(name) } }
        return names
    }
    /// Keys of `inbound` written inside one of its parameters (`fallback` indented too far): reported there, so the
    /// initializer does not also report them missing.
    var misplacedInboundKeys: Set<String> = []
    /// Keys of `inbound` written at the top level (`fallback:` dedented): reported there, so no initializer reports
    /// them missing as well.
    var inboundKeysAtTopLevel: Set<String> = []
    /// A status row of this initializer stands for the fallback (`status: default`): reported there, so a missing
    /// `fallback` is not reported as well.
    var fallbackInStatuses = false
    /// The spec's declared enums (`enums:`) by name, read first: types and constants are checked against them.
    var enumTypes: [String: SpecEnum] = [:]
    /// An item of `enums:` has no readable name: an unknown type name may be that enum's.
    var someEnumUnnamed = false
    /// Top-level keys found inside another mapping (reported there): when the top level lacks them, their part is unknown.
    var misplacedTopLevelKeys: Set<String> = []

    /// Where keys written twice are first written: the second value was dropped, so what such a key holds may be
    /// only part of what the spec says (`set:` twice), and a check of its completeness would report a cascade.
    var duplicatedKeys: Set<SourceLocation> = []

    func error(_ message: String, at location: SourceLocation?) {
        bag.error(message, at: location)
    }

    /// Values written empty under a key that holds a list or mapping (`codes:`), by location, with the message
    /// that names the key (`EmptyKeys`); a reader that finds null there reports that message.
    var emptyKeys: [SourceLocation: String] = [:]

    /// Whether `node` is a key's empty value whose entries were written beside the key (`values:` then `a: true` at
    /// its level): reported there, and its values are unknown rather than missing.
    func entriesWrittenBeside(_ node: YAMLNode) -> Bool {
        emptyKeys[node.location]?.isEmpty == true
    }

    /// Reports the message for a key written without a value, when `node` is one.
    private func reportedEmpty(_ node: YAMLNode) -> Bool {
        guard !emptyKeys.isEmpty, case .scalar(let s) = node.kind, s.isNull, let message = emptyKeys[node.location] else {
            return false
        }
        // Empty because its entries were written beside it: already reported there.
        if message.isEmpty { return true }
        error(message, at: node.location)
        return true
    }

    // The readers below take `what` (how a message names the value) as an autoclosure: it is only built for a message.

    /// The node's pairs, or an error naming what was expected.
    func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLPair]? {
        if case .mapping(let pairs) = node.kind { return pairs }
        if reportedEmpty(node) { return nil }
        error("expected \(what()) to be a mapping, found \(Self.shown(node))", at: node.location)
        return nil
    }

    /// A scalar as it can be written inside `{...}`: as it was quoted, or in double quotes where plain text would not
    /// read back the same there (`Blocked: {reason}`, `Offline, retry later`, `#1`).
    static func flowSpelling(_ scalar: YAMLScalar) -> String {
        let text = scalar.value
        let plainIsSafe = scalar.style == .plain && !text.isEmpty
            && !text.unicodeScalars.contains { ",{}[]#&*!|>'\"%@`".unicodeScalars.contains($0) || $0.value < 0x20 }
            && !text.contains(": ") && !text.hasSuffix(":") && !text.hasPrefix("-") && !text.hasPrefix("?")
            && !text.hasPrefix(" ") && !text.hasSuffix(" ")
        if plainIsSafe { return text }
        if scalar.style == .singleQuoted, !text.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
        }
        // YAML reads the escapes of a rule literal in double quotes alike.
        return RuleLiteralText.plain(.string(text))
    }

    /// `key: []` where an empty list would silently change what is generated (an initializer without parameters, an
    /// empty step order, a status table or a docs table without rows or columns): the error `key:` alone gets.
    /// True when it was reported.
    func reportEmptyList(_ node: YAMLNode, key: String, required: Bool) -> Bool {
        guard case .sequence(let items) = node.kind, items.isEmpty,
              let message = EmptyKeys.message(key, required: required ? [key] : []) else { return false }
        error(message, at: node.location)
        return true
    }

    func sequence(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLNode]? {
        if case .sequence(let items) = node.kind { return items }
        if reportedEmpty(node) { return nil }
        // `– name: x`: YAML reads a pasted en dash as part of a key, so the list is a mapping.
        if case .mapping(let pairs) = node.kind, let first = pairs.first, let dash = YAMLSlips.lookalikeDashName(startOf: first.keyText) {
            error("\(dash) is not YAML's '-'; type '-' to start each list item", at: first.key.location)
            return nil
        }
        // `cases:` over `  -name: a`: without a space after '-', YAML reads the key '-name' and no list.
        if case .mapping(let pairs) = node.kind, let first = pairs.first, first.keyText.utf8.first == UInt8(ascii: "-"),
           let second = first.keyText.unicodeScalars.dropFirst().first, second.properties.isAlphabetic || second == "_" {
            let key = String(first.keyText.dropFirst())
            error("put a space after '-' to start a list item: '- \(key):' (YAML reads '-\(key)' as a key)", at: first.key.location)
            return nil
        }
        // `properties: {retryable: {type: Bool, ...}}`: items keyed by their names.
        if case .mapping(let pairs) = node.kind, let first = pairs.first, pairs.allSatisfy({ if case .mapping = $0.value.kind { true } else { false } }),
           SwiftLanguage.isValidIdentifier(first.keyText) {
            error("expected \(what()) to be a list, found a mapping of names to items; write each as a list item with its "
                  + "name: '- name: \(first.keyText)' followed by its keys", at: node.location)
            return nil
        }
        // `statuses:` over `{status: 413, case: tooLarge}`, `cases:` over `name: offline` without its '- ': one item
        // without its list.
        if case .mapping(let pairs) = node.kind, let first = pairs.first,
           pairs.contains(where: { ["name", "case", "status"].contains($0.keyText) }) {
            error("expected \(what()) to be a list, found one item as a mapping; start it with '- ' ('- \(first.keyText): "
                  + "...'), or write it in brackets: [{...}]", at: node.location)
            return nil
        }
        error("expected \(what()) to be a list, found \(Self.shown(node))", at: node.location)
        return nil
    }

    func scalar(_ node: YAMLNode, _ what: @autoclosure () -> String) -> YAMLScalar? {
        if case .scalar(let s) = node.kind, !s.isNull { return s }
        if reportedEmpty(node) { return nil }
        error("expected \(what()) to be a string, found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// The values of a mapping keyed by name (`values:` by case, `set:` by field), each decoded by `decode`, and the
    /// keys whose value failed; `UnknownParts.allTargets` when the mapping itself is missing under a misspelled
    /// key or is not a mapping.
    func keyedValues<T>(_ keys: KeyedReader, _ key: String, decode: (YAMLPair) -> T?) -> (values: [T], failed: Set<String>) {
        guard let node = keys[key] else { return ([], keys.isMisspelled(key) ? [UnknownParts.allTargets] : []) }
        // `values: [{a: true}, {b: false}]`: the entries written as a list of one-entry mappings.
        if case .sequence(let items) = node.kind, !items.isEmpty, items.allSatisfy({ item in
            if case .mapping(let inner) = item.kind, inner.count == 1 { true } else { false }
        }) {
            // A value that is itself a mapping or list (`{rule: ...}`, arms) is shown by its brackets.
            let entries = items.prefix(3).compactMap { item -> String? in
                guard case .mapping(let inner) = item.kind else { return nil }
                switch inner[0].value.kind {
                case .scalar(let value): return inner[0].keyText + ": " + Self.flowSpelling(value)
                case .mapping: return inner[0].keyText + ": {...}"
                case .sequence: return inner[0].keyText + ": [...]"
                }
            }
            error("expected '\(key)' to be a mapping, found a list of one-entry mappings; write the entries in one "
                  + "mapping: \(key): {\(entries.joined(separator: ", "))\(items.count > 3 ? ", ..." : "")}", at: node.location)
            return ([], [UnknownParts.allTargets])
        }
        guard let pairs = mapping(node, "'\(key)'") else { return ([], [UnknownParts.allTargets]) }
        var values: [T] = []
        // Written twice: the second mapping was dropped, so any target may have its value there.
        var failed: Set<String> = keys.isDuplicated(key) ? [UnknownParts.allTargets] : []
        for i in pairs.indices {
            // `set: {message: Offline, try later.}`: the words after the comma are read as a key of their own.
            if i > 0, KeyedReader.isRestOfText(pairs[i], after: pairs[i - 1]) {
                error("\(TextQuote.quoted(pairs[i].keyText, "'")) in '\(key)' is probably the rest of the text before it, "
                      + "cut at a ','; quote that text: in a flow mapping ({...}) a ',' ends a value", at: pairs[i].key.location)
                failed.insert(pairs[i].keyText)
                continue
            }
            if let value = decode(pairs[i]) { values.append(value) } else { failed.insert(pairs[i].keyText) }
        }
        return (values, failed)
    }

    func string(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        scalar(node, what()).map { ModelText.own($0.value) }
    }

    /// A name: a scalar with the location of its first character.
    func name(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Name? {
        guard let s = scalar(node, what()) else { return nil }
        return Name(ModelText.own(s.value), at: contentLocation(node))
    }

    func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        if case .scalar(let s) = node.kind, s.style == .plain {
            switch s.value {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        if reportedEmpty(node) { return nil }
        error("expected \(what()) to be true or false\(Self.found(node, quotedValueFits: { ["true", "false"].contains($0) }))",
              at: node.location)
        return nil
    }

    func int(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Int? {
        if case .scalar(let s) = node.kind, s.style == .plain, let problem = IntegerText.leadingZeroProblem(s.value) {
            error("\(what()) " + problem, at: node.location)
            return nil
        }
        if case .scalar(let s) = node.kind, s.style == .plain, let value = Int(s.value) ?? IntegerText.hexadecimal(s.value) {
            return value
        }
        if reportedEmpty(node) { return nil }
        var hint = ""
        if case .scalar(let s) = node.kind, s.style == .plain {
            hint = IntegerText.decimalHint(s.value) ?? IntegerText.decimalOfPrefixed(s.value).map { "; write it in decimal: \($0)" } ?? ""
        }
        error("expected \(what()) to be an integer\(Self.found(node, quotedValueFits: { Int($0) != nil }))\(hint)", at: node.location)
        return nil
    }

    /// A found value for a message: a scalar's text (`'retryAfter'`), null, "a list" or "a mapping".
    static func shown(_ node: YAMLNode) -> String {
        if case .scalar(let s) = node.kind, !s.isNull { return TextQuote.quoted(s.value, "'") }
        return node.kindDescription
    }

    /// ", found ..." for a message about a value of the wrong kind; a quoted value that would fit without
    /// its quotes says the quotes are the problem.
    static func found(_ node: YAMLNode, quotedValueFits fits: (String) -> Bool) -> String {
        guard case .scalar(let s) = node.kind else { return ", found \(node.kindDescription)" }
        if s.style != .plain, fits(s.value) {
            // `!!str false`: the tag made it text, not quotes.
            let fix = s.tag == "!!str" ? "remove the '!!str' tag" : "remove the quotes"
            return ", found the string \(TextQuote.quoted(s.value)); \(fix)"
        }
        if s.isNull { return ", found null" }
        return ", found \(TextQuote.quoted(s.value, "'"))"
    }

    /// `x` when the node is what YAML reads from an unquoted `{x}`: a mapping of one key without a value.
    static func unquotedBraces(_ node: YAMLNode) -> String? {
        guard case .mapping(let pairs) = node.kind, pairs.count == 1, case .scalar(let key) = pairs[0].key.kind,
              key.style == .plain, case .scalar(let value) = pairs[0].value.kind, value.isNull, value.value.isEmpty
        else { return nil }
        return key.value
    }

    /// Reports `- 404: notFound` where `{status: 404, case: notFound}` is meant: one pair whose key is not an allowed
    /// key and whose value is a scalar. `example` writes the mapping meant from the key and the value.
    func reportKeyValueShorthand(_ node: YAMLNode, allowed: [String], _ what: String,
                                 example: (String, String) -> String) -> Bool {
        guard case .mapping(let pairs) = node.kind, pairs.count == 1, !allowed.contains(pairs[0].keyText),
              case .scalar(let value) = pairs[0].value.kind, !value.isNull else { return false }
        error("expected \(what) such as \(example(pairs[0].keyText, value.value)), found "
              + "\(TextQuote.quoted(pairs[0].keyText + ": " + value.value, "'"))", at: pairs[0].key.location)
        return true
    }

    /// Where a scalar's text starts (after an opening quote).
    func contentLocation(_ node: YAMLNode) -> SourceLocation {
        if case .scalar(let s) = node.kind { return node.location.advanced(by: s.style.contentOffset) }
        return node.location
    }

    /// A list given either as a YAML list or as a single item.
    func items(_ node: YAMLNode) -> [YAMLNode] {
        if case .sequence(let items) = node.kind { return items }
        return [node]
    }
}

/// Reads one mapping's keys: rejects unknown keys (with a suggestion) and reports missing required ones.
struct KeyedReader {
    let pairs: [YAMLPair]
    let location: SourceLocation
    let what: String
    let context: DecodeContext

    /// Allowed keys that an unknown key is probably a misspelling of (`nmae` for `name`): their values
    /// are unknown rather than missing, so no "missing required key" follows the "unknown key" error.
    private(set) var misspelled: Set<String> = []

    /// Whether the mapping has a key that is not allowed (its part may be incomplete).
    private(set) var hasUnknownKeys = false

    /// `required` keys help the suggestion: a lone unknown key that is close to no allowed key stands for the
    /// one required key that is missing (`{when: ..., then: 1}` for `value`), or for the one allowed key left.
    /// `explain` says what a known kind of unknown key is instead of a suggestion (a property's name in a case).
    init?(_ node: YAMLNode, _ what: String, allowed: [String], required: [String] = [],
          explain: (String) -> String? = { _ in nil }, context: DecodeContext) {
        guard let pairs = context.mapping(node, what) else { return nil }
        self.pairs = pairs
        self.location = node.location
        self.what = what
        self.context = context
        if pairs.isEmpty, required.count > 1 {
            // `- {}`: one error for the empty item, not one per required key at the same place.
            context.error("\(what) is empty; it needs " + EnglishList.joined(required.map { "'\($0)'" }), at: node.location)
            misspelled.formUnion(required)
            return
        }
        for i in pairs.indices {
            guard case .scalar(let value) = pairs[i].value.kind, value.isNull,
                  var message = EmptyKeys.message(pairs[i].keyText, required: required) else { continue }
            // `name: null` (or `~`, `Null`): written, but YAML's word for no value.
            if ["null", "Null", "NULL"].contains(value.value),
               ["name", "case", "code", "wire", "summary", "when", "todo", "doc", "title", "message"].contains(pairs[i].keyText) {
                message = "'\(pairs[i].keyText)' is \(value.value), which YAML reads as no value; to use the word, put it in "
                    + "quotes: \"\(value.value)\""
            }
            context.emptyKeys[pairs[i].value.location] = message
        }
        // By index throughout: `for pair in pairs` and `pairs.first { ... }` copy whole pairs (key and value
        // nodes with their strings and child arrays) only to read one field.
        var unknownKeys: [Int] = []
        for i in pairs.indices where !allowed.contains(where: pairs[i].hasKey) { unknownKeys.append(i) }
        guard !unknownKeys.isEmpty else { return }
        hasUnknownKeys = true
        // A key already written is no suggestion: it would be a duplicate.
        var written: Set<String> = []
        for i in pairs.indices { written.insert(pairs[i].keyText) }
        let absent = allowed.filter { !written.contains($0) }
        var suggestions: [Int: String] = [:]
        var orphans: [Int] = []
        // Another language's word for a key (`if` for `when`, `then` for `value`) first: an edit-distance guess for
        // another unknown key must not take its key (`then` is one letter from `when`).
        // Keys that `explain` or the top-level hint says something of get no guess.
        // A synonym that names a key this mapping lacks goes before the hint that the key belongs elsewhere (`cases:`
        // in an enum is its `values`).
        func synonym(_ i: Int) -> String? {
            Self.synonyms[pairs[i].keyText.lowercased()]?.first { absent.contains($0) && !misspelled.contains($0) }
        }
        // `{name: x, type： String}`: a key and its value joined by a colon from another keyboard; one error.
        var lookalikeColons: [Int: String] = [:]
        for i in unknownKeys {
            guard let (key, colon) = YAMLSlips.keyBeforeLookalikeColon(pairs[i].keyText), allowed.contains(key) else { continue }
            lookalikeColons[i] = "\(colon) after '\(key)' is not YAML's ':'; type ':' (followed by a space) after the key"
            misspelled.insert(key)
        }
        var bySynonym: Set<Int> = []
        for i in unknownKeys where explain(pairs[i].keyText) == nil && lookalikeColons[i] == nil {
            if let key = synonym(i) {
                suggestions[i] = key
                misspelled.insert(key)
                bySynonym.insert(i)
            }
        }
        let guessable = unknownKeys.filter {
            explain(pairs[$0].keyText) == nil && hint(pairs[$0].keyText) == nil && lookalikeColons[$0] == nil
        }
        for i in guessable where suggestions[i] == nil {
            if let suggestion = Suggestion.closest(to: pairs[i].keyText, among: absent.filter { !misspelled.contains($0) }) {
                suggestions[i] = suggestion
                misspelled.insert(suggestion)
            } else if i == 0 || Self.commaHint(pairs[i], after: pairs[i - 1]).isEmpty {
                orphans.append(i)
            }
        }
        let missing = required.filter { absent.contains($0) && !misspelled.contains($0) }
        if orphans.count == 1, missing.count == 1 {
            suggestions[orphans[0]] = missing[0]
            misspelled.insert(missing[0])
        }
        // No allowed key at all (`- 404: notFound`, `- timeout: {...}`): the unknown key says what the mapping
        // holds; each required key is not reported missing as well.
        if !pairs.isEmpty, absent.count == allowed.count { misspelled.formUnion(required) }
        // `doc: The largest size, in bytes, the service accepts.` in {...}: one text cut at two commas is one mistake.
        // `{if: ..., then: ...}`: every key is another language's word for an allowed one, and none is written: one
        // mistake, one error, naming each key's replacement.
        if unknownKeys.count > 1, unknownKeys.count == pairs.count, absent.count == allowed.count,
           unknownKeys.allSatisfy({ i in Self.synonyms[pairs[i].keyText.lowercased()]?.contains(suggestions[i] ?? "") == true }) {
            let written = unknownKeys.map { "'\(pairs[$0].keyText)'" }
            let meant = unknownKeys.map { "'\(suggestions[$0]!)'" }
            context.error("unknown keys \(EnglishList.joined(written)) in \(what): write \(EnglishList.joined(meant)) instead; allowed keys: "
                          + allowed.joined(separator: ", "), at: pairs[unknownKeys[0]].key.location)
            return
        }
        let continuations = Set(unknownKeys.filter { i in i > 0 && !Self.commaHint(pairs[i], after: pairs[i - 1]).isEmpty })
        // `values:` left empty and its entries written at its own level: one mistake, reported at the first entry.
        var dedented: (key: String, index: Int)?
        for i in unknownKeys where !continuations.contains(i - 1) || !continuations.contains(i) {
            if let message = lookalikeColons[i] {
                context.error(message, at: pairs[i].key.location)
                continue
            }
            let key = pairs[i].keyText
            if let under = dedented, under.index == i - 1 {
                dedented = (under.key, i)
                continue
            }
            if i > 0, Self.mappingByName.contains(pairs[i - 1].keyText), case .scalar(let above) = pairs[i - 1].value.kind,
               above.isNull, pairs[i].key.location.column == pairs[i - 1].key.location.column {
                let under = pairs[i - 1].keyText
                context.emptyKeys[pairs[i - 1].value.location] = ""
                dedented = (under, i)
                context.error("\(TextQuote.quoted(key, "'")) is written beside '\(under)', which is empty: indent it (and the "
                              + "entries after it) under '\(under)'", at: pairs[i].key.location)
                continue
            }
            // `name\u{A0}: x`: a key with an invisible or no-break space around it is that key to the eye only.
            if let (bare, scalar) = Self.keyAroundHiddenSpace(key), allowed.contains(bare) {
                context.error("the key \(TextQuote.quoted(key, "'")) holds \(Confusables.codePoint(scalar)) "
                              + "\(scalar.properties.name ?? ""), which YAML keeps in the key, so it is not '\(bare)'; remove it",
                              at: pairs[i].key.location)
                continue
            }
            let placeHint = bySynonym.contains(i) ? nil : hint(key)
            if explain(key) == nil, placeHint != nil, topLevelHint(key) != nil { context.misplacedTopLevelKeys.insert(key) }
            if explain(key) == nil, placeHint != nil, what == "the spec", SpecKeys.inbound.contains(key) {
                context.inboundKeysAtTopLevel.insert(key)
            }
            let didYouMean = (explain(key) ?? placeHint).map { " (\($0))" } ?? suggestions[i].map {
                Suggestion.closest(to: key, among: [$0]) == nil ? " (did you mean '\($0)'?)" : Suggestion.didYouMean(key, among: [$0])
            } ?? ""
            context.error("unknown key \(TextQuote.quoted(key, "'")) in \(what)\(didYouMean); "
                + (i > 0 ? Self.commaHint(pairs[i], after: pairs[i - 1]) : "")
                + "allowed keys: \(allowed.joined(separator: ", "))", at: pairs[i].key.location)
        }
    }

    /// The key without the no-break or invisible spaces at its ends, and the first of them; nil for a key without.
    private static func keyAroundHiddenSpace(_ key: String) -> (String, Unicode.Scalar)? {
        let hidden = WireTextProblem.isHiddenSpace
        var scalars = Substring(key).unicodeScalars
        var found: Unicode.Scalar?
        while let first = scalars.first, hidden(first) { found = found ?? first; scalars.removeFirst() }
        while let last = scalars.last, hidden(last) { found = found ?? last; scalars.removeLast() }
        guard let found, !scalars.isEmpty else { return nil }
        return (String(scalars), found)
    }

    /// Keys whose mapping is keyed by names the spec chooses (cases, fields), so an entry left at the key's level
    /// cannot be an allowed key.
    private static let mappingByName: Set<String> = ["values", "set"]

    /// A top-level key inside another mapping (`properties:` indented under the last case) is misplaced, not misspelled.
    private func topLevelHint(_ key: String) -> String? {
        // `name` and the texts are keys of many mappings: there they are more likely misspellings.
        guard what != "the spec", SpecKeys.spec.contains(key), !["name", "summary", "discussion"].contains(key) else {
            return nil
        }
        return "'\(key)' is a key of the spec's top level: check its indentation"
    }

    /// Where a key written in the wrong mapping belongs: a top-level key inside another mapping, or a key of one
    /// nested mapping at the top level.
    private func hint(_ key: String) -> String? {
        topLevelHint(key) ?? nestedKeyHint(key)
    }

    /// A key of `inbound`, `category`, `kotlin` or `localizedError` written at the top level (dedented). Keys many
    /// mappings have (`doc`, `type`, `table`) are more likely misspellings.
    private func nestedKeyHint(_ key: String) -> String? {
        guard what == "the spec", let parent = Self.nestedKeyParents[key] else { return nil }
        return "'\(key)' is a key of '\(parent)': check its indentation"
    }

    private static let nestedKeyParents: [String: String] = {
        var parents: [String: String] = [:]
        for key in SpecKeys.inbound where key != "doc" { parents[key] = "inbound" }
        for key in ["codeField", "messageField", "property"] { parents[key] = "category" }
        for key in SpecKeys.kotlin { parents[key] = "kotlin" }
        for key in ["bundle", "strings"] { parents[key] = "localizedError" }
        return parents
    }()

    /// Keys of other formats and languages, and the key they stand for here.
    private static let synonyms: [String: [String]] = [
        "if": ["when"], "condition": ["when"], "where": ["when"], "then": ["value"], "else": ["value"],
        "otherwise": ["value"], "args": ["parameters"], "arguments": ["parameters"], "params": ["parameters"],
        "description": ["doc", "summary"], "desc": ["doc", "summary"], "comment": ["doc"], "note": ["doc"],
        "items": ["content"], "blocks": ["content"], "domain": ["errorDomain"], "types": ["enums"],
        // A status row written as a mapping from an HTTP code to a case: `{code: 503, to: service}`.
        "code": ["status"], "httpstatus": ["status"], "to": ["case"], "target": ["case"],
        // A struct's stored fields written as an enum case's `payload` at the top level.
        "payload": ["fields"],
        // A spec's cases called errors; an enum's values, or a status row's case, written as a spec's cases.
        "errors": ["cases"], "cases": ["values", "case"],
        // A code family written as a pattern (a prefix is plain text).
        "pattern": ["prefix"], "regex": ["prefix"],
        // A case's short description, as other catalogs call it.
        "summary": ["doc"], "title": ["doc"],
        // A case's advice, as docs templates call it.
        "what_to_do": ["todo"], "whattodo": ["todo"], "action": ["todo"], "remedy": ["todo"], "resolution": ["todo"],
        "fix": ["todo"], "how_to_fix": ["todo"], "recovery": ["todo"], "to_do": ["todo"],
        // When a case happens, as docs templates call it.
        "cause": ["when"], "reason": ["when"],
    ]

    /// A key of words without a value on the line of the previous value (`{todo: Close files, or raise
    /// the limit.}` reads `or raise the limit.` as a key) is most likely the end of a text cut at a comma
    /// in a flow mapping.
    /// After a key that takes a list (`{codes: a, b}` reads `b` as a key), it is most likely the list's next item.
    private static func commaHint(_ pair: YAMLPair, after previous: YAMLPair) -> String {
        guard case .scalar(let value) = pair.value.kind, value.isNull,
              case .scalar(let key) = pair.key.kind, key.style == .plain,
              previous.value.location.line == pair.key.location.line else { return "" }
        // `default: 1,5`: a decimal comma, which a flow mapping reads as the end of the value `1` and a key `5`.
        if case .scalar(let number) = previous.value.kind, number.style == .plain, Int(number.value) != nil,
           !pair.keyText.isEmpty, pair.keyText.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
           previous.value.location.column + number.value.utf8.count + 1 == pair.key.location.column {
            // `status: 1,000`: three digits after the comma are more likely a grouping comma, as docs tables print.
            let written = "\(number.value),\(pair.keyText)"
            if let grouped = IntegerText.groupedWithCommas(written) {
                return "if '\(written)' is one number, write it without the grouping comma: \(grouped) (or "
                    + "\(number.value).\(pair.keyText) if the comma is a decimal point; in a flow mapping ({...}) a ',' ends a value); "
            }
            return "if '\(written)' is one number, write the decimal point as '.': "
                + "\(number.value).\(pair.keyText) (in a flow mapping ({...}) a ',' ends a value); "
        }
        if case .scalar(let item) = previous.value.kind, !item.isNull, listKeys.contains(previous.keyText) {
            let list = "[" + item.value + ", " + pair.keyText + "]"
            return "if it is another item of '\(previous.keyText)', write the items as a list: \(previous.keyText): \(list); "
        }
        guard looksLikeText(pair.keyText) else { return "" }
        // `doc: “The largest size, in bytes.”`: typographic quotes from a word processor quote nothing in YAML.
        if case .scalar(let item) = previous.value.kind, let first = item.value.unicodeScalars.first,
           [0x201C, 0x2018, 0x201E, 0xAB].contains(first.value) {
            return "if it is the rest of a text, quote that text with '\"': \(Confusables.codePoint(first)) "
                + "\(first.properties.name ?? "") is not a YAML quote, and in a flow mapping ({...}) a ',' ends a value; "
        }
        return "if it is the rest of a text, quote that text: in a flow mapping ({...}) a ',' ends a value; "
    }

    /// Words, or a word ending a sentence (`sometimes.`): no key a spec writes.
    private static func looksLikeText(_ key: String) -> Bool {
        key.contains(" ") || (key.count > 1 && key.hasSuffix(".") && !key.dropLast().contains("."))
    }

    /// A key of words with no value, on the line of the previous value, after a text: the rest of that text (see
    /// `commaHint`).
    static func isRestOfText(_ pair: YAMLPair, after previous: YAMLPair) -> Bool {
        guard case .scalar(let text) = previous.value.kind, !text.isNull, text.style == .plain else { return false }
        return commaHint(pair, after: previous).hasPrefix("if it is the rest of a text")
    }

    /// Keys whose value is a list of plain items.
    private static let listKeys: Set<String> = ["codes", "precedence"]

    /// Whether `key` is absent but probably present under a misspelled key: its value is unknown.
    func isMisspelled(_ key: String) -> Bool { misspelled.contains(key) }

    /// Whether the key is written twice in this mapping (the loader kept the first value only).
    func isDuplicated(_ key: String) -> Bool {
        guard !context.duplicatedKeys.isEmpty, let at = keyLocation(key) else { return false }
        return context.duplicatedKeys.contains(at)
    }

    /// Whether two keys or more other than `name` are written twice in this mapping: in a list item, probably the
    /// keys of a next item whose '- name:' line was deleted, so that item (its name unknown) is lost. (One key
    /// written twice is a slip of its own.)
    var lostAnItem: Bool {
        !context.duplicatedKeys.isEmpty
            && pairs.filter { !$0.hasKey("name") && context.duplicatedKeys.contains($0.key.location) }.count > 1
    }

    /// The index of the pair with this key. Readers that only look at a value read it there, in place: `self[key]`
    /// copies the node.
    private func index(of key: String) -> Int? {
        pairs.indices.first { pairs[$0].hasKey(key) }
    }

    subscript(key: String) -> YAMLNode? {
        index(of: key).map { pairs[$0].value }
    }

    func keyLocation(_ key: String) -> SourceLocation? {
        index(of: key).map { pairs[$0].key.location }
    }

    /// The index of the required key's pair; reports the key missing (unless it is probably misspelled).
    private func requiredIndex(_ key: String) -> Int? {
        if let i = index(of: key) { return i }
        if !isMisspelled(key) { context.error("\(what) is missing required key '\(key)'", at: location) }
        return nil
    }

    func required(_ key: String) -> YAMLNode? {
        requiredIndex(key).map { pairs[$0].value }
    }

    func string(_ key: String) -> String? {
        guard let i = index(of: key) else { return nil }
        return context.string(pairs[i].value, "'\(key)'")
    }

    /// A text for people (`doc`, `when`, `todo`, `summary`, ...): `doc: ""` or `when: "   "` is refused as `doc:`
    /// without a value is, since it would print an empty sentence or table cell.
    func text(_ key: String) -> String? {
        guard let i = index(of: key), let text = context.string(pairs[i].value, "'\(key)'") else { return nil }
        guard text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { return text }
        let what = text.isEmpty ? "" : " (it holds only spaces)"
        context.error("'\(key)' is empty\(what): write its text, or leave the key out", at: pairs[i].value.location)
        return nil
    }

    func name(_ key: String) -> Name? {
        guard let i = requiredIndex(key) else { return nil }
        return context.name(pairs[i].value, "'\(key)'")
    }
}
