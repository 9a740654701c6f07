/// One case (enum shape) or category case (struct shape), resolved.
public struct PlanCase: Sendable {
    /// The case as the spec wrote it: its name, payload, docs columns, deprecation and codes. A copy of the whole
    /// `Case`: the accessors below read one field each in place instead.
    public var model: Case { all[position] }
    /// The `NSError` code: the spec's `errorCode`, or derived from the name (`Case.derivedErrorCode`).
    public let errorCode: Int
    /// Whether the inbound initializer can produce this case.
    public let isInboundTarget: Bool

    /// The spec's cases (one buffer shared by every `PlanCase` of the plan) and this case's position in them.
    /// Copying a `PlanCase` then retains that one buffer, which every case shares and stays in the cache, instead of
    /// an object per case (or each of the `Case`'s strings and arrays); an accessor reads one field in place.
    private let all: [Case]
    private let position: Int

    init(cases: [Case], position: Int, errorCode: Int, isInboundTarget: Bool) {
        all = cases
        self.position = position
        self.errorCode = errorCode
        self.isInboundTarget = isInboundTarget
    }

    public var name: String { all[position].name.value }
    /// Whether the spec sets this case's NSError code itself (`errorCode: 12` or `errorCode: {field: ...}`).
    public var hasOwnErrorCode: Bool { all[position].errorCode != nil || all[position].errorCodeField != nil }
    /// `errorCode: {field: grpcStatus}`: the payload field whose value is the NSError code, and the code when it is
    /// nil (its `default`, else `errorCode`); nil for a case with a fixed code.
    public var errorCodeField: (name: String, nilCode: Int)? {
        all[position].errorCodeField.map { ($0.field.value, $0.nilCode ?? errorCode) }
    }
    /// Enum shape: the payload fields. Always empty in the struct shape.
    public var payload: [Field] { all[position].payload }
    /// Wire codes; the first is the primary code.
    public var codes: [WireCode] { all[position].codes }
    /// The primary (outbound) wire code as a constant of the code type, or nil.
    public var primaryCode: Literal? { all[position].codes.first?.value }
    public var when: String? { all[position].when }
    public var todo: String? { all[position].todo }
    public var doc: String? { all[position].doc }
    public var deprecated: String? { all[position].deprecated }

    /// A payload field by name. Payloads are a few fields, so this is a short scan.
    public func payloadField(named name: String) -> Field? {
        all[position].payload.first { $0.name.value == name }
    }
}
