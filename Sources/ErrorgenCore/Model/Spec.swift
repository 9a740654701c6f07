/// One error type, decoded and validated from one spec file. Emitters are pure functions of it.
public struct Spec: Sendable {
    /// The spec's path as given on the command line (used in headers and diagnostics).
    public var path: String
    public var name: Name
    public var summary: String?
    /// Longer text shown under the summary in the docs and the type's doc comment.
    public var discussion: String?
    public var access: AccessLevel
    public var shape: Shape
    /// Enum shape: the enum's cases. Struct shape: the category enum's cases.
    public var cases: [Case]
    /// Struct shape only: the stored properties besides the category.
    public var fields: [Field]
    public var properties: [Property]
    /// The inbound initializers (`inbound:`, one mapping or a list), in spec order; each has its own labels.
    public var inbounds: [Inbound]
    public var constructors: [Constructor]
    public var bridge: Bridge
    public var docs: Docs
    /// Stable NSError domain (`errorDomain`); defaults to the type name.
    public var errorDomain: String
    /// Struct shape: the doc of the category property.
    public var categoryDoc: String?
    /// Struct shape: the stored String field that holds the open wire code (its known values are the cases' codes).
    public var openCodeField: Name?
    /// Struct shape: the stored String field a React Native rejection's message is (`category.messageField`).
    public var messageField: Name?
    /// `jsPackage:` and `version:`: the npm package the JavaScript outputs form.
    public var jsPackage = JSPackageKeys()
    /// `LocalizedError` conformance, when the spec opts in.
    public var localizedError: LocalizedErrorOptions?
    /// Whether and how `Kotlin/<Name>.kt` is generated.
    public var kotlin = KotlinSettings()
    /// Enum shape: the fields every case carries (`fields:`), already first in each case's payload and
    /// read by a property of the same name.
    public var sharedFields: [Field] = []
    /// The type of every wire code (`codeType`): `.string` (the default) or `.int`.
    public var codeType: ValueType.Base = .string
    /// `errorCodes: codes`: a case without its own `errorCode` takes its primary (integer) wire code.
    public var errorCodesFromWireCodes = false
    /// `sharedErrorCodes: true`: cases may give the same NSError code by `errorCode` (or, with `errorCodes: codes`,
    /// by their primary codes), as catalogs that map several errors to one code do. A derived code stays unique.
    public var sharedErrorCodes = false
    /// `enums:`: small string enums the spec's types can name.
    public var enums: [SpecEnum] = []

    public init(path: String, name: Name, summary: String? = nil, discussion: String? = nil,
                access: AccessLevel = .public, shape: Shape, cases: [Case], fields: [Field] = [],
                properties: [Property] = [], inbound: Inbound? = nil, constructors: [Constructor] = [],
                bridge: Bridge, docs: Docs = Docs(), errorDomain: String? = nil, categoryDoc: String? = nil) {
        self.path = path
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.access = access
        self.shape = shape
        self.cases = cases
        self.fields = fields
        self.properties = properties
        self.inbounds = inbound.map { [$0] } ?? []
        self.constructors = constructors
        self.bridge = bridge
        self.docs = docs
        self.errorDomain = errorDomain ?? name.value
        self.categoryDoc = categoryDoc
    }

    /// The first inbound initializer; setting it replaces them all with this one.
    public var inbound: Inbound? {
        get { inbounds.first }
        set { inbounds = newValue.map { [$0] } ?? [] }
    }

    public func `case`(named name: String) -> Case? { cases.first { $0.name.value == name } }
    public func property(named name: String) -> Property? { properties.first { $0.name.value == name } }
    public func field(named name: String) -> Field? { fields.first { $0.name.value == name } }
}

/// A name from the spec with where it was written.
public struct Name: Sendable, Hashable, CustomStringConvertible {
    public var value: String
    public var location: SourceLocation

    public init(_ value: String, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    public var description: String { value }
}

public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `public`
    case `package`
    case `internal`
}

public enum Shape: Sendable, Hashable {
    /// `enum Name: Error { case a, b(x: Int) }`.
    case enumeration
    /// `struct Name: Error { let category: CategoryType; ... }`, with the cases as `CategoryType`'s cases.
    case structure(categoryType: Name, categoryProperty: Name)
}

public struct Case: Sendable {
    public var name: Name
    /// Enum shape: the payload (labelled associated values). Always empty in the struct shape.
    public var payload: [Field]
    /// Docs columns.
    public var when: String?
    public var todo: String?
    public var doc: String?
    /// A deprecation message; non-nil means deprecated.
    public var deprecated: String?
    /// Wire codes that map to this case; the first is the primary (outbound) code.
    public var codes: [WireCode]
    /// Stable NSError code; nil means derived.
    public var errorCode: Int?
    /// `renamedFrom`, `errorCodeLocation`, `errorCodeField` and `message` (Case+RareParts.swift), out of line.
    var rare: CaseRareParts.Box?

    public init(name: Name, payload: [Field] = [], when: String? = nil, todo: String? = nil, doc: String? = nil,
                deprecated: String? = nil, codes: [WireCode] = [], errorCode: Int? = nil, renamedFrom: Name? = nil) {
        self.name = name
        self.payload = payload
        self.when = when
        self.todo = todo
        self.doc = doc
        self.deprecated = deprecated
        self.codes = codes
        self.errorCode = errorCode
        self.renamedFrom = renamedFrom
    }

    public var primaryCode: WireCode? { codes.first }
}

/// `errorCode: {field: grpcStatus, default: 2}`: a case whose NSError code is the value of one of its Int payload
/// fields, and `nilCode` when that (optional) field is nil.
public struct ErrorCodeField: Sendable {
    public var field: Name
    public var nilCode: Int?
    /// Where `default` is written, for diagnostics.
    public var nilCodeLocation: SourceLocation?

    public init(field: Name, nilCode: Int? = nil, nilCodeLocation: SourceLocation? = nil) {
        self.field = field
        self.nilCode = nilCode
        self.nilCodeLocation = nilCodeLocation
    }
}

public struct WireCode: Sendable, Hashable {
    /// The code's text: as written for String codes, the decimal number for Int codes (`-1001`).
    public var code: String
    /// The code as a constant of the spec's code type: `.string` or `.int`.
    public var value: Literal
    public var doc: String?
    public var location: SourceLocation
    /// Struct shape: this code's own property values (`values: {docUrl: ...}`), used when the code field holds it.
    public var values: [CodeValue] = []

    public init(_ code: String, doc: String? = nil, at location: SourceLocation) {
        self.code = code
        self.value = .string(code)
        self.doc = doc
        self.location = location
    }

    /// An integer wire code (`codeType: Int`).
    public init(_ code: Int, doc: String? = nil, at location: SourceLocation) {
        self.code = String(code)
        self.value = .int(code)
        self.doc = doc
        self.location = location
    }
}

/// One property's constant for one wire code: `values: {httpStatus: 402}` on a code.
public struct CodeValue: Sendable, Hashable {
    public var property: Name
    public var value: Literal
    public var location: SourceLocation

    public init(property: Name, value: Literal, at location: SourceLocation) {
        self.property = property
        self.value = value
        self.location = location
    }
}

/// A payload field, stored field, or constructor/inbound parameter.
public struct Field: Sendable {
    public var name: Name
    public var type: ValueType
    public var doc: String?
    /// A payload or stored field's earlier name (`renamedFrom:`), for `errorgen diff`.
    public var renamedFrom: Name?

    public init(name: Name, type: ValueType, doc: String? = nil, renamedFrom: Name? = nil) {
        self.name = name
        self.type = type
        self.doc = doc
        self.renamedFrom = renamedFrom
    }
}

/// A derived property: `default` unless the case has its own value.
public struct Property: Sendable {
    public var name: Name
    public var type: ValueType
    public var doc: String?
    public var defaultValue: PropertyValue
    /// Per-case values, in spec order, keyed by case name.
    public var values: [CaseValue]
    /// The property's earlier name (`renamedFrom:`), for `errorgen diff`.
    public var renamedFrom: Name?
    /// Keys of `values` whose value could not be read: they are still checked as case names.
    public var unreadValueCases: [Name] = []

    public init(name: Name, type: ValueType, doc: String? = nil, defaultValue: PropertyValue, values: [CaseValue] = [],
                renamedFrom: Name? = nil) {
        self.name = name
        self.renamedFrom = renamedFrom
        self.type = type
        self.doc = doc
        self.defaultValue = defaultValue
        self.values = values
    }

    /// The value for a case: its own, or the default.
    public func value(for caseName: String) -> PropertyValue {
        values.first { $0.caseName.value == caseName }?.value ?? defaultValue
    }
}

public struct CaseValue: Sendable {
    public var caseName: Name
    public var value: PropertyValue

    public init(caseName: Name, value: PropertyValue) {
        self.caseName = caseName
        self.value = value
    }
}

public indirect enum PropertyValue: Sendable {
    case constant(Literal, SourceLocation)
    /// The case's payload field (enum shape) or a stored field (struct shape).
    case field(Name)
    /// A rule over the case's fields; its type is the property's type.
    case rule(Expression, source: String)
    /// The case's primary wire code, or nil for a case without codes.
    case primaryCode(SourceLocation)
    /// `[{when: RULE, value: X}, ..., {value: Y}]`: the value of the first arm whose Bool rule holds, else
    /// `otherwise`. Arm values are never conditional themselves.
    case conditional([ValueArm], otherwise: PropertyValue)

    public var isPrimaryCode: Bool {
        if case .primaryCode = self { return true }
        return false
    }

    /// Whether the value is, or has an arm that is, the case's primary code (so it differs per case).
    public var readsPrimaryCode: Bool { primaryCodeLocation != nil }

    /// Where the value (or its first arm that does) reads the case's primary code.
    public var primaryCodeLocation: SourceLocation? {
        switch self {
        case .primaryCode(let location): return location
        case .conditional(let arms, let otherwise):
            return arms.lazy.compactMap(\.value.primaryCodeLocation).first ?? otherwise.primaryCodeLocation
        default: return nil
        }
    }
}

/// One arm of a conditional value: `{when: "status == 429", value: 30}`.
public struct ValueArm: Sendable {
    /// A Bool rule over the case's fields.
    public var when: Expression
    public var source: String
    public var value: PropertyValue

    public init(when: Expression, source: String, value: PropertyValue) {
        self.when = when
        self.source = source
        self.value = value
    }
}

/// How a service answer becomes a case: `init(parameters...)`.
public struct Inbound: Sendable {
    public var parameters: [InboundParameter]
    /// The order in which code and status matching are tried; the first that matches wins.
    public var precedence: [InboundStep]
    /// Where each step of `precedence` is written (empty for the default order), for diagnostics.
    public var precedenceLocations: [SourceLocation] = []
    /// Status table rows, tried in order.
    public var statuses: [StatusRow]
    /// Whether `statuses:` is written (also when it failed to decode, or is misspelled or misplaced): a missing
    /// table is then not reported again.
    public var statusesWritten = false
    /// The case chosen when nothing matches.
    public var fallback: Name
    /// `unknownCode:`: the case chosen at the code step when the code parameter holds a code no case lists
    /// (nil: such a code matches nothing, and the next step or the fallback decides).
    public var unknownCode: Name?
    /// `codeFamilies:`: codes no case lists that start with a prefix or lie in a range (part of the code step).
    public var codeFamilies: [CodeFamily] = []
    public var doc: String?
    public var location: SourceLocation

    public init(parameters: [InboundParameter], precedence: [InboundStep], statuses: [StatusRow] = [],
                fallback: Name, doc: String? = nil, at location: SourceLocation) {
        self.parameters = parameters
        self.precedence = precedence
        self.statuses = statuses
        self.fallback = fallback
        self.doc = doc
        self.location = location
    }

    public func parameter(withRole role: InboundParameter.Role) -> InboundParameter? {
        parameters.first { $0.role == role }
    }

    public func parameter(named name: String) -> InboundParameter? {
        parameters.first { $0.field.name.value == name }
    }

    /// The argument labels, in order: `["grpcStatus", "message"]`. Two initializers never share them.
    public var labels: [String] { parameters.map(\.field.name.value) }

    /// `init(serverCode:status:)`.
    public var signature: String { "init(" + labels.map { $0 + ":" }.joined() + ")" }

    /// Whether a code that no case lists ends the matching at the code step: `unknownCode` is set and the
    /// code parameter can never be nil, so neither a later step nor the fallback is ever reached.
    public var unknownCodeIsFinal: Bool {
        guard unknownCode != nil, precedence.contains(.code), let code = parameter(withRole: .code) else { return false }
        return !code.field.type.isOptional
    }
}

public struct InboundParameter: Sendable {
    public enum Role: String, Sendable, Hashable {
        /// Matched against the cases' wire codes.
        case code
        /// Matched against the status table.
        case status
        /// Struct shape: a declared enum (`type: ErrorType?`) whose values name categories: the category whose
        /// name is the value's name.
        case category
        /// Matched against the cases' NSError codes (`errorCode`, given or derived): an app's `NSError` back to its case.
        case errorCode
    }

    public var field: Field
    public var role: Role?
    /// Used where a non-optional payload/stored field is filled from this optional parameter and it is nil:
    /// a template for String parameters (it may name other parameters), a literal otherwise.
    public var defaultValue: AssignedValue?
    /// Where the `type:` and `role:` values are written: an error about the type a role takes points at the type,
    /// one about the role itself at the role.
    public var typeLocation: SourceLocation?
    public var roleLocation: SourceLocation?
    /// Where the `default:` key is written.
    public var defaultLocation: SourceLocation?

    public init(field: Field, role: Role? = nil, defaultValue: AssignedValue? = nil) {
        self.field = field
        self.role = role
        self.defaultValue = defaultValue
    }
}

public enum InboundStep: String, Sendable, Hashable {
    case code
    case status
    /// The `role: category` parameter's value picks the category of the same name.
    case category
    /// The `role: errorCode` parameter's value picks the case whose NSError code it is.
    case errorCode
}

public struct StatusRow: Sendable {
    /// Statuses or ranges of statuses, e.g. `[400, 422]` or `[500...599]`.
    public var statuses: [MembershipElement]
    /// Where each of `statuses` is written, for diagnostics.
    public var statusLocations: [SourceLocation] = []
    public var caseName: Name
    /// `when: "rateLimitRemaining == 0"`: a Bool rule over the initializer's parameters; the row matches only
    /// when it holds (a status it does not match goes on to the later rows).
    public var condition: RowCondition?
    public var doc: String?
    public var location: SourceLocation
    /// The row has a key that was reported as unknown (`when: ...`, a condition the spec language does not have):
    /// what it was meant to match is unknown, so it is left out of the checks for rows that can never match.
    public var hasUnknownKeys = false

    public init(statuses: [MembershipElement], caseName: Name, doc: String? = nil, at location: SourceLocation) {
        self.statuses = statuses
        self.caseName = caseName
        self.doc = doc
        self.location = location
    }
}

/// A status row's `when`: its rule, as parsed and as written.
public struct RowCondition: Sendable {
    public var rule: Expression
    public var source: String
    public var location: SourceLocation

    public init(rule: Expression, source: String, at location: SourceLocation) {
        self.rule = rule
        self.source = source
        self.location = location
    }
}

/// A text with `{parameter}` holes, e.g. "after {attempts} attempts."
public struct Template: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case text(String)
        case parameter(String, SourceLocation)
        /// `{ratio:.2f}`, `{seconds:g}`: a Double parameter printed in a number format.
        case formatted(String, NumberFormat, SourceLocation)
        /// `{reason ?? "no reason given"}`, `{ratio:.2f ?? "n/a"}`: an optional parameter (in a number format, if
        /// any) that prints the text when it is nil. The locations are the name's and the `??`'s.
        case withNilText(String, NumberFormat?, String, SourceLocation, SourceLocation)
    }

    /// What a hole shows, whichever form it is written in; nil for text.
    public struct Hole: Sendable, Hashable {
        public var name: String
        public var format: NumberFormat?
        /// What a nil value prints: `nil` unless the hole says otherwise.
        public var nilText: String
        public var location: SourceLocation
    }

    /// How a `{parameter:format}` hole prints its Double.
    public enum NumberFormat: Sendable, Hashable {
        /// `.Nf`: exactly N decimals (0...9), rounded, without grouping or locale: `2.50`.
        case fixed(Int)
        /// `g`: an integral value without `.0` (`3`), any other as Swift prints it (`2.5`).
        case general

        /// As written after the colon.
        public var spelling: String {
            switch self {
            case .fixed(let n): return ".\(n)f"
            case .general: return "g"
            }
        }
    }

    public var parts: [Part]
    public var location: SourceLocation

    /// Whether part `i` is text ending in `$` right before a hole: the spec writes that `$` as `$$`
    /// (`$${amount}`), since `${amount}` is refused as a JavaScript-style hole.
    public func doublesDollar(after i: Int) -> Bool {
        guard case .text(let text) = parts[i], text.hasSuffix("$"), i + 1 < parts.count else { return false }
        if case .text = parts[i + 1] { return false }
        return true
    }

    public init(parts: [Part], at location: SourceLocation) {
        self.parts = parts
        self.location = location
    }

    public var parameterNames: [String] {
        parts.compactMap { $0.hole?.name }
    }

    /// The template when it has no holes.
    public var constantText: String? {
        var text = ""
        for part in parts {
            guard case .text(let t) = part else { return nil }
            text += t
        }
        return text
    }
}

extension Template.Part {
    /// The hole this part is, nil for text.
    public var hole: Template.Hole? {
        switch self {
        case .text: return nil
        case .parameter(let name, let location): return Template.Hole(name: name, nilText: "nil", location: location)
        case .formatted(let name, let format, let location):
            return Template.Hole(name: name, format: format, nilText: "nil", location: location)
        case .withNilText(let name, let format, let text, let location, _):
            return Template.Hole(name: name, format: format, nilText: text, location: location)
        }
    }
}

/// A named constructor: a static func (with parameters) or a static property (without).
public struct Constructor: Sendable {
    public var name: Name
    public var parameters: [Field]
    public var caseName: Name
    /// Values for the case's payload fields (enum shape) or the stored fields (struct shape).
    /// String-typed targets take templates; other types take a literal or a single `{parameter}`.
    public var assignments: [Assignment]
    public var doc: String?
    /// `deprecated:`: the message ("" for none), as for a case; an old name kept as an alias (`touchIDLockout` for
    /// `biometryLockout`) says which one to use instead.
    public var deprecated: String?

    public init(name: Name, parameters: [Field] = [], caseName: Name, assignments: [Assignment] = [], doc: String? = nil,
                deprecated: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.caseName = caseName
        self.assignments = assignments
        self.doc = doc
        self.deprecated = deprecated
    }
}

public struct Assignment: Sendable {
    public var target: Name
    public var value: AssignedValue

    public init(target: Name, value: AssignedValue) {
        self.target = target
        self.value = value
    }
}

public enum AssignedValue: Sendable {
    case template(Template)
    case literal(Literal, SourceLocation)
    case parameter(Name)
}

/// The details value handed to the bridge (Swift `errorDetails`, JS `errorDetails(error)`).
public struct Bridge: Sendable {
    public var fields: [BridgeField]
    /// True when the spec has no `bridge:` and these are the default fields (named after the properties and fields).
    public var isDefault = false

    public init(fields: [BridgeField]) {
        self.fields = fields
    }
}

public struct BridgeField: Sendable {
    public enum Source: Sendable, Hashable {
        /// The case name (enum shape) or the category's case name (struct shape).
        case caseName
        /// Enum shape: the case with its values, as Swift prints it: `rateLimited(retryAfter: 60)`.
        case description
        /// A derived property or a stored field.
        case member(String)
    }

    public var name: Name
    public var source: Source
    /// Where the value is written (`value: retryable`, or the name itself in the short form), for diagnostics.
    public var sourceLocation: SourceLocation?

    public init(name: Name, source: Source) {
        self.name = name
        self.source = source
    }
}

/// Extra docs content, in page order.
public struct Docs: Sendable {
    public var sections: [DocSection]

    public init(sections: [DocSection] = []) {
        self.sections = sections
    }
}

public struct DocSection: Sendable {
    public enum Content: Sendable {
        case prose(String)
        case table(DocTable)
        /// A generated block: the cases table, the properties table, the codes table...
        case generated(GeneratedBlock, SourceLocation)
    }

    public var title: String?
    public var content: [Content]

    public init(title: String?, content: [Content]) {
        self.title = title
        self.content = content
    }
}

public enum GeneratedBlock: String, Sendable, Hashable, CaseIterable {
    /// `| Case | When | What to do |`
    case cases
    /// `| Property | Meaning |` for derived properties (from the rules) and stored fields.
    case properties
    /// `| Code | Case | ... |`: every wire code, its case, and each Bool property evaluated for it.
    case codes
    /// The inbound mapping: status table and fallback, written out.
    case inbound
    /// `| Constructor | Case | Message |`
    case constructors
    /// The bridge details object's fields.
    case bridge
    /// The declared enums (`enums:`): a table each. Added after the page's content when `docs:` does not place it.
    case enums
}

public struct DocTable: Sendable {
    public var header: [String]
    public var rows: [[String]]
    public var location: SourceLocation

    public init(header: [String], rows: [[String]], at location: SourceLocation) {
        self.header = header
        self.rows = rows
        self.location = location
    }
}
