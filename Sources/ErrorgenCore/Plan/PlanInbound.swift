/// How a service answer becomes a case, resolved: the matching steps in precedence order with their arms.
public struct PlanInbound: Sendable {
    public let parameters: [InboundParameter]
    public let doc: String?
    /// The order in which code and status matching are tried, as written.
    public let precedence: [InboundStep]
    /// The status table as written, for the docs.
    public let statuses: [StatusRow]
    /// The code families as written, for the docs (empty when the code step does not run).
    public internal(set) var codeFamilies: [CodeFamily] = []
    /// The precedence steps that have a parameter with their role, in order.
    public let steps: [PlanInboundStep]
    /// The case chosen when nothing matches.
    public let fallback: Int
    /// The cases an answer can produce (coded cases, status rows, the unknown-code case, the fallback), each once, by index.
    public let targets: [Int]
    /// The initializer's place among the spec's initializers (0 for the first).
    public internal(set) var index = 0
    /// An unknown code ends the matching (the code parameter is never nil): no later step runs, the fallback
    /// is never chosen.
    public internal(set) var unknownCodeIsFinal = false
    private let parameterIndexes: [String: Int]

    init(parameters: [InboundParameter], doc: String?, precedence: [InboundStep], statuses: [StatusRow],
         steps: [PlanInboundStep], fallback: Int, targets: [Int]) {
        self.parameters = parameters
        self.doc = doc
        self.precedence = precedence
        self.statuses = statuses
        self.steps = steps
        self.fallback = fallback
        self.targets = targets
        parameterIndexes = PlanIndex.firstIndexes(parameters.lazy.map(\.field.name.value))
    }

    public func parameter(named name: String) -> InboundParameter? {
        parameterIndexes[name].map { parameters[$0] }
    }

    /// What the default template of the parameter `filling` can read: the other parameters, as they are in an
    /// arm where `unwrapped` (when given) is known non-nil: that one non-optional, so the template spells its value
    /// (a Swift `case let code?` binding, a Kotlin smart cast) rather than a nil check that cannot fail.
    func templateParameters(filling: String, unwrapped: String?) -> [Field] {
        parameters.map(\.field).filter { $0.name.value != filling }.map { other in
            var other = other
            if other.name.value == unwrapped { other.type = other.type.nonOptional }
            return other
        }
    }

    /// Whether any step can match: it has at least one arm, or takes unknown codes.
    public var hasArms: Bool { steps.contains(where: \.canMatch) }

    /// The argument labels in order, as the docs and the diff name the initializer: `init(grpcStatus:message:)`.
    public var labels: String { parameters.map { $0.field.name.value + ":" }.joined() }

    /// The helper function that holds one chunk of a step too large for one `switch`/`when` (Swift's and
    /// Kotlin's emitters name them alike): `_inboundServerCode0`, the step's parameter and the chunk's number,
    /// `_inbound2ServerCode0` for the spec's second initializer.
    public func chunkFunctionName(_ step: PlanInboundStep, chunk: Int) -> String {
        let parameter = step.parameter.field.name.value
        let initializer = index == 0 ? "" : String(index + 1)
        return "_inbound" + initializer + parameter.prefix(1).uppercased() + parameter.dropFirst() + String(chunk)
    }

    /// Whether a step of this kind runs (precedence lists it and a parameter has its role).
    public func uses(_ kind: InboundStep) -> Bool { steps.contains { $0.kind == kind } }
}

/// One matching step: the parameter it switches over and its arms, in order.
public struct PlanInboundStep: Sendable {
    public let kind: InboundStep
    public let parameter: InboundParameter
    /// Code step: one arm per case with codes. Status step: one arm per non-empty status row.
    public let arms: [PlanInboundArm]
    /// Code step with `unknownCode`: the case a code no arm lists gives, by index.
    public let unknownCase: Int?
    /// Code step: the code families, tried after the arms and before `unknownCase`, longest prefix first.
    public internal(set) var families: [PlanCodeFamily] = []

    /// Whether an arm has a `when` rule (a status row's): such a step reads the other parameters too, so it is
    /// never split into helper functions.
    public var hasConditions: Bool { arms.contains { $0.condition != nil } }

    /// Whether the step can give a case: it has an arm or a code family, or takes unknown codes.
    public var canMatch: Bool { !arms.isEmpty || !families.isEmpty || unknownCase != nil }
}

/// A code family of the code step: codes no arm lists that start with a prefix or lie in a range.
public struct PlanCodeFamily: Sendable {
    public let match: CodeFamily.Match
    /// The case the family gives, by index.
    public let caseIndex: Int
}

public struct PlanInboundArm: Sendable {
    public enum Match: Sendable {
        /// Wire codes (String or Int constants), primary first then aliases.
        case codes([Literal])
        /// Statuses and ranges of statuses.
        case statuses([MembershipElement])
    }

    public let match: Match
    /// The case the arm produces, by index.
    public let caseIndex: Int
    /// A status row's `when` rule over the initializer's parameters: the arm matches only when it holds.
    public let condition: Expression?

    init(match: Match, caseIndex: Int, condition: Expression? = nil) {
        self.match = match
        self.caseIndex = caseIndex
        self.condition = condition
    }
}
