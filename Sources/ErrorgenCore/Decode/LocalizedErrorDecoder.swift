/// `localizedError:` at the top level, and a case's `message:` template.
enum LocalizedErrorDecoder {
    static func decode(_ node: YAMLNode, typeName: Name?, context: DecodeContext) -> LocalizedErrorOptions? {
        if case .scalar(let s) = node.kind, s.style == .plain, ["true", "false"].contains(s.value) {
            context.error("expected 'localizedError' to be a mapping, found '\(s.value)'; "
                          + (s.value == "true" ? "write 'localizedError: {}' for the defaults" : "remove the key"),
                          at: node.location)
            return nil
        }
        guard let keys = KeyedReader(node, "'localizedError'", allowed: SpecKeys.localizedError, context: context) else {
            return nil
        }
        let tableNode = keys["table"]
        let table = tableNode.flatMap { context.string($0, "'table'") }
        if let table, let tableNode, let problem = tableProblem(table) {
            context.error("table name '\(table)' \(problem)", at: tableNode.location)
        }
        var bundle = LocalizedErrorOptions.BundleChoice.main
        if let bundleNode = keys["bundle"], let text = context.string(bundleNode, "'bundle'") {
            if let choice = LocalizedErrorOptions.BundleChoice(rawValue: text) {
                bundle = choice
            } else {
                let choices = LocalizedErrorOptions.BundleChoice.allCases.map(\.rawValue)
                context.error("unknown bundle '\(text)'\(Suggestion.didYouMean(text, among: choices)); expected 'main' or 'module'",
                              at: bundleNode.location)
            }
        }
        let languageNode = keys["strings"]
        let language = languageNode.flatMap { context.string($0, "'strings'") }
        if let language, let languageNode, !isLanguageCode(language) {
            context.error("'\(language)' is not a language code such as en, pt-BR or zh-Hans", at: languageNode.location)
        }
        guard let typeName else { return nil }
        return LocalizedErrorOptions(table: table ?? typeName.value, bundle: bundle, stringsLanguage: language,
                                     at: node.location)
    }

    /// A case's `message:`: a template over the case's fields.
    static func message(_ node: YAMLNode, context: DecodeContext) -> Template? {
        guard let text = context.string(node, "'message'") else { return nil }
        switch TemplateParser.parse(text, at: context.contentLocation(node)) {
        case .success(let template): return template
        case .failure(let diagnostic):
            context.bag.append(diagnostic)
            return nil
        }
    }

    /// The table is a file name (`<table>.strings`) and a key of the bundle's lookup.
    private static func tableProblem(_ table: String) -> String? {
        if table.isEmpty { return "is empty" }
        if table.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) { return "is blank: write the table's name" }
        if table.hasPrefix(".") { return "cannot start with '.'" }
        if table.containsText("/") || table.containsText("\\") { return "cannot contain '/' or '\\'" }
        if table.unicodeScalars.contains(where: TextSafety.isInvisibleControl) {
            return "cannot contain control characters or invisible marks"
        }
        if table.utf8.count > 200 { return "is longer than 200 bytes" }
        for suffix in [".strings", ".stringsdict", ".xcstrings"] where table.count > suffix.count && table.hasSuffix(suffix) {
            return "ends in '\(suffix)': the table is named without its file extension (the file is "
                + "'<table>.strings', and the bundle looks it up by name); write '\(table.dropLast(suffix.count))'"
        }
        return nil
    }

    /// `en`, `pt-BR`, `zh-Hans`, `es_419`: letters, then `-` or `_` separated letters and digits.
    private static func isLanguageCode(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count),
              first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }
}
