/// What every output says about one valid spec, resolved once after validation: the shape, every case with
/// its fields and codes, every derived property's value for every case, the bridge fields with their sources,
/// the inbound tables, the constructors with their arguments, and name indexes. Language-neutral: emitters
/// only spell it (Swift, JavaScript, Markdown, ...); none of them works a fact out again from the `Spec`.
///
/// Built by `EmitPlan(_:)` (PlanBuilder.swift) from a spec that passed validation.
public struct EmitPlan: Sendable {
    /// The spec's path as given on the command line (for headers).
    public let specPath: String
    public let name: Name
    public let summary: String?
    public let discussion: String?
    public let access: AccessLevel
    /// The `NSError` domain.
    public let errorDomain: String
    /// The docs page's sections as the spec lists them (empty: every generated block).
    public let docs: Docs
    /// Enum or struct, with the struct-only parts in the struct case.
    public let shape: PlanShape
    /// In spec order; `caseIndex(named:)` finds one by name.
    public let cases: [PlanCase]
    /// In spec order; `propertyIndex(named:)` finds one by name.
    public let properties: [PlanProperty]
    /// The details object's fields, in spec order.
    public let bridge: [PlanBridgeField]
    /// The inbound initializers, in spec order.
    public let inbounds: [PlanInbound]
    /// The first inbound initializer.
    public var inbound: PlanInbound? { inbounds.first }
    public let constructors: [PlanConstructor]
    /// Every wire code (primary codes and aliases) once, in spec order, as constants of the code type.
    public let knownCodes: [Literal]
    /// `knownCodes` as a set.
    public let knownCodeSet: Set<Literal>
    /// The spec's `codeType`: `.string` or `.int`.
    public let codeType: ValueType.Base
    /// The `LocalizedError` texts, when the spec opts in (`localizedError:`).
    public internal(set) var localizedTexts: LocalizedTexts?
    /// The Kotlin output, or nil when the spec or the run turns it off.
    public let kotlin: KotlinTarget?
    /// The spec's declared enums (`enums:`), in spec order.
    public internal(set) var enums: [SpecEnum] = []

    let caseIndexes: [String: Int]
    let propertyIndexes: [String: Int]

    init(specPath: String, name: Name, summary: String?, discussion: String?, access: AccessLevel, errorDomain: String,
         docs: Docs, shape: PlanShape, cases: [PlanCase], properties: [PlanProperty], bridge: [PlanBridgeField],
         inbounds: [PlanInbound], constructors: [PlanConstructor], kotlin: KotlinTarget?, caseIndexes: [String: Int],
         propertyIndexes: [String: Int], codeType: ValueType.Base) {
        self.specPath = specPath
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.access = access
        self.errorDomain = errorDomain
        self.docs = docs
        self.shape = shape
        self.cases = cases
        self.properties = properties
        self.bridge = bridge
        self.inbounds = inbounds
        self.constructors = constructors
        self.kotlin = kotlin
        self.caseIndexes = caseIndexes
        self.propertyIndexes = propertyIndexes
        self.codeType = codeType
        let codeCount = cases.reduce(0) { $0 + $1.codes.count }
        var seen = Set<Literal>(minimumCapacity: codeCount)
        var codes: [Literal] = []
        codes.reserveCapacity(codeCount)
        for c in cases {
            for code in c.codes where seen.insert(code.value).inserted { codes.append(code.value) }
        }
        knownCodes = codes
        knownCodeSet = seen
    }

    /// Where Kotlin output goes: its package (nil for the default package).
    public struct KotlinTarget: Sendable {
        public let package: String?
    }

    /// The type's name, e.g. `PoolError`.
    public var typeName: String { name.value }

    /// The name of the details type for the bridge, e.g. `PoolErrorDetails`.
    public var detailsTypeName: String { name.value + SwiftGeneratedNames.detailsSuffix }

    public var isStruct: Bool { shape.structure != nil }

    public func caseIndex(named name: String) -> Int? { caseIndexes[name] }

    public func propertyIndex(named name: String) -> Int? { propertyIndexes[name] }

    /// The fields the case's rules and values read: its payload (enum shape) or the stored fields (struct shape).
    public func fields(of caseIndex: Int) -> [Field] {
        switch shape {
        case .enumeration: return cases[caseIndex].payload
        case .structure(let structure): return structure.fields
        }
    }

    /// The type of a field a value of the case reads, or nil when the case has no such field.
    public func fieldType(_ name: String, in caseIndex: Int) -> ValueType? {
        switch shape {
        case .enumeration: return cases[caseIndex].payloadField(named: name)?.type
        case .structure(let structure): return structure.field(named: name)?.type
        }
    }
}
