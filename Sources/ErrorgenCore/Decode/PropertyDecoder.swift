/// `properties:`: derived properties with a type, a default and per-case values.
enum PropertyDecoder {
    static let keys = SpecKeys.property
    static let valueForms = SpecKeys.propertyValue

    static func decodeProperties(_ node: YAMLNode, context: DecodeContext) -> [Property] {
        guard let items = context.sequence(node, "'properties'") else {
            context.unknown.someProperty = true
            return []
        }
        return items.compactMap { decodeProperty($0, context: context) }
    }

    /// A property whose type is unreadable is dropped (its values cannot be read without it) and its name
    /// recorded; a bad default or value makes just that value unknown.
    private static func decodeProperty(_ node: YAMLNode, context: DecodeContext) -> Property? {
        guard let keys = KeyedReader(node, "a property", allowed: Self.keys, required: ["name", "type"], context: context) else {
            context.unknown.someProperty = true
            return nil
        }
        if keys.lostAnItem { context.unknown.someProperty = true }
        let name = keys.name("name")
        let type = keys.required("type").flatMap { FieldDecoder.decodeType($0, context: context) }
        guard let name else {
            context.unknown.someProperty = true
            return nil
        }
        guard let type else {
            context.unknown.propertyNames.insert(name.value)
            // Its values cannot be read without the type, but the cases they name are still checked.
            if case .mapping(let pairs)? = keys["values"]?.kind {
                context.unknown.unreadCaseReferences += pairs.indices.map {
                    Name(pairs[$0].keyText, at: pairs[$0].key.location)
                }
            }
            return nil
        }
        var failed: Set<String> = []
        var defaultValue: PropertyValue?
        // `values: {default: 3, ...}` without a case named `default`: the default written one level too deep.
        var misplacedDefault: YAMLPair?
        if keys["default"] == nil, case .mapping(let pairs)? = keys["values"]?.kind,
           let i = pairs.indices.first(where: { pairs[$0].keyText == "default" }), !context.caseNames.contains("default") {
            misplacedDefault = pairs[i]
        }
        if let misplacedDefault {
            context.error("'default' is written beside 'values', not inside it: 'values' holds the cases' own values",
                          at: misplacedDefault.key.location)
        } else if let node = keys["default"] {
            defaultValue = decodeValue(node, type: type, "the default", context: context)
        } else if type.isOptional || valuesCoverEveryCase(keys, context: context) {
            // A non-optional property whose cases all have their own value takes no default: none is used.
            defaultValue = .constant(.null, keys.location)
        } else if !keys.isMisspelled("default"), !keys.isDuplicated("values"),  // a dropped `values` may name the rest
                  !valuesAreAList(keys),  // reported as such by `keyedValues`
                  !(keys["values"].map(context.entriesWrittenBeside) ?? false) {
            context.error("property '\(name.value)' of non-optional type \(type) needs a 'default', "
                          + "or its own value for every case in 'values'", at: keys.location)
        }
        if defaultValue == nil { failed.insert(UnknownParts.defaultKey) }
        let values = context.keyedValues(keys, "values") { pair -> CaseValue? in
            if misplacedDefault != nil, pair.keyText == "default" { return nil }
            // `moved: address` where the case has a field `address`: the field was meant, or the text is deliberate; a
            // quoted word says which (as in a constructor's `set`).
            if type.base == .string, type.container == nil, type.enumName == nil, case .scalar(let word) = pair.value.kind,
               word.style == .plain, !word.isNull, context.fieldNamesByCase[pair.keyText]?.contains(word.value) == true {
                context.error("the value for '\(pair.keyText)' is the word '\(word.value)', the name of a field of "
                              + "'\(pair.keyText)'; to read the field write {field: \(word.value)}, or quote the word to keep it "
                              + "as text: '\(word.value)'", at: pair.value.location)
                return nil
            }
            return decodeValue(pair.value, type: type, "the value for '\(pair.keyText)'", context: context)
                .map { CaseValue(caseName: Name(pair.keyText, at: pair.key.location), value: $0) }
        }
        failed.formUnion(values.failed)
        if !failed.isEmpty { context.unknown.propertyValues[name.value] = failed }
        var property = Property(name: name, type: type, doc: keys.text("doc"),
                                defaultValue: defaultValue ?? .constant(.null, keys.location), values: values.values,
                                renamedFrom: keys["renamedFrom"].flatMap { context.name($0, "'renamedFrom'") })
        if case .mapping(let pairs)? = keys["values"]?.kind {
            for i in pairs.indices where values.failed.contains(pairs[i].keyText) && !(misplacedDefault != nil && pairs[i].keyText == "default") {
                property.unreadValueCases.append(Name(pairs[i].keyText, at: pairs[i].key.location))
            }
        }
        return property
    }

    private static func valuesAreAList(_ keys: KeyedReader) -> Bool {
        if case .sequence? = keys["values"]?.kind { true } else { false }
    }

    /// Whether `values:` names every case of the spec (so no case takes the default).
    private static func valuesCoverEveryCase(_ keys: KeyedReader, context: DecodeContext) -> Bool {
        guard case .mapping(let pairs)? = keys["values"]?.kind, !context.caseNames.isEmpty,
              pairs.count >= context.caseNames.count else { return false }
        var named = Set<String>()
        for pair in pairs { named.insert(pair.keyText) }
        return context.caseNames.isSubset(of: named)
    }

    /// What to write for a text that is no constant of a non-String type but reads as a rule, or names a field.
    private static func formHint(_ text: String, field: Bool) -> String? {
        let ruleMarks = ["==", "!=", ">=", "<=", ">", "<", " in ", " and ", " or ", "&&", "||", "!"]
        if ruleMarks.contains(where: { text.contains($0) }) {
            return "to compute it write {rule: \(TextQuote.quoted(text, "\""))}"
        }
        if field {
            return "to read the field '\(text)' write {field: \(text)}"
        }
        return nil
    }

    /// A constant scalar (a list's `[a, b]`, a map's `{}`), `{field: name}`, `{rule: "..."}`, `{code: primary}`, or a list
    /// of conditional arms.
    /// `what` names the value in messages; it is only built for one.
    static func decodeValue(_ node: YAMLNode, type: ValueType, _ what: @autoclosure () -> String,
                            context: DecodeContext) -> PropertyValue? {
        if case .sequence(let items) = node.kind {
            if !items.contains(where: { if case .mapping = $0.kind { true } else { false } }) {
                // `[1, 2]`, `[]`: no arm at all, so a list constant, which only a list type has.
                if type.container == .list {
                    return LiteralDecoder.decode(node, as: type, what(), context: context).map { .constant($0, node.location) }
                }
                context.error(type.container != nil ? LiteralDecoder.noConstant(what(), type)
                              : "expected \(what()) to be \(LiteralDecoder.article(type)) \(type) constant, found a list",
                              at: node.location)
                return nil
            }
            return decodeArms(items, at: node.location, type: type, what(), context: context)
        }
        if case .scalar(let scalar) = node.kind, type.base != .string, let name = PropertyValue.braced(scalar.value) {
            // Property values are constants, not templates (a String's `"{x}"` is checked against the case's fields).
            context.error("\(what()) is not a template: '{\(name)}' is no \(type) constant; to read the field '\(name)' write "
                          + "{field: \(name)}", at: node.location)
            return nil
        }
        if case .scalar(let scalar) = node.kind, type.base != .string, type.container == nil, !scalar.isNull,
           !LiteralDecoder.parses(scalar.value, as: type.base),
           let hint = formHint(scalar.value, field: scalar.style == .plain && context.fieldNames.contains(scalar.value)) {
            // `server: status >= 500`, `rateLimited: retryAfter`: a rule or a field written where a constant goes.
            context.error("expected \(what()) to be \(LiteralDecoder.article(type)) \(type) constant"
                          + DecodeContext.found(node, quotedValueFits: { _ in false }) + "; " + hint, at: node.location)
            return nil
        }
        guard case .mapping(let pairs) = node.kind else {
            return LiteralDecoder.decode(node, as: type, what(), context: context).map { .constant($0, node.location) }
        }
        // `{}`: the empty map, a map's only constant.
        if pairs.isEmpty {
            if type.container == .map { return .constant(.emptyMap, node.location) }
            context.error("expected \(what()) to be \(LiteralDecoder.article(type)) \(type) constant, found {}, the empty map "
                          + "(a constant only a map type has)" + (type.container == .list ? "; the empty list is written []" : ""),
                          at: node.location)
            return nil
        }
        if let name = DecodeContext.unquotedBraces(node), !valueForms.contains(name) {
            context.error("unquoted, YAML reads {\(name)} as a mapping; to read the field '\(name)' write {field: \(name)}",
                          at: node.location)
            return nil
        }
        guard pairs.count == 1, let pair = pairs.first, valueForms.contains(pair.keyText) else {
            // `default: {high: 1}` for a `[String: Int]` property: the empty map is a map's only constant.
            if type.container == .map, !pairs.isEmpty, !pairs.contains(where: { valueForms.contains($0.keyText) }) {
                context.error(LiteralDecoder.onlyEmptyMap(what(), type) + "; one with entries comes from a field ({field: name})"
                              + (type.isOptional ? ", or write null" : ""), at: node.location)
                return nil
            }
            if let pair = pairs.first(where: { !valueForms.contains($0.keyText) }) {
                let key = pair.keyText
                context.error("unknown key \(TextQuote.quoted(key, "'")) in \(what())"
                              + Suggestion.didYouMean(key, among: valueForms)
                              + "; expected a constant or a mapping with one key: field, rule or code", at: pair.key.location)
            } else {
                context.error("expected \(what()) to be a constant or a mapping with one key: field, rule or code",
                              at: node.location)
            }
            return nil
        }
        switch pair.keyText {
        case "field":
            return context.name(pair.value, "'field'").map { .field($0) }
        case "rule":
            return decodeRule(pair.value, "'rule'", context: context).map { .rule($0.expression, source: $0.source) }
        default:
            guard let text = context.string(pair.value, "'code'") else { return nil }
            guard text == "primary" else {
                context.error("expected 'code: primary' (the case's first wire code), found \(TextQuote.quoted(text, "'"))"
                              + Suggestion.didYouMean(text, among: ["primary"]), at: pair.value.location)
                return nil
            }
            return .primaryCode(node.location)
        }
    }

    static func decodeRule(_ node: YAMLNode, _ what: String, context: DecodeContext) -> (expression: Expression, source: String)? {
        guard let scalar = context.scalar(node, what) else { return nil }
        switch context.rules.parse(scalar.value, at: context.contentLocation(node)) {
        case .success(let expression): return (expression, scalar.value)
        case .failure(let diagnostic):
            context.bag.append(diagnostic)
            return nil
        }
    }

    /// `[{when: RULE, value: X}, ..., {value: Y}]`: arms with rules, then exactly one arm without, last.
    private static func decodeArms(_ items: [YAMLNode], at location: SourceLocation, type: ValueType, _ what: String,
                                   context: DecodeContext) -> PropertyValue? {
        // `rateLimited: [{field: retryAfter}]`: one value form in brackets, no arms.
        if items.count == 1, case .mapping(let pairs) = items[0].kind, pairs.count == 1, valueForms.contains(pairs[0].keyText) {
            context.error("a one-item list is no conditional value; write the value without the brackets: "
                          + "{\(pairs[0].keyText): ...}", at: location)
            return nil
        }
        var arms: [ValueArm] = []
        /// Each arm's rule as written and where, to find an arm that repeats an earlier one's rule.
        var rules: [(source: String, location: SourceLocation)] = []
        var otherwise: PropertyValue?
        var failed = false
        for (index, item) in items.enumerated() {
            guard let keys = KeyedReader(item, "an arm of \(what)", allowed: SpecKeys.valueArm, required: ["value"],
                                         context: context),
                  let valueNode = keys.required("value") else { failed = true; continue }
            // An arm with a misspelled key (`if:` for `when:`) is reported there; its place among the arms is unknown.
            let shapeKnown = !keys.hasUnknownKeys
            // A list of constants (`value: [a, b]`) is a list type's constant; a list with mappings is nested arms.
            if case .sequence(let elements) = valueNode.kind,
               type.container != .list || elements.contains(where: { if case .mapping = $0.kind { true } else { false } }) {
                context.error("an arm's value cannot be another list of arms; join the rules with 'and'", at: valueNode.location)
                failed = true
                continue
            }
            let value = decodeValue(valueNode, type: type, what, context: context)
            let isLast = index == items.count - 1
            if !shapeKnown { failed = true }
            guard let whenNode = keys["when"] else {
                if !isLast, shapeKnown {
                    context.error("only the last arm can leave out 'when'; the arms after this one would never apply",
                                  at: item.location)
                }
                otherwise = value
                if value == nil { failed = true }
                continue
            }
            if isLast, items.count > 1 {
                context.error("the last arm must leave out 'when': it gives the value when no rule holds",
                              at: keys.keyLocation("when") ?? item.location)
                failed = true
            }
            guard let rule = decodeRule(whenNode, "'when'", context: context) else { failed = true; continue }
            let at = context.contentLocation(whenNode)
            // `when: "true"`, `"not false"`, `"x > 1 or true"`: the same answer whatever the fields hold.
            if case .bool(let holds)? = RuleEvaluator.evaluate(rule.expression, bindings: [:]) {
                context.error(holds
                    ? "this arm's rule always holds, whatever the fields hold, so the arms after it never apply; compare a "
                        + "field, or make its value the last arm's (without 'when')"
                    : "this arm's rule never holds, whatever the fields hold, so this arm never applies; compare a field, "
                        + "or remove the arm", at: at)
                failed = true
                continue
            }
            // (Among the first 64 arms: a property has a handful, and a generated one of thousands stays linear.)
            if rules.count < 64, let earlier = rules.first(where: { RuleLexer.sameTokens($0.source, rule.source) }) {
                context.bag.append(.error("this arm's rule is the same as an earlier arm's, which always applies first, "
                                          + "so this arm never applies; change its rule or remove the arm", at: at)
                    .note("the same rule is here", at: earlier.location))
                failed = true
            }
            rules.append((rule.source, at))
            guard let value else { failed = true; continue }
            arms.append(ValueArm(when: rule.expression, source: rule.source, value: value))
        }
        if items.count < 2 {
            context.error("a conditional value needs arms with 'when' and a last arm without it, "
                          + "such as [{when: \"status == 429\", value: 30}, {value: 0}]", at: location)
            return nil
        }
        guard !failed, let otherwise else { return nil }
        return .conditional(arms, otherwise: otherwise)
    }
}
