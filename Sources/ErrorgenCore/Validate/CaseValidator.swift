/// Cases, payload fields, stored fields and wire codes.
enum CaseValidator {
    static let maxCases = 50_000

    static func validate(_ spec: Spec, into bag: inout DiagnosticBag) {
        if spec.cases.count > maxCases {
            bag.error("\(spec.cases.count) cases is over the limit of \(maxCases)", at: spec.cases[maxCases].name.location)
        }
        NameCheck.unique(spec.cases.map(\.name), "case", into: &bag)
        for c in spec.cases {
            NameCheck.identifier(c.name, "case name", into: &bag)
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
    }

    private static func validateFields(_ fields: [Field], _ what: String, into bag: inout DiagnosticBag) {
        NameCheck.unique(fields.map(\.name), what, into: &bag)
        for field in fields {
            NameCheck.memberName(field.name, "\(what) name", into: &bag)
        }
    }

    private static func validateCodes(_ spec: Spec, into bag: inout DiagnosticBag) {
        var owners: [String: (caseName: String, line: Int)] = [:]
        owners.reserveCapacity(spec.cases.count)
        for c in spec.cases {
            for code in c.codes {
                if code.code.isEmpty {
                    bag.error("a wire code cannot be empty", at: code.location)
                } else if let owner = owners[code.code] {
                    bag.error("duplicate code '\(code.code)': already maps to '\(owner.caseName)' at line "
                              + "\(owner.line)", at: code.location)
                } else {
                    owners[code.code] = (c.name.value, code.location.line)
                }
            }
        }
    }
}
