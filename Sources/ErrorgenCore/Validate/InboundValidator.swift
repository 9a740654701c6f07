/// The inbound initializer: parameter roles, status table, fallback, and that every case it can
/// produce gets each of its fields filled from a parameter of the same name.
enum InboundValidator {
    static func validate(_ spec: Spec, into bag: inout DiagnosticBag) {
        guard let inbound = spec.inbound else { return }
        NameCheck.unique(inbound.parameters.map(\.field.name), "parameter", into: &bag)
        for parameter in inbound.parameters {
            NameCheck.parameterName(parameter.field.name, "parameter name", into: &bag)
            validateRole(parameter, into: &bag)
            validateDefault(parameter, in: inbound, into: &bag)
        }
        for role in [InboundParameter.Role.code, .status] {
            let holders = inbound.parameters.filter { $0.role == role }
            for extra in holders.dropFirst() {
                bag.error("only one parameter can have role '\(role.rawValue)'", at: extra.field.name.location)
            }
        }
        var seenSteps = Set<InboundStep>()
        for step in inbound.precedence {
            if !seenSteps.insert(step).inserted {
                bag.error("precedence lists '\(step.rawValue)' twice", at: inbound.location)
            }
            let role = InboundParameter.Role(rawValue: step.rawValue)!
            if inbound.parameter(withRole: role) == nil {
                bag.error("precedence uses '\(step.rawValue)', but no parameter has 'role: \(step.rawValue)'",
                          at: inbound.location)
            }
        }
        if !inbound.statuses.isEmpty, !inbound.precedence.contains(.status) {
            bag.error("the status table is never used: add 'status' to 'precedence'", at: inbound.statuses[0].location)
        }
        let byName = CaseReference.index(spec)
        for row in inbound.statuses {
            CaseReference.check(row.caseName, in: spec, index: byName, into: &bag)
            for case .range(let lower, let upper) in row.statuses where lower > upper {
                bag.error("range \(lower)...\(upper) is empty: its lower bound is above its upper bound", at: row.location)
            }
        }
        validateUnreachableStatuses(inbound, into: &bag)
        CaseReference.check(inbound.fallback, in: spec, index: byName, into: &bag)
        validateFilling(spec, inbound, byName: byName, into: &bag)
    }

    /// A single status that an earlier status or range already matches can never match (the first
    /// row wins), and a Swift `switch` warns about it. Ranges may overlap earlier entries: they catch the rest.
    private static func validateUnreachableStatuses(_ inbound: Inbound, into bag: inout DiagnosticBag) {
        var earlier: [(element: MembershipElement, row: StatusRow)] = []
        for row in inbound.statuses {
            for element in row.statuses {
                if case .value(.int(let status)) = element,
                   let first = earlier.first(where: { covers($0.element, status) }) {
                    bag.error("status \(status) is already matched by the row for '\(first.row.caseName.value)' on line "
                              + "\(first.row.location.line), which comes first; this one never matches", at: row.location)
                }
                earlier.append((element, row))
            }
        }
    }

    private static func covers(_ element: MembershipElement, _ status: Int) -> Bool {
        switch element {
        case .value(.int(let value)): return value == status
        case .range(let lower, let upper): return lower <= status && status <= upper
        default: return false
        }
    }

    private static func validateRole(_ parameter: InboundParameter, into bag: inout DiagnosticBag) {
        guard let role = parameter.role else { return }
        let expected: ValueType.Base = role == .code ? .string : .int
        if parameter.field.type.base != expected {
            bag.error("a parameter with role '\(role.rawValue)' must be \(expected.rawValue) or \(expected.rawValue)?",
                      at: parameter.field.name.location)
        }
    }

    private static func validateDefault(_ parameter: InboundParameter, in inbound: Inbound, into bag: inout DiagnosticBag) {
        guard let value = parameter.defaultValue else { return }
        let target = parameter.field.type.nonOptional
        let available = inbound.parameters.filter { $0.field.name.value != parameter.field.name.value }.map(\.field)
        bag.append(contentsOf: AssignedValueCheck.check(value, target: target, parameters: available,
                                                        requireNonOptional: true))
    }

    private static func validateFilling(_ spec: Spec, _ inbound: Inbound, byName: [String: Int],
                                        into bag: inout DiagnosticBag) {
        for caseName in spec.inboundCases {
            guard let i = byName[caseName] else { continue }
            for field in spec.fields(of: spec.cases[i]) {
                guard let parameter = inbound.parameter(named: field.name.value) else {
                    if !field.type.isOptional {
                        bag.error("case '\(caseName)' can come from 'inbound', but no parameter named '\(field.name.value)' "
                                  + "fills its field '\(field.name.value)' (\(field.type))", at: inbound.location)
                    }
                    continue
                }
                let type = parameter.field.type
                if type.base != field.type.base {
                    bag.error("parameter '\(field.name.value)' is \(type), but it fills '\(caseName)'s field of type "
                              + "\(field.type)", at: parameter.field.name.location)
                } else if type.isOptional, !field.type.isOptional, parameter.defaultValue == nil {
                    bag.error("parameter '\(field.name.value)' is optional but fills '\(caseName)'s non-optional field: "
                              + "give it a 'default'", at: parameter.field.name.location)
                }
            }
        }
    }
}

/// Case names used outside `cases:`.
enum CaseReference {
    /// Case name -> the index in `spec.cases` of the first case of that name. Indexes, not Case values:
    /// a dictionary of Case copies retains every case's strings and arrays and is several times larger.
    static func index(_ spec: Spec) -> [String: Int] {
        var byName: [String: Int] = [:]
        byName.reserveCapacity(spec.cases.count)
        for i in spec.cases.indices where byName[spec.cases[i].name.value] == nil { byName[spec.cases[i].name.value] = i }
        return byName
    }

    static func check(_ name: Name, in spec: Spec, index: [String: Int]? = nil, into bag: inout DiagnosticBag) {
        if let index { guard index[name.value] == nil else { return } }
        else { guard spec.case(named: name.value) == nil else { return } }
        bag.error("unknown case '\(name.value)'\(Suggestion.didYouMean(name.value, among: spec.cases.map(\.name.value)))",
                  at: name.location)
    }
}

/// Templates, constants and `{parameter}` values assigned to a field of type `target`.
enum AssignedValueCheck {
    static func check(_ value: AssignedValue, target: ValueType, parameters: [Field],
                      requireNonOptional: Bool = false) -> [Diagnostic] {
        let names = parameters.map(\.name.value)
        func lookup(_ name: String, at location: SourceLocation) -> (Field?, [Diagnostic]) {
            guard let field = parameters.first(where: { $0.name.value == name }) else {
                let listed = names.isEmpty ? "there are no parameters" : "parameters: " + names.joined(separator: ", ")
                return (nil, [.error("unknown parameter '\(name)'\(Suggestion.didYouMean(name, among: names)); \(listed)",
                                     at: location)])
            }
            if requireNonOptional, field.type.isOptional {
                return (field, [.error("parameter '\(name)' is optional and cannot fill a default", at: location)])
            }
            return (field, [])
        }
        switch value {
        case .template(let template):
            if target.base != .string {
                return [.error("a text template can only fill a String, not \(target)", at: template.location)]
            }
            return template.parts.flatMap { part -> [Diagnostic] in
                guard case .parameter(let name, let location) = part else { return [] }
                return lookup(name, at: location).1
            }
        case .literal(let literal, let location):
            return literal.fits(target) ? [] : [.error("value does not fit type \(target)", at: location)]
        case .parameter(let name):
            let (field, problems) = lookup(name.value, at: name.location)
            guard let field, problems.isEmpty else { return problems }
            let fits = field.type.base == target.base && (target.isOptional || !field.type.isOptional)
            return fits ? [] : [.error("parameter '\(name.value)' is \(field.type) and does not fit \(target)",
                                       at: name.location)]
        }
    }
}
