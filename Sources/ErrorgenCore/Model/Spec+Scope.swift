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

    /// The name of the details type for the bridge, e.g. `PoolErrorDetails`.
    public var detailsTypeName: String { name.value + SwiftGeneratedNames.detailsSuffix }

    /// Cases an inbound answer can produce: coded cases (when codes are matched), status rows, the fallback.
    public var inboundCases: [String] {
        guard let inbound else { return [] }
        var names: [String] = []
        if inbound.precedence.contains(.code) {
            names += cases.lazy.filter { !$0.codes.isEmpty }.map(\.name.value)
        }
        if inbound.precedence.contains(.status) {
            names += inbound.statuses.map(\.caseName.value)
        }
        names.append(inbound.fallback.value)
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// Members errorgen generates on every error type; spec names must not take them.
public enum GeneratedMembers {
    public static let reserved: Set<String> = SwiftGeneratedNames.members
}
