/// The type names: the error type, its category enum, and the types generated from them; and that every
/// name inside the generated type leaves those types visible.
enum NameValidator {
    static func validate(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        if !unknown.typeName {
            NameCheck.typeName(spec.name, "type name", into: &bag)
            fileNameLength(spec.name, into: &bag)
            // `error` would make the details type `errorDetails`, the name of the member that returns it.
            let details = spec.detailsTypeName
            if SwiftLanguage.isValidIdentifier(spec.name.value),
               SwiftGeneratedNames.members.contains(details) || NameCheck.shadowedTypeNames.contains(details) {
                bag.error("type name '\(spec.name.value)' would name its details type '\(details)', which the generated code "
                          + "already uses for something else; choose another name", at: spec.name.location)
            }
        }
        validateDeclaredNames(spec, unknown: unknown, into: &bag)
        guard !unknown.shape, case .structure(let categoryType, let categoryProperty) = spec.shape else { return }
        let errorsBefore = bag.count
        NameCheck.typeName(categoryType, "category type name", into: &bag)
        // The category type is also a TypeScript type in `JS/<Name>.d.ts` (one error for a name refused for Swift too).
        if bag.count == errorsBefore, SwiftLanguage.isValidIdentifier(categoryType.value),
           JavaScriptLanguage.reservedWords.contains(categoryType.value)
            || JavaScriptLanguage.reservedTypeNames.contains(categoryType.value) {
            bag.error("category type name '\(categoryType.value)' is reserved in JavaScript or TypeScript, where it names "
                      + "the union of case names; choose another name", at: categoryType.location)
        }
        if !unknown.typeName, SwiftGeneratedNames.generatedTypeNames(for: spec.name.value).contains(categoryType.value) {
            bag.error("category type name '\(categoryType.value)' collides with a generated type; choose another name",
                      at: categoryType.location)
        }
        NameCheck.memberName(categoryProperty, "category property", into: &bag)
        NameCheck.localizedErrorMember(categoryProperty, "category property", in: spec, into: &bag)
        let codeType = spec.codeType.rawValue
        if let codeField = spec.openCodeField, unknown.storedFields?.mayHold(codeField.value) != true,
           spec.field(named: codeField.value).map({ $0.type.wireType.holdsSameValues(as: ValueType(spec.codeType)) }) != true {
            let candidates = spec.fields.filter { $0.type.holdsSameValues(as: ValueType(spec.codeType)) }.map(\.name.value)
            let hint = Suggestion.closest(to: codeField.value, among: candidates).map { "; did you mean '\($0)'?" }
                ?? (candidates.isEmpty ? "; the struct has no \(codeType) fields"
                    : "; \(codeType) fields: " + candidates.joined(separator: ", "))
            // `codeField: kind` for the category property `kind`: the category is the case, not the service's code.
            let isCategory = codeField.value == categoryProperty.value
            let what = spec.field(named: codeField.value).map { "'\($0.name.value)' is \($0.type), but 'codeField'" }
                ?? (isCategory ? "'\(codeField.value)' is the category property, which holds the case; 'codeField'"
                    : "unknown field '\(codeField.value)': 'codeField'")
            let source = spec.codeType == .int ? " (the spec's 'codeType')" : ""
            bag.error("\(what) must name a stored \(codeType) or \(codeType)? field\(source)\(hint)", at: codeField.location)
        } else if let codeField = spec.openCodeField, let name = spec.field(named: codeField.value)?.type.enumName {
            // The open code field holds any code; a declared enum's listed spellings are for a field of its own.
            bag.error("'codeField' must name a stored \(codeType) or \(codeType)? field, not one of the declared enum "
                      + "'\(name.value)': the open code field holds codes the spec does not list", at: codeField.location)
        }
        validateMessageField(spec, unknown: unknown, categoryProperty: categoryProperty, into: &bag)
    }

    /// `messageField` names a stored String or String? field: the text a React Native rejection carries.
    private static func validateMessageField(_ spec: Spec, unknown: UnknownParts, categoryProperty: Name,
                                             into bag: inout DiagnosticBag) {
        guard let messageField = spec.messageField, unknown.storedFields?.mayHold(messageField.value) != true else { return }
        let field = spec.field(named: messageField.value)
        if let field, field.type.nonOptional == ValueType(.string), field.type.enumName == nil { return }
        let candidates = spec.fields.filter { $0.type.nonOptional == ValueType(.string) && $0.type.enumName == nil }.map(\.name.value)
        let hint = Suggestion.closest(to: messageField.value, among: candidates).map { "; did you mean '\($0)'?" }
            ?? (candidates.isEmpty ? "; the struct has no String fields" : "; String fields: " + candidates.joined(separator: ", "))
        let what: String
        if let field {
            what = "'\(field.name.value)' is \(field.type)\(field.type.enumName == nil ? "" : " (a declared enum)"), but 'messageField'"
        } else if messageField.value == categoryProperty.value {
            what = "'\(messageField.value)' is the category property, which holds the case; 'messageField'"
        } else {
            what = "unknown field '\(messageField.value)': 'messageField'"
        }
        bag.error("\(what) must name a stored String or String? field, the message a React Native rejection carries\(hint)",
                  at: messageField.location)
    }

    /// The type name becomes file names (`Swift/<Name>.swift`, `JS/<Name>.d.ts`...): each must fit the file system's limit.
    private static func fileNameLength(_ name: Name, into bag: inout DiagnosticBag) {
        let bytes = name.value.utf8.count
        guard bytes > SwiftGeneratedNames.maxTypeNameBytes else { return }
        let extensions = SwiftGeneratedNames.outputExtensions.map { "<name>" + $0 }.joined(separator: ", ")
            + ", and Kotlin's <name>$WhenMappings.class"
        bag.error("type name is \(bytes) bytes long, over the limit of \(SwiftGeneratedNames.maxTypeNameBytes): it names the "
                  + "output files (\(extensions)), and file names are limited to \(SwiftGeneratedNames.maxFileNameBytes) bytes",
                  at: name.location)
    }

    /// Cases, fields, properties, constructors and parameters are declared inside the generated type, where
    /// the generated code names the error type, its details type and the category type without qualification.
    private static func validateDeclaredNames(_ spec: Spec, unknown: UnknownParts, into bag: inout DiagnosticBag) {
        var typeNames: [String: String] = [:]
        if !unknown.typeName {
            typeNames[spec.name.value] = "error type"
            typeNames[spec.detailsTypeName] = "details type"
        }
        if case .structure(let categoryType, _) = spec.shape, !unknown.shape { typeNames[categoryType.value] = "category type" }
        guard !typeNames.isEmpty else { return }
        func check(_ name: Name, _ what: String) {
            NameCheck.notAGeneratedType(name, what, typeNames: typeNames, into: &bag)
        }
        for i in spec.cases.indices {  // by position: a `for c in spec.cases` loop would copy each Case
            check(spec.cases[i].name, "case name")
            for field in spec.cases[i].payload { check(field.name, "payload field name") }
        }
        for field in spec.fields { check(field.name, "stored field name") }
        for property in spec.properties { check(property.name, "property name") }
        for constructor in spec.constructors {
            check(constructor.name, "constructor name")
            for parameter in constructor.parameters { check(parameter.name, "parameter name") }
        }
        for parameter in spec.inbounds.flatMap(\.parameters) { check(parameter.field.name, "parameter name") }
        if case .structure(let type, let property) = spec.shape, !unknown.shape {
            if type.value == property.value {
                // `category: {type: category}`: the property is named `category` unless 'property' says otherwise.
                let capitalized = type.value.prefix(1).uppercased() + type.value.dropFirst()
                bag.error("category type name '\(type.value)' is also the category property's name (the property is "
                          + "'category' unless 'property' names it): a type and a member cannot share it; "
                          + (capitalized == type.value ? "give 'property' another name"
                             : "name the type '\(capitalized)' or set 'property'"), at: type.location)
            } else {
                check(property, "category property")
            }
        }
    }
}
