/// Per-code property values (`codes: [{code: card_declined, values: {httpStatus: 402}}]`), struct shape only:
/// each becomes an arm `{when: "<codeField> == <code>", value: <constant>}` in front of the case's own value
/// (or the default), so every emitter renders it as any other conditional value.
enum CodeValues {
    static func apply(to spec: inout Spec, context: DecodeContext) {
        guard !context.codeValueNodes.isEmpty else { return }
        let names = spec.properties.map(\.name.value)
        for i in spec.cases.indices {
            for j in spec.cases[i].codes.indices {
                let code = spec.cases[i].codes[j]
                guard let node = context.codeValueNodes[code.location] else { continue }
                guard spec.isStruct, spec.openCodeField != nil else {
                    context.error("per-code 'values' need the struct shape with a 'codeField', which keeps the code the "
                                  + "error came with; otherwise give the case its own 'values'", at: node.location)
                    continue
                }
                guard let pairs = context.mapping(node, "'values'") else { continue }
                for pair in pairs {
                    guard let property = spec.property(named: pair.keyText) else {
                        let listed = names.isEmpty ? "there are no properties" : "properties: " + names.joined(separator: ", ")
                        context.error("unknown property '\(pair.keyText)'\(Suggestion.didYouMean(pair.keyText, among: names)); "
                                      + listed, at: pair.key.location)
                        continue
                    }
                    let what = "the value of '\(property.name.value)' for code '\(code.code)'"
                    guard let literal = LiteralDecoder.decode(pair.value, as: property.type, what, context: context) else { continue }
                    spec.cases[i].codes[j].values.append(CodeValue(property: Name(pair.keyText, at: pair.key.location),
                                                                   value: literal, at: pair.value.location))
                }
            }
        }
        if let codeField = spec.openCodeField { desugar(&spec, codeField: codeField) }
    }

    /// Prepends `codeField == code` arms to the values of the cases whose codes carry values.
    private static func desugar(_ spec: inout Spec, codeField: Name) {
        for p in spec.properties.indices {
            let property = spec.properties[p]
            for c in spec.cases {
                let arms = c.codes.compactMap { code -> ValueArm? in
                    guard let own = code.values.first(where: { $0.property.value == property.name.value }) else { return nil }
                    let rule = Expression.compare(.equal, .field(codeField.value, code.location), .literal(code.value, code.location))
                    return ValueArm(when: rule, source: "\(codeField.value) == \(code.code)", value: .constant(own.value, own.location))
                }
                guard !arms.isEmpty else { continue }
                let value: PropertyValue
                switch property.value(for: c.name.value) {
                case .conditional(let more, let otherwise): value = .conditional(arms + more, otherwise: otherwise)
                case let otherwise: value = .conditional(arms, otherwise: otherwise)
                }
                if let index = property.values.firstIndex(where: { $0.caseName.value == c.name.value }) {
                    spec.properties[p].values[index].value = value
                } else {
                    spec.properties[p].values.append(CaseValue(caseName: c.name, value: value))
                }
            }
        }
    }
}
