/// One difference between the old and the new version of an error table.
public struct SpecChange: Sendable {
    /// The error type's name (the new one; the old one for a removed type).
    public var typeName: String
    public var category: ChangeCategory
    /// A stable identifier of the kind of change, for tools: `caseRemoved`, `codeMoved`...
    public var kind: String
    public var message: Phrase
    /// Where the change is in the new spec (nil when the whole type was removed).
    public var newLocation: SourceLocation?
    /// Where the changed thing was in the old spec (nil for additions).
    public var oldLocation: SourceLocation?

    public init(typeName: String, category: ChangeCategory, kind: String, message: Phrase,
                new newLocation: SourceLocation?, old oldLocation: SourceLocation?) {
        self.typeName = typeName
        self.category = category
        self.kind = kind
        self.message = message
        self.newLocation = newLocation
        self.oldLocation = oldLocation
    }

    /// Where the change is reported: in the new spec, else in the old one.
    public var location: SourceLocation? { newLocation ?? oldLocation }
}

/// The changes found by one comparison, collected in the order the comparers run, then sorted.
struct ChangeList {
    let typeName: String
    private(set) var changes: [SpecChange] = []

    init(typeName: String) { self.typeName = typeName }

    mutating func add(_ category: ChangeCategory, _ kind: String, _ message: Phrase,
                      new: SourceLocation?, old: SourceLocation?) {
        changes.append(SpecChange(typeName: typeName, category: category, kind: kind, message: message, new: new, old: old))
    }
}
