/// Case messages (`LocalizedError.errorDescription`): only with `localizedError`, and their holes name the
/// case's own fields (its payload, or the struct's stored fields). A part that failed to decode has its own
/// error already, so what depends on it is not reported again.
enum LocalizedErrorValidator {
    static func validate(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        for i in spec.cases.indices {
            // Only a case with a message is copied out.
            guard let message = spec.cases[i].message else { continue }
            let c = spec.cases[i]
            if spec.localizedError == nil, !unknown.localizedError {
                bag.error("'message' needs 'localizedError' at the top level of the spec", at: message.location)
            }
            guard !unknown.shape else { continue }
            let caseFields = spec.fields(of: c)
            let fields = caseFields.map(\.name.value)
            // The enum shape's shared fields (`fields:`) start every case's payload: their gap is the case's too.
            let gap = unknown.fieldGap(ofCase: c.name.value, isStruct: spec.isStruct)
            for part in message.parts {
                guard let hole = part.hole else { continue }
                bag.append(contentsOf: TemplateHoleCheck.check(part, caseFields.first { $0.name.value == hole.name }?.type))
                let (name, location) = (hole.name, hole.location)
                guard !fields.contains(name), gap?.mayHold(name) != true else { continue }
                let listed = fields.isEmpty ? "case '\(c.name.value)' has no fields" : "fields: " + fields.joined(separator: ", ")
                bag.error("unknown field '\(name)' in the message\(Suggestion.didYouMean(name, among: fields)); \(listed)",
                          at: location)
            }
        }
    }
}
