@testable import ErrorgenCore

/// `enums:`: a declared enum with hostile wire spellings, and one optional field of its type (a stored field,
/// or a payload field of a case that has a payload). Drawn from a stream of its own, and added after the
/// constructors, so the rest of every seed's spec stays as it was.
extension RandomSpecGenerator {
    static let enumValueNames = ["low", "high", "mid", "default", "none_", "Up"]

    mutating func makeEnumField() {
        guard enums.chance(0.5) else { return }
        let enumName = typeName + "Tone"
        var wires: Set<String> = []
        var values: [(name: String, wire: String)] = []
        for valueName in Self.enumValueNames where enums.chance(0.6) {
            let wire = enums.chance(0.3) ? valueName : HostileText.code(&enums)
            guard !wire.isEmpty, wires.insert(wire).inserted else { continue }
            values.append((valueName, wire))
        }
        if values.isEmpty { values.append(("low", "low")) }
        enumWires = values.map(\.wire)
        var declaration = ["enums:", "  - name: \(enumName)"]
        if enums.chance(0.5) { declaration.append("    doc: \(Quote.yaml(HostileText.text(&enums)))") }
        declaration.append("    values:")
        for value in values {
            let wire = value.wire == value.name && enums.chance(0.5) ? "" : ", wire: \(Quote.yaml(value.wire))"
            let doc = enums.chance(0.5) ? ", doc: \(Quote.yaml(HostileText.text(&enums)))" : ""
            declaration.append("      - {name: \(value.name)\(wire)\(doc)}")
        }
        let taken = Set(storedFields.map(\.name) + cases.flatMap { $0.payload.map(\.name) } + cases.map(\.name) + propertyNames
                        + [categoryProperty, "code", "message"])
        var fieldName = "tone"
        while taken.contains(fieldName) { fieldName += "_" }
        let field = RandomSpec.Field(name: fieldName, type: ValueType(enumNamed: Name(enumName, at: SourceLocation(file: "", line: 0, column: 0)), optional: true))
        let line = "{name: \(fieldName), type: \(enumName)?}"
        if isStruct {
            guard let start = lines.firstIndex(of: "fields:") else { return }
            lines.insert("  - " + line, at: start + 1 + storedFields.count)
            storedFields.append(field)
        } else {
            guard let index = cases.indices.first(where: { !ownPayloadLines(of: cases[$0]).isEmpty }) else { return }
            let last = ownPayloadLines(of: cases[index]).last!
            lines.insert("      - " + line, at: last + 1)
            cases[index].payload.append(field)
        }
        lines += declaration
    }

    /// The line indexes of a case's own `payload:` items (not the shared fields).
    private func ownPayloadLines(of c: RandomSpec.Case) -> [Int] {
        guard let start = lines.firstIndex(of: "  - name: \(Quote.yaml(c.name))"), start + 1 < lines.count,
              lines[start + 1] == "    payload:" else { return [] }
        var indexes: [Int] = []
        var i = start + 2
        while i < lines.count, lines[i].hasPrefix("      - {name: ") {
            indexes.append(i)
            i += 1
        }
        return indexes
    }

    /// A value of the declared enum: mostly a listed wire spelling, else one the enum does not list (kept exactly).
    mutating func enumSampleValue() -> SampleValue {
        if enums.chance(0.2) { return .null }
        if enums.chance(0.75), let wire = enumWires.randomElement(using: &enums) { return .string(wire) }
        return .string(HostileText.value(&enums))
    }
}
