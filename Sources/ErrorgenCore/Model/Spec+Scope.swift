extension Spec {
    public var isStruct: Bool {
        if case .structure = shape { return true }
        return false
    }

    /// The fields rules and property values of `c` can read: its payload (enum shape)
    /// or the stored fields (struct shape).
    public func fields(of c: Case) -> [Field] {
        isStruct ? fields : c.payload
    }

    /// The values of the declared enum a `role: category` parameter has as its type (none for another type).
    public func categoryValues(of parameter: InboundParameter) -> [SpecEnumValue] {
        parameter.field.type.enumName.flatMap { specEnum(named: $0.value) }?.values ?? []
    }

    /// The name of the details type for the bridge, e.g. `PoolErrorDetails`.
    public var detailsTypeName: String { name.value + SwiftGeneratedNames.detailsSuffix }

    /// Cases any inbound initializer can produce, each once.
    public var inboundCases: [String] {
        var seen = Set<String>()
        return inbounds.flatMap { inboundCases(of: $0) }.filter { seen.insert($0).inserted }
    }

    /// Cases one inbound initializer can produce: coded cases (when codes are matched), status rows, the
    /// unknown-code case, the fallback (unless an unknown code always ends the matching).
    public func inboundCases(of inbound: Inbound) -> [String] {
        var names: [String] = []
        if inbound.precedence.contains(.code) {
            names += cases.filter { !$0.codes.isEmpty }.map(\.name.value)
            if inbound.parameter(withRole: .code) != nil { names += inbound.codeFamilies.map(\.caseName.value) }
            if let unknown = inbound.unknownCode, inbound.parameter(withRole: .code) != nil { names.append(unknown.value) }
        }
        if inbound.precedence.contains(.status) {
            names += inbound.statuses.map(\.caseName.value)
        }
        if inbound.precedence.contains(.category), let parameter = inbound.parameter(withRole: .category) {
            let caseNames = Set(cases.map(\.name.value))
            names += categoryValues(of: parameter).map(\.name.value).filter { caseNames.contains($0) }
        }
        if !inbound.unknownCodeIsFinal { names.append(inbound.fallback.value) }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// Members errorgen generates on every error type; spec names must not take them.
public enum GeneratedMembers {
    public static let reserved: Set<String> = SwiftGeneratedNames.members
}
