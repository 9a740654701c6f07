/// The two shapes of an error type. What only the struct shape has exists only in its case.
public enum PlanShape: Sendable {
    /// `enum Name: Error { case a, b(x: Int) }`: each case carries its own payload.
    case enumeration
    /// `struct Name: Error { var category: CategoryType; ...stored fields }`: the cases are the category's cases.
    case structure(PlanStructure)

    /// The struct shape's parts, or nil for the enum shape.
    public var structure: PlanStructure? {
        if case .structure(let structure) = self { return structure }
        return nil
    }
}

/// The struct shape: the category enum and property, and the stored fields.
public struct PlanStructure: Sendable {
    /// The category enum's type name, e.g. `ErrorCategory`.
    public let categoryType: String
    /// The stored property that holds the category, e.g. `category`.
    public let categoryProperty: String
    public let categoryDoc: String?
    /// The stored fields besides the category, in spec order.
    public let fields: [Field]
    /// The stored String field that holds the open wire code (its known values are the cases' codes).
    public let openCodeField: Field?
    /// The stored String or String? field a React Native rejection's message is: `category.messageField`, else a
    /// field named `message` of that type; nil when neither (the message is then the error as Swift prints it).
    public let messageField: Field?
    private let fieldIndexes: [String: Int]

    init(categoryType: String, categoryProperty: String, categoryDoc: String?, fields: [Field], openCodeField: String?,
         messageField: String? = nil) {
        self.categoryType = categoryType
        self.categoryProperty = categoryProperty
        self.categoryDoc = categoryDoc
        self.fields = fields
        let indexes = PlanIndex.firstIndexes(fields.lazy.map(\.name.value))
        fieldIndexes = indexes
        self.openCodeField = openCodeField.flatMap { name in indexes[name].map { fields[$0] } }
        let isText: (Field) -> Bool = { $0.type.nonOptional == ValueType(.string) && $0.type.enumName == nil }
        self.messageField = indexes[messageField ?? "message"].map { fields[$0] }.flatMap { isText($0) ? $0 : nil }
    }

    public func fieldIndex(named name: String) -> Int? { fieldIndexes[name] }

    /// One piece of the text a struct-shape error prints as (Swift's `description` of the struct, and the message of
    /// a React Native rejection without a message field, in every language).
    public enum DescribedPiece: Sendable {
        case text(String)
        /// The category's case name.
        case categoryName
        /// A stored field's value, as Swift's `description` prints a case's payload.
        case field(Field)
    }

    /// `Type(category: <case name>, label: <value>, ...)`: the category and the stored fields, in order.
    public func describedPieces(typeName: String) -> [DescribedPiece] {
        var pieces: [DescribedPiece] = [.text(typeName + "(" + categoryProperty + ": "), .categoryName]
        for field in fields { pieces += [.text(", " + field.name.value + ": "), .field(field)] }
        pieces.append(.text(")"))
        return pieces
    }

    public func field(named name: String) -> Field? { fieldIndexes[name].map { fields[$0] } }
}

enum PlanIndex {
    /// Each name's first position (a later duplicate, which validation rejects, does not win).
    static func firstIndexes<Names: Sequence>(_ names: Names) -> [String: Int] where Names.Element == String {
        var indexes: [String: Int] = [:]
        for (index, name) in names.enumerated() where indexes[name] == nil { indexes[name] = index }
        return indexes
    }
}
