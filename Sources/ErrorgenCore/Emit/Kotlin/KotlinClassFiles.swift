/// Every nested class of the generated Kotlin is a class file named after it (`PoolError$timeout.class`,
/// `PoolError$Reason$expired.class`). Two names that differ only in letter case make two files that overwrite each
/// other on a case-insensitive file system (macOS, Windows), where most Android apps are built; the same name
/// exactly is a redeclaration that does not compile.
enum KotlinClassFiles {
    /// One scope of nested classes: the generated ones (by name, with what they are) and the spec's names in order.
    private struct Scope {
        var path: String
        var generated: [String: String]
        var names: [(name: Name, kind: String)]
    }

    static func check(_ spec: Spec, why: String, into bag: inout DiagnosticBag) {
        let companion = ["Companion": "the companion object"]
        var typeNames: [(name: Name, kind: String)] = spec.enums.map { ($0.name, "enum") }
        if spec.isStruct {
            if case .structure(let categoryType, _) = spec.shape { typeNames.append((categoryType, "category type")) }
        } else {
            // Exact names of cases are checked with the other members (KotlinNameCheck.checkCases).
            typeNames += spec.cases.map { ($0.name, "case") }
        }
        var scopes = [Scope(path: spec.name.value, generated: companion, names: typeNames)]
        for e in spec.enums {
            scopes.append(Scope(path: spec.name.value + "$" + e.name.value,
                                generated: companion.merging(["Unknown": "the class of wire spellings the spec does not list"]) { a, _ in a },
                                names: e.values.map { ($0.name, "enum value") }))
        }
        for scope in scopes { check(scope, why: why, into: &bag) }
        checkLengths(spec, scopes, why: why, into: &bag)
    }

    /// The longest class-file name the file systems apps are built on take, in bytes (NAME_MAX).
    static let maxFileNameBytes = 255

    /// Each class file's name must fit `maxFileNameBytes`: the type's own (`<Name>Exception.class`,
    /// `<Name>$Companion.class`), and every nested class's (`<Name>$<case>.class`, `<Name>$<Enum>$<value>.class`).
    private static func checkLengths(_ spec: Spec, _ scopes: [Scope], why: String, into bag: inout DiagnosticBag) {
        func check(_ file: String, _ what: String, at location: SourceLocation) -> Bool {
            let bytes = file.utf8.count
            guard bytes > maxFileNameBytes else { return true }
            let shown = bytes > 80 ? String(file.prefix(30)) + "..." + String(file.suffix(30)) : file
            bag.error("\(what) makes the Kotlin class file '\(shown)', \(bytes) bytes long, over the file-name limit of "
                      + "\(maxFileNameBytes) bytes\(why)", at: location)
            return false
        }
        // The longest file of the type itself: `<Name>$Companion.class`.
        guard check(spec.name.value + "$Companion.class", "type name '\(spec.name.value.prefix(40))...'", at: spec.name.location) else { return }
        // A declared enum's own longest generated file.
        for e in spec.enums {
            _ = check(spec.name.value + "$" + e.name.value + "$Companion.class", "enum name '\(e.name.value.prefix(40))'", at: e.name.location)
        }
        for scope in scopes {
            for entry in scope.names {
                _ = check(scope.path + "$" + entry.name.value + ".class", "\(entry.kind) name '\(entry.name.value.prefix(40))'",
                          at: entry.name.location)
            }
        }
    }

    private static func check(_ scope: Scope, why: String, into bag: inout DiagnosticBag) {
        var generated: [String: String] = [:]
        for name in scope.generated.keys { generated[name.lowercased()] = name }
        var first: [String: Int] = [:]
        first.reserveCapacity(scope.names.count)
        for (i, entry) in scope.names.enumerated() {
            let name = entry.name.value
            let folded = name.lowercased()
            let file = "'\(scope.path)$\(name).class'"
            if let taken = generated[folded] {
                // A case named exactly 'Companion' has its error with the other reserved member names.
                if taken == name, entry.kind == "case" { continue }
                let what = scope.generated[taken] ?? taken
                let clash = taken == name ? "has the name of \(what), '\(taken)', a nested class of the generated Kotlin"
                    : "differs from '\(taken)', \(what), only in letter case: in Kotlin each is a class file (\(file)), and "
                        + "the two collide on case-insensitive file systems such as macOS's"
                bag.error("\(entry.kind) '\(name)' \(clash)\(why)", at: entry.name.location)
                continue
            }
            let earlier = scope.names[first.value(for: folded, insertingIfNew: i)]
            guard earlier.name.value != name else { continue }
            let each = earlier.kind == entry.kind ? "each \(entry.kind)" : "each \(earlier.kind) and \(entry.kind)"
            bag.append(.error("\(entry.kind) '\(name)' differs from \(earlier.kind == entry.kind ? "" : earlier.kind + " ")"
                              + "'\(earlier.name.value)' only in letter case: in Kotlin \(each) is a class file (\(file)), "
                              + "and the two collide on case-insensitive file systems such as macOS's\(why)",
                              at: entry.name.location)
                .note("'\(earlier.name.value)' is declared here", at: earlier.name.location))
        }
    }
}
