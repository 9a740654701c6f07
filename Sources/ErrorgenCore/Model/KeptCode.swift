/// Enum shape: where a case keeps the wire code it came from. The enum keeps no hidden code: a case keeps
/// one only in a payload field named like an inbound parameter with `role: code`, which the initializer
/// fills with the code it was given (as it fills every field of a parameter's name). Per-code values of
/// the case read that field, so they hold for a case built by hand with that code too.
public enum KeptCode {
    /// The case's payload fields that can keep its code: named like one of `codeParameters`.
    public static func fields(in payload: [Field], codeParameters: [String]) -> [Field] {
        payload.filter { codeParameters.contains($0.name.value) }
    }
}

extension Spec {
    /// The names of the inbound parameters with `role: code`, one per initializer that has one, each once.
    public var codeParameterNames: [String] {
        var seen = Set<String>()
        return inbounds.compactMap { $0.parameter(withRole: .code)?.field.name.value }.filter { seen.insert($0).inserted }
    }
}

extension EmitPlan {
    /// For each case in order, the field its per-code values compare with the code: the struct's open code
    /// field, or in the enum shape the payload field that keeps the code (`KeptCode`), when there is one of
    /// the code type.
    public func keptCodeFields() -> [String?] {
        if let structure = shape.structure {
            return Array(repeating: structure.openCodeField?.name.value, count: cases.count)
        }
        var seen = Set<String>()
        let names = inbounds.compactMap { $0.parameters.first { $0.role == .code }?.field.name.value }
            .filter { seen.insert($0).inserted }
        return cases.map { c in
            let fields = KeptCode.fields(in: c.payload, codeParameters: names)
            guard fields.count == 1, fields[0].type.base == codeType else { return nil }
            return fields[0].name.value
        }
    }
}
