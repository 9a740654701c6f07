/// A small string enum the spec declares (`enums:`) and uses as a type: `type: DeclineCode?`.
/// Swift nests it in the error type (with an `unknown(String)` case that keeps any other wire spelling
/// exactly), Kotlin too; TypeScript gets a string union; the docs a table.
public struct SpecEnum: Sendable {
    public var name: Name
    public var doc: String?
    public var values: [SpecEnumValue]

    public init(name: Name, doc: String? = nil, values: [SpecEnumValue]) {
        self.name = name
        self.doc = doc
        self.values = values
    }

    /// The value spelled `wire` on the wire, if the enum has one.
    public func value(wire: String) -> SpecEnumValue? { values.first { $0.wire == wire } }

    /// False when a wire spelling is written twice (a copy-paste), or holds what no service sends (a space around
    /// it, an invisible character, a lookalike of an ASCII letter): that spelling has lost the one meant there, so
    /// it is the error, not each constant or rule that names the lost spelling.
    public var wiresAreSound: Bool {
        !values.contains(where: \.wireMayBeMisspelled) && Set(values.map(\.wire)).count == values.count
            && values.allSatisfy { WireTextProblem.problem(in: $0.wire) == nil && AsciiLookalike.problem(in: $0.wire) == nil }
    }
}

/// One value of a spec-declared enum: `{name: insufficientFunds, wire: insufficient_funds, doc: ...}`.
public struct SpecEnumValue: Sendable {
    /// The Swift case name.
    public var name: Name
    /// The raw value (defaults to the name).
    public var wire: String
    public var wireLocation: SourceLocation
    public var doc: String?
    /// The value has a misspelled key (`wier: lost_card`, reported there): its wire spelling may be another one.
    public var wireMayBeMisspelled = false

    public init(name: Name, wire: String? = nil, wireLocation: SourceLocation? = nil, doc: String? = nil) {
        self.name = name
        self.wire = wire ?? name.value
        self.wireLocation = wireLocation ?? name.location
        self.doc = doc
    }
}

extension Spec {
    /// The declared enum named `name`.
    public func specEnum(named name: String) -> SpecEnum? { enums.first { $0.name.value == name } }
}
