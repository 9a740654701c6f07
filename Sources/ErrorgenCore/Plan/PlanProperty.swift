/// A derived property with its value for every case.
public struct PlanProperty: Sendable {
    public let name: Name
    public let type: ValueType
    public let doc: String?
    /// The default as written (a primary code default resolves per case in `values`).
    public let defaultValue: PlanDefault
    /// The value for each case, by case index: the case's own value, or the default resolved for the case.
    public let values: [PlanValue]
    /// Whether each case (by case index) sets its own value rather than taking the default.
    public let isOwn: [Bool]

    /// Whether some case's value is a conditional (`[{when: ..., value: ...}, ...]`).
    public var hasConditionalValue: Bool {
        values.contains { if case .conditional = $0 { return true } else { return false } }
    }

    /// The case's own value, or nil when it takes the default.
    public func ownValue(for caseIndex: Int) -> PlanValue? {
        isOwn[caseIndex] ? values[caseIndex] : nil
    }
}

/// A property's value for one case.
public indirect enum PlanValue: Sendable {
    case constant(Literal)
    /// The case's payload field (enum shape) or a stored field (struct shape).
    case field(String)
    /// A rule over the case's fields; its type is the property's type.
    case rule(PlanRule)
    /// The case's primary wire code (a String or Int constant), or nil for a case without codes.
    case primaryCode(Literal?)
    /// The value of the first arm whose rule holds, else `otherwise`.
    case conditional([PlanArm], otherwise: PlanValue)

    /// The fields the value reads, in first-use order.
    public var reads: [String] {
        switch self {
        case .constant, .primaryCode: return []
        case .field(let name): return [name]
        case .rule(let rule): return rule.reads
        case .conditional(let arms, let otherwise):
            var names: [String] = []
            for name in arms.flatMap({ $0.rule.reads + $0.value.reads }) + otherwise.reads where !names.contains(name) {
                names.append(name)
            }
            return names
        }
    }

    /// Whether a rule of the value (or of an arm) has a `??`.
    public var coalesces: Bool {
        switch self {
        case .rule(let rule): return rule.coalesces
        case .conditional(let arms, let otherwise): return otherwise.coalesces || arms.contains { $0.rule.coalesces || $0.value.coalesces }
        case .constant, .field, .primaryCode: return false
        }
    }

    /// Whether the value is, or has an arm that is, the case's primary code.
    public var readsPrimaryCode: Bool {
        switch self {
        case .primaryCode: return true
        case .conditional(let arms, let otherwise): return otherwise.readsPrimaryCode || arms.contains { $0.value.readsPrimaryCode }
        case .constant, .field, .rule: return false
        }
    }
}

/// One arm of a conditional value: its Bool rule and its value.
public struct PlanArm: Sendable {
    public let rule: PlanRule
    public let value: PlanValue
}

/// A property's default as the spec wrote it.
public enum PlanDefault: Sendable {
    case constant(Literal)
    case field(String)
    case rule(PlanRule)
    /// Each case's own primary code.
    case primaryCode
    /// Arms: resolved once, or nil when an arm is the primary code (then it is resolved per case in `values`).
    case conditional(PlanValue?)
}

/// A parsed rule with the distinct fields it reads, in first-use order.
public struct PlanRule: Sendable {
    public let expression: Expression
    /// The rule as written in the spec.
    public let source: String
    public let reads: [String]
    /// The fields the rule reads more than once (Kotlin's flow analysis may then call a later null check senseless).
    public let rereads: [String]
    /// Whether the rule has a `??`, or an `in` over a list or map, which the Kotlin output reads through its
    /// `ruleOrElse` helper (then declared).
    public let coalesces: Bool

    init(_ expression: Expression, source: String) {
        self.expression = expression
        self.source = source
        (reads, rereads, coalesces) = Self.fieldsRead(by: expression)
    }

    static func fieldsRead(by expression: Expression) -> (names: [String], rereads: [String], coalesces: Bool) {
        var names: [String] = []
        var rereads: [String] = []
        var coalesces = false
        var pending = [expression]
        while let e = pending.popLast() {
            switch e {
            case .field(let name, _):
                if !names.contains(name) { names.append(name) } else if !rereads.contains(name) { rereads.append(name) }
            case .literal:
                break
            case .coalesce(let a, let b):
                coalesces = true
                pending.append(b)
                pending.append(a)
            case .compare(_, let a, let b), .and(let a, let b), .or(let a, let b):
                pending.append(b)
                pending.append(a)
            case .elementOf(let a, let b):
                // (Kotlin reads an optional list or map through the same helper: `ruleOrElse(tags, emptyList<String>())`.)
                coalesces = true
                pending.append(b)
                pending.append(a)
            case .membership(let a, _, _), .not(let a), .count(let a, _):
                pending.append(a)
            }
        }
        return (names, rereads, coalesces)
    }
}
