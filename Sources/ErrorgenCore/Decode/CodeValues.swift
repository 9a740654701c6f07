/// Per-code property values (`codes: [{code: card_declined, values: {httpStatus: 402}}]`): each becomes an arm
/// `{when: "<codeField> == <code>", value: <constant>}` in front of the case's own value (or the default), so
/// every emitter renders it as any other conditional value. The code field is the struct's `codeField`, or in
/// the enum shape the case's payload field that keeps its code (`KeptCode`).
enum CodeValues {
    static func apply(to spec: inout Spec, context: DecodeContext) {
        guard !context.codeValueNodes.isEmpty else { return }
        let names = spec.properties.map(\.name.value)
        var codeFields: [String: Name] = [:]
        for i in spec.cases.indices {
            for j in spec.cases[i].codes.indices {
                let code = spec.cases[i].codes[j]
                guard let node = context.codeValueNodes[code.location] else { continue }
                guard let pairs = context.mapping(node, "'values'") else { continue }
                // Without a field that keeps the code (reported), the values are still checked: their names and
                // constants do not depend on it, so one run shows every problem.
                let codeField = codeField(of: spec.cases[i], in: spec, at: node.location, context: context)
                if let codeField { codeFields[spec.cases[i].name.value] = codeField }
                for pair in pairs {
                    guard let property = spec.property(named: pair.keyText) else {
                        let listed = names.isEmpty ? "there are no properties" : "properties: " + names.joined(separator: ", ")
                        context.error("unknown property '\(pair.keyText)'\(Suggestion.didYouMean(pair.keyText, among: names)); "
                                      + listed, at: pair.key.location)
                        continue
                    }
                    let what = "the value of '\(property.name.value)' for code '\(code.code)'"
                    guard let literal = LiteralDecoder.decode(pair.value, as: property.type, what, context: context),
                          codeField != nil else { continue }
                    spec.cases[i].codes[j].values.append(CodeValue(property: Name(pair.keyText, at: pair.key.location),
                                                                   value: literal, at: pair.value.location))
                }
            }
        }
        desugar(&spec, codeFields: codeFields, unknown: context.unknown)
    }

    /// The field that holds the code the case came from, or nil (reported at `location`, the `values:`).
    private static func codeField(of c: Case, in spec: Spec, at location: SourceLocation, context: DecodeContext) -> Name? {
        // A shape or category that failed may have named the code field (`codeFeild: code`).
        guard !context.unknown.shape else { return nil }
        if spec.isStruct {
            if let field = spec.openCodeField {
                // A `codeField` that names no stored field of the code type is reported once (NameValidator), not
                // again for every code whose values compare it.
                let fits = spec.field(named: field.value).map { $0.type.wireType.holdsSameValues(as: ValueType(spec.codeType)) }
                return fits == true || context.unknown.storedFields != nil ? field : nil
            }
            context.error("per-code 'values' need a 'codeField' in 'category', which keeps the code the error came with; "
                          + "otherwise give the case its own 'values'", at: location)
            return nil
        }
        let parameters = spec.codeParameterNames
        let fields = KeptCode.fields(in: c.payload, codeParameters: parameters)
        let type = ValueType(spec.codeType, optional: false)
        guard let field = fields.first else {
            let unknown = context.unknown
            guard !unknown.inbound, unknown.inboundParameters == nil, !unknown.inboundRoles else { return nil }
            let named = parameters.isEmpty ? "add an inbound parameter with 'role: code' and give '\(c.name.value)' a payload field of its name"
                : "give '\(c.name.value)' a payload field " + parameters.map { "'\($0)'" }.joined(separator: " or ")
                    + " (\(type) or \(type)?), which the inbound initializer fills with the code"
            context.error("per-code 'values' need the case to keep the code it came from, and the enum shape keeps no hidden "
                          + "code: \(named); otherwise give the case its own 'values'", at: location)
            return nil
        }
        if fields.count > 1 {
            context.error("per-code 'values' cannot tell which of '\(c.name.value)'s fields "
                          + fields.map { "'\($0.name.value)'" }.joined(separator: " and ")
                          + " keeps its code; keep one of them", at: location)
            return nil
        }
        if field.type.base != spec.codeType {
            context.error("per-code 'values' read '\(c.name.value)'s field '\(field.name.value)', which is \(field.type); "
                          + "to keep a code it must be \(type) or \(type)?", at: location)
            return nil
        }
        return field.name
    }

    /// Prepends `codeField == code` arms to the values of the cases whose codes carry values.
    private static func desugar(_ spec: inout Spec, codeFields: [String: Name], unknown: UnknownParts) {
        guard !codeFields.isEmpty else { return }
        for p in spec.properties.indices {
            let property = spec.properties[p]
            for c in spec.cases {
                guard let codeField = codeFields[c.name.value] else { continue }
                // A value that failed to decode (reported there) is no placeholder to put the code's arms in front of:
                // the case's value would then be checked as if the spec had written it.
                let hasOwnValue = property.values.contains { $0.caseName.value == c.name.value }
                guard !unknown.valueUnknown(property.name.value, forCase: c.name.value, hasOwnValue: hasOwnValue) else { continue }
                let arms = c.codes.compactMap { code -> ValueArm? in
                    guard let own = code.values.first(where: { $0.property.value == property.name.value }) else { return nil }
                    let rule = Expression.compare(.equal, .field(codeField.value, code.location), .literal(code.value, code.location))
                    return ValueArm(when: rule, source: "\(codeField.value) == \(RuleLiteralText.plain(code.value))", value: .constant(own.value, own.location))
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
