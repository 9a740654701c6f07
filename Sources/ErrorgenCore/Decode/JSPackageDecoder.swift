/// `jsPackage:` and `version:` at a spec's top level: text that npm accepts, reported at the value otherwise.
enum JSPackageDecoder {
    static func decode(_ keys: KeyedReader, context: DecodeContext) -> JSPackageKeys {
        JSPackageKeys(name: value(keys, "jsPackage", JSPackageRules.problem(withName:), context: context),
                      version: value(keys, "version", JSPackageRules.problem(withVersion:), context: context))
    }

    private static func value(_ keys: KeyedReader, _ key: String, _ problem: (String) -> String?,
                              context: DecodeContext) -> Name? {
        guard let node = keys[key], let text = context.name(node, "'\(key)'") else { return nil }
        if let problem = problem(text.value) {
            context.error("'\(key)' '\(text.value)' \(problem)", at: text.location)
            return nil
        }
        return text
    }
}
