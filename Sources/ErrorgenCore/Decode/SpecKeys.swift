/// Every key the spec language accepts, per context (one mapping kind). The decoders read these lists,
/// and the SpecFormat tests check `Docs/SpecFormat.md` and `Schema/errorgen.schema.json` against `all`.
public enum SpecKeys {
    /// The top level of a spec file.
    static let spec = [
        "name", "shape", "access", "summary", "discussion", "category", "cases", "fields",
        "properties", "inbound", "constructors", "bridge", "docs", "errorDomain",
        "jsPackage", "version", "kotlin", "codeType", "errorCodes",
        "sharedErrorCodes", "localizedError", "enums",
    ]
    /// One item of `enums:`.
    static let enumType = ["name", "doc", "values"]
    /// One value of an enum: `{name: insufficientFunds, wire: insufficient_funds, doc: ...}`.
    static let enumValue = ["name", "wire", "doc"]
    /// `kotlin:`.
    static let kotlin = ["package", "generate"]
    /// `category:` (struct shape).
    static let category = ["type", "property", "doc", "codeField", "messageField"]
    /// One item of `cases:`.
    static let case_ = ["name", "payload", "when", "todo", "doc", "deprecated", "codes", "errorCode", "renamedFrom", "message"]
    /// A wire code written as a mapping: `{code: quota_exceeded, doc: ..., values: {docUrl: ...}}`.
    static let code = ["code", "doc", "values"]
    /// A payload field, a stored field or a constructor parameter.
    static let field = ["name", "type", "doc"]
    /// A payload field or a stored field: a field that can say what it was called before.
    static let memberField = field + ["renamedFrom"]
    /// One item of `properties:`.
    static let property = ["name", "type", "doc", "default", "values", "renamedFrom"]
    /// A property value written as a mapping: `{field: x}`, `{rule: "..."}` or `{code: primary}`.
    static let propertyValue = ["field", "rule", "code"]
    /// One arm of a conditional property value: `{when: "status == 429", value: 30}`; the last arm has no `when`.
    static let valueArm = ["when", "value"]
    /// `inbound:`.
    static let inbound = ["doc", "parameters", "precedence", "statuses", "fallback", "unknownCode", "codeFamilies"]
    /// One item of `inbound.parameters`.
    static let inboundParameter = field + ["role", "default"]
    /// One item of `inbound.statuses`.
    static let statusRow = ["status", "case", "when", "doc"]
    /// One item of `inbound.codeFamilies`.
    static let codeFamily = ["prefix", "range", "case", "doc"]
    /// One item of `constructors:`.
    static let errorCodeField = ["field", "default"]

    static let constructor = ["name", "doc", "deprecated", "parameters", "case", "set"]
    /// A bridge field written as a mapping: `{name: code, value: case}`.
    static let bridgeField = ["name", "value"]
    /// A titled docs section: `{title: ..., content: [blocks]}`.
    static let docsSection = ["title", "content"]
    /// A docs block: exactly one of these keys.
    static let docsBlock = ["generated", "prose", "table"]
    /// `table:` in a docs block.
    static let docsTable = ["header", "rows"]
    /// `localizedError:` (Foundation's `LocalizedError`, opt-in).
    static let localizedError = ["table", "bundle", "strings"]

    /// Every context with its keys; the context names match the reference's `<!-- keys: ... -->` markers
    /// and the schema's definitions (`spec` is the schema's root).
    /// Whether `word` is a key somewhere in a spec.
    static func isKey(_ word: String) -> Bool { allKeys.contains(word) }

    private static let allKeys: Set<String> = Set(all.flatMap(\.keys))

    public static let all: [(context: String, keys: [String])] = [
        ("spec", spec), ("category", category), ("case", case_), ("code", code), ("field", field), ("memberField", memberField),
        ("property", property), ("propertyValue", propertyValue), ("valueArm", valueArm), ("inbound", inbound),
        ("inboundParameter", inboundParameter), ("statusRow", statusRow), ("codeFamily", codeFamily), ("constructor", constructor),
        ("bridgeField", bridgeField), ("docsSection", docsSection), ("docsBlock", docsBlock), ("docsTable", docsTable),
        ("localizedError", localizedError), ("errorCodeField", errorCodeField),
        ("kotlin", kotlin),
        ("enumType", enumType), ("enumValue", enumValue),
    ]
}
