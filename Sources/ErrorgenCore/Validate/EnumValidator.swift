/// `enums:`: each enum's name is a type name that hides nothing the generated code names (Swift nests it in
/// the error type; TypeScript exports it beside the error's types), and its values have distinct names and
/// wire spellings.
enum EnumValidator {
    /// Names a value cannot take: the forward-compatible `unknown(String)` case and the members every generated
    /// enum has (Swift `rawValue`, `description`...; Kotlin's `Unknown` class and `of` function).
    static let reservedValueNames: Set<String> = [
        "unknown", "Unknown", "rawValue", "description", "debugDescription", "hashValue", "init", "of", "wire", "Companion",
        "self", "Self", "Type", "Protocol",
    ]

    static func validate(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        guard !spec.enums.isEmpty else { return }
        EnumRuleSpellings.validate(spec, into: &bag)
        NameCheck.unique(spec.enums.map(\.name), "enum", into: &bag)
        // What each name is, and where it is written (a generated type is written nowhere).
        var taken: [String: (what: String, at: SourceLocation?)] = [:]
        if !unknown.typeName {
            for name in SwiftGeneratedNames.generatedTypeNames(for: spec.name.value) { taken[name] = ("a generated type", nil) }
        }
        if case .structure(let categoryType, let categoryProperty) = spec.shape, !unknown.shape {
            taken[categoryType.value] = ("the category type", categoryType.location)
            taken[categoryProperty.value] = ("the category property", categoryProperty.location)
        }
        // Nested in the error type: a member (or a Kotlin nested case class) of the same name would collide.
        for i in spec.cases.indices {  // by position: `for c in spec.cases` would copy each whole Case
            let name = spec.cases[i].name
            if taken[name.value] == nil { taken[name.value] = ("a case", name.location) }
        }
        for field in spec.fields + spec.sharedFields {
            taken[field.name.value] = taken[field.name.value] ?? ("a stored field", field.name.location)
        }
        for property in spec.properties { taken[property.name.value] = taken[property.name.value] ?? ("a property", property.name.location) }
        for constructor in spec.constructors {
            taken[constructor.name.value] = taken[constructor.name.value] ?? ("a constructor", constructor.name.location)
        }
        for e in spec.enums {
            let before = bag.count
            NameCheck.typeName(e.name, "enum name", into: &bag)
            if bag.count != before {
                // One problem per name: a Swift standard type (`String`) is often a TypeScript or Kotlin one too.
            } else if let (what, location) = taken[e.name.value] {
                var error = Diagnostic.error("enum name '\(e.name.value)' collides with \(what) of the same name; choose another name",
                                             at: e.name.location)
                if let location, location != e.name.location { error = error.note("'\(e.name.value)' is \(what) here", at: location) }
                bag.append(error)
            } else if JavaScriptLanguage.reservedWords.contains(e.name.value)
                        || JavaScriptLanguage.reservedTypeNames.contains(e.name.value)
                        || KotlinNameCheck.topLevelNames.contains(e.name.value) {
                bag.error("enum name '\(e.name.value)' is reserved in TypeScript or Kotlin, where it names the enum's type; "
                          + "choose another name", at: e.name.location)
            }
            for value in e.values {
                NameCheck.identifier(value.name, "enum value name", into: &bag)
                if reservedValueNames.contains(value.name.value) {
                    let why = value.name.value.lowercased() == "unknown"
                        ? " (`unknown(String)` keeps wire spellings the spec does not list)" : ""
                    bag.error("enum value name '\(value.name.value)' is reserved: every generated enum has a member with "
                              + "that name\(why)", at: value.name.location)
                } else if SwiftGeneratedNames.enumTypeUses.contains(value.name.value) {
                    bag.error("enum value name '\(value.name.value)' would hide the type '\(value.name.value)' that the generated "
                              + "enum's members use; choose another name", at: value.name.location)
                }
                if let problem = WireTextProblem.problem(in: value.wire) ?? AsciiLookalike.problem(in: value.wire) {
                    bag.error("wire spelling \(TextQuote.quoted(value.wire, "'")) \(problem)", at: value.wireLocation)
                }
            }
            NameCheck.unique(e.values.map(\.name), "enum value name", into: &bag)
            NameCheck.unique(e.values.map { Name($0.wire, at: $0.wireLocation) }, "enum wire spelling",
                             into: &bag)
        }
    }
}

/// Rules compare a declared enum's value with wire spellings: each spelling must be one the enum lists
/// (a typo would otherwise be a comparison that is never true).
enum EnumRuleSpellings {
    static func validate(_ spec: Spec, into bag: inout DiagnosticBag) {
        guard !spec.enums.isEmpty else { return }
        var enumTypes: [String: SpecEnum] = [:]
        for e in spec.enums where enumTypes[e.name.value] == nil { enumTypes[e.name.value] = e }
        var fieldEnums: [String: SpecEnum] = [:]
        for field in spec.fields + spec.cases.flatMap(\.payload) {
            if let name = field.type.enumName, fieldEnums[field.name.value] == nil { fieldEnums[field.name.value] = enumTypes[name.value] }
        }
        guard !fieldEnums.isEmpty else { return }
        // An enum-typed `codeField` is refused once (NameValidator); the codes compared with it are part of that mistake.
        let codeField = spec.openCodeField?.value
        /// The spellings of `literals` the enum does not list, all in one error (one slip, such as a wrong
        /// spelling style, is often repeated over a list), at the first of them.
        func check(_ field: String, _ literals: [(Literal, SourceLocation)]) {
            guard field != codeField, let e = fieldEnums[field], !e.values.isEmpty else { return }
            var texts: [String] = []
            var location: SourceLocation?
            for case (.string(let text), let at) in literals where e.value(wire: text) == nil && !texts.contains(text) {
                texts.append(text)
                location = location ?? at
            }
            guard let location, e.wiresAreSound else { return }
            let wires = e.values.map(\.wire)
            let of = "of enum '\(e.name.value)', the type of '\(field)'"
            let spellings = "its spellings: \(wires.joined(separator: ", "))"
            guard texts.count > 1 else {
                return bag.error("\(TextQuote.quoted(texts[0], "'")) is not a wire spelling \(of)"
                                 + "\(Suggestion.didYouMean(texts[0], among: wires)); \(spellings)", at: location)
            }
            let quoted = texts.map { TextQuote.quoted($0, "'") }
            let meant = texts.compactMap { text in
                Suggestion.closest(to: text, among: wires).map { "'\($0)' for \(TextQuote.quoted(text, "'"))" }
            }
            let hint = meant.isEmpty ? "" : " (did you mean \(meant.joined(separator: ", "))?)"
            bag.error("\(EnglishList.joined(quoted)) are not wire spellings \(of)\(hint); "
                      + spellings, at: location)
        }
        func walk(_ e: Expression) {
            switch e {
            case .compare(_, .field(let name, _), .literal(let literal, let location)),
                 .compare(_, .literal(let literal, let location), .field(let name, _)):
                check(name, [(literal, location)])
            case .membership(.field(let name, let location), let elements, let locations):
                let values = elements.enumerated().compactMap { index, element -> (Literal, SourceLocation)? in
                    guard case .value(let literal) = element else { return nil }
                    return (literal, index < locations.count ? locations[index] : location)
                }
                check(name, values)
            case .and(let a, let b), .or(let a, let b): walk(a); walk(b)
            case .not(let a): walk(a)
            default: break
            }
        }
        func walk(_ value: PropertyValue) {
            switch value {
            case .rule(let e, _): walk(e)
            case .conditional(let arms, let otherwise):
                for arm in arms { walk(arm.when); walk(arm.value) }
                walk(otherwise)
            default: break
            }
        }
        for property in spec.properties {
            walk(property.defaultValue)
            for value in property.values { walk(value.value) }
        }
    }
}
