/// A named constructor, resolved: the case it builds and a value (or none) for each of that case's fields.
public struct PlanConstructor: Sendable {
    public let name: String
    public let parameters: [Field]
    public let doc: String?
    /// Its own `deprecated:` message ("" for none), nil when current.
    public let deprecated: String?
    /// The case it builds, by index.
    public let caseIndex: Int
    /// The case's payload fields (enum shape) or the stored fields (struct shape), in order, each with the
    /// value the constructor assigns, or nil where it assigns none.
    public let arguments: [PlanArgument]
    /// The assignments as written, in spec order (the docs show each target as a column).
    public let assignments: [Assignment]
}

public struct PlanArgument: Sendable {
    public let field: Field
    /// A template (String targets, with its holes parsed), a literal, or a parameter; nil when unassigned.
    public let value: AssignedValue?
}
