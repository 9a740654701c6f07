/// One case (enum shape) or category case (struct shape), resolved.
public struct PlanCase: Sendable {
    /// The case as the spec wrote it: its name, payload, docs columns, deprecation and codes. A copy of the whole
    /// `Case`: the accessors below read one field each from the storage instead.
    public var model: Case { storage.model }
    /// The `NSError` code: the spec's `errorCode`, or derived from the name (`Case.derivedErrorCode`).
    public let errorCode: Int
    /// Whether the inbound initializer can produce this case.
    public let isInboundTarget: Bool

    /// The model behind one reference: every emitter loops over the cases, and copying a `PlanCase` then
    /// retains one object instead of each of the `Case`'s strings and arrays.
    private final class Storage: Sendable {
        let model: Case
        init(_ model: Case) { self.model = model }
    }
    private let storage: Storage

    init(model: Case, errorCode: Int, isInboundTarget: Bool) {
        storage = Storage(model)
        self.errorCode = errorCode
        self.isInboundTarget = isInboundTarget
    }

    public var name: String { storage.model.name.value }
    /// Whether the spec sets this case's NSError code itself (`errorCode: 12` or `errorCode: {field: ...}`).
    public var hasOwnErrorCode: Bool { storage.model.errorCode != nil || storage.model.errorCodeField != nil }
    /// `errorCode: {field: grpcStatus}`: the payload field whose value is the NSError code, and the code when it is
    /// nil (its `default`, else `errorCode`); nil for a case with a fixed code.
    public var errorCodeField: (name: String, nilCode: Int)? {
        storage.model.errorCodeField.map { ($0.field.value, $0.nilCode ?? errorCode) }
    }
    /// Enum shape: the payload fields. Always empty in the struct shape.
    public var payload: [Field] { storage.model.payload }
    /// Wire codes; the first is the primary code.
    public var codes: [WireCode] { storage.model.codes }
    /// The primary (outbound) wire code as a constant of the code type, or nil.
    public var primaryCode: Literal? { storage.model.codes.first?.value }
    public var when: String? { storage.model.when }
    public var todo: String? { storage.model.todo }
    public var doc: String? { storage.model.doc }
    public var deprecated: String? { storage.model.deprecated }

    /// A payload field by name. Payloads are a few fields, so this is a short scan.
    public func payloadField(named name: String) -> Field? {
        storage.model.payload.first { $0.name.value == name }
    }
}
