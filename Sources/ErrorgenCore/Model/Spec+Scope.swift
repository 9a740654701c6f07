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

    /// Cases one inbound initializer can produce, each once, as positions in `cases` (the first case of each name):
    /// coded cases (when codes are matched), status rows, the unknown-code case, the fallback (unless an unknown
    /// code always ends the matching). A name no case has is left out.
    public func inboundCasePositions(of inbound: Inbound, index: CaseNameIndex) -> [Int] {
        var positions: [Int] = []
        var added = [Bool](repeating: false, count: cases.count)
        func add(_ position: Int?) {
            guard let position, !added[position] else { return }
            added[position] = true
            positions.append(position)
        }
        if inbound.precedence.contains(.code) {
            for i in cases.indices where !cases[i].codes.isEmpty { add(index.firstOf[i]) }
            if inbound.parameter(withRole: .code) != nil {
                for family in inbound.codeFamilies { add(index[family.caseName.value]) }
                if let unknown = inbound.unknownCode { add(index[unknown.value]) }
            }
        }
        if inbound.precedence.contains(.status) {
            for row in inbound.statuses { add(index[row.caseName.value]) }
        }
        if inbound.precedence.contains(.category), let parameter = inbound.parameter(withRole: .category) {
            for value in categoryValues(of: parameter) { add(index[value.name.value]) }
        }
        if inbound.precedence.contains(.errorCode), inbound.parameter(withRole: .errorCode) != nil {
            // Every case whose NSError code is fixed (not a field's value).
            for i in cases.indices where cases[i].errorCodeField == nil { add(index.firstOf[i]) }
        }
        if !inbound.unknownCodeIsFinal { add(index[inbound.fallback.value]) }
        return positions
    }
}

/// Members errorgen generates on every error type; spec names must not take them.
public enum GeneratedMembers {
    public static let reserved: Set<String> = SwiftGeneratedNames.members
}
