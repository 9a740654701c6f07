/// Kotlin compiles a property `retryable` to the JVM getter `getRetryable()`, and so a property `Retryable`: two names
/// that differ only in the case of their first letter clash in one class ("platform declaration clash"), though
/// Swift and JavaScript tell them apart. Each generated Kotlin class's property names must have distinct getters.
enum KotlinGetterNames {
    /// The JVM getter of a Kotlin property: `isOpen` (a name of `is` and a non-lowercase letter) keeps its name,
    /// any other `name` is `getName`.
    static func getter(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        if scalars.count > 2, scalars[0] == "i", scalars[1] == "s", !scalars[2].properties.isLowercase { return name }
        guard let first = name.first else { return name }
        return "get" + first.uppercased() + name.dropFirst()
    }

    /// Generated properties of the error type: the sealed class (enum shape) or the data class (struct shape).
    static func generatedMembers(isStruct: Bool) -> [String] {
        (isStruct ? [] : ["caseName", "description"])
            + ["errorCode", "errorDetails", "errorUserInfo", SwiftGeneratedNames.reactNativeMessage]
    }

    /// Whether `name` starts with an uppercase letter: only such a name has a twin (its first letter lowercased) with
    /// the same getter, so a class without one needs no further look (nearly every spec: names are lowerCamelCase).
    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.isASCII ? (first.value >= 65 && first.value <= 90) : first.properties.isUppercase
    }

    /// `name` with its first letter lowercased: the other spelling of its getter.
    private static func twin(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// One error for each pair of names of one class that share a getter, at the later of the two in the file (or at
    /// the name that takes a generated member's getter).
    static func check(_ spec: Spec, why: String, into bag: inout DiagnosticBag) {
        var reported: Set<SourceLocation> = []
        func report(_ name: Name, _ other: String, generated: Bool) {
            guard reported.insert(name.location).inserted else { return }
            let clash = generated
                ? "'\(name.value)' would be the Kotlin getter \(getter(name.value))() of the generated member '\(other)'"
                : "'\(name.value)' and '\(other)' would both be the Kotlin getter \(getter(name.value))()"
            bag.error(clash + ": the JVM cannot tell apart names that differ only in their first letter's case\(why)",
                      at: name.location)
        }
        /// The names of one class, in one or two groups (a case's payload beside the type's members).
        func check(_ names: [Name], _ more: [Name] = [], generated: [String]) {
            guard names.contains(where: { startsUppercase($0.value) }) || more.contains(where: { startsUppercase($0.value) })
            else { return }
            var byName: [String: Name] = [:]
            for name in names + more where byName[name.value] == nil { byName[name.value] = name }
            for name in names + more where startsUppercase(name.value) {
                let other = twin(name.value)
                // `isOpen` is its own getter, so `IsOpen` (`getIsOpen()`) is no twin of it.
                guard getter(other) == getter(name.value) else { continue }
                if generated.contains(other) {
                    report(name, other, generated: true)
                } else if let twinName = byName[other] {
                    let later = twinName.location < name.location ? name : twinName
                    report(later, later.value == name.value ? other : name.value, generated: false)
                }
            }
        }
        var typeMembers = spec.properties.map(\.name)
        if case .structure(_, let property) = spec.shape { typeMembers = [property] + spec.fields.map(\.name) + typeMembers }
        let generated = generatedMembers(isStruct: spec.isStruct)
        check(typeMembers, generated: generated)
        if !spec.isStruct {
            // Each case's class: its payload fields beside the sealed class's properties.
            for i in spec.cases.indices where !spec.cases[i].payload.isEmpty {
                check(typeMembers, spec.cases[i].payload.map(\.name), generated: generated)
            }
        }
        // The details data class: the bridge's fields, or by default the code and message (enum shape) or the stored
        // fields (struct shape), then the properties.
        if !spec.bridge.fields.isEmpty {
            check(spec.bridge.fields.map(\.name), generated: [])
        } else if spec.isStruct {
            check(typeMembers, generated: [])
        } else {
            check(typeMembers, generated: ["code", "message"])
        }
        // The companion: a constructor without parameters is a property.
        check(spec.constructors.filter { $0.parameters.isEmpty }.map(\.name), generated: [])
    }
}
