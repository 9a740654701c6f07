extension EmitPlan {
    /// Resolves a spec that passed validation. Linear in the spec's size: every lookup goes through an index.
    public init(_ spec: Spec) {
        let caseNames = CaseNameIndex(spec.cases)
        let caseIndexes = caseNames.firstPositions
        let shape: PlanShape
        switch spec.shape {
        case .enumeration:
            shape = .enumeration
        case .structure(let categoryType, let categoryProperty):
            shape = .structure(PlanStructure(categoryType: categoryType.value, categoryProperty: categoryProperty.value,
                                             categoryDoc: spec.categoryDoc, fields: spec.fields,
                                             openCodeField: spec.openCodeField?.value, messageField: spec.messageField?.value))
        }
        let inboundTargets = spec.inbounds.map { spec.inboundCasePositions(of: $0, index: caseNames) }
        var isInboundTarget = [Bool](repeating: false, count: spec.cases.count)
        for position in inboundTargets.joined() { isInboundTarget[position] = true }
        let all = spec.cases
        let cases = all.indices.map { i in
            PlanCase(cases: all, position: i, errorCode: all[i].nsErrorCode, isInboundTarget: isInboundTarget[i])
        }
        let properties = spec.properties.map { PlanBuilder.property($0, cases: cases, caseIndexes: caseIndexes) }
        let propertyIndexes = PlanIndex.firstIndexes(spec.properties.lazy.map(\.name.value))
        let bridge = spec.bridge.fields.map { field in
            PlanBridgeField(name: field.name.value,
                            source: PlanBuilder.bridgeSource(field.source, properties: propertyIndexes, shape: shape))
        }
        self.init(specPath: spec.path, name: spec.name, summary: spec.summary, discussion: spec.discussion,
                  access: spec.access, errorDomain: spec.errorDomain, docs: spec.docs, shape: shape, cases: cases,
                  properties: properties, bridge: bridge,
                  inbounds: spec.inbounds.enumerated().compactMap {
                      PlanBuilder.inbound($1, index: $0, targets: inboundTargets[$0], spec: spec, caseIndexes: caseIndexes)
                  },
                  constructors: spec.constructors.compactMap {
                      PlanBuilder.constructor($0, spec: spec, shape: shape, caseIndexes: caseIndexes)
                  },
                  kotlin: spec.kotlin.generate ? KotlinTarget(package: spec.kotlin.package?.value) : nil,
                  caseIndexes: caseIndexes, propertyIndexes: propertyIndexes, codeType: spec.codeType)
        localizedTexts = LocalizedTexts(spec)
        enums = spec.enums
    }
}

/// The resolution steps of `EmitPlan.init(_:)`, one per part of the plan.
enum PlanBuilder {
    static func property(_ property: Property, cases: [PlanCase], caseIndexes: [String: Int]) -> PlanProperty {
        let defaultValue: PlanDefault
        // The default is resolved once (a rule's reads are found once); only a primary code differs per case.
        var resolvedDefault: PlanValue?
        switch property.defaultValue {
        case .constant(let literal, _):
            defaultValue = .constant(literal)
            resolvedDefault = .constant(literal)
        case .field(let name):
            defaultValue = .field(name.value)
            resolvedDefault = .field(name.value)
        case .rule(let expression, let source):
            let rule = PlanRule(expression, source: source)
            defaultValue = .rule(rule)
            resolvedDefault = .rule(rule)
        case .primaryCode:
            defaultValue = .primaryCode
        case .conditional:
            resolvedDefault = property.defaultValue.readsPrimaryCode ? nil : resolve(property.defaultValue, primaryCode: nil)
            defaultValue = .conditional(resolvedDefault)
        }
        var values: [PlanValue] = []
        values.reserveCapacity(cases.count)
        for i in cases.indices {
            values.append(resolvedDefault ?? resolve(property.defaultValue, primaryCode: cases[i].primaryCode))
        }
        var isOwn = [Bool](repeating: false, count: cases.count)
        for value in property.values {
            guard let i = caseIndexes[value.caseName.value], !isOwn[i] else { continue }
            isOwn[i] = true
            values[i] = resolve(value.value, primaryCode: cases[i].primaryCode)
        }
        return PlanProperty(name: property.name, type: property.type, doc: property.doc, defaultValue: defaultValue,
                            values: values, isOwn: isOwn)
    }

    static func resolve(_ value: PropertyValue, primaryCode: Literal?) -> PlanValue {
        switch value {
        case .constant(let literal, _): return .constant(literal)
        case .field(let name): return .field(name.value)
        case .rule(let expression, let source): return .rule(PlanRule(expression, source: source))
        case .primaryCode: return .primaryCode(primaryCode)
        case .conditional(let arms, let otherwise):
            return .conditional(arms.map { PlanArm(rule: PlanRule($0.when, source: $0.source),
                                                   value: resolve($0.value, primaryCode: primaryCode)) },
                                otherwise: resolve(otherwise, primaryCode: primaryCode))
        }
    }

    static func bridgeSource(_ source: BridgeField.Source, properties: [String: Int], shape: PlanShape) -> PlanBridgeSource {
        switch source {
        case .caseName: return .caseName
        case .description: return .description
        case .member(let name):
            if let index = properties[name] { return .property(index) }
            if let index = shape.structure?.fieldIndex(named: name) { return .storedField(index) }
            return .missing
        }
    }

    static func inbound(_ inbound: Inbound, index: Int, targets: [Int], spec: Spec, caseIndexes: [String: Int]) -> PlanInbound? {
        guard let fallback = caseIndexes[inbound.fallback.value] else { return nil }
        let unknownCode = inbound.unknownCode.flatMap { caseIndexes[$0.value] }
        var steps: [PlanInboundStep] = []
        for step in inbound.precedence {
            guard let parameter = inbound.parameter(withRole: InboundParameter.Role(rawValue: step.rawValue)!) else { continue }
            var arms: [PlanInboundArm] = []
            switch step {
            case .code:
                for i in spec.cases.indices where !spec.cases[i].codes.isEmpty {  // by position: no Case copies
                    arms.append(PlanInboundArm(match: .codes(spec.cases[i].codes.map(\.value)), caseIndex: i))
                }
            case .status:
                for row in inbound.statuses where !row.statuses.isEmpty {
                    guard let i = caseIndexes[row.caseName.value] else { continue }
                    arms.append(PlanInboundArm(match: .statuses(row.statuses), caseIndex: i, condition: row.condition?.rule))
                }
            case .errorCode:
                // Each case's NSError code (given, from its primary wire code, or derived from its name) picks it; a
                // code two cases share (`sharedErrorCodes`) picks the first; a field's value picks none.
                var seen: Set<Int> = []
                for i in spec.cases.indices where spec.cases[i].errorCodeField == nil {
                    let code = spec.cases[i].nsErrorCode
                    guard seen.insert(code).inserted else { continue }
                    arms.append(PlanInboundArm(match: .codes([.int(code)]), caseIndex: i))
                }
            case .category:
                // Each value's wire spelling picks the category of the value's name.
                for value in spec.categoryValues(of: parameter) {
                    guard let i = caseIndexes[value.name.value] else { continue }
                    arms.append(PlanInboundArm(match: .codes([.string(value.wire)]), caseIndex: i))
                }
            }
            var planStep = PlanInboundStep(kind: step, parameter: parameter, arms: arms,
                                           unknownCase: step == .code ? unknownCode : nil)
            if step == .code {
                planStep.families = inbound.codeFamiliesInMatchOrder.compactMap { family in
                    caseIndexes[family.caseName.value].map { PlanCodeFamily(match: family.match, caseIndex: $0) }
                }
            }
            steps.append(planStep)
        }
        var plan = PlanInbound(parameters: inbound.parameters, doc: inbound.doc, precedence: inbound.precedence,
                               statuses: inbound.statuses, steps: steps, fallback: fallback,
                               targets: targets)
        plan.index = index
        plan.unknownCodeIsFinal = inbound.unknownCodeIsFinal
        if steps.contains(where: { $0.kind == .code }) { plan.codeFamilies = inbound.codeFamilies }
        return plan
    }

    static func constructor(_ constructor: Constructor, spec: Spec, shape: PlanShape,
                            caseIndexes: [String: Int]) -> PlanConstructor? {
        guard let caseIndex = caseIndexes[constructor.caseName.value] else { return nil }
        let targets = shape.structure?.fields ?? spec.cases[caseIndex].payload
        let arguments = targets.map { field in
            PlanArgument(field: field, value: constructor.assignments.first { $0.target.value == field.name.value }?.value)
        }
        return PlanConstructor(name: constructor.name.value, parameters: constructor.parameters, doc: constructor.doc,
                               deprecated: constructor.deprecated, caseIndex: caseIndex, arguments: arguments, assignments: constructor.assignments)
    }
}
