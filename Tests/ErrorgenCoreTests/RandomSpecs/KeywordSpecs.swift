@testable import ErrorgenCore

/// Specs that put every accepted special name (NameProbe) in one position at once.
enum KeywordSpecs {
    static let types: [ValueType] = [ValueType(.string), ValueType(.int, optional: true), ValueType(.double),
                                     ValueType(.bool), ValueType(.string, optional: true), ValueType(.int)]

    static func accepted(_ position: NameProbe.Position) -> [String] { NameProbe.accepted[position] ?? [] }

    /// `names` without those whose Kotlin getter an earlier one has (`Object` after `object`): each is accepted
    /// alone, but errorgen refuses two such names in one class (they compile to one JVM getter).
    static func distinctGetters(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert(KotlinGetterNames.getter($0)).inserted }
    }

    static func all() -> [RandomSpec] {
        [enumCases(), payloadFields()].compactMap { $0 } + structNames()
            + [properties(), constructorsAndParameters(), bridgeFields()].compactMap { $0 }
    }

    /// The most fields one Kotlin class takes here: the JVM allows 255 parameter slots (a Long or Double takes two).
    static let fieldsPerClass = 80

    static func chunks<T>(_ items: [T]) -> [[T]] {
        stride(from: 0, to: items.count, by: fieldsPerClass).map { Array(items[$0..<min(items.count, $0 + fieldsPerClass)]) }
    }

    /// One small enum spec per accepted type name (type names are global, so each spec has its own). A name that
    /// another spec's generated types take (`ProbeDetails` next to `Probe`) is left out: two such specs in one
    /// module collide, which errorgen cannot see spec by spec; so is a name equal to another but for letter case
    /// (errorgen refuses such a pair: their files collide on case-insensitive file systems).
    static func typeNames() -> [RandomSpec] {
        let names = accepted(.typeName)
        let generated = Set(names.flatMap { SwiftGeneratedNames.generatedTypeNames(for: $0).dropFirst() })
        var seen = Set<String>()
        return names.filter { !generated.contains($0) && seen.insert($0.lowercased()).inserted }.map { name in
            spec(name, cases: [RandomSpec.Case(name: "a", payload: [])], bridgeKeys: ["code", "message"],
                 yaml: "cases:\n  - name: a\n    codes: [x]\n")
        }
    }

    /// One small struct spec per accepted category type name.
    static func categoryTypes() -> [RandomSpec] {
        accepted(.categoryType).enumerated().map { index, name in
            spec("KwCategory\(index)", isStruct: true, categoryProperty: "category", cases: [RandomSpec.Case(name: "a", payload: [])],
                 bridgeKeys: ["category"], yaml: "shape: struct\ncategory: {type: \(Quote.yaml(name))}\ncases:\n  - name: a\n")
        }
    }

    static func sample(_ value: ValueType) -> SampleValue {
        switch value.base {
        case .string: return .string("\"quoted\" \\(x) </script>")
        case .int: return .int(-5)
        case .double: return .double(2.5)
        case .bool: return .bool(true)
        }
    }

    static func spec(_ typeName: String, isStruct: Bool = false, categoryProperty: String = "", cases: [RandomSpec.Case],
                     stored: [RandomSpec.Field] = [], bridgeKeys: [String], yaml: String) -> RandomSpec {
        var samples = cases.map { c in
            RandomSpec.Sample(caseName: c.name, values: (isStruct ? stored : c.payload).map { ($0, sample($0.type)) })
        }
        if isStruct, let first = cases.first {
            samples.append(RandomSpec.Sample(caseName: first.name, values: stored.map { ($0, $0.type.isOptional ? .null : sample($0.type)) }))
        }
        return RandomSpec(seed: 0, typeName: typeName, isStruct: isStruct, categoryProperty: categoryProperty, cases: cases,
                          storedFields: stored, bridgeKeys: bridgeKeys, samples: samples,
                          yaml: "name: \(Quote.yaml(typeName))\n" + (isStruct ? "" : "shape: enum\n") + yaml)
    }

    static func fieldList(_ fields: [RandomSpec.Field], indent: String) -> String {
        fields.map { "\(indent)- {name: \(Quote.yaml($0.name)), type: \($0.type)}\n" }.joined()
    }

    static func enumCases() -> RandomSpec? {
        // Cases equal but for letter case are refused together (their Kotlin class files collide on macOS).
        var seen = Set<String>()
        let names = accepted(.enumCase).filter { seen.insert($0.lowercased()).inserted }
        guard !names.isEmpty else { return nil }
        let cases = names.map { RandomSpec.Case(name: $0, payload: [RandomSpec.Field(name: "value", type: ValueType(.int))]) }
        let yaml = "cases:\n" + cases.map { "  - name: \(Quote.yaml($0.name))\n    payload: [{name: value, type: Int}]\n"
            + "    codes: [\(Quote.yaml($0.name))]\n" }.joined()
            + "properties:\n  - {name: wire, type: String?, default: {code: primary}}\n"
            + "docs:\n  - generated: cases\n  - generated: codes\n"
        return spec("KwCases", cases: cases, bridgeKeys: ["code", "message", "wire"], yaml: yaml)
    }

    static func payloadFields() -> RandomSpec? {
        let names = distinctGetters(accepted(.payloadField))
        guard !names.isEmpty else { return nil }
        let fields = names.enumerated().map { RandomSpec.Field(name: $1, type: types[$0 % types.count]) }
        // One case per `fieldsPerClass` names: `a`, `a1`, `a2`...
        let cases = chunks(fields).enumerated().map { RandomSpec.Case(name: $0 == 0 ? "a" : "a\($0)", payload: $1) }
        let yaml = "cases:\n" + cases.map { "  - name: \($0.name)\n    payload:\n" + fieldList($0.payload, indent: "      ") }.joined()
            + "  - name: b\n"
        return spec("KwPayload", cases: cases + [RandomSpec.Case(name: "b", payload: [])], bridgeKeys: ["code", "message"], yaml: yaml)
    }

    /// One struct spec per `fieldsPerClass` accepted stored-field names: `KwStruct`, `KwStruct1`...
    static func structNames() -> [RandomSpec] {
        let property = accepted(.categoryProperty).first { $0 != "category" } ?? "category"
        let allStored = distinctGetters(accepted(.storedField).filter { $0 != property }).enumerated()
            .map { RandomSpec.Field(name: $1, type: types[$0 % types.count]) }
        let caseNames = accepted(.categoryCase).isEmpty ? ["a"] : accepted(.categoryCase)
        let cases = caseNames.map { RandomSpec.Case(name: $0, payload: []) }
        return chunks(allStored.isEmpty ? [] : allStored).enumerated().map { index, stored in
            let name = index == 0 ? "KwStruct" : "KwStruct\(index)"
            let yaml = "shape: struct\ncategory: {type: \(name)Kind, property: \(Quote.yaml(property))}\n"
                + "fields:\n" + fieldList(stored, indent: "  ")
                + "cases:\n" + cases.map { "  - name: \(Quote.yaml($0.name))\n" }.joined()
                + "docs:\n  - generated: cases\n  - generated: properties\n  - generated: bridge\n"
            return spec(name, isStruct: true, categoryProperty: property, cases: cases, stored: stored,
                        bridgeKeys: [property] + stored.map(\.name), yaml: yaml)
        }
    }

    static func properties() -> RandomSpec? {
        let names = distinctGetters(accepted(.property).filter { $0 != "code" && $0 != "message" })
        guard !names.isEmpty else { return nil }
        let field = RandomSpec.Field(name: "n", type: ValueType(.int))
        let yaml = "cases:\n  - name: a\n    payload: [{name: n, type: Int}]\n  - name: b\n"
            + "properties:\n" + names.map { "  - {name: \(Quote.yaml($0)), type: Bool, default: false, "
                + "values: {a: {rule: \"n > 1 or n in [-5, 7]\"}}}\n" }.joined()
            + "docs:\n  - generated: properties\n"
        return spec("KwProperties", cases: [RandomSpec.Case(name: "a", payload: [field]), RandomSpec.Case(name: "b", payload: [])],
                    bridgeKeys: ["code", "message"] + names, yaml: yaml)
    }

    static func constructorsAndParameters() -> RandomSpec? {
        let constructors = accepted(.constructor).filter { $0 != "a" }
        let parameters = accepted(.constructorParameter)
        let inbound = accepted(.inboundParameter)
        guard !constructors.isEmpty, !parameters.isEmpty else { return nil }
        var yaml = "cases:\n  - name: a\n    payload: [{name: text, type: String}, {name: n, type: Int?}]\n    codes: [x]\n"
        yaml += "constructors:\n"
        for (index, name) in constructors.enumerated() {
            let parameter = parameters[index % parameters.count]
            yaml += "  - name: \(Quote.yaml(name))\n    parameters: [{name: \(Quote.yaml(parameter)), type: Int}]\n"
            yaml += "    case: a\n    set: {text: \(Quote.yaml("{\(parameter)} \"x\" \\( y) {{z}}")), n: \(Quote.yaml("{\(parameter)}"))}\n"
        }
        yaml += "inbound:\n  parameters:\n    - {name: code, type: String?, role: code}\n"
            + "    - {name: text, type: String?, default: \"none \\\"{n}\\\"\"}\n    - {name: n, type: Int}\n"
            + inbound.filter { !["code", "text", "n"].contains($0) }.map { "    - {name: \(Quote.yaml($0)), type: Int?}\n" }.joined()
            + "  fallback: a\n"
        yaml += "docs:\n  - generated: constructors\n  - generated: inbound\n"
        let fields = [RandomSpec.Field(name: "text", type: ValueType(.string)), RandomSpec.Field(name: "n", type: ValueType(.int, optional: true))]
        return spec("KwConstructors", cases: [RandomSpec.Case(name: "a", payload: fields)], bridgeKeys: ["code", "message"], yaml: yaml)
    }

    static func bridgeFields() -> RandomSpec? {
        let names = distinctGetters(accepted(.bridgeField))
        guard !names.isEmpty else { return nil }
        let yaml = "cases:\n  - name: a\n    payload: [{name: s, type: String}]\n"
            + "bridge:\n" + names.enumerated().map { "  - {name: \(Quote.yaml($1)), value: \($0 % 2 == 0 ? "case" : "description")}\n" }.joined()
            + "docs:\n  - generated: bridge\n"
        return spec("KwBridge", cases: [RandomSpec.Case(name: "a", payload: [RandomSpec.Field(name: "s", type: ValueType(.string))])],
                    bridgeKeys: names, yaml: yaml)
    }
}
