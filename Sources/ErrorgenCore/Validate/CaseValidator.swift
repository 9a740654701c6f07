/// Cases, payload fields, stored fields and wire codes.
enum CaseValidator {
    static let maxCases = 50_000
    /// Static members of the generated enum (`CustomNSError.errorDomain`): a case is a static member too.
    static let generatedStaticMembers: Set<String> = ["errorDomain"]

    static func validate(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        NameCheck.unique(spec.cases.map(\.name), "case", into: &bag)
        for c in spec.cases {
            NameCheck.declaredName(c.name, "case name", into: &bag)
            if !spec.isStruct, generatedStaticMembers.contains(c.name.value) {
                bag.error("case name '\(c.name.value)' collides with the static member errorgen generates with that name; "
                          + "choose another name", at: c.name.location)
            }
            if SwiftLanguage.isValidIdentifier(c.name.value), !SwiftLanguage.isUsableAsCaseName(c.name.value) {
                bag.error("'\(c.name.value)' cannot be a Swift enum case name, even in backticks; choose another name",
                          at: c.name.location)
            }
            validateFields(c.payload, "payload field", into: &bag)
        }
        validateFields(spec.fields, "stored field", into: &bag)
        for field in spec.fields {
            if case .structure(_, let property) = spec.shape, field.name.value == property.value {
                bag.error("stored field '\(field.name.value)' collides with the category property", at: field.name.location)
            }
        }
        validateCodes(spec, into: &bag)
        validateErrorCodes(spec, unknown: unknown, into: &bag)
        for c in spec.cases { if let read = c.errorCodeField { validateErrorCodeField(read, of: c, spec: spec, unknown: unknown, into: &bag) } }
    }

    /// `errorCode: {field: grpcStatus}` names an Int payload field of its case; `default` only for an optional one.
    private static func validateErrorCodeField(_ read: ErrorCodeField, of c: Case, spec: Spec, unknown: UnknownParts,
                                               into bag: inout DiagnosticBag) {
        if spec.isStruct {
            bag.error("'errorCode: {field: ...}' reads a payload field, and a struct-shaped error's cases have none; "
                      + "give the case a fixed 'errorCode'", at: read.field.location)
            return
        }
        guard let field = c.payload.first(where: { $0.name.value == read.field.value }) else {
            guard unknown.casePayloads[c.name.value]?.mayHold(read.field.value) != true else { return }
            let names = c.payload.map(\.name.value)
            let listed = names.isEmpty ? "case '\(c.name.value)' has no payload" : "its payload: " + names.joined(separator: ", ")
            bag.error("unknown payload field '\(read.field.value)'\(Suggestion.didYouMean(read.field.value, among: names)); \(listed)",
                      at: read.field.location)
            return
        }
        guard field.type.nonOptional == ValueType(.int) else {
            bag.error("'\(field.name.value)' is \(field.type), but an errorCode is an Int: name an Int or Int? payload field",
                      at: read.field.location)
            return
        }
        if let location = read.nilCodeLocation, !field.type.isOptional {
            bag.error("'default' is the errorCode when '\(field.name.value)' is nil, but it is Int and never nil; remove the default",
                      at: location)
        }
    }

    /// NSError codes must be unique: explicit ones, and derived ones (a hash of the name) against them.
    /// A duplicate case (reported as such) and a case whose `errorCode` is unreadable take no part.
    private static func validateErrorCodes(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        var owners: [Int: Int] = [:]
        var names: Set<String> = []
        for (i, c) in spec.cases.enumerated() {
            // A case whose errorCode is a field's value can have any code.
            guard names.insert(c.name.value).inserted, !unknown.errorCodes.contains(c.name.value), c.errorCodeField == nil
            else { continue }
            let location = c.errorCodeLocation ?? c.name.location
            let code = c.nsErrorCode
            if let owner = owners[code].map({ spec.cases[$0] }) {
                let how = c.errorCode == nil ? "its derived errorCode \(code)" : "errorCode \(code)"
                let ownerHow = owner.errorCode == nil ? "derived from the name '\(owner.name.value)' here"
                    : "'\(owner.name.value)' has errorCode \(code) here"
                bag.append(.error("case '\(c.name.value)': \(how) is already the errorCode of '\(owner.name.value)'; "
                                  + "set a distinct 'errorCode' on one of them", at: location)
                    .note(ownerHow, at: owner.errorCodeLocation ?? owner.name.location))
            } else {
                owners[code] = i
            }
        }
    }

    private static func validateFields(_ fields: [Field], _ what: String, into bag: inout DiagnosticBag) {
        NameCheck.unique(fields.map(\.name), what, into: &bag)
        for field in fields {
            NameCheck.memberName(field.name, "\(what) name", into: &bag)
        }
    }

    private static func validateCodes(_ spec: Spec, into bag: inout DiagnosticBag) {
        var owners: [String: (caseName: String, location: SourceLocation)] = [:]
        owners.reserveCapacity(spec.cases.count)
        for c in spec.cases {
            for code in c.codes {
                if code.code.isEmpty {
                    bag.error("a wire code cannot be empty", at: code.location)
                } else if let owner = owners[code.code] {
                    let message = owner.caseName == c.name.value
                        ? "duplicate code \(TextQuote.quoted(code.code, "'")): '\(c.name.value)' already lists it"
                        : "duplicate code \(TextQuote.quoted(code.code, "'")): already maps to '\(owner.caseName)'"
                    bag.append(.error(message, at: code.location).note("first used here", at: owner.location))
                } else {
                    owners[code.code] = (c.name.value, code.location)
                }
            }
        }
    }
}
