/// The parts of a spec that failed to decode. Decoding keeps going past a bad value: the part it
/// belongs to becomes unknown, and validation skips exactly the checks that depend on it, so one
/// mistake is reported once instead of again by every check that reads the part.
public struct UnknownParts: Sendable {
    /// The type's `name` (the spec then holds a placeholder name).
    public var typeName = false
    /// `shape` or `category` (the spec then holds the enum shape).
    public var shape = false
    /// A case without a readable name: any name used elsewhere might be that case.
    public var someCaseName = false
    /// Cases whose payload is incomplete, with what is known of the fields that failed.
    public var casePayloads: [String: FieldGap] = [:]
    /// The written `codeType` was set aside (`codeType: Int` over codes that are all text): what the spec meant is unknown.
    public var codeType = false
    /// Cases whose `errorCode` could not be read.
    public var errorCodes: Set<String> = []
    /// Some case's `codes` could not be read.
    public var someCodes = false
    /// `sharedErrorCodes` could not be read (or its key is misspelled): cases that give one code may be meant to share it.
    public var sharedErrorCodes = false
    /// The stored fields (struct shape), when incomplete.
    public var storedFields: FieldGap?
    /// Properties that failed to decode but whose name is known.
    public var propertyNames: Set<String> = []
    /// Case names written in parts that failed to decode (the `values` of a property whose type is unreadable, the
    /// `case` of a constructor without a name): still checked, so a misspelled one is reported in the same run.
    public var unreadCaseReferences: [Name] = []
    /// A property without a readable name.
    public var someProperty = false
    /// Property name -> the cases whose own value could not be read; `defaultKey` stands for the default,
    /// `allTargets` for every case (`values` itself could not be read).
    public var propertyValues: [String: Set<String>] = [:]
    /// `localizedError:` could not be read (or its key is misspelled).
    public var localizedError = false
    /// `inbound:` could not be read at all.
    public var inbound = false
    /// The inbound parameters, when incomplete.
    public var inboundParameters: FieldGap?
    /// A parameter's role could not be read.
    public var inboundRoles = false
    /// Inbound parameters whose `default` could not be read.
    public var inboundDefaults: Set<String> = []
    /// An item of `precedence` could not be read.
    public var precedence = false
    /// `fallback` could not be read (the spec then holds a placeholder).
    public var fallback = false
    /// A constructor could not be read.
    public var someConstructor = false
    /// Constructors whose parameters are incomplete.
    public var constructorParameters: [String: FieldGap] = [:]
    /// Constructor name -> targets whose value in `set` could not be read; `allTargets` when `set` itself failed.
    public var constructorTargets: [String: Set<String>] = [:]
    /// A bridge field could not be read.
    public var someBridgeField = false
    /// `enums:` or one of its enums could not be read (or the key is misspelled).
    public var someEnum = false

    public static let defaultKey = "\u{0}default"
    public static let allTargets = "\u{0}all"

    public init() {}

    /// Whether anything failed.
    public var isEmpty: Bool {
        !typeName && !shape && !someCaseName && casePayloads.isEmpty && errorCodes.isEmpty && !someCodes && !sharedErrorCodes
            && storedFields == nil && propertyNames.isEmpty && !someProperty && propertyValues.isEmpty && !inbound
            && inboundParameters == nil && !inboundRoles && !precedence && !fallback && !someConstructor && constructorParameters.isEmpty
            && constructorTargets.isEmpty && !someBridgeField && !someEnum
    }

    /// What is missing from the fields a case's values read (its payload, or the stored fields); nil when they are complete.
    public func fieldGap(ofCase name: String, isStruct: Bool) -> FieldGap? {
        if shape { return FieldGap(allNamesKnown: false) }
        if isStruct { return storedFields }
        // Enum shape: `fields:` are shared fields, the start of every case's payload.
        guard let shared = storedFields else { return casePayloads[name] }
        return casePayloads[name].map { $0.merged(with: shared) } ?? shared
    }

    /// False when `fieldGap(ofCase:isStruct:)` is nil for every case.
    public var hasFieldGaps: Bool { shape || storedFields != nil || !casePayloads.isEmpty }

    /// Whether a name that is not among the decoded cases may still be a case that failed to decode.
    public var caseNamesComplete: Bool { !someCaseName }

    /// Whether the value of `property` for `caseName` is unknown (its own value, or the default it falls back to).
    public func valueUnknown(_ property: String, forCase caseName: String, hasOwnValue: Bool) -> Bool {
        guard let failed = propertyValues[property] else { return false }
        return failed.contains(caseName) || failed.contains(Self.allTargets)
            || (!hasOwnValue && failed.contains(Self.defaultKey))
    }

    /// Whether a constructor's value for `target` is unknown.
    public func targetUnknown(_ constructor: String, _ target: String) -> Bool {
        guard let failed = constructorTargets[constructor] else { return false }
        return failed.contains(target) || failed.contains(Self.allTargets)
    }
}

/// The fields, parameters or payload items of one list that failed to decode.
public struct FieldGap: Sendable {
    /// Names of the items that failed (their type is unknown).
    public var names: Set<String> = []
    /// False when some item's name is unreadable too, or the list itself is.
    public var allNamesKnown = true

    public init(names: Set<String> = [], allNamesKnown: Bool = true) {
        self.names = names
        self.allNamesKnown = allNamesKnown
    }

    /// Both lists' gaps: an item may be in either.
    func merged(with other: FieldGap) -> FieldGap {
        FieldGap(names: names.union(other.names), allNamesKnown: allNamesKnown && other.allNamesKnown)
    }

    /// Whether an item named `name` may exist without having decoded.
    public func mayHold(_ name: String) -> Bool {
        !allNamesKnown || names.contains(name)
    }
}
