/// What every part of the Swift emitter needs about one spec, computed once so emitting stays linear
/// in the spec's size (no per-case scans over cases or property values).
struct SwiftEmitContext {
    let spec: Spec
    /// `public `, `package ` or empty (internal is written without a modifier).
    let access: String
    /// The error type's name as a Swift identifier.
    let typeName: String
    /// Struct shape: the category enum's type name and the category property (identifiers); nil for the enum shape.
    let category: (type: String, property: String, propertyName: String)?
    /// Per property, the case name -> value table (a spec may have thousands of cases).
    private let propertyValues: [String: [String: PropertyValue]]
    private let casesByName: [String: Case]
    /// Cases the inbound initializer can build.
    let inboundCaseNames: Set<String>

    init(spec: Spec) {
        self.spec = spec
        access = switch spec.access {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
        typeName = SwiftLanguage.identifier(spec.name.value)
        if case .structure(let type, let property) = spec.shape {
            category = (SwiftLanguage.identifier(type.value), SwiftLanguage.identifier(property.value), property.value)
        } else {
            category = nil
        }
        var values: [String: [String: PropertyValue]] = [:]
        for property in spec.properties {
            var table: [String: PropertyValue] = [:]
            for value in property.values where table[value.caseName.value] == nil {
                table[value.caseName.value] = value.value
            }
            values[property.name.value] = table
        }
        propertyValues = values
        inboundCaseNames = Set(spec.inboundCases)
        casesByName = Dictionary(spec.cases.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func value(of property: Property, for c: Case) -> PropertyValue {
        propertyValues[property.name.value]?[c.name.value] ?? property.defaultValue
    }

    func `case`(named name: String) -> Case? { casesByName[name] }

    /// The fields a case's rules and values read: its payload (enum) or the stored fields (struct).
    func fields(of c: Case) -> [Field] { spec.fields(of: c) }

    /// `self.category` in the struct shape; `self` in the enum shape: what derived switches switch over.
    var switchSubject: String {
        category.map { "self." + SwiftLanguage.memberAccess($0.propertyName) } ?? "self"
    }

    /// The pattern for one case in a switch over `switchSubject`, binding only the fields in `bound`:
    /// `.name`, `.service(let status)`, `.pair(let a, _)`. The struct shape never binds (fields are stored).
    func pattern(for c: Case, binding bound: Set<String> = []) -> String {
        let member = "." + SwiftLanguage.memberAccess(c.name.value)
        guard category == nil, !c.payload.isEmpty, c.payload.contains(where: { bound.contains($0.name.value) }) else {
            return member
        }
        let slots = c.payload.map { bound.contains($0.name.value) ? "let " + SwiftLanguage.identifier($0.name.value) : "_" }
        return member + "(" + slots.joined(separator: ", ") + ")"
    }

    /// How a rule or value reads a field: the bound variable (enum) or the stored property (struct).
    func fieldExpression(_ name: String) -> String {
        category == nil ? SwiftLanguage.identifier(name) : "self." + SwiftLanguage.memberAccess(name)
    }

    /// Whether the `@available(*, deprecated)` attribute goes on a deprecated case. Generated code that
    /// builds a deprecated case would warn; constructors for such cases are deprecated themselves, but the
    /// inbound initializer cannot be, so a deprecated case the inbound mapping builds is deprecated in its
    /// doc comment only.
    func marksDeprecated(_ c: Case) -> Bool {
        c.deprecated != nil && !inboundCaseNames.contains(c.name.value)
    }
}
