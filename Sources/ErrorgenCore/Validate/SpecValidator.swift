/// Validate: semantic checks on a decoded spec. Reports every problem, in source order.
public enum SpecValidator {
    public static func validate(_ spec: Spec) -> [Diagnostic] {
        var bag = DiagnosticBag()
        NameValidator.validate(spec, into: &bag)
        CaseValidator.validate(spec, into: &bag)
        PropertyValidator.validate(spec, into: &bag)
        InboundValidator.validate(spec, into: &bag)
        ConstructorValidator.validate(spec, into: &bag)
        BridgeValidator.validate(spec, into: &bag)
        DocsValidator.validate(spec, into: &bag)
        RenameValidator.validate(spec, into: &bag)
        return bag.diagnostics.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }
}

/// Identifier checks shared by every validator.
enum NameCheck {
    /// Swift type names: a valid identifier, not a keyword, not a standard type errorgen's output uses.
    static let reservedTypeNames: Set<String> = [
        "Error", "String", "Int", "Double", "Bool", "Optional", "Sendable", "Equatable", "Hashable", "Codable",
        "Encodable", "Decodable", "Foundation", "Swift", "CustomNSError", "NSError", "Any", "AnyObject", "Self",
        "Never", "Void", "Array", "Dictionary", "Set", "Character", "Substring",
    ]

    static func typeName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        identifier(name, what, into: &bag)
        if SwiftLanguage.isValidIdentifier(name.value),
           SwiftLanguage.needsBackticks(name.value) || reservedTypeNames.contains(name.value) {
            bag.error("\(what) '\(name.value)' is a Swift keyword or standard type; choose another name", at: name.location)
        }
    }

    static func identifier(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        if !SwiftLanguage.isValidIdentifier(name.value) {
            bag.error("\(what) '\(name.value)' is not a valid identifier: use ASCII letters, digits and '_', "
                      + "not starting with a digit", at: name.location)
        }
    }

    /// Types the generated Swift names without qualification. A case, member, parameter or bridge field
    /// with one of these names hides the type inside the generated code (`case String(x: String)` turns
    /// `String(reflecting: x)` into a call of the case), so the code would not compile.
    static let shadowedTypeNames: Set<String> = reservedTypeNames.union([
        "CodingKeys", "CodingKey", "Encoder", "Decoder", "CustomStringConvertible",
    ])

    /// A name declared inside the generated type or its initializers: a valid identifier that hides no type.
    static func declaredName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        identifier(name, what, into: &bag)
        if shadowedTypeNames.contains(name.value) {
            bag.error("\(what) '\(name.value)' would hide the Swift type '\(name.value)' in the generated code; "
                      + "choose another name", at: name.location)
        }
    }

    /// A member name (property, field, constructor) that must not collide with generated members.
    static func memberName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        declaredName(name, what, into: &bag)
        if GeneratedMembers.reserved.contains(name.value) {
            bag.error("\(what) '\(name.value)' is reserved: errorgen generates a member with that name",
                      at: name.location)
        }
    }

    /// Names a parameter or a details field cannot take: inside an initializer they would hide or
    /// collide with `self`, the type's own names, or the details type's `CodingKeys`.
    static let reservedParameterNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "CodingKeys"]

    /// An initializer or constructor parameter, or a details field: not reserved, and hiding no type.
    static func parameterName(_ name: Name, _ what: String, into bag: inout DiagnosticBag) {
        guard reservedParameterNames.contains(name.value) else {
            declaredName(name, what, into: &bag)
            return
        }
        identifier(name, what, into: &bag)
        bag.error("\(what) '\(name.value)' is reserved in generated code; choose another name", at: name.location)
    }

    /// Reports the second and later uses of each name.
    static func unique(_ names: [Name], _ what: String, into bag: inout DiagnosticBag) {
        var firstLine: [String: Int] = [:]
        firstLine.reserveCapacity(names.count)
        for name in names {
            if let line = firstLine[name.value] {
                bag.error("duplicate \(what) '\(name.value)' (first at line \(line))", at: name.location)
            } else {
                firstLine[name.value] = name.location.line
            }
        }
    }
}
