/// What the Swift validation does not catch but the Kotlin output needs, each a positioned error. Keywords
/// need no check: `KotlinLanguage.identifier` writes every one in backticks.
enum KotlinNameCheck {
    /// Types the generated Kotlin names without qualification inside the error type.
    static let typeNames: Set<String> = ["String", "Long", "Double", "Boolean", "Int", "Any", "Map", "Deprecated", "Suppress"]
    /// The types a spec's own value types add: `List` for a list type (`Map` is always used).
    static func typeNames(of spec: Spec) -> Set<String> {
        func hasList(_ fields: [Field]) -> Bool { fields.contains { $0.type.container == .list } }
        let usesList = hasList(spec.fields) || spec.cases.contains { hasList($0.payload) }
            || spec.properties.contains { $0.type.container == .list } || spec.constructors.contains { hasList($0.parameters) }
            || (spec.inbound?.parameters.contains { $0.field.type.container == .list } ?? false)
        return usesList ? typeNames.union(["List"]) : typeNames
    }

    /// Names the generated Kotlin declares or calls at the top level of the file.
    static let topLevelNames: Set<String> = typeNames.union(["Character", "StringBuilder", "Math", "Exception", "java", "kotlin"])
    /// The file's helper functions, called from inside the error type.
    static let helperNames: Set<String> = ["swiftQuoted", "swiftDouble", "swiftFixed", "swiftGeneral", "ruleOrElse"]
    /// Names an enum class entry cannot take: they are members of every Kotlin enum.
    static let enumEntryNames: Set<String> = ["name", "ordinal", "entries", "values", "valueOf", "compareTo"]

    /// Members of the generated sealed class (enum shape) besides the spec's properties.
    static let sealedClassMembers: Set<String> = [
        "caseName", "errorCode", "description", "errorDetails", "errorUserInfo", "toString", "equals", "hashCode",
        SwiftGeneratedNames.reactNativeMessage,
    ]

    /// Calls `visit` with every name the spec declares, where it is written (without collecting them: a large
    /// spec declares tens of thousands).
    private static func forEachName(_ spec: Spec, _ visit: (Name) -> Void) {
        visit(spec.name)
        for i in spec.cases.indices { visit(spec.cases[i].name) }
        for i in spec.cases.indices { for field in spec.cases[i].payload { visit(field.name) } }
        for field in spec.fields { visit(field.name) }
        for property in spec.properties { visit(property.name) }
        for constructor in spec.constructors { visit(constructor.name) }
        for constructor in spec.constructors { for parameter in constructor.parameters { visit(parameter.name) } }
        for field in spec.bridge.fields { visit(field.name) }
        for inbound in spec.inbounds { for parameter in inbound.parameters { visit(parameter.field.name) } }
        if case .structure(let type, let property) = spec.shape {
            visit(type)
            visit(property)
        }
    }

    /// `namesOnly`: the spec has other errors, so its values and types may be incomplete: only the checks of names,
    /// sizes and signatures run (a payload field's value check would repeat a broken value's error).
    static func diagnostics(_ spec: Spec, namesOnly: Bool = false) -> [Diagnostic] {
        var bag = DiagnosticBag()
        let why = "; rename it, or turn the Kotlin output off with 'kotlin: {generate: false}'"
        let detailsName = spec.name.value + "Details"
        let exceptionName = spec.name.value + "Exception"
        var topLevel: [Name] = [spec.name]
        if case .structure(let categoryType, _) = spec.shape { topLevel.append(categoryType) }
        let specTypeNames = typeNames(of: spec)
        let usedTypeNames = topLevelNames.union(specTypeNames)
        for name in topLevel where usedTypeNames.contains(name.value) || name.value == detailsName || name.value == exceptionName {
            bag.error("type name '\(name.value)' would hide a type the generated Kotlin uses\(why)", at: name.location)
        }
        // A value is an `object` nested in its enum's sealed class, whose members name `String`, `Any`, `Boolean`
        // and `Int`, and the enum itself.
        // A declared enum keeps spellings it does not list in its nested class `Unknown`, which cannot share its name.
        for e in spec.enums where e.name.value == "Unknown" {
            bag.error("enum name 'Unknown' is the name of the class the generated Kotlin nests in every enum for the spellings it "
                      + "does not list\(why)", at: e.name.location)
        }
        for e in spec.enums {
            for value in e.values where usedTypeNames.contains(value.name.value) || value.name.value == e.name.value {
                let what = value.name.value == e.name.value ? "the enum itself" : "a type the generated Kotlin uses"
                bag.error("enum value name '\(value.name.value)' would hide \(what)\(why)", at: value.name.location)
            }
        }
        let qualifiers = Set(topLevel.map(\.value) + [detailsName, exceptionName])
        checkCases(spec, typeNames: specTypeNames, qualifiers: qualifiers, why: why, into: &bag)
        forEachName(spec) { name in
            guard !name.value.isEmpty, name.value.utf8.allSatisfy({ $0 == UInt8(ascii: "_") }) else { return }
            bag.error("'\(name.value)' is reserved in Kotlin (names of only underscores cannot be declared)\(why)",
                      at: name.location)
        }
        var members = spec.properties.map(\.name) + spec.fields.map(\.name)
        if case .structure(_, let property) = spec.shape { members.append(property) }
        for name in members where name.value == "Companion" {
            bag.error("'Companion' is the name of the generated Kotlin type's companion object\(why)", at: name.location)
        }
        // A case of the enum shape is a class nested in the sealed class: inside it its name hides the file's helper,
        // and `description` would call the case's constructor instead (a StackOverflowError).
        if !spec.isStruct {
            for i in spec.cases.indices where helperNames.contains(spec.cases[i].name.value) {
                bag.error("case '\(spec.cases[i].name.value)' would hide a function the generated Kotlin calls\(why)",
                          at: spec.cases[i].name.location)
            }
        }
        for property in spec.properties where helperNames.contains(property.name.value) {
            bag.error("property '\(property.name.value)' has the name of a function the generated Kotlin calls\(why)",
                      at: property.name.location)
        }
        func checkHelperName(_ field: Field) {
            guard helperNames.contains(field.name.value) else { return }
            bag.error("field '\(field.name.value)' has the name of a function the generated Kotlin calls\(why)",
                      at: field.name.location)
        }
        for field in spec.fields { checkHelperName(field) }
        for i in spec.cases.indices { for field in spec.cases[i].payload { checkHelperName(field) } }
        let parameters = spec.inbounds.flatMap { $0.parameters.map(\.field) } + spec.constructors.flatMap(\.parameters)
        for parameter in parameters where qualifiers.contains(parameter.name.value) || helperNames.contains(parameter.name.value) {
            bag.error("parameter '\(parameter.name.value)' would hide a name the generated Kotlin uses\(why)",
                      at: parameter.name.location)
        }
        for constructor in spec.constructors where qualifiers.contains(constructor.name.value)
            || (spec.inbound != nil && constructor.name.value == "from") {
            bag.error("constructor '\(constructor.name.value)' has the name of a member the generated Kotlin declares\(why)",
                      at: constructor.name.location)
        }
        // A constructor is a function of the companion object: inside the class it hides the file's helper of its name,
        // so `description` would call the constructor (a StackOverflowError, or code that does not compile).
        for constructor in spec.constructors where helperNames.contains(constructor.name.value) {
            bag.error("constructor '\(constructor.name.value)' would hide a function the generated Kotlin calls\(why)",
                      at: constructor.name.location)
        }
        if !namesOnly { checkPayloadProperties(spec, why: why, into: &bag) }
        checkParameterSlots(spec, into: &bag)
        KotlinGetterNames.check(spec, why: why, into: &bag)
        KotlinClassFiles.check(spec, why: why, into: &bag)
        InboundSignatureCheck.distinctKotlinSignatures(spec.inbounds, into: &bag)
        InboundSignatureCheck.distinctKotlinNamedCalls(spec.inbounds, into: &bag)
        return bag.diagnostics
    }

    /// The JVM limits a method to 255 parameter slots (a `Long` or `Double` takes two, anything else one), and a
    /// Kotlin constructor with default values has a twin with one more `Int` per 32 parameters and a marker.
    static let maxParameterSlots = 255

    /// Each generated constructor or function with one parameter per field must fit `maxParameterSlots`: the data
    /// class of the struct shape (the category, then the stored fields) or of a case (its payload), a constructor
    /// function, an inbound `from(...)`.
    private static func checkParameterSlots(_ spec: Spec, into bag: inout DiagnosticBag) {
        func check(_ fields: [Field], extra: Int, _ what: String, at location: SourceLocation) {
            guard fields.count + extra > 100 else { return }
            let slots = fields.reduce(extra) { $0 + ($1.type.isOptional || $1.type.container != nil || $1.type.base == .string
                                                     || $1.type.base == .bool ? 1 : 2) }
            // `this`, and the twin with defaults: one Int per 32 parameters and the marker.
            let total = slots + 1 + (fields.count + extra + 31) / 32 + 1
            guard total > maxParameterSlots else { return }
            bag.error("\(what) has \(fields.count) fields, which take \(total) parameter slots in the Kotlin constructor or function "
                      + "(a Long or Double takes two); the JVM allows \(maxParameterSlots): use fewer, or turn the Kotlin output off with "
                      + "'kotlin: {generate: false}'", at: location)
        }
        if spec.isStruct, case .structure(let categoryType, _) = spec.shape {
            check(spec.fields, extra: 1, "the struct", at: categoryType.location)
        }
        for i in spec.cases.indices where spec.cases[i].payload.count > 100 {
            check(spec.cases[i].payload, extra: 0, "case '\(spec.cases[i].name.value)'", at: spec.cases[i].name.location)
        }
        for constructor in spec.constructors {
            check(constructor.parameters, extra: 0, "constructor '\(constructor.name.value)'", at: constructor.name.location)
        }
        for inbound in spec.inbounds {
            check(inbound.parameters.map(\.field), extra: 0, "the inbound initializer", at: inbound.location)
        }
    }

    /// Enum shape: cases are nested classes, so they must not hide a type, the companion object or the inbound
    /// mapping `from`. Struct shape: cases are enum entries, which cannot take an enum's own member names.
    private static func checkCases(_ spec: Spec, typeNames specTypeNames: Set<String>, qualifiers: Set<String>, why: String,
                                   into bag: inout DiagnosticBag) {
        let reserved: Set<String>
        let what: String
        if spec.isStruct {
            // Entries also hide types inside the enum class, and conflict with its properties.
            reserved = enumEntryNames.union(specTypeNames).union(["caseName", "errorCode"])
            what = "is a member of the generated Kotlin enum class or a type it uses"
        } else {
            // Nested classes conflict with the sealed class's properties of the same name.
            reserved = specTypeNames.union(qualifiers).union(["Companion", "errorDomain"] + (spec.inbound == nil ? [] : ["from"]))
                .union(sealedClassMembers).union(spec.properties.map(\.name.value))
            what = "would hide a type or member the generated Kotlin uses (cases are nested classes of the sealed "
                + "class, next to its properties)"
        }
        for i in spec.cases.indices where reserved.contains(spec.cases[i].name.value) {
            bag.error("case '\(spec.cases[i].name.value)' \(what)\(why)", at: spec.cases[i].name.location)
        }
    }

    /// Enum shape: a payload field with a property's name is that property in Kotlin (`override val`), so the
    /// property's value for the case must be the field, of the property's type or its non-optional form.
    private static func checkPayloadProperties(_ spec: Spec, why: String, into bag: inout DiagnosticBag) {
        guard !spec.isStruct, !spec.properties.isEmpty else { return }
        var propertyIndexes: [String: Int] = [:]
        for (i, p) in spec.properties.enumerated() where propertyIndexes[p.name.value] == nil { propertyIndexes[p.name.value] = i }
        var ownValues: [Int: [String: PropertyValue]] = [:]
        for i in spec.cases.indices {
            let caseName = spec.cases[i].name.value
            for field in spec.cases[i].payload {
                guard let index = propertyIndexes[field.name.value] else { continue }
                let property = spec.properties[index]
                if ownValues[index] == nil {
                    var values: [String: PropertyValue] = [:]
                    for value in property.values where values[value.caseName.value] == nil {
                        values[value.caseName.value] = value.value
                    }
                    ownValues[index] = values
                }
                let value = ownValues[index]?[caseName] ?? property.defaultValue
                let isField: Bool = if case .field(let name) = value { name.value == field.name.value } else { false }
                let fits = field.type.holdsSameValues(as: property.type) && (field.type.isOptional == property.type.isOptional
                                                                      || !field.type.isOptional)
                guard !isField || !fits else { continue }
                bag.error("payload field '\(field.name.value)' of '\(caseName)' has the name of the property "
                          + "'\(property.name.value)', so in Kotlin the field is that property: give '\(caseName)' "
                          + "the value {field: \(field.name.value)} for it (of type \(property.type)"
                          + (property.type.isOptional ? " or \(property.type.nonOptional)" : "") + ")\(why)",
                          at: field.name.location)
            }
        }
    }
}
