/// Validate: semantic checks on a decoded spec. Reports every problem, in source order. Checks that
/// depend on a part that failed to decode (`unknown`) are skipped: that part already has its error.
public enum SpecValidator {
    public static func validate(_ spec: Spec, unknown: UnknownParts = UnknownParts()) -> [Diagnostic] {
        var bag = DiagnosticBag()
        // A spec over the case limit is refused with that one error: checking the rest of it would cost the
        // time the limit is there to bound (Docs/Limits.md), and it has to be split before anything else matters.
        // The decoder refuses a spec file over it before decoding its cases; this is for a spec built in code.
        if spec.cases.count > CaseValidator.maxCases {
            bag.error(CaseValidator.overLimitMessage(spec.cases.count),
                      at: spec.cases[CaseValidator.maxCases].name.location)
            return bag.sorted
        }
        // Built once: every check that finds a case by name, or asks whether a case repeats a name, reads it.
        let caseNames = CaseNameIndex(spec.cases)
        NameValidator.validate(spec, unknown: unknown, into: &bag)
        EnumValidator.validate(spec, unknown: unknown, into: &bag)
        CaseValidator.validate(spec, caseNames: caseNames, unknown: unknown, into: &bag)
        for name in unknown.unreadCaseReferences {
            CaseReference.check(name, in: spec, index: caseNames, unknown: unknown, into: &bag)
        }
        PropertyValidator.validate(spec, caseNames: caseNames, unknown: unknown, into: &bag)
        InboundValidator.validate(spec, caseNames: caseNames, unknown: unknown, into: &bag)
        ConstructorValidator.validate(spec, caseNames: caseNames, unknown: unknown, into: &bag)
        BridgeValidator.validate(spec, unknown: unknown, into: &bag)
        DocsValidator.validate(spec, unknown: unknown, into: &bag)
        RenameValidator.validate(spec, caseNames: caseNames, into: &bag)
        LocalizedErrorValidator.validate(spec, unknown: unknown, into: &bag)
        return bag.sorted
    }
}

/// Identifier checks shared by every validator.
enum NameCheck {
    /// Swift type names: a valid identifier, not a keyword, not a standard type errorgen's output uses.
    static let reservedTypeNames = SwiftGeneratedNames.reservedTypeNames

    static func typeName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        identifier(name, what, into: &bag)
        guard SwiftLanguage.isValidIdentifier(name.value) else { return }
        if SwiftLanguage.needsBackticks(name.value) || reservedTypeNames.contains(name.value) {
            bag.error("\(what) '\(name.value)' is a Swift keyword or standard type; choose another name", at: name.location)
        } else if SwiftGeneratedNames.nonTypeWords.contains(name.value) {
            bag.error("\(what) '\(name.value)' is a Swift contextual keyword that cannot name a type; choose another name",
                      at: name.location)
        }
    }

    static func identifier(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        if let problem = IdentifierProblem.describe(name.value) {
            // At the wrong character: the characters before it are ASCII letters, digits and '_', one source
            // column each (an escape before it, such as "\x41", is the only case this misplaces).
            let location = name.location.isWholeFile ? name.location : name.location.advanced(by: problem.offset)
            bag.error("\(what) \(TextQuote.quoted(name.value, "'")) \(problem.message)", at: location)
        }
    }

    /// Types the generated Swift names without qualification. A case, member, parameter or bridge field
    /// with one of these names hides the type inside the generated code (`case String(x: String)` turns
    /// `String(reflecting: x)` into a call of the case), so the code would not compile.
    static let shadowedTypeNames: Set<String> = reservedTypeNames.union(SwiftGeneratedNames.standardNames)

    /// A name declared inside the generated type or its initializers: a valid identifier that hides no type.
    static func declaredName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        identifier(name, what, into: &bag)
        if shadowedTypeNames.contains(name.value) {
            let kind = name.value.first?.isUppercase == true ? "type" : "function"
            bag.error("\(what) '\(name.value)' would hide the Swift \(kind) '\(name.value)' in the generated code; "
                      + "choose another name", at: name.location)
        }
    }

    /// A member name (property, field, constructor) that must not collide with generated members.
    static func memberName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        declaredName(name, what, into: &bag)
        if GeneratedMembers.reserved.contains(name.value) {
            let purpose = SwiftGeneratedNames.memberPurposes[name.value].map { " (" + $0 + ")" } ?? ""
            bag.error("\(what) '\(name.value)' is reserved: errorgen generates a member with that name\(purpose); "
                      + "choose another name", at: name.location)
        }
    }

    /// With `localizedError` the type conforms to `LocalizedError`: an instance member named after one of its
    /// requirements would redeclare the member errorgen generates (`invalid redeclaration` in the generated Swift),
    /// or, for `helpAnchor`, which errorgen does not generate, silently implement it.
    static let localizedErrorMembers: [String: String] = [
        "errorDescription": "generates LocalizedError's errorDescription (what went wrong)",
        "failureReason": "generates LocalizedError's failureReason (why it went wrong)",
        "recoverySuggestion": "generates LocalizedError's recoverySuggestion (what the person can do)",
        "helpAnchor": "makes the type a LocalizedError, whose helpAnchor a member with this name would become",
    ]

    /// An instance member of the generated type (a property, a stored or shared field, the category property):
    /// not a `LocalizedError` requirement when the spec asks for `localizedError`.
    static func localizedErrorMember(_ name: Name, _ what: String, in spec: Spec, into bag: inout DiagnosticBag) {
        guard spec.localizedError != nil, let purpose = localizedErrorMembers[name.value] else { return }
        // A service's own `error_description` (OAuth 2.0) keeps its meaning under a name that says whose it is.
        let suggestion = "service" + name.value.prefix(1).uppercased() + name.value.dropFirst()
        bag.error("\(what) '\(name.value)' is reserved with 'localizedError': errorgen \(purpose); choose another name, "
                  + "such as '\(suggestion)'", at: name.location)
    }

    /// Names a parameter or a details field cannot take: inside an initializer they would hide or
    /// collide with `self`, the type's own names, or the details type's `CodingKeys`.
    static let reservedParameterNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", SwiftGeneratedNames.codingKeys]

    /// An initializer or constructor parameter, or a details field: not reserved, and hiding no type.
    static func parameterName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        guard reservedParameterNames.contains(name.value) else {
            declaredName(name, what, into: &bag)
            return
        }
        identifier(name, what, into: &bag)
        bag.error("\(what) '\(name.value)' is reserved in generated code; choose another name", at: name.location)
    }

    /// Reports the second and later uses of each name, with a note at the first.
    static func unique<Names: Collection<Name>>(_ names: Names, _ what: String, into bag: inout DiagnosticBag) {
        guard names.count > 1 else { return }
        var first: [String: SourceLocation] = [:]
        first.reserveCapacity(names.count)
        for name in names {
            if let earlier = first[name.value] {
                duplicate(name, what, first: earlier, into: &bag)
            } else {
                first[name.value] = name.location
            }
        }
    }

    /// The error for a second use of a name first defined at `first`.
    static func duplicate(_ name: Name, _ what: String, first: SourceLocation, into bag: inout DiagnosticBag) {
        bag.append(.error("duplicate \(what) \(TextQuote.quoted(name.value, "'"))", at: name.location)
            .note("'\(name.value)' is first defined here", at: first))
    }

    /// Names declared inside the generated type must not be one of the types it names without
    /// qualification: the error type itself, its details type, the category type.
    static func notAGeneratedType(_ name: Name, _ what: String, typeNames: [String: String], into bag: inout DiagnosticBag) {
        guard let kind = typeNames[name.value] else { return }
        bag.error("\(what) '\(name.value)' would hide the generated \(kind) '\(name.value)' in the generated code; "
                  + "choose another name", at: name.location)
    }
}
