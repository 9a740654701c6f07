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

    /// One error for each name whose getter another name of the same class has, at the later of the two in the file
    /// (or at the name that takes a generated member's getter).
    static func check(_ spec: Spec, why: String, into bag: inout DiagnosticBag) {
        var reported: Set<SourceLocation> = []
        func check(_ names: [Name], generated: [String]) {
            var seen: [String: String] = [:]
            for name in generated { seen[getter(name)] = name }
            let generatedNames = Set(generated)
            // In file order, so the later of two spellings is reported.
            for name in names.sorted(by: { $0.location < $1.location }) {
                let key = getter(name.value)
                guard let other = seen[key] else {
                    seen[key] = name.value
                    continue
                }
                // The same name twice is another check's business (a duplicate, or a payload field that is a property).
                guard other != name.value, reported.insert(name.location).inserted else { continue }
                let clash = generatedNames.contains(other)
                    ? "'\(name.value)' would be the Kotlin getter \(key)() of the generated member '\(other)'"
                    : "'\(name.value)' and '\(other)' would both be the Kotlin getter \(key)()"
                bag.error(clash + ": the JVM cannot tell apart names that differ only in their first letter's case\(why)",
                          at: name.location)
            }
        }
        var typeMembers = spec.properties.map(\.name)
        if case .structure(_, let property) = spec.shape { typeMembers = [property] + spec.fields.map(\.name) + typeMembers }
        let generated = generatedMembers(isStruct: spec.isStruct)
        check(typeMembers, generated: generated)
        if !spec.isStruct {
            // Each case's class: its payload fields beside the sealed class's properties.
            for i in spec.cases.indices where !spec.cases[i].payload.isEmpty {
                check(typeMembers + spec.cases[i].payload.map(\.name), generated: generated)
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
