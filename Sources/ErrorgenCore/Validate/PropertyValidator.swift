/// Derived properties: names, per-case values, and that each value fits the property's type for its case.
enum PropertyValidator {
    static func validate(_ spec: Spec, caseNames: CaseNameIndex, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        NameCheck.unique(spec.properties.map(\.name), "property", into: &bag)
        let storedNames = Set(spec.fields.map(\.name.value))
        let propertyNames = Set(spec.properties.map(\.name.value))  // once: per property it made thousands quadratic
        for property in spec.properties {
            NameCheck.memberName(property.name, "property name", into: &bag)
            // An enum's shared field (`fields:`) is a property that reads the payload field written at the same place.
            let shared = !spec.isStruct && spec.cases.first?.payload.contains { $0.name.location == property.name.location } == true
            NameCheck.localizedErrorMember(property.name, shared ? "shared field name" : "property name", in: spec, into: &bag)
            if storedNames.contains(property.name.value) {
                bag.error("property '\(property.name.value)' collides with the stored field of the same name",
                          at: property.name.location)
            }
            if case .structure(_, let categoryProperty) = spec.shape, categoryProperty.value == property.name.value {
                bag.append(.error("property '\(property.name.value)' collides with the category property", at: property.name.location)
                    .note("the category property is named here", at: categoryProperty.location))
            }
            if unknown.caseNamesComplete {
                let keys = (property.values.map(\.caseName) + property.unreadValueCases).sorted { $0.location < $1.location }
                for key in keys where caseNames[key.value] == nil && !CaseReference.meansARefusedName(key.value, in: spec) {
                    reportUnknownCase(key, in: spec, caseNames: caseNames, into: &bag)
                }
            }
            validateValues(property, in: spec, caseNames: caseNames, propertyNames: propertyNames, unknown: unknown, into: &bag)
        }
    }

    /// A constant of the type for a message: `0`, `0.0`, `""`, `false`.
    private static func fallbackExample(_ type: ValueType) -> String {
        switch type.base {
        case .int: return "0"
        case .double: return "0.0"
        case .string: return "''"
        case .bool: return "false"
        }
    }

    private static func reportUnknownCase(_ key: Name, in spec: Spec, caseNames: CaseNameIndex, into bag: inout DiagnosticBag) {
        // `values: {rate_limited: true}`: a wire code where its case's name goes (a search over every case: for the
        // first errors of a spec, within the budget its messages share).
        let owner = Suggestion.afford(spec.cases.count) ? spec.cases.first { c in c.codes.contains { $0.code == key.value } } : nil
        // `rateLimited, server: true` (or `rateLimited server`): several cases in one key.
        let parts = key.value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "|" }).map(String.init)
        let several = parts.count > 1 && parts.allSatisfy { caseNames[$0] != nil }
            ? " (a key names one case: give each case its own entry, \(parts.map { "\($0): ..." }.joined(separator: ", ")))"
            : nil
        let hint = several ?? owner.map { " ('\(key.value)' is a wire code of '\($0.name.value)'; 'values' are keyed by "
            + "case name, and a code's own values go in its 'values')" }
        bag.error(CaseReference.unknownCaseMessage(key.value, in: spec, hint: hint), at: key.location)
    }

    private static func validateValues(_ property: Property, in spec: Spec, caseNames: CaseNameIndex,
                                       propertyNames: Set<String>, unknown: UnknownParts,
                                       into bag: inout DiagnosticBag) {
        var defaultReported = false
        var missingCodeReported = false
        let readsCodeType = property.type == ValueType(spec.codeType)
        // For the first case of each name, the position in `property.values` of its own value (the first one).
        // Positions, not copies: CaseValue and Case copies would retain their strings and arrays.
        var ownValues = [Int?](repeating: nil, count: spec.cases.count)
        for (i, value) in property.values.enumerated() {
            if let position = caseNames[value.caseName.value], ownValues[position] == nil { ownValues[position] = i }
        }
        // Per property, not per case: a case's name (a String of its own) is read only when something failed to decode.
        let someValueUnknown = unknown.propertyValues[property.name.value] != nil
        let someFieldGap = unknown.hasFieldGaps
        for i in spec.cases.indices {
            let own = ownValues[caseNames.firstOf[i]]
            if someValueUnknown,
               unknown.valueUnknown(property.name.value, forCase: spec.cases[i].name.value, hasOwnValue: own != nil) { continue }
            let value = own.map { property.values[$0].value } ?? property.defaultValue
            // A non-optional `{code: primary}` property: every case it reads the code of must have one.
            // A case whose `codes` failed to decode may be one without codes only for that reason (it has its error).
            if readsCodeType, spec.cases[i].codes.isEmpty, let read = value.primaryCodeLocation {
                if unknown.someCodes { continue }
                if !missingCodeReported {
                    missingCodeReported = true
                    let (caseName, name) = (spec.cases[i].name.value, property.name.value)
                    bag.append(Diagnostic.error("case '\(caseName)' has no wire code, so '{code: primary}' has no value for it, "
                                                + "but '\(name)' is \(property.type), not \(property.type)?; give '\(caseName)' 'codes', "
                                                + "or make '\(name)' \(property.type)?", at: spec.cases[i].name.location)
                        .note("'\(name)' reads the primary code here", at: read))
                }
                continue
            }
            let gap = someFieldGap ? unknown.fieldGap(ofCase: spec.cases[i].name.value, isStruct: spec.isStruct) : nil
            let problems = check(value, property: property, fields: spec.fields(of: spec.cases[i]), gap: gap,
                                 codeType: spec.codeType, propertyNames: propertyNames)
            guard !problems.isEmpty else { continue }
            if own != nil {
                bag.append(contentsOf: problems)
            } else if !defaultReported {
                defaultReported = true
                for problem in problems {
                    var d = problem
                    d.message += " (in the default of '\(property.name.value)', used by case '\(spec.cases[i].name.value)')"
                    bag.append(d)
                }
            }
        }
    }

    /// Problems with one value for a case whose readable fields are `fields`; a field that may be one of those
    /// that failed to decode (`gap`) is not checked.
    static func check(_ value: PropertyValue, property: Property, fields: [Field], gap: FieldGap? = nil,
                      codeType: ValueType.Base = .string, propertyNames: Set<String> = []) -> [Diagnostic] {
        if let gap, value.fieldNames.contains(where: { name in gap.mayHold(name) && !fields.contains { $0.name.value == name } }) {
            return []
        }
        switch value {
        case .constant(let literal, let location):
            if case .string(let text) = literal, let name = PropertyValue.braced(text), fields.contains(where: { $0.name.value == name }) {
                return [.error("'{\(name)}' is that text, not the field: property values are constants, not templates; to "
                               + "read the field '\(name)' write {field: \(name)}", at: location)]
            }
            if case .string(let text) = literal,
               let hole = TemplateParser.namedHole(in: text, isName: { name in fields.contains { $0.name.value == name } }) {
                let asItIs = fields.first { $0.name.value == hole.name }.map { $0.type.holdsSameValues(as: property.type) } ?? false
                return [.error("'\(hole.written)' in this text stays those characters, not the field '\(hole.name)': property values "
                               + "are constants, not templates; write the whole text for each case in 'values', or for each code in "
                               + "the code's 'values' ({code: X, values: {\(property.name.value): \"...\"}})"
                               + (asItIs ? ", or {field: \(hole.name)} for the field's value alone" : ""), at: location)]
            }
            return literal.fits(property.type) ? []
                : [.error("constant does not fit the property's type \(property.type)", at: location)]
        case .field(let name):
            guard let field = fields.first(where: { $0.name.value == name.value }) else {
                let names = fields.map(\.name.value)
                let listed = names.isEmpty ? "it has no fields" : "its fields: " + names.joined(separator: ", ")
                return [.error("unknown field '\(name.value)'\(Suggestion.didYouMean(name.value, among: names)); \(listed)",
                               at: name.location)]
            }
            let fits = field.type.holdsSameValues(as: property.type) && (property.type.isOptional || !field.type.isOptional)
            // An optional field for a non-optional property: `??` gives the value for nil.
            let fallback = field.type.holdsSameValues(as: property.type) && field.type.container == nil
                && property.type.enumName == nil
                ? "; to give a value where it is nil, write {rule: \"\(name.value) ?? \(Self.fallbackExample(property.type))\"}" : ""
            let widened = RuleTypeChecker.widenedField(field.type, to: property.type).map {
                "; declare the field \($0): a field is not converted to another type"
            }
            return fits ? [] : [.error("field '\(name.value)' is \(field.type), which does not fit the property's type "
                                       + "\(property.type)\(widened ?? fallback)", at: name.location)]
        case .rule(let expression, _):
            let types = Dictionary(fields.map { ($0.name.value, $0.type) }, uniquingKeysWith: { a, _ in a })
            return RuleTypeChecker.check(expression, fields: types, expected: property.type, propertyNames: propertyNames)
        case .primaryCode(let location):
            // Non-optional when every case has a code (`validateValues` reports a case without one).
            return property.type.nonOptional == ValueType(codeType) ? []
                : [.error("'code: primary' needs the property's type to be \(codeType.rawValue)? (or \(codeType.rawValue) when "
                          + "every case it is read for has codes)", at: location)]
        case .conditional(let arms, let otherwise):
            let types = Dictionary(fields.map { ($0.name.value, $0.type) }, uniquingKeysWith: { a, _ in a })
            return arms.flatMap { arm in
                RuleTypeChecker.check(arm.when, fields: types, expected: ValueType(.bool), propertyNames: propertyNames)
                    + check(arm.value, property: property, fields: fields, codeType: codeType, propertyNames: propertyNames)
            } + check(otherwise, property: property, fields: fields, codeType: codeType, propertyNames: propertyNames)
        }
    }
}

extension PropertyValue {
    /// `x` for the text `{x}`: a template hole where a constant is written.
    static func braced(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let name = String(text.dropFirst().dropLast())
        return SwiftLanguage.isValidIdentifier(name) ? name : nil
    }

    /// The fields the value reads.
    var fieldNames: [String] {
        switch self {
        case .field(let name): return [name.value]
        case .rule(let expression, _): return expression.fieldNames
        case .constant, .primaryCode: return []
        case .conditional(let arms, let otherwise):
            return arms.flatMap { $0.when.fieldNames + $0.value.fieldNames } + otherwise.fieldNames
        }
    }
}

extension Expression {
    /// Every field the expression reads, in order.
    var fieldNames: [String] {
        switch self {
        case .field(let name, _): return [name]
        case .literal: return []
        case .compare(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b): return a.fieldNames + b.fieldNames
        case .elementOf(let a, let b): return a.fieldNames + b.fieldNames
        case .membership(let e, _, _), .not(let e), .count(let e, _): return e.fieldNames
        }
    }
}
