/// The parts of a case that few specs write, kept out of line: every sweep over `spec.cases` (and every copy of a
/// `Case`) reads a case's inline bytes, and without these a `Case` is 152 bytes instead of 360, so 20,000 cases
/// take 3 MB, not 7 MB, of a 4 MB cache. A case without any of them has no box.
struct CaseRareParts: Sendable {
    var renamedFrom: Name?
    var errorCodeLocation: SourceLocation?
    var errorCodeField: ErrorCodeField?
    var message: Template?
    var codeSpellings: [String?]?

    var isEmpty: Bool {
        renamedFrom == nil && errorCodeLocation == nil && errorCodeField == nil && message == nil && codeSpellings == nil
    }

    /// Immutable: a setter on `Case` makes a new box, so copies of a case never share a change.
    final class Box: Sendable {
        let parts: CaseRareParts
        init(_ parts: CaseRareParts) { self.parts = parts }
    }
}

extension Case {
    /// The case's earlier name (`renamedFrom:`): `errorgen diff` reports a rename, not a removal and an addition.
    public var renamedFrom: Name? { get { rare?.parts.renamedFrom } set { changeRare(\.renamedFrom, newValue) } }
    /// Where `errorCode` is written, for diagnostics.
    public var errorCodeLocation: SourceLocation? {
        get { rare?.parts.errorCodeLocation } set { changeRare(\.errorCodeLocation, newValue) }
    }
    /// `errorCode: {field: grpcStatus}`: the NSError code is that Int payload field's value (then `errorCode` is nil).
    public var errorCodeField: ErrorCodeField? { get { rare?.parts.errorCodeField } set { changeRare(\.errorCodeField, newValue) } }
    /// Integer codes written in hexadecimal (`0x80`, as MQTT and HTTP/2 document theirs), by their place in `codes`:
    /// the docs show them as written (nil where a code is written in decimal; nil for all when none is hexadecimal).
    public var codeSpellings: [String?]? { get { rare?.parts.codeSpellings } set { changeRare(\.codeSpellings, newValue) } }
    /// `LocalizedError.errorDescription`: a template over the case's fields (needs `localizedError`).
    public var message: Template? { get { rare?.parts.message } set { changeRare(\.message, newValue) } }

    private mutating func changeRare<Part>(_ part: WritableKeyPath<CaseRareParts, Part?>, _ value: Part?) {
        var parts = rare?.parts ?? CaseRareParts()
        parts[keyPath: part] = value
        rare = parts.isEmpty ? nil : CaseRareParts.Box(parts)
    }
}
