/// The plan with the Swift spellings every part of the Swift emitter shares: the access modifier, the type's
/// identifier, and (struct shape) the category's identifiers.
struct SwiftEmitContext {
    let plan: EmitPlan
    /// `public `, `package ` or empty (internal is written without a modifier).
    let access: String
    /// The error type's name as a Swift identifier.
    let typeName: String
    /// Struct shape: the category enum's type and the category property as identifiers, with the plan's
    /// struct parts; nil for the enum shape.
    let category: SwiftCategory?

    /// The cases' patterns, written as bytes; a class, so an arm closure holding it copies no context.
    let patterns: SwiftCasePatterns

    struct SwiftCategory {
        let structure: PlanStructure
        /// The category enum's type name as an identifier.
        let type: String
        /// The category property as an identifier.
        let property: String
        /// The category property's name as written.
        var propertyName: String { structure.categoryProperty }
    }

    init(plan: EmitPlan) {
        self.plan = plan
        access = switch plan.access {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
        typeName = SwiftLanguage.identifier(plan.typeName)
        patterns = SwiftCasePatterns(plan.cases, bindsPayload: plan.shape.structure == nil)
        chunkNamesTaken = Self.chunkNamesTaken(plan)
        memberNames = MemberNames(plan)
        switch plan.shape {
        case .enumeration:
            category = nil
        case .structure(let structure):
            category = SwiftCategory(structure: structure, type: SwiftLanguage.identifier(structure.categoryType),
                                     property: SwiftLanguage.identifier(structure.categoryProperty))
        }
    }

    /// The name of a chain of chunk functions for a member with more arms than `SwiftCaseSwitch.chunkSize`:
    /// `_caseName` (numbered `_caseName0`, ...), with `_` added while a case, property, stored field or
    /// constructor of the spec could be a chunk function's name (only large specs pay for the check).
    func chunkName(_ member: String) -> String {
        var base = "_" + member
        while chunkNamesTaken.contains(base) { base += "_" }
        return base
    }

    /// Every chunk-name base a name of the spec could collide with: for each case, property, stored field and
    /// constructor name starting with `_`, the name without its trailing digits, 0 to all of them (a base `_x`
    /// numbered `_x0`, `_x1`, ... meets the name `_x12`). Built once, for specs large enough to be chunked.
    private let chunkNamesTaken: Set<String>

    private static func chunkNamesTaken(_ plan: EmitPlan) -> Set<String> {
        guard plan.cases.count > SwiftCaseSwitch.chunkSize else { return [] }
        var taken = Set<String>()
        for name in specMemberNames(plan) where name.hasPrefix("_") {
            var stem = Substring(name)
            taken.insert(String(stem))
            while let last = stem.last, last.isNumber {
                stem = stem.dropLast()
                taken.insert(String(stem))
            }
        }
        return taken
    }

    /// The names the spec gives members of the error type: cases, properties, constructors and stored fields.
    private static func specMemberNames(_ plan: EmitPlan) -> [String] {
        var names = plan.cases.map(\.name) + plan.properties.map(\.name.value) + plan.constructors.map(\.name)
        if let structure = plan.shape.structure { names += structure.fields.map(\.name.value) }
        return names
    }

    /// `base`, or `base_`, `base__`...: a name no member of the error type has (case, property, stored field,
    /// category property, constructor), for a file-level helper that members call: a member of the same name
    /// would shadow it there.
    func freshMemberName(_ base: String) -> String {
        var name = base
        while memberNames.contains(name) { name += "_" }
        return name
    }

    /// Every member name `freshMemberName` must avoid, gathered on its first call and shared by the copies of this
    /// context: one sweep over the spec's names per file, not one per helper named.
    private final class MemberNames {
        private let plan: EmitPlan
        private lazy var names: Set<String> = {
            var names = Set(SwiftEmitContext.specMemberNames(plan))
            if let structure = plan.shape.structure { names.insert(structure.categoryProperty) }
            return names
        }()

        init(_ plan: EmitPlan) { self.plan = plan }

        func contains(_ name: String) -> Bool { names.contains(name) }
    }

    private let memberNames: MemberNames

    /// `self.category` in the struct shape; `self` in the enum shape: what derived switches switch over.
    var switchSubject: String {
        category.map { "self." + SwiftLanguage.memberAccess($0.propertyName) } ?? "self"
    }

    /// The pattern for one case in a switch over `switchSubject`, binding only the fields in `bound`:
    /// `.name`, `.service(let status)`, `.pair(let a, _)`. The struct shape never binds (fields are stored).
    func pattern(for c: PlanCase, binding bound: [String] = []) -> String {
        let member = "." + SwiftLanguage.memberAccess(c.name)
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

    /// Whether the `@available(*, deprecated)` attribute goes on a deprecated case: always. Generated code that
    /// builds a deprecated case would warn; constructors for such cases are deprecated themselves, and the inbound
    /// initializer, which cannot be, builds them through `SwiftDeprecatedCases`.
    func marksDeprecated(_ c: PlanCase) -> Bool {
        c.deprecated != nil
    }

    /// How the inbound initializer names the case at `caseIndex` before its payload: `.name` (enum shape) or
    /// `Category.name` (struct shape), or for a deprecated case `_<Owner>Deprecated<Owner>.name`, which builds it
    /// without a deprecation warning in the generated file.
    func inboundMember(_ caseIndex: Int) -> String {
        let c = plan.cases[caseIndex]
        let owner = category?.type ?? typeName
        let name = SwiftLanguage.memberAccess(c.name)
        if c.deprecated != nil { return SwiftDeprecatedCases.builderName(self) + "<" + owner + ">." + name }
        return (category == nil ? "" : owner) + "." + name
    }
}
