/// The inbound initializer: parameter roles, status table, fallback, and that every case it can
/// produce gets each of its fields filled from a parameter of the same name.
enum InboundValidator {
    static func validate(_ spec: Spec, caseNames: CaseNameIndex, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        for inbound in spec.inbounds { validate(spec, inbound, byName: caseNames, unknown: unknown, into: &bag) }
        InboundSignatureCheck.distinctLabels(spec.inbounds, into: &bag)
    }

    private static func validate(_ spec: Spec, _ inbound: Inbound, byName: CaseNameIndex, unknown: UnknownParts,
                                 into bag: inout DiagnosticBag) {
        NameCheck.unique(inbound.parameters.map(\.field.name), "parameter", into: &bag)
        // A parameter whose type its role refuses is reported there, not again for the fields it fills.
        var wrongTypes: Set<String> = []
        // A second parameter with a role is a wrong role (`role: code` meant `role: status`): reported once, as that;
        // its type is not judged against the role, nor the steps the roles give.
        var repeatedRoles: Set<String> = []
        for role in [InboundParameter.Role.code, .status, .category, .errorCode] {
            let holders = inbound.parameters.filter { $0.role == role }
            for extra in holders.dropFirst() {
                bag.append(.error("only one parameter can have role '\(role.rawValue)'", at: extra.roleAt)
                    .note("'\(holders[0].field.name.value)' has role '\(role.rawValue)' here", at: holders[0].roleAt))
                repeatedRoles.insert(extra.field.name.value)
            }
        }
        for parameter in inbound.parameters {
            NameCheck.parameterName(parameter.field.name, "parameter name", into: &bag)
            if !repeatedRoles.contains(parameter.field.name.value),
               !validateRole(parameter, spec: spec, unknown: unknown, into: &bag) {
                wrongTypes.insert(parameter.field.name.value)
            }
            validateDefault(parameter, in: inbound, unknown: unknown, into: &bag)
        }
        let stepsWithoutRole = validatePrecedence(inbound, unknown: unknown, into: &bag)
        // A step written for the wrong role (`[code]` with only 'role: errorCode') is one slip, reported at the step.
        if !stepsWithoutRole {
            reportRolesLeftOut(spec, inbound, repeatedRoles: repeatedRoles, unknown: unknown, into: &bag)
        }
        // (A step listed twice in 'precedence' may stand for the missing 'status': that is its error.)
        if !inbound.statuses.isEmpty, !inbound.precedence.contains(.status), !unknown.precedence, repeatedRoles.isEmpty,
           Set(inbound.precedence).count == inbound.precedence.count {
            let at = inbound.precedenceLocations.first ?? inbound.statuses[0].location
            // Without 'precedence', the steps are the roles the parameters have.
            let fix = inbound.precedenceLocations.isEmpty && !inbound.parameters.contains { $0.role == .status }
                ? "give the status parameter 'role: status'" : "add 'status' to 'precedence'"
            bag.error("the status table is never used: \(fix)", at: at)
        }
        let parameterTypes = Dictionary(inbound.parameters.map { ($0.field.name.value, $0.field.type) },
                                        uniquingKeysWith: { first, _ in first })
        // Rows whose rule has a type error (`status == null` for an Int status): what it would match is not judged.
        var mistyped: Set<Int> = []
        for (r, row) in inbound.statuses.enumerated() {
            CaseReference.check(row.caseName, in: spec, index: byName, unknown: unknown, into: &bag)
            if let condition = row.condition, unknown.inboundParameters == nil {
                let problems = RuleTypeChecker.check(condition.rule, fields: parameterTypes, expected: ValueType(.bool),
                                                     noun: ("parameter", "parameters"))
                if problems.contains(where: { $0.severity == .error }) { mistyped.insert(r) }
                bag.append(contentsOf: problems)
            }
            for (i, element) in row.statuses.enumerated() {
                if case .range(let lower, let upper) = element, lower > upper {
                    bag.error("range \(lower)...\(upper) is empty: its lower bound is above its upper bound",
                              at: row.location(ofStatus: i))
                }
            }
        }
        UnreachableStatuses.validate(inbound, mistypedRules: mistyped, into: &bag)
        ErrorCodeStatusTable.validate(spec, inbound, into: &bag)
        if !unknown.fallback, !inbound.unknownCodeIsFinal {  // else the fallback is the unknown-code case
            CaseReference.check(inbound.fallback, in: spec, index: byName, unknown: unknown, into: &bag)
        }
        validateUnknownCode(inbound, spec: spec, byName: byName, unknown: unknown, into: &bag)
        CodeFamilyValidator.validate(spec, inbound, byName: byName, unknown: unknown, into: &bag)
        validateFilling(spec, inbound, byName: byName, wrongTypes: wrongTypes, unknown: unknown, into: &bag)
    }

    /// Each step once, and only steps a parameter's role provides.
    /// Whether a step names a role no parameter has (reported, naming the role a parameter has that no step names).
    private static func validatePrecedence(_ inbound: Inbound, unknown: UnknownParts, into bag: inout DiagnosticBag) -> Bool {
        var stepsWithoutRole = false
        // The roles parameters have that no step names: what a step without its role was probably meant to be.
        let leftOut = inbound.parameters.compactMap { parameter -> String? in
            guard let role = parameter.role, let step = InboundStep(rawValue: role.rawValue),
                  !inbound.precedence.contains(step) else { return nil }
            return "'\(role.rawValue)', the role of '\(parameter.field.name.value)'"
        }
        var first: [InboundStep: SourceLocation] = [:]
        for (i, step) in inbound.precedence.enumerated() {
            let location = i < inbound.precedenceLocations.count ? inbound.precedenceLocations[i] : inbound.location
            if let earlier = first[step] {
                bag.append(.error("precedence lists '\(step.rawValue)' twice", at: location)
                    .note("first listed here", at: earlier))
                continue
            }
            first[step] = location
            guard let role = InboundParameter.Role(rawValue: step.rawValue) else { continue }
            if inbound.parameter(withRole: role) == nil {
                if unknown.inboundParameters == nil, !unknown.inboundRoles {
                    let meant = leftOut.count == 1 ? " (did you mean \(leftOut[0])?)" : ""
                    bag.error("precedence uses '\(step.rawValue)', but no parameter has 'role: \(step.rawValue)'" + meant,
                              at: location)
                    stepsWithoutRole = true
                }
            } else if step == .status, i < inbound.precedenceLocations.count, inbound.statuses.isEmpty,
                      !inbound.statusesWritten {
                bag.error("precedence uses 'status', but there is no 'statuses' table, so that step never matches: add "
                          + "'statuses' (rows of {status: 404, case: notFound}), or remove 'status' from 'precedence'",
                          at: location)
            }
        }
        return stepsWithoutRole
    }

    /// A written `precedence` without the step of a parameter's role: the codes (or category values) the cases list
    /// never give them, although the role says they should. (Code families and `unknownCode` have their own error.)
    private static func reportRolesLeftOut(_ spec: Spec, _ inbound: Inbound, repeatedRoles: Set<String>,
                                           unknown: UnknownParts, into bag: inout DiagnosticBag) {
        guard let at = inbound.precedenceLocations.first, !unknown.precedence, repeatedRoles.isEmpty,
              inbound.codeFamilies.isEmpty, inbound.unknownCode == nil,
              Set(inbound.precedence).count == inbound.precedence.count else { return }
        for role in [InboundParameter.Role.code, .category, .errorCode] {
            guard let step = InboundStep(rawValue: role.rawValue), !inbound.precedence.contains(step),
                  let parameter = inbound.parameter(withRole: role) else { continue }
            let name = parameter.field.name.value
            if role == .code {
                guard let coded = spec.cases.first(where: { !$0.codes.isEmpty }) else { continue }
                bag.append(.error("'\(name)' has 'role: code', but 'precedence' has no 'code' step, so it is never matched "
                                  + "and no code gives its case: add 'code' to 'precedence', or remove the role", at: at)
                    .note("'\(coded.name.value)' lists codes here", at: coded.codes[0].location))
            } else if role == .errorCode {
                bag.error("'\(name)' has 'role: errorCode', but 'precedence' has no 'errorCode' step, so it is never "
                          + "matched: add 'errorCode' to 'precedence', or remove the role", at: at)
            } else {
                bag.error("'\(name)' has 'role: category', but 'precedence' has no 'category' step, so it never picks the "
                          + "category: add 'category' to 'precedence', or remove the role", at: at)
            }
        }
    }

    /// `role: code` takes the spec's code type (String unless `codeType: Int`); `role: status` takes Int;
    /// `role: category` a declared enum whose values name categories (struct shape; not judged when the shape or
    /// the category failed to decode, which has its error). False when the type is refused.
    private static func validateRole(_ parameter: InboundParameter, spec: Spec, unknown: UnknownParts,
                                     into bag: inout DiagnosticBag) -> Bool {
        let codeType = spec.codeType
        guard let role = parameter.role else { return true }
        if role == .category {
            if !unknown.shape { CategoryRole.validate(parameter, spec: spec, into: &bag) }
            return true
        }
        // The written 'codeType' was set aside (its error says so): the parameter may well have the type meant.
        if role == .code, unknown.codeType { return true }
        let expected: ValueType.Base = role == .code ? codeType : .int  // (status, errorCode)
        guard parameter.field.type.base != expected || parameter.field.type.container != nil || parameter.field.type.enumName != nil else { return true }
        var hint = ""
        if role == .code {
            let wantsInt = codeType == .string && parameter.field.type.base == .int
            hint = wantsInt ? "; for integer codes add 'codeType: Int'" : codeType == .int ? " (the spec's 'codeType')" : ""
        }
        if let name = parameter.field.type.enumName { hint += ", not the declared enum '\(name.value)'" }
        bag.error("a parameter with role '\(role.rawValue)' must be \(expected.rawValue) or \(expected.rawValue)?\(hint)",
                  at: parameter.typeAt)
        return false
    }

    private static func validateDefault(_ parameter: InboundParameter, in inbound: Inbound, unknown: UnknownParts,
                                        into bag: inout DiagnosticBag) {
        guard let value = parameter.defaultValue else { return }
        let target = parameter.field.type.nonOptional
        let available = inbound.parameters.filter { $0.field.name.value != parameter.field.name.value }.map(\.field)
        bag.append(contentsOf: AssignedValueCheck.check(value, target: target, parameters: available,
                                                        parameterGap: unknown.inboundParameters, requireNonOptional: true))
    }

    /// Every field of every case the initializer can build must be filled by the parameter of the same name.
    /// A field shared by several cases (every stored field, in the struct shape) is reported once, naming them all.
    private static func validateFilling(_ spec: Spec, _ inbound: Inbound, byName: CaseNameIndex, wrongTypes: Set<String>,
                                        unknown: UnknownParts, into bag: inout DiagnosticBag) {
        var needs: [(field: Field, cases: [String], codeIsKnown: Bool)] = []
        var needIndex: [Need: Int] = [:]
        let produced = spec.inboundCasePositions(of: inbound, index: byName)
        // Enum shape: a case only a code family or the unknown-code step builds gets the code parameter's
        // value, never nil.
        let codeName = inbound.parameter(withRole: .code)?.field.name.value
        let onlyByCode = spec.isStruct ? [] : onlyByCodePositions(of: inbound, spec: spec, byName: byName)
        for i in produced {
            let caseName = spec.cases[i].name.value
            for field in spec.fields(of: spec.cases[i]) {
                let codeIsKnown = onlyByCode.contains(i) && field.name.value == codeName
                let key = Need(field: field, codeIsKnown: codeIsKnown)
                if let index = needIndex[key] {
                    needs[index].cases.append(caseName)
                } else {
                    needIndex[key] = needs.count
                    needs.append((field, [caseName], codeIsKnown))
                }
            }
        }
        let fieldNames = Set(needs.map(\.field.name.value))
        // Parameters already named in a "rename the parameter" hint: not reported again as filling nothing.
        var hinted: Set<String> = []
        for (field, cases, codeIsKnown) in needs {
            let name = field.name.value
            let owners = EnglishList.joined(cases.map { "'\($0)'" }, limit: 3)
            guard let parameter = inbound.parameter(named: name) else {
                if !field.type.isOptional, unknown.inboundParameters?.mayHold(name) != true {
                    let subject = cases.count == 1 ? "case \(owners) can" : "cases \(owners) can"
                    // A parameter named nearly so (`retry_after`, `retryAftr`) is probably the one meant.
                    let unfilled = inbound.parameters.filter { $0.role == nil && !fieldNames.contains($0.field.name.value) }
                        .map(\.field.name.value)
                    // Else the one parameter that fills nothing, of the field's type: a rename done in one place only.
                    let sole = unfilled.count == 1 && !hinted.contains(unfilled[0]) ? inbound.parameter(named: unfilled[0]) : nil
                    let near = unfilled.first { $0.lowercased().filter { $0 != "_" } == name.lowercased() }
                        ?? Suggestion.closest(to: name, among: unfilled)
                        ?? sole.flatMap { $0.field.type.holdsSameValues(as: field.type) ? $0.field.name.value : nil }
                    if let near { hinted.insert(near) }
                    let hint = near.map { "; rename the parameter '\($0)' to '\(name)'" } ?? ""
                    // The struct shape's stored fields belong to every error, whichever category it has.
                    let message = spec.isStruct
                        ? "the initializer builds \(spec.name.value) values, but no parameter named '\(name)' fills the stored "
                            + "field '\(name)' (\(field.type)), which every \(spec.name.value) has\(hint.isEmpty ? "; add one" : hint)"
                        : "\(subject) come from 'inbound', but no parameter named '\(name)' fills "
                            + "\(cases.count == 1 ? "its" : "their") field '\(name)' (\(field.type))\(hint)"
                    // At the parameter to rename when there is one: that is the line to change.
                    let at = near.flatMap { inbound.parameter(named: $0)?.field.name.location } ?? inbound.location
                    bag.append(.error(message, at: at)
                        .note("'\(name)' is declared here", at: field.name.location))
                }
                continue
            }
            guard !wrongTypes.contains(name) else { continue }
            let type = parameter.field.type
            // (A struct's stored field is every category's: no cases are named.)
            let owner = cases.count == 1 && !spec.isStruct ? "'\(cases[0])'s" : "the"
            let ofCases = cases.count == 1 || spec.isStruct ? "" : " of \(owners)"
            if !type.holdsSameValues(as: field.type) {
                bag.error("parameter '\(name)' is \(type), but it fills \(owner) field of type \(field.type)\(ofCases)",
                          at: parameter.typeAt)
            } else if type.isOptional, !field.type.isOptional, parameter.defaultValue == nil, !codeIsKnown,
                      !unknown.inboundDefaults.contains(name) {
                // The code parameter is not nil where a code builds the case; say which other step builds it without one.
                var why = ""
                if parameter.role == .code {
                    let them = cases.count == 1 && !spec.isStruct ? "it" : "them"
                    if inbound.precedence.contains(.errorCode), let errorCode = inbound.parameter(withRole: .errorCode) {
                        why = " (the 'errorCode' step, '\(errorCode.field.name.value)', can give \(them) with a nil '\(name)')"
                    } else if inbound.precedence.contains(.status), inbound.statuses.contains(where: { cases.contains($0.caseName.value) }) {
                        why = " (a status row can give \(them) with a nil '\(name)')"
                    }
                }
                let fix = field.type.container == .map ? "give it a 'default' ({} for the empty map)" : "give it a 'default'"
                bag.error("parameter '\(name)' is optional but fills \(owner) non-optional field\(ofCases)\(why): \(fix)",
                          at: parameter.field.name.location)
            }
        }
        hinted.formUnion(reportFillingNothing(spec, inbound, hinted: hinted, produced: fieldNames, unknown: unknown, into: &bag))
        // A misnamed parameter's default is not unused: the name is the slip, reported once.
        reportUnusedDefaults(spec, inbound, skipping: hinted, unknown: unknown, into: &bag)
    }

    /// A `default` stands in for nil where an optional parameter fills a non-optional field. A parameter that no
    /// case has a non-optional field for never uses its default: that is a slip (the field is optional, or named
    /// otherwise), not a choice, so it is reported rather than documented.
    private static func reportUnusedDefaults(_ spec: Spec, _ inbound: Inbound, skipping misnamed: Set<String>,
                                             unknown: UnknownParts, into bag: inout DiagnosticBag) {
        let withDefault = inbound.parameters.filter {
            $0.defaultValue != nil && $0.defaultLocation != nil && !misnamed.contains($0.field.name.value)
        }
        guard !withDefault.isEmpty, !unknown.hasFieldGaps, !unknown.someCaseName else { return }
        var optionalOnly: Set<String> = []
        var nonOptional: Set<String> = []
        func note(_ field: Field) {
            if field.type.isOptional { optionalOnly.insert(field.name.value) } else { nonOptional.insert(field.name.value) }
        }
        spec.fields.forEach(note)
        for i in spec.cases.indices { spec.cases[i].payload.forEach(note) }  // by position: no Case copies
        for parameter in withDefault {
            let name = parameter.field.name.value
            guard !nonOptional.contains(name), let at = parameter.defaultLocation else { continue }
            let why = optionalOnly.contains(name)
                ? "every field '\(name)' fills is optional, so a nil '\(name)' stays nil; remove the default, or make "
                    + "the field non-optional to use it"
                : "no case has a field '\(name)' for the parameter to fill; remove it"
            bag.error("'default' is never used: \(why)", at: at)
        }
    }

    /// A parameter without a role whose name is no field of any case but is one in another spelling, or nearly one
    /// that no parameter fills, and that no other parameter's default reads: its value would be dropped without a
    /// word (`retry_after` for the field `retryAfter`, `scopes` for `scope`, `displayMesage` for `displayMessage`).
    /// A parameter unlike every field name may be there on purpose (to tell two initializers apart).
    /// Returns the parameters it reported.
    private static func reportFillingNothing(_ spec: Spec, _ inbound: Inbound, hinted: Set<String>, produced: Set<String>,
                                             unknown: UnknownParts, into bag: inout DiagnosticBag) -> Set<String> {
        guard !unknown.shape, !unknown.someCaseName, unknown.casePayloads.isEmpty, unknown.storedFields == nil,
              unknown.inboundDefaults.isEmpty, unknown.inboundParameters == nil else { return [] }
        var fieldNames = Set(spec.fields.map(\.name.value))
        // Each field name's types, for a near name: a parameter of another type (`none: Int` beside `tone: Tone?`) is
        // no misspelling of it.
        var fieldTypes: [String: [ValueType]] = [:]
        for field in spec.fields { fieldTypes[field.name.value, default: []].append(field.type) }
        for i in spec.cases.indices {  // by position: no Case copies
            for j in spec.cases[i].payload.indices {
                let field = spec.cases[i].payload[j]
                if fieldNames.insert(field.name.value).inserted || fieldTypes[field.name.value]?.contains(field.type) == false {
                    fieldTypes[field.name.value, default: []].append(field.type)
                }
            }
        }
        var read: Set<String> = []
        for parameter in inbound.parameters {
            switch parameter.defaultValue {
            case .template(let template)?: read.formUnion(template.parameterNames)
            case .parameter(let name)?: read.insert(name.value)
            default: break
            }
        }
        // A parameter a status row's `when` reads is used there.
        for row in inbound.statuses { if let condition = row.condition { read.formUnion(condition.rule.fieldNames) } }
        let candidates = fieldNames.sorted()  // the first of two spellings that differ only in case, every run
        // A misspelling is of a field that no parameter fills: next to a parameter `scope`, `scopes` is another one.
        let parameterNames = Set(inbound.parameters.map(\.field.name.value))
        // (Only the fields of the cases this initializer builds: a field of another case is no parameter's business.)
        let unfilled = candidates.filter { produced.contains($0) && !parameterNames.contains($0) }
        var reported: Set<String> = []
        // Each field's name without case and underscores, to its first spelling: built once, for the first parameter
        // that needs it (a search per parameter made thousands of near-miss parameters quadratic).
        var squeezedFields: [String: String]?
        for parameter in inbound.parameters where parameter.role == nil {
            let name = parameter.field.name.value
            guard !fieldNames.contains(name), !read.contains(name), !hinted.contains(name) else { continue }
            let squeezed = name.lowercased().filter { $0 != "_" && $0 != "-" }
            if squeezedFields == nil {
                var firsts: [String: String] = [:]
                for candidate in candidates.reversed() { firsts[candidate.lowercased().filter { $0 != "_" }] = candidate }
                squeezedFields = firsts
            }
            let sameType = unfilled.filter { fieldTypes[$0]?.contains { $0.holdsSameValues(as: parameter.field.type) } ?? true }
            guard let near = squeezedFields?[squeezed] ?? Suggestion.slip(of: name, among: sameType) else { continue }
            reported.insert(name)
            bag.error("parameter '\(name)' fills no field, so its value would be dropped; rename it '\(near)' to fill the "
                      + "field of that name", at: parameter.field.name.location)
        }
        return reported
    }

    /// Fields of several cases that one parameter fills together: the same name and type (as written), and whether
    /// the code parameter's value is known to be there. Compared by parts, not by a string built for every field.
    private struct Need: Hashable {
        var name: String
        var typeName: String
        var container: ValueType.Container?
        var isOptional: Bool
        var codeIsKnown: Bool

        init(field: Field, codeIsKnown: Bool) {
            name = field.name.value
            typeName = field.type.enumName?.value ?? field.type.base.rawValue  // as `ValueType.description` writes it
            container = field.type.container
            isOptional = field.type.isOptional
            self.codeIsKnown = codeIsKnown
        }
    }

    /// The cases only the code step produces (their own codes, code families, the unknown-code case): the code is never nil there.
    private static func onlyByCodePositions(of inbound: Inbound, spec: Spec, byName: CaseNameIndex) -> Set<Int> {
        guard inbound.precedence.contains(.code), inbound.parameter(withRole: .code) != nil else { return [] }
        // The cases the code step gives: their own codes, the code families' and the unknown-code case.
        var byCode = Set((inbound.codeFamilies.map(\.caseName) + [inbound.unknownCode].compactMap { $0 }).compactMap { byName[$0.value] })
        for i in spec.cases.indices where !spec.cases[i].codes.isEmpty { byCode.insert(byName.firstOf[i]) }
        guard !byCode.isEmpty else { return [] }
        // Less those another step (the status table, the category) or the fallback gives, where the code may be nil.
        var other = inbound
        other.unknownCode = nil
        other.codeFamilies = []
        other.precedence.removeAll { $0 == .code }
        return byCode.subtracting(spec.inboundCasePositions(of: other, index: byName))
    }

    /// `unknownCode:` names a case, needs the code step, and (when the code is never nil) ends the matching,
    /// so no step may follow the code step.
    private static func validateUnknownCode(_ inbound: Inbound, spec: Spec, byName: CaseNameIndex, unknown: UnknownParts,
                                            into bag: inout DiagnosticBag) {
        guard let caseName = inbound.unknownCode else { return }
        CaseReference.check(caseName, in: spec, index: byName, unknown: unknown, into: &bag)
        guard unknown.inboundParameters == nil, !unknown.inboundRoles, !unknown.precedence else { return }
        guard let code = inbound.parameter(withRole: .code) else {
            return bag.error("'unknownCode' needs a parameter with 'role: code' to compare with the cases' codes", at: caseName.location)
        }
        guard let position = inbound.precedence.firstIndex(of: .code) else {
            return bag.error("'unknownCode' is never used: add 'code' to 'precedence'", at: caseName.location)
        }
        guard inbound.unknownCodeIsFinal else { return }
        for i in inbound.precedence.indices where i > position {
            let step = inbound.precedence[i].rawValue
            let at = i < inbound.precedenceLocations.count ? inbound.precedenceLocations[i] : inbound.location
            bag.append(.error("the '\(step)' step never runs: '\(code.field.name.value)' is never nil, and 'unknownCode' takes "
                              + "every code no case lists; make '\(code.field.name.value)' optional or put '\(step)' first", at: at)
                .note("'unknownCode' is set here", at: caseName.location))
        }
    }

}

/// Case names used outside `cases:`.
enum CaseReference {
    /// Reports `name` when no case has it; not when a case failed to decode (it may be that one).
    static func check(_ name: Name, in spec: Spec, index: CaseNameIndex, unknown: UnknownParts,
                      into bag: inout DiagnosticBag) {
        guard unknown.caseNamesComplete, index[name.value] == nil, !meansARefusedName(name.value, in: spec) else { return }
        // `ErrorCategory.server` or `.server` for the case `server`.
        let last = name.value.split(separator: ".").last.map(String.init)
        // `case: ThrottlingException`: a wire code where its case's name goes.
        let owner = Suggestion.afford(spec.cases.count) ? spec.cases.first { c in c.codes.contains { $0.code == name.value } } : nil
        let hint = last.flatMap { index[$0] != nil && $0 != name.value ? " (did you mean '\($0)'?)" : nil }
            ?? owner.map { " ('\(name.value)' is a wire code of '\($0.name.value)'; write the case's name)" }
        bag.error(unknownCaseMessage(name.value, in: spec, hint: hint), at: name.location)
    }

    /// `unknown case 'x'` with the hint, else a suggestion, else the cases there are (a few of them).
    static func unknownCaseMessage(_ name: String, in spec: Spec, hint: String?) -> String {
        var message = "unknown case \(TextQuote.quoted(name, "'"))"
        if let hint { return message + hint }
        let suggestion = Suggestion.didYouMean(name, among: spec.cases.lazy.map(\.name.value))
        guard suggestion.isEmpty, !spec.cases.isEmpty else { return message + suggestion }
        let shown = spec.cases.prefix(8).map(\.name.value).joined(separator: ", ")
        message += "; cases: " + shown + (spec.cases.count > 8 ? " and \(spec.cases.count - 8) more" : "")
        return message
    }

    /// Whether `name` is what a case's refused name (`оffline` with a Cyrillic `о`, `off line`, `off\u{200B}line`)
    /// reads as: that name has its error, and the reference, spelled right, is not a second mistake.
    static func meansARefusedName(_ name: String, in spec: Spec) -> Bool {
        guard let closest = Suggestion.closest(to: name, among: spec.cases.lazy.map(\.name.value)),
              !SwiftLanguage.isValidIdentifier(closest) else { return false }
        return Confusables.identifierSkeleton(of: closest).lowercased() == name.lowercased()
    }
}

/// Templates, constants and `{parameter}` values assigned to a field of type `target`.
enum AssignedValueCheck {
    /// `parameterGap` describes parameters that failed to decode: a name that may be one of them is not reported.
    static func check(_ value: AssignedValue, target: ValueType, parameters: [Field], parameterGap: FieldGap? = nil,
                      requireNonOptional: Bool = false) -> [Diagnostic] {
        let names = parameters.map(\.name.value)
        func lookup(_ name: String, at location: SourceLocation, nilText: Bool = false) -> (Field?, [Diagnostic]) {
            guard let field = parameters.first(where: { $0.name.value == name }) else {
                guard parameterGap?.mayHold(name) != true else { return (nil, []) }
                let listed = names.isEmpty ? "there are no parameters" : "parameters: " + names.joined(separator: ", ")
                return (nil, [.error("unknown parameter '\(name)'\(Suggestion.didYouMean(name, among: names)); \(listed)",
                                     at: location)])
            }
            // `{reason ?? "none"}` says what a nil parameter prints, so a default can show an optional one.
            if requireNonOptional, field.type.isOptional, !nilText {
                return (field, [.error("parameter '\(name)' is optional and cannot fill a default", at: location)])
            }
            return (field, [])
        }
        switch value {
        case .template(let template):
            if target.base != .string || target.container != nil || target.enumName != nil {
                return [.error("a text template can only fill a String, not \(target)", at: template.location)]
            }
            return template.parts.flatMap { part -> [Diagnostic] in
                guard let hole = part.hole else { return [] }
                let nilText: Bool
                if case .withNilText = part { nilText = true } else { nilText = false }
                let (field, problems) = lookup(hole.name, at: hole.location, nilText: nilText)
                // A container's problem is its own; a format's or a nil text's depends on the parameter being usable.
                if case .parameter = part { return problems + TemplateHoleCheck.check(part, field?.type) }
                guard problems.isEmpty else { return problems }
                return TemplateHoleCheck.check(part, field?.type)
            }
        case .literal(let literal, let location):
            return literal.fits(target) ? [] : [.error("value does not fit type \(target)", at: location)]
        case .parameter(let name):
            let (field, problems) = lookup(name.value, at: name.location)
            guard let field, problems.isEmpty else { return problems }
            let fits = field.type.holdsSameValues(as: target) && (target.isOptional || !field.type.isOptional)
            return fits ? [] : [.error("parameter '\(name.value)' is \(field.type) and does not fit \(target)",
                                       at: name.location)]
        }
    }
}

/// What a template hole can show.
enum TemplateHoleCheck {
    /// The problems of a hole over a parameter or field of `type` (nil when unknown).
    static func check(_ part: Template.Part, _ type: ValueType?) -> [Diagnostic] {
        switch part {
        case .text: return []
        case .parameter(let name, let location): return container(name, type, at: location)
        case .formatted(let name, let format, let location): return self.format(name, format, type, at: location)
        case .withNilText(let name, let format, _, let location, let operatorAt):
            let problems = format.map { self.format(name, $0, type, at: location) } ?? container(name, type, at: location)
            guard problems.isEmpty, let type, !type.isOptional else { return problems }
            let written = "{" + name + (format.map { ":" + $0.spelling } ?? "") + "}"
            return [.error("'\(name)' is \(type) and never nil, so the text after '??' is never shown; write '\(written)'",
                           at: operatorAt)]
        }
    }

    /// A list or map in a hole: a template shows one value, and the two languages print collections differently.
    static func container(_ name: String, _ type: ValueType?, at location: SourceLocation) -> [Diagnostic] {
        guard let type, type.container != nil else { return [] }
        return [.error("'{\(name)}' is \(type): a template hole shows a single String, Int, Double or Bool value, "
                       + "not a list or map", at: location)]
    }

    /// `{x:.2f}` and `{x:g}` print a Double; another type has no such format.
    static func format(_ name: String, _ format: Template.NumberFormat, _ type: ValueType?,
                       at location: SourceLocation) -> [Diagnostic] {
        guard let type, type.base != .double || type.container != nil || type.enumName != nil else { return [] }
        return [.error("'{\(name):\(format.spelling)}' formats a Double, but '\(name)' is \(type)", at: location)]
    }
}

extension InboundParameter {
    /// The `type:` value, or the name when it is unknown (a parameter built in code).
    var typeAt: SourceLocation { typeLocation ?? field.name.location }
    /// The `role:` value, or the name.
    var roleAt: SourceLocation { roleLocation ?? field.name.location }
}

extension StatusRow {
    /// Where the `i`th status is written, or the row when that is unknown.
    func location(ofStatus i: Int) -> SourceLocation {
        i < statusLocations.count ? statusLocations[i] : location
    }
}

/// `role: category` (struct shape): the parameter is a declared enum, and each of its values names a category,
/// so its wire spelling picks that category (`type: card_error` -> `cardError`).
enum CategoryRole {
    static func validate(_ parameter: InboundParameter, spec: Spec, into bag: inout DiagnosticBag) {
        guard spec.isStruct else {
            bag.error("a parameter with role 'category' needs 'shape: struct': it picks the category", at: parameter.roleAt)
            return
        }
        guard let name = parameter.field.type.enumName, let e = spec.specEnum(named: name.value) else {
            bag.error("a parameter with role 'category' must be a declared enum (see 'enums') whose values are named "
                      + "after the categories, not \(parameter.field.type)", at: parameter.typeAt)
            return
        }
        let caseNames = spec.cases.map(\.name.value)
        for value in e.values where !caseNames.contains(value.name.value) {
            bag.error("value '\(value.name.value)' of enum '\(name.value)' names no category, but the enum is the type of "
                      + "the 'role: category' parameter '\(parameter.field.name.value)'"
                      + "\(Suggestion.didYouMean(value.name.value, among: caseNames)); categories: "
                      + caseNames.joined(separator: ", "), at: value.name.location)
        }
    }
}
