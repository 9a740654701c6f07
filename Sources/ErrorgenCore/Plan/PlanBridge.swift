/// One field of the bridge's details object and where its value comes from.
public struct PlanBridgeField: Sendable {
    public let name: String
    public let source: PlanBridgeSource
}

public enum PlanBridgeSource: Sendable, Equatable {
    /// The case name (enum shape) or the category's case name (struct shape).
    case caseName
    /// Enum shape: the case with its values, as Swift prints it.
    case description
    /// A derived property, by index in `EmitPlan.properties`.
    case property(Int)
    /// Struct shape: a stored field, by index in `PlanStructure.fields`.
    case storedField(Int)
    /// A member that names neither; validation rejects it, so only an unvalidated spec has one.
    case missing
}
