/// Cases, payload fields, stored fields and wire codes.
enum CaseValidator {
    static let maxCases = 50_000
    static func overLimitMessage(_ count: Int) -> String {
        "\(count) cases is over the limit of \(maxCases); split the spec"
    }
    /// Static members of the generated enum (`CustomNSError.errorDomain`): a case is a static member too.
    static let generatedStaticMembers: Set<String> = ["errorDomain"]

    static func validate(_ spec: Spec, caseNames: CaseNameIndex, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        for i in spec.cases.indices where !caseNames.isFirst(i) {
            NameCheck.duplicate(spec.cases[i].name, "case", first: spec.cases[caseNames.firstOf[i]].name.location, into: &bag)
        }
        // By position: a `for c in spec.cases` loop would copy each Case (every string and array in it).
        for i in spec.cases.indices {
            let name = spec.cases[i].name
            NameCheck.declaredName(name, "case name", into: &bag)
            if !spec.isStruct, generatedStaticMembers.contains(name.value) {
                bag.error("case name '\(name.value)' collides with the static member errorgen generates with that name; "
                          + "choose another name", at: name.location)
            }
            if SwiftLanguage.unusableCaseNames.contains(name.value) {
                bag.error("'\(name.value)' cannot be a Swift enum case name, even in backticks; choose another name",
                          at: name.location)
            }
            validateFields(spec.cases[i].payload, "payload field", nameLabel: "payload field name", into: &bag)
        }
        validateFields(spec.fields, "stored field", nameLabel: "stored field name", into: &bag)
        // Stored fields (struct shape) and shared fields (enum shape, read through a generated accessor) are
        // instance members of the type.
        for field in spec.fields { NameCheck.localizedErrorMember(field.name, "stored field name", in: spec, into: &bag) }
        for field in spec.fields {
            if case .structure(_, let property) = spec.shape, field.name.value == property.value {
                bag.append(.error("stored field '\(field.name.value)' collides with the category property", at: field.name.location)
                    .note("the category property is named here", at: property.location))
            }
        }
        validateCodes(spec, into: &bag)
        validateErrorCodes(spec, caseNames: caseNames, unknown: unknown, into: &bag)
        for i in spec.cases.indices {
            if let read = spec.cases[i].errorCodeField {
                validateErrorCodeField(read, of: spec.cases[i], spec: spec, unknown: unknown, into: &bag)
            }
        }
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
    /// With `sharedErrorCodes: true`, two cases may give the same code by `errorCode` (or primary code with
    /// `errorCodes: codes`); a derived code still may not equal another case's code.
    private static func validateErrorCodes(_ spec: Spec, caseNames: CaseNameIndex, unknown: UnknownParts,
                                           into bag: inout DiagnosticBag) {
        var owners: [Int: Int] = [:]
        owners.reserveCapacity(spec.cases.count)
        for i in spec.cases.indices {
            // A case whose errorCode is a field's value can have any code.
            guard caseNames.isFirst(i), !unknown.errorCodes.contains(spec.cases[i].name.value),
                  spec.cases[i].errorCodeField == nil
            else { continue }
            // The case is read in place: a copy of each `Case` costs more than the check (a sweep of every case).
            let code = spec.cases[i].nsErrorCode
            if var owner = owners[code].map({ spec.cases[$0] }) {
                var c = spec.cases[i]
                // An `errorCode:` written on the earlier case against a later case's code or name: the written one is
                // the line to change, so it carries the error.
                let written = { (x: Case) in x.errorCode != nil && !Self.errorCodeIsPrimaryCode(x) }
                if written(owner), !written(c) { swap(&owner, &c) }
                let location = c.errorCodeLocation ?? c.name.location
                // `errorCodes: codes` with one wire code as both cases' primary code: the duplicate code is the
                // mistake, and it has its error already.
                guard !(Self.errorCodeIsPrimaryCode(c) && Self.errorCodeIsPrimaryCode(owner)
                        && c.codes.first?.code == owner.codes.first?.code) else { continue }
                let bothGiven = c.errorCode != nil && owner.errorCode != nil
                if bothGiven && (spec.sharedErrorCodes || unknown.sharedErrorCodes) { continue }
                let how = c.errorCode == nil ? "its derived errorCode \(code)" : "errorCode \(code)"
                let ownerHow = owner.errorCode == nil ? "derived from the name '\(owner.name.value)' here"
                    : "'\(owner.name.value)' has errorCode \(code) here"
                // A catalog can give several errors one code on purpose; a derived code never shares one.
                let shared = bothGiven ? ", or add 'sharedErrorCodes: true' when the catalog gives both one code" : ""
                bag.append(.error("case '\(c.name.value)': \(how) is already the errorCode of '\(owner.name.value)'; "
                                  + "set a distinct 'errorCode' on one of them\(shared)", at: location)
                    .note(ownerHow, at: owner.errorCodeLocation ?? owner.name.location))
            } else {
                owners[code] = i
            }
        }
    }

    private static func validateFields(_ fields: [Field], _ what: String, nameLabel: String, into bag: inout DiagnosticBag) {
        NameCheck.unique(fields.lazy.map(\.name), what, into: &bag)
        for field in fields {
            NameCheck.memberName(field.name, nameLabel, into: &bag)
        }
    }

    /// Whether the case's errorCode is its primary wire code (`errorCodes: codes`, no `errorCode` of its own).
    private static func errorCodeIsPrimaryCode(_ c: Case) -> Bool {
        guard let primary = c.codes.first, let location = c.errorCodeLocation else { return false }
        return location == primary.location
    }

    private static func validateCodes(_ spec: Spec, into bag: inout DiagnosticBag) {
        // Each code's first use, as the positions of its case and of the code in the case's `codes`.
        // Sized for every code at once: each time a table of 20,000 codes grows it hashes every code again, reading
        // each code's text from memory that has long left the cache.
        var owners: [String: (caseIndex: Int, codeIndex: Int)] = [:]
        owners.reserveCapacity(spec.cases.reduce(0) { $0 + $1.codes.count })
        // A case pasted twice is reported as a duplicate case; its copy's codes are not also duplicate codes.
        var names = Set<String>()
        names.reserveCapacity(spec.cases.count)
        for i in spec.cases.indices where names.insert(spec.cases[i].name.value).inserted {
            for (j, code) in spec.cases[i].codes.enumerated() {
                if code.code.isEmpty {
                    bag.error("a wire code cannot be empty", at: code.location)
                } else if let problem = WireTextProblem.problem(in: code.code) ?? AsciiLookalike.problem(in: code.code) {
                    bag.error("code \(TextQuote.quoted(code.code, "'")) \(problem)", at: code.location)
                } else if let owner = owners[code.code] {
                    let name = spec.cases[i].name.value
                    let ownerName = spec.cases[owner.caseIndex].name.value
                    // As written: `0x00`, and `0x00 (0)` where the first is written otherwise.
                    let written = spec.cases[i].codeSpellings?[j] ?? code.code
                    let firstWritten = spec.cases[owner.caseIndex].codeSpellings?[owner.codeIndex] ?? code.code
                    let shown = TextQuote.quoted(written, "'") + (written == firstWritten ? "" : " (\(firstWritten))")
                    let message = ownerName == name
                        ? "duplicate code \(shown): '\(name)' already lists it"
                        : "duplicate code \(shown): already maps to '\(ownerName)'"
                    bag.append(.error(message, at: code.location)
                        .note("first used here", at: spec.cases[owner.caseIndex].codes[owner.codeIndex].location))
                } else {
                    owners[code.code] = (i, j)
                }
            }
        }
    }
}
