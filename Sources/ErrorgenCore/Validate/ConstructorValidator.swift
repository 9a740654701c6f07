/// Named constructors: names, parameters, and assignments that fill every required field of the case.
enum ConstructorValidator {
    static func validate(_ spec: Spec, caseNames byName: CaseNameIndex, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        guard !spec.constructors.isEmpty else { return }
        NameCheck.unique(spec.constructors.map(\.name), "constructor", into: &bag)
        var codeOwners: [String: Int]?  // built for the first constructor that sets the code field
        for constructor in spec.constructors {
            NameCheck.memberName(constructor.name, "constructor name", into: &bag)
            let name = constructor.name.value
            let other = !spec.isStruct && byName[name] != nil ? "the case"
                : spec.properties.contains { $0.name.value == name } ? "the property"
                : spec.fields.contains { $0.name.value == name } ? "the field" : nil
            if let other {
                // A static function and a member of one name are one name in Swift and in Kotlin.
                bag.error("constructor '\(name)' has the name of \(other) '\(name)', and one type cannot have both; choose "
                          + "another name for the constructor, such as 'make\(name.prefix(1).uppercased() + name.dropFirst())'",
                          at: constructor.name.location)
            }
            NameCheck.unique(constructor.parameters.map(\.name), "parameter", into: &bag)
            for parameter in constructor.parameters {
                NameCheck.parameterName(parameter.name, "parameter name", into: &bag)
            }
            CaseReference.check(constructor.caseName, in: spec, index: byName, unknown: unknown, into: &bag)
            if let i = byName[constructor.caseName.value] {
                let known = Known(fields: unknown.fieldGap(ofCase: constructor.caseName.value, isStruct: spec.isStruct),
                                  parameters: unknown.constructorParameters[constructor.name.value],
                                  target: { !unknown.targetUnknown(constructor.name.value, $0) },
                                  everyTarget: unknown.constructorTargets[constructor.name.value] == nil,
                                  propertyNames: Set(spec.properties.map(\.name.value)),
                                  categoryProperty: Self.categoryProperty(of: spec))
                validateAssignments(constructor, targets: spec.fields(of: spec.cases[i]), known: known, into: &bag)
                checkCodeOfAnotherCategory(constructor, caseIndex: i, in: spec, owners: &codeOwners, into: &bag)
            }
        }
    }

    /// Struct shape: `set: {code: rate_limited}` in a constructor of `authentication` when the spec lists
    /// `rate_limited` under `rateLimited`. Every property rule reading the code, the docs and the inbound
    /// initializer then disagree about the value the constructor builds.
    private static func checkCodeOfAnotherCategory(_ constructor: Constructor, caseIndex: Int, in spec: Spec,
                                                   owners: inout [String: Int]?, into bag: inout DiagnosticBag) {
        guard let codeField = spec.openCodeField?.value,
              let assignment = constructor.assignments.first(where: { $0.target.value == codeField }) else { return }
        let code: String
        let location: SourceLocation
        switch assignment.value {
        case .literal(.string(let text), let at): (code, location) = (text, at)
        case .template(let template):
            guard let text = template.constantText else { return }
            (code, location) = (text, template.location)
        default: return
        }
        if owners == nil {
            var firstOwners: [String: Int] = [:]
            for i in spec.cases.indices {
                for c in spec.cases[i].codes where firstOwners[c.code] == nil { firstOwners[c.code] = i }
            }
            owners = firstOwners
        }
        let own = spec.cases[caseIndex]
        guard !own.codes.contains(where: { $0.code == code }) else { return }
        guard let owner = owners?[code] else {
            reportMisspelledCode(code, at: location, constructor: constructor, codeField: codeField, in: spec, owners: owners ?? [:],
                                 into: &bag)
            return
        }
        guard owner != caseIndex else { return }
        let ownCodes = own.codes.prefix(3).map(\.code).joined(separator: ", ")
        let choice = own.codes.isEmpty ? ""
            : "set one of the codes of '\(own.name.value)' (\(ownCodes)\(own.codes.count > 3 ? ", ..." : "")), or "
        bag.error("code \(TextQuote.quoted(code, "'")) is a code of '\(spec.cases[owner].name.value)', but constructor "
                  + "'\(constructor.name.value)' builds '\(own.name.value)': the properties that read '\(codeField)' would "
                  + "take it for the other category; \(choice)make the constructor's case '\(spec.cases[owner].name.value)'",
                  at: location)
    }

    /// A code that no case lists but one letter or two away from one that a case does (`client_token_provder_failed`):
    /// a slip, which every property reading the code field would miss. A code the client makes up itself is
    /// allowed; so is one that differs from a listed code in its digits (`E1003` beside `E1001`).
    private static func reportMisspelledCode(_ code: String, at location: SourceLocation, constructor: Constructor,
                                             codeField: String, in spec: Spec, owners: [String: Int],
                                             into bag: inout DiagnosticBag) {
        guard Suggestion.afford(owners.count) else { return }
        let digits = code.filter(\.isNumber)
        guard let listed = Suggestion.slip(of: code, among: owners.keys.filter({ $0.filter(\.isNumber) == digits }).sorted()),
              let owner = owners[listed],
              // A listed code refused for a slip of its own (a space, a look-alike letter, quotes) is the one to fix.
              WireTextProblem.problem(in: listed) == nil, AsciiLookalike.problem(in: listed) == nil else { return }
        bag.error("code \(TextQuote.quoted(code, "'")) is not a code of any case (did you mean '\(listed)', a code of "
                  + "'\(spec.cases[owner].name.value)'?): the properties that read '\(codeField)' would not recognize what "
                  + "constructor '\(constructor.name.value)' builds", at: location)
    }

    /// Which parts the checks may rely on: the case's fields, the constructor's parameters, each target's value.
    private struct Known {
        var fields: FieldGap?
        var parameters: FieldGap?
        var target: (String) -> Bool
        var everyTarget: Bool
        /// The spec's properties, named in the message when `set` gives one a value.
        var propertyNames: Set<String> = []
        /// Struct shape: the category property, which the constructor's `case` chooses.
        var categoryProperty: String?
    }

    private static func categoryProperty(of spec: Spec) -> String? {
        if case .structure(_, let property) = spec.shape { return property.value }
        return nil
    }

    private static func validateAssignments(_ constructor: Constructor, targets written: [Field], known: Known,
                                            into bag: inout DiagnosticBag) {
        // A field written twice (reported as such) is the first one, as everywhere else.
        var seen = Set<String>()
        let targets = written.filter { seen.insert($0.name.value).inserted }
        let targetNames = targets.map(\.name.value)
        for assignment in constructor.assignments {
            guard let target = targets.first(where: { $0.name.value == assignment.target.value }) else {
                guard known.fields?.mayHold(assignment.target.value) != true else { continue }
                let listed = targetNames.isEmpty ? "case '\(constructor.caseName.value)' has no fields"
                    : "fields: " + targetNames.joined(separator: ", ")
                let property = assignment.target.value == known.categoryProperty
                    ? " ('\(assignment.target.value)' is the category property: the constructor's 'case' chooses it; remove it from 'set')"
                    : known.propertyNames.contains(assignment.target.value)
                    ? " ('\(assignment.target.value)' is a property: the case gives its value; a constructor sets the case's fields)"
                    : Suggestion.didYouMean(assignment.target.value, among: targetNames)
                bag.error("unknown field '\(assignment.target.value)'\(property); \(listed)", at: assignment.target.location)
                continue
            }
            bag.append(contentsOf: AssignedValueCheck.check(assignment.value, target: target.type,
                                                            parameters: constructor.parameters, parameterGap: known.parameters))
        }
        // A misspelled target (`mesage`) is reported as unknown, not its field as unset too.
        let misspelledTargets = constructor.assignments.compactMap { assignment in
            targetNames.contains(assignment.target.value) ? nil : Suggestion.closest(to: assignment.target.value, among: targetNames)
        }
        let assigned = Set(constructor.assignments.map(\.target.value) + misspelledTargets)
        let unset = targets.filter { !$0.type.isOptional && !assigned.contains($0.name.value) && known.target($0.name.value) }
        // A field renamed in the fields and not in 'set' (`message` for `detail`): as many unknown targets as unset
        // fields are the same slip, reported at the target.
        let strangers = constructor.assignments.filter {
            !targetNames.contains($0.target.value) && !known.propertyNames.contains($0.target.value)
                && $0.target.value != known.categoryProperty && known.fields?.mayHold($0.target.value) != true
        }
        if !unset.isEmpty, strangers.count - misspelledTargets.count != unset.count {
            let joined = EnglishList.joined(unset.map { "'\($0.name.value)' (\($0.type))" })
            bag.error("constructor '\(constructor.name.value)' must set \(joined) in 'set'", at: constructor.name.location)
        }
        let used = Set(constructor.assignments.flatMap { assignment -> [String] in
            switch assignment.value {
            case .template(let template): return template.parameterNames
            case .parameter(let name): return [name.value]
            case .literal: return []
            }
        })
        // A value that failed to decode may be the one that uses a parameter; a misspelled reference
        // (`{attempt}`) is reported as unknown, not its parameter as unused.
        let parameterNames = constructor.parameters.map(\.name.value)
        guard known.everyTarget else { return }
        let misspelled = Set(used.subtracting(parameterNames).compactMap { Suggestion.closest(to: $0, among: parameterNames) })
        for parameter in constructor.parameters where !used.contains(parameter.name.value) && !misspelled.contains(parameter.name.value) {
            // `set: {detail: parameter}`: a String field given the parameter's name as its text.
            if let (target, template) = wordAssignment(parameter.name.value, in: constructor.assignments) {
                bag.error("the value of '\(target)' is the word '\(parameter.name.value)'; to use the parameter "
                          + "'\(parameter.name.value)' write \"{\(parameter.name.value)}\"", at: template.location)
                continue
            }
            bag.error("parameter '\(parameter.name.value)' is never used in 'set'"
                      + literalReference(to: parameter.name.value, in: constructor.assignments), at: parameter.name.location)
        }
    }

    /// The assignment whose whole text is the word `name`, and its template.
    private static func wordAssignment(_ name: String, in assignments: [Assignment]) -> (String, Template)? {
        for assignment in assignments {
            if case .template(let template) = assignment.value, template.constantText == name {
                return (assignment.target.value, template)
            }
        }
        return nil
    }

    /// "; '{{x}}' in a template is the text {x}: write '{x}'" when a template holds the parameter as text in
    /// escaped braces (other languages' holes, such as Swift's `\(x)`, are refused by the template parser).
    private static func literalReference(to name: String, in assignments: [Assignment]) -> String {
        let texts = assignments.flatMap { assignment -> [String] in
            guard case .template(let template) = assignment.value else { return [] }
            return template.parts.compactMap { if case .text(let text) = $0 { text } else { nil } }
        }
        for text in texts {
            if text.containsText("{\(name)}") {
                return "; the template's '{{\(name)}}' is text, not the parameter: write '{\(name)}'"
            }
        }
        return ""
    }
}

