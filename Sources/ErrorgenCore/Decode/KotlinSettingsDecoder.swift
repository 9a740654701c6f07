/// `kotlin: {package: day.pool.kit, generate: false}`.
enum KotlinSettingsDecoder {
    static func decode(_ node: YAMLNode, context: DecodeContext) -> KotlinSettings {
        var settings = KotlinSettings()
        if case .scalar(let s) = node.kind, s.style == .plain, ["true", "false"].contains(s.value) {
            context.error("expected 'kotlin' to be a mapping, found '\(s.value)'; write 'kotlin: {generate: \(s.value)}'",
                          at: node.location)
            return settings
        }
        guard let keys = KeyedReader(node, "'kotlin'", allowed: SpecKeys.kotlin, context: context) else { return settings }
        if let generate = keys["generate"].flatMap({ context.bool($0, "'generate'") }) { settings.generate = generate }
        if let package = keys["package"].flatMap({ context.name($0, "'package'") }) {
            if let root = KotlinLanguage.reservedPackageRoot(package.value), KotlinLanguage.isValidPackageName(package.value) {
                context.error("Kotlin package '\(package.value)' is in '\(root)', which belongs to the platform (kotlinc refuses "
                              + "'kotlin', and in 'java' the JDK's types take the place of Kotlin's); use your own, such as "
                              + "'com.example.sdk'", at: package.location)
            } else if KotlinLanguage.isValidPackageName(package.value) {
                settings.package = package
            } else {
                // A pasted lookalike (`com.upаload` with a Cyrillic 'а') is named: it cannot be told from the letter.
                let pasted = Confusables.firstNonASCII(in: package.value).map { " (it holds \($0))" } ?? ""
                context.error("invalid Kotlin package '\(package.value)'\(pasted); expected names separated by dots, each ASCII "
                              + "letters, digits and '_' not starting with a digit, such as 'com.example.sdk'",
                              at: package.location)
            }
        }
        return settings
    }
}
