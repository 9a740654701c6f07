/// Several inbound initializers are overloads: Swift tells them apart by their argument labels, Kotlin
/// (`from(...)` in the companion) only by their parameter types as the JVM sees them.
enum InboundSignatureCheck {
    /// Two initializers with the same labels in the same order would be one Swift `init` declared twice
    /// (or, with other types, an overload that a `nil` argument cannot pick).
    static func distinctLabels(_ inbounds: [Inbound], into bag: inout DiagnosticBag) {
        var first: [[String]: Inbound] = [:]
        for inbound in inbounds {
            if let earlier = first[inbound.labels] {
                bag.append(.error("two inbound initializers are \(inbound.signature); give each its own parameter names",
                                  at: inbound.location)
                    .note("\(earlier.signature) is first declared here", at: earlier.location))
            } else {
                first[inbound.labels] = inbound
            }
        }
    }

    /// Kotlin's `from(...)` overloads clash when their parameter types agree on the JVM: names do not count,
    /// `String` and `String?` are one type there, `Long` and `Long?` two (a primitive and a box).
    static func distinctKotlinSignatures(_ inbounds: [Inbound], into bag: inout DiagnosticBag) {
        var first: [[String]: Inbound] = [:]
        for inbound in inbounds {
            let erased = inbound.parameters.map { jvmType($0.field.type) }
            if let earlier = first[erased] {
                bag.append(.error("\(inbound.signature) and \(earlier.signature) are both Kotlin 'from("
                                  + erased.joined(separator: ", ") + ")': Kotlin overloads by parameter types, not names; "
                                  + "change a parameter's type or order, or turn the Kotlin output off with "
                                  + "'kotlin: {generate: false}'", at: inbound.location)
                    .note("\(earlier.signature) is declared here", at: earlier.location))
            } else {
                first[erased] = inbound
            }
        }
    }

    /// Kotlin resolves a call with named arguments by types, not by the order of the names: two `from(...)`
    /// overloads with the same parameter names in another order (`init(code:nsCode:)`, `init(nsCode:code:)`), of the
    /// same types up to `?`, both fit `from(code = 1L, nsCode = 5L)`, and Kotlin runs the one whose types are more
    /// specific (or reports the call ambiguous), not the one the names were written for as Swift's labels pick it.
    static func distinctKotlinNamedCalls(_ inbounds: [Inbound], into bag: inout DiagnosticBag) {
        guard inbounds.count > 1 else { return }
        var first: [String: Inbound] = [:]
        for inbound in inbounds {
            // The names with their types' base, sorted by name: equal keys fit the same named calls.
            let key = inbound.parameters.map { $0.field.name.value + ":" + jvmType($0.field.type.nonOptional) }
                .sorted().joined(separator: ",")
            // (Same labels: Swift's check; the same JVM types in order: `distinctKotlinSignatures` reports it.)
            if let earlier = first[key], earlier.labels != inbound.labels,
               earlier.parameters.map({ jvmType($0.field.type) }) != inbound.parameters.map({ jvmType($0.field.type) }) {
                bag.append(.error("\(inbound.signature) and \(earlier.signature) have the same parameter names and types (up to '?'), "
                                  + "so a Kotlin call that names its arguments fits both 'from(...)' overloads, and Kotlin picks one "
                                  + "by its types, not by the names' order; rename a parameter of one, or turn the Kotlin output "
                                  + "off with 'kotlin: {generate: false}'", at: inbound.location)
                    .note("\(earlier.signature) is declared here", at: earlier.location))
            } else if first[key] == nil {
                first[key] = inbound
            }
        }
    }

    /// The type a Kotlin parameter of this type has on the JVM.
    private static func jvmType(_ type: ValueType) -> String {
        switch type.base {
        case .string: return "String"
        case .int: return type.isOptional ? "Long?" : "Long"
        case .double: return type.isOptional ? "Double?" : "Double"
        case .bool: return type.isOptional ? "Boolean?" : "Boolean"
        }
    }
}
