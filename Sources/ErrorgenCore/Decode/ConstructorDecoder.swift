/// `constructors:`: named static funcs/properties that build a case with a message template.
enum ConstructorDecoder {
    static let keys = SpecKeys.constructor

    /// `targetType(case, target)` is the type of a payload or stored field, nil when unknown
    /// (the validator reports unknown targets).
    typealias TargetTypes = (_ caseName: String, _ target: String) -> ValueType?

    static func decodeConstructors(_ node: YAMLNode, targetType: TargetTypes, context: DecodeContext) -> [Constructor] {
        guard let items = context.sequence(node, "'constructors'") else {
            context.unknown.someConstructor = true
            return []
        }
        return items.compactMap { decodeConstructor($0, targetType: targetType, context: context) }
    }

    private static func decodeConstructor(_ node: YAMLNode, targetType: TargetTypes, context: DecodeContext) -> Constructor? {
        guard let keys = KeyedReader(node, "a constructor", allowed: Self.keys, required: ["name", "case"], context: context) else {
            context.unknown.someConstructor = true
            return nil
        }
        let name = keys.name("name")
        let parameters = keys["parameters"].map { FieldDecoder.decodeFieldList($0, "parameter", context: context) }
        let caseName = keys.name("case")
        let set = context.keyedValues(keys, "set") { pair -> Assignment? in
            let type = caseName.flatMap { targetType($0.value, pair.keyText) }
            return AssignedValueDecoder.decode(pair.value, as: type, "the value of '\(pair.keyText)'",
                                               parameters: parameters?.fields.map(\.name.value) ?? [], context: context)
                .map { Assignment(target: Name(pair.keyText, at: pair.key.location), value: $0) }
        }
        guard let name, let caseName else {
            context.unknown.someConstructor = true
            if let caseName { context.unknown.unreadCaseReferences.append(caseName) }
            return nil
        }
        // An unknown key (`values:`, `args:`) may be the missing `set` or `parameters`: what they hold is unknown.
        // So is what a key written twice holds (the second one was dropped).
        let mayBeElsewhere = { (key: String) in
            keys.isMisspelled(key) || keys.isDuplicated(key) || (keys.hasUnknownKeys && keys[key] == nil)
        }
        if let gap = parameters?.gap ?? (mayBeElsewhere("parameters") ? FieldGap(allNamesKnown: false) : nil) {
            context.unknown.constructorParameters[name.value] = gap
        }
        let failedTargets = mayBeElsewhere("set") ? [UnknownParts.allTargets] : set.failed
        if !failedTargets.isEmpty { context.unknown.constructorTargets[name.value] = failedTargets }
        return Constructor(name: name, parameters: parameters?.fields ?? [], caseName: caseName, assignments: set.values,
                           doc: keys.text("doc"),
                           deprecated: CaseDecoder.deprecation(keys["deprecated"], of: "constructor", context: context))
    }
}
