@testable import ErrorgenCore

/// Constructors, the bridge, the docs page and the sample values.
extension RandomSpecGenerator {
    mutating func makeConstructors() {
        let count = random.int(0...3)
        guard count > 0 else { return }
        var taken = Set(propertyNames + storedFields.map(\.name) + [categoryProperty])
        if !isStruct { taken.formUnion(cases.map(\.name)) }
        lines.append("constructors:")
        for index in 0..<count {
            let constructorName = name(.constructor, plain: ["make\(index)", "failed\(index)"], taken: taken)
            taken.insert(constructorName)
            let c = random.pick(cases)
            var parameters: [RandomSpec.Field] = []
            for _ in 0..<random.int(0...3) {
                let parameterName = name(.constructorParameter, plain: ["text", "n", "amount", "why", "attempts"],
                                         taken: Set(parameters.map(\.name)).union(Self.constantWords))
                parameters.append(RandomSpec.Field(name: parameterName,
                                                   type: ValueType(random.pick(ValueType.Base.allCases), optional: random.chance(0.3))))
            }
            var assignments: [String] = []
            var used: Set<String> = []
            for target in fields(of: c) where !target.type.isOptional || random.chance(0.5) {
                let value: String
                let fitting = parameters.filter {
                    $0.type.holdsSameValues(as: target.type) && (target.type.isOptional || !$0.type.isOptional)
                }
                if target.type.container != nil {
                    // A list or map comes from a parameter of its type (or is null).
                    if target.type.isOptional, random.chance(0.3) {
                        value = "null"
                    } else {
                        let p = fitting.randomElement(using: &random) ?? RandomSpec.Field(
                            name: name(.constructorParameter, plain: ["items", "values"],
                                       taken: Set(parameters.map(\.name)).union(Self.constantWords)),
                            type: target.type.nonOptional)
                        if !parameters.contains(where: { $0.name == p.name }) { parameters.append(p) }
                        value = Quote.yaml("{\(p.name)}")
                        used.insert(p.name)
                    }
                } else if target.type.base == .string, random.chance(0.7) {
                    let (text, holes) = template(holes: parameters.filter { $0.type.container == nil }.map(\.name),
                                                 doubles: Set(parameters.filter { $0.type.nonOptional == ValueType(.double) }.map(\.name)),
                                                 optionals: Set(parameters.filter(\.type.isOptional).map(\.name)))
                    if target.name == codeFieldName, Suggestion.slip(of: text, among: codesInOrder) != nil {
                        value = Quote.yaml("unlisted code")  // one edit from a listed code: refused as its slip
                    } else {
                        value = Quote.yaml(text)
                        used.formUnion(holes)
                    }
                } else if let p = fitting.randomElement(using: &random), random.chance(0.6) {
                    value = Quote.yaml("{\(p.name)}")
                    used.insert(p.name)
                } else if target.type.isOptional, random.chance(0.3) {
                    value = "null"
                } else if target.type.base == .string {
                    // A text one edit from a listed code, for the field that holds the code, is refused as its slip.
                    let text = HostileText.templateText(&random)
                    let nearCode = target.name == codeFieldName && Suggestion.slip(of: text, among: codesInOrder) != nil
                    value = Quote.yaml(nearCode ? "unlisted code" : text)
                } else {
                    value = literal(target.type.base)
                }
                assignments.append("\(Quote.yaml(target.name)): \(value)")
            }
            parameters = parameters.filter { used.contains($0.name) }
            lines.append("  - name: \(Quote.yaml(constructorName))")
            if random.chance(0.5) { lines.append("    doc: \(text())") }
            if !parameters.isEmpty {
                lines.append("    parameters:")
                for p in parameters { lines.append("      - {name: \(Quote.yaml(p.name)), type: \(Quote.type(p.type))}") }
            }
            lines.append("    case: \(Quote.yaml(c.name))")
            if !assignments.isEmpty { lines.append("    set: {\(assignments.joined(separator: ", "))}") }
        }
        hasConstructors = true
    }

    /// The bridge: the default one, or a custom list. Returns the details keys in order.
    mutating func makeBridge() -> [String] {
        let members = (isStruct ? storedFields.map(\.name) : []) + propertyNames
        if random.chance(0.5) {
            return (isStruct ? [categoryProperty] : ["code", "message"]) + members
        }
        var keys: [String] = []
        lines.append("bridge:")
        let caseKey = name(.bridgeField, plain: ["code", "kind"], taken: Set(members))
        lines.append("  - {name: \(Quote.yaml(caseKey)), value: case}")
        keys.append(caseKey)
        if !isStruct, random.chance(0.8) {
            let messageKey = name(.bridgeField, plain: ["message", "text"], taken: Set(members + keys))
            lines.append("  - {name: \(Quote.yaml(messageKey)), value: description}")
            keys.append(messageKey)
        }
        for member in members where random.chance(0.7) {
            if !isStruct, random.chance(0.4) {
                let key = name(.bridgeField, plain: ["value"], taken: Set(members + keys))
                lines.append("  - {name: \(Quote.yaml(key)), value: \(Quote.yaml(member))}")
                keys.append(key)
            } else {
                lines.append("  - \(Quote.yaml(member))")
                keys.append(member)
            }
        }
        return keys
    }

    mutating func makeDocs() {
        var blocks: [String] = ["cases"]
        if !propertyNames.isEmpty || !storedFields.isEmpty { blocks.append("properties") }
        if !codedCases.isEmpty { blocks.append("codes") }
        if hasInbound { blocks.append("inbound") }
        if hasConstructors { blocks.append("constructors") }
        blocks.append("bridge")
        lines.append("docs:")
        for _ in 0..<random.int(0...5) {
            let inSection = random.chance(0.6)
            let indent = inSection ? "      " : "  "
            if inSection {
                // A title of spaces and line breaks only is refused (an empty heading): such a text gets a word.
                let title = HostileText.text(&random)
                lines.append("  - title: \(Quote.yaml(title.allSatisfy(\.isWhitespace) ? title + "x" : title))")
                lines.append("    content:")
            }
            for _ in 0..<(inSection ? random.int(1...3) : 1) {
                switch random.int(0...3) {
                case 0: lines.append("\(indent)- prose: \(Quote.yaml(HostileText.prose(&random)))")
                case 1:
                    let columns = random.int(1...4)
                    let header = (0..<columns).map { _ in text() }.joined(separator: ", ")
                    let rows = (0..<random.int(0...3)).map { _ in
                        "[" + (0..<columns).map { _ in text() }.joined(separator: ", ") + "]"
                    }
                    lines.append("\(indent)- table: {header: [\(header)], rows: [\(rows.joined(separator: ", "))]}")
                default: lines.append("\(indent)- generated: \(random.pick(blocks))")
                }
            }
        }
        if lines.last == "docs:" { lines.append("  - generated: cases") }
    }

    mutating func makeSamples() -> [RandomSpec.Sample] {
        var samples: [RandomSpec.Sample] = []
        for c in cases {
            let fields = fields(of: c)
            for _ in 0..<(fields.isEmpty ? 1 : random.int(1...3)) {
                var values: [(field: RandomSpec.Field, value: SampleValue)] = []
                for f in fields {
                    // The code field sometimes holds one of the case's codes, so per-code values apply.
                    if f.name == codeFieldName, let code = codesOf[c.name]?.randomElement(using: &random), random.chance(0.6) {
                        values.append((f, codeType == .int ? .int(Int(code)!) : .string(code)))
                    } else {
                        values.append((f, f.type.enumName == nil ? sampleValue(f.type) : enumSampleValue()))
                    }
                }
                samples.append(RandomSpec.Sample(caseName: c.name, values: values))
            }
        }
        if isStruct, let first = cases.first {
            let defaults = storedFields.map { f -> (field: RandomSpec.Field, value: SampleValue) in
                guard !f.type.isOptional else { return (f, .null) }
                if f.type.container == .list { return (f, .list([])) }
                if f.type.container == .map { return (f, .dictionary([])) }
                switch f.type.base {
                case .string: return (f, .string(""))
                case .int: return (f, .int(0))
                case .double: return (f, .double(0))
                case .bool: return (f, .bool(false))
                }
            }
            samples.append(RandomSpec.Sample(caseName: first.name, values: defaults, jsOmitsFields: true))
        }
        return samples
    }

    mutating func sampleValue(_ type: ValueType) -> SampleValue {
        if type.isOptional, random.chance(0.3) { return .null }
        switch type.container {
        case .list?: return .list((0..<random.int(0...3)).map { _ in sampleValue(type.element) })
        // Several entries in a random order: the description prints them sorted by their keys' UTF-16 code units
        // ("😀" before "｡", which a sort by code points would swap).
        case .map?:
            if random.chance(0.3) { return .dictionary([]) }
            var keys: [String] = []
            for _ in 0..<random.int(1...4) {
                let key = random.pick(Self.mapKeys)
                if !keys.contains(key) { keys.append(key) }
            }
            return .dictionary(keys.map { ($0, sampleValue(type.element)) })
        case nil: break
        }
        switch type.base {
        case .string:
            return .string(random.chance(0.4) ? random.pick(Self.ruleStrings) : HostileText.value(&random))
        case .int:
            return .int(random.chance(0.7) ? random.pick(Self.ruleInts + [2, 7, 42, 550, 600, -1, 1 << 50, -(1 << 40)])
                                           : random.int(-1_000_000...1_000_000))
        case .double:
            return .double(random.pick([0.5, 1.5, -2.25, 0.1, 1e-05, 1e+20, -0.0, 5.0, 123456.789, 5e-324,
                                        1.7976931348623157e308, 0, 2, 100, 0.3333333333333333]))
        case .bool:
            return .bool(random.chance(0.5))
        }
    }
}
