@testable import ErrorgenCore

/// Derived properties: constants, fields and rules per case.
extension RandomSpecGenerator {
    /// String literals the rules compare with; sample values reuse them so rules go both ways.
    /// Map keys, no two canonically equivalent (a Swift Dictionary would merge them).
    static let mapKeys = ["a", "Z", "x y", "😀", "\u{FF61}", "e\u{301}", "say \"hi\"", "\u{0}k"]
    static let ruleStrings = ["a", "x y", "rate_limited", "</script>", "😀", "e\u{301}", "${x}", "*/", "#", "say \"hi\"", "\u{301}x"]
    static let ruleInts = [0, 1, 5, 9, 408, 500, 599, -3]

    mutating func makeProperties() {
        let count = random.int(0...4)
        guard count > 0 else { return }
        var taken = Set(storedFields.map(\.name) + [categoryProperty] + propertyNames)
        if !isStruct { taken.formUnion(["code", "message"]) }
        // Kotlin makes a payload field with a property's name that property, which only works where the value
        // is that field (KotlinNameCheck); random values would be rejected, so the names stay apart.
        // Kotlin cases are nested classes next to the properties, so they cannot share a name either.
        if !isStruct { taken.formUnion(cases.flatMap { $0.payload.map(\.name) } + cases.map(\.name)) }
        lines.append("properties:")
        for _ in 0..<count {
            let propertyName = name(.property, plain: ["retryable", "retryAfter", "label", "score", "serverCode"], taken: taken)
            taken.insert(propertyName)
            propertyNames.append(propertyName)
            let type = ValueType(random.pick(ValueType.Base.allCases), optional: random.chance(0.4))
            lines.append("  - name: \(Quote.yaml(propertyName))")
            if let listField = cases.flatMap(fields(of:)).filter({ $0.type.container != nil }).randomElement(using: &random),
               random.chance(0.4) {
                // An optional list or map property: a field of its type for some cases, else null.
                let listType = listField.type.optional
                lines.append("    type: \(Quote.type(listType))")
                // A list property's default and other cases' values are sometimes list constants: `[a, b]`, `[]`; a
                // map property's the empty map, `{}`.
                if listType.container == .list, random.chance(0.4) { lines.append("    default: \(listConstant(listType.base))") }
                if listType.container == .map, random.chance(0.4) { lines.append("    default: {}") }
                var values: [String] = []
                for c in cases {
                    if fields(of: c).contains(where: { $0.name == listField.name && $0.type.holdsSameValues(as: listType) }), random.chance(0.7) {
                        values.append("      \(Quote.yaml(c.name)): {field: \(Quote.yaml(listField.name))}")
                    } else if listType.container == .list, random.chance(0.3) {
                        values.append("      \(Quote.yaml(c.name)): \(listConstant(listType.base))")
                    } else if listType.container == .map, random.chance(0.3) {
                        values.append("      \(Quote.yaml(c.name)): {}")
                    }
                }
                if !values.isEmpty { lines += ["    values:"] + values }
                continue
            }
            propertyTypes.append((propertyName, type))
            lines.append("    type: \(type)")
            if random.chance(0.5) { lines.append("    doc: \(text())") }
            if type == ValueType(codeType, optional: true), random.chance(0.4) {
                lines.append("    default: {code: primary}")
            } else if type.isOptional, random.chance(0.5) {
                lines.append("    default: null")
            } else {
                lines.append("    default: \(literal(type.base))")
            }
            var values: [String] = []
            for c in cases where random.chance(0.5) {
                values.append("      \(Quote.yaml(c.name)): \(value(for: type, fields: fields(of: c)))")
            }
            if !values.isEmpty {
                lines.append("    values:")
                lines += values
            }
        }
    }

    /// `[{when: RULE, value: X}, ..., {value: Y}]` with Bool rules over the fields and simple values.
    mutating func conditional(for type: ValueType, fields: [RandomSpec.Field]) -> String {
        var arms: [String] = []
        var rules: Set<String> = []
        for _ in 0..<random.int(1...3) {
            let rule = rule(fields, depth: 2)
            // A rule whose answer no field changes (`not (false)`, `x > 1 or true`) is refused: left out.
            if case .success(let parsed) = RuleParser.parse(rule, at: SourceLocation(file: "r", line: 1, column: 1)),
               RuleEvaluator.evaluate(parsed, bindings: [:]) != nil { continue }
            let arm = "{when: \(Quote.yaml(rule)), value: \(simpleValue(for: type, fields: fields))}"
            // An arm with an earlier arm's rule never applies (the validator rejects it): left out.
            if rules.insert(rule).inserted { arms.append(arm) }
        }
        // (No rule read a field: a plain value instead.)
        if arms.isEmpty { return simpleValue(for: type, fields: fields) }
        arms.append("{value: \(simpleValue(for: type, fields: fields))}")
        return "[" + arms.joined(separator: ", ") + "]"
    }

    /// A constant, null, or a fitting field: what an arm holds.
    mutating func simpleValue(for type: ValueType, fields: [RandomSpec.Field]) -> String {
        let fitting = fields.filter { $0.type.holdsSameValues(as: type) && (type.isOptional || !$0.type.isOptional) }
        if let f = fitting.randomElement(using: &random), random.chance(0.4) { return "{field: \(Quote.yaml(f.name))}" }
        if type.isOptional, random.chance(0.2) { return "null" }
        return literal(type.base)
    }

    /// Struct shape with a code field, or enum-shape cases that keep their code in `wireCode`: some codes get
    /// their own constant for some properties (`{code: x, values: {p: 1}}`; a code written bare becomes a mapping).
    mutating func makeCodeValues() {
        guard !propertyTypes.isEmpty else { return }
        for index in codeMappingLines where random.chance(0.5) {
            var values: [String] = []
            for (name, type) in propertyTypes where random.chance(0.6) {
                values.append("\(Quote.yaml(name)): \(type.isOptional && random.chance(0.2) ? "null" : literal(type.base))")
            }
            guard !values.isEmpty else { continue }
            var line = lines[index]
            let entry = "values: {" + values.joined(separator: ", ") + "}"
            if line.hasSuffix("}") {
                line = String(line.dropLast()) + ", " + entry + "}"
            } else {
                let code = line.drop { $0 == " " }.dropFirst(2)  // "- ", keeping a negative code's sign
                line = "      - {code: " + code + ", " + entry + "}"
            }
            lines[index] = line
        }
    }

    /// A YAML constant of the type.
    mutating func literal(_ base: ValueType.Base) -> String {
        switch base {
        case .string: return text()
        case .int: return "\(random.pick([0, 1, -7, 30, 1 << 40]))"
        case .double: return random.pick(["0.5", "1.5", "-2.25", "100", "0.001"])
        case .bool: return random.chance(0.5) ? "true" : "false"
        }
    }

    /// A list constant of 0 to 3 elements: `[]`, `[1, -7]`.
    mutating func listConstant(_ base: ValueType.Base) -> String {
        var elements: [String] = []
        for _ in 0..<random.int(0...3) { elements.append(literal(base)) }
        return "[" + elements.joined(separator: ", ") + "]"
    }

    mutating func value(for type: ValueType, fields: [RandomSpec.Field]) -> String {
        let fitting = fields.filter { $0.type.holdsSameValues(as: type) && (type.isOptional || !$0.type.isOptional) }
        let choice = random.int(0...3)
        if choice == 1, let f = fitting.randomElement(using: &random) { return "{field: \(Quote.yaml(f.name))}" }
        if choice == 2, type == ValueType(.bool) { return "{rule: \(Quote.yaml(rule(fields, depth: 3)))}" }
        if choice == 3 { return conditional(for: type, fields: fields) }
        if type.isOptional, random.chance(0.2) { return "null" }
        return literal(type.base)
    }

    /// A Bool rule over `fields`. `not` always takes a parenthesized operand (it binds tighter than comparisons).
    mutating func rule(_ fields: [RandomSpec.Field], depth: Int) -> String {
        if depth == 0 || random.chance(0.35) { return atom(fields) }
        let left = rule(fields, depth: depth - 1)
        let right = rule(fields, depth: depth - 1)
        switch random.int(0...4) {
        case 0: return "\(left) and \(right)"
        case 1: return "\(left) or \(right)"
        case 2: return "(\(left) or \(right)) and \(atom(fields))"
        case 3: return "not (\(left))"
        default: return "(\(left))"
        }
    }

    mutating func atom(_ fields: [RandomSpec.Field]) -> String {
        // A field named like a rule keyword or literal cannot be read by a rule.
        let readable = fields.filter { !["true", "false", "null", "nil", "in", "and", "or", "not"].contains($0.name) }
        guard let f = readable.randomElement(using: &random), random.chance(0.9) else {
            return random.chance(0.5) ? "true" : "false"
        }
        var n = f.name
        if f.type.isOptional, random.chance(0.2) { return "\(n) \(random.pick(["==", "!="])) null" }
        if f.type.container != nil { return collectionAtom(f, fields: readable) }
        // `retryAfter ?? 60 > 30`: the field, or a constant where it is nil (`??` binds tighter than a comparison).
        if f.type.isOptional, random.chance(0.25) {
            switch f.type.base {
            case .int: n += " ?? \(random.pick(Self.ruleInts))"
            case .double: n += " ?? \(random.pick(["0.5", "0", "100", "-2.25"]))"
            case .string: n += " ?? \(stringLiteral(random.pick(Self.ruleStrings)))"
            case .bool: return "\(n) ?? \(random.chance(0.5) ? "true" : "false")"
            }
        }
        switch f.type.base {
        case .int:
            switch random.int(0...3) {
            case 0: return "\(n) \(random.pick(["==", "!=", "<", "<=", ">", ">="])) \(random.pick(Self.ruleInts))"
            case 1: return "\(n) in \(random.pick(["500...599", "1...9", "-5...5", "0...0"]))"
            case 2: return "\(n) in [1, 2, 5...9, 408]"
            default: return "\(n) in [\(random.pick(Self.ruleInts))]"
            }
        case .double:
            return "\(n) \(random.pick(["==", "!=", "<", "<=", ">", ">="])) \(random.pick(["0.5", "1.5", "0", "-2.25", "100"]))"
        case .string:
            let literal = stringLiteral(random.pick(Self.ruleStrings))
            switch random.int(0...2) {
            case 0: return "\(n) == \(literal)"
            case 1: return "\(n) != \(literal)"
            default: return "\(n) in [\(literal), \(stringLiteral(random.pick(Self.ruleStrings)))]"
            }
        case .bool:
            if !f.type.isOptional, random.chance(0.4) { return n }
            return "\(n) \(random.pick(["==", "!="])) \(random.chance(0.5) ? "true" : "false")"
        }
    }

    /// `x in tags` (an element literal or a field of the element type; a map takes String keys) or `count(tags)`.
    mutating func collectionAtom(_ f: RandomSpec.Field, fields: [RandomSpec.Field]) -> String {
        if random.chance(0.4) {
            let count = f.type.isOptional && random.chance(0.3) ? "count(\(f.name)) ?? \(random.int(0...2))" : "count(\(f.name))"
            return "\(count) \(random.pick(["==", "!=", "<", "<=", ">", ">="])) \(random.int(0...3))"
        }
        let element = f.type.container == .map ? ValueType(.string) : f.type.element
        if let other = fields.filter({ $0.type.nonOptional == element }).randomElement(using: &random), random.chance(0.4) {
            return "\(other.name) in \(f.name)"
        }
        let literal: String
        switch element.base {
        case .string: literal = stringLiteral(random.pick(Self.ruleStrings))
        case .int: literal = "\(random.pick(Self.ruleInts))"
        case .double: literal = random.pick(["0.5", "1.5", "2", "-2.25"])
        case .bool: literal = random.chance(0.5) ? "true" : "false"
        }
        return "\(literal) in \(f.name)"
    }

    /// A rule string literal: double quotes, or single quotes when the text holds a double quote.
    func stringLiteral(_ text: String) -> String {
        text.contains("\"") ? "'\(text)'" : "\"\(text)\""
    }
}
