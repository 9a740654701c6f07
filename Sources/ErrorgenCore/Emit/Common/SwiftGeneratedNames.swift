/// The names the generated Swift declares or uses besides the spec's own: protocols the generated types
/// conform to, standard types and functions it calls, and the names of generated helper types. The Swift
/// emitter writes these constants and the validator reserves them, so the two cannot drift apart: a spec
/// name equal to one of them would hide it inside the generated code, and that code would not compile.
public enum SwiftGeneratedNames {
    /// `enum Name: Error, Sendable, Equatable, CustomStringConvertible` (enum shape).
    public static let enumConformances = ["Error", "Sendable", "Equatable", "CustomStringConvertible"]
    /// `struct Name: Error, Sendable, Equatable` (struct shape).
    public static let structConformances = ["Error", "Sendable", "Equatable"]
    /// `enum Category: Sendable, Hashable` (struct shape).
    public static let categoryConformances = ["Sendable", "Hashable"]
    /// `struct NameDetails: Codable, Equatable, Sendable`.
    public static let detailsConformances = ["Codable", "Equatable", "Sendable"]
    /// `enum CodingKeys: String, CodingKey` inside the details type.
    public static let codingKeys = "CodingKeys"
    public static let codingKeyProtocol = "CodingKey"
    /// `func encode(to encoder: any Encoder)` in the details type.
    public static let encoderProtocol = "Encoder"
    /// `extension Name: CustomNSError`.
    public static let errorBridging = "CustomNSError"
    /// Names used in expressions and types: the value types, `[String: Any]`, `fatalError(...)`, the module
    /// names `Swift` and `Foundation`, `Optional`, which optional values spell out in some positions, and the
    /// standard and Foundation types the helpers use (`NSNull()` for nil in `userInfo`, `UInt8` bytes, ...).
    public static let otherUses = ValueType.Base.allCases.map(\.rawValue) + ["Any", "fatalError", "Optional", "Swift", "Foundation"]
        + ["NSNull", "NSLocalizedString", "UInt8", "UInt64", "Unicode", "StaticString", "UnsafeBufferPointer", "Range"]

    /// `PoolErrorDetails`: the details type is the error type's name with this suffix.
    public static let detailsSuffix = "Details"
    /// Suffixes of the TypeScript types `JS/<Name>.d.ts` declares next to the error type: `PoolErrorCode`,
    /// `PoolErrorServerCode` (enum shape), `JanuaryErrorKnownCode` (struct shape).
    public static let typeScriptSuffixes = ["Code", "ServerCode", "KnownCode"]

    /// Every standard name the generated Swift uses. A name declared inside the generated type (a case,
    /// field, property, constructor or parameter) equal to one of them would hide it there.
    public static let standardNames: Set<String> = Set(
        enumConformances + structConformances + categoryConformances + detailsConformances
            + [codingKeys, codingKeyProtocol, encoderProtocol, errorBridging] + otherUses)

    /// Standard type names a type in the spec cannot take: the names above (but the non-type `fatalError`),
    /// plus other standard types a reader would expect to mean the standard one.
    public static let reservedTypeNames: Set<String> = standardNames.subtracting(["fatalError"]).union([
        "Codable", "Encodable", "Decodable", "Decoder", "Hashable", "NSError", "AnyObject", "Self", "Never", "Void",
        "Array", "Dictionary", "Set", "Character", "Substring", "Result",
    ]).union(enumTypeUses)

    /// The types a declared enum's generated members name (`SwiftEnumTypes`): its conformances, `String` (its raw
    /// value), `Hasher` and `Bool`. No type of the spec, and no value of an enum (a case nested in it), can take them.
    public static let enumTypeUses = Set(SwiftEnumTypes.conformances + ["String", "Hasher", "Bool"])

    /// Contextual keywords that compile as other names but cannot name a type (`enum some` is an error):
    /// found by compiling each contextual keyword as an enum's name (Swift 6.3).
    public static let nonTypeWords: Set<String> = ["some", "any", "each"]

    /// The native side of the React Native bridge: what a module passes to `reject(code, message, error)`,
    /// and the `userInfo` it carries.
    public static let reactNativeRejection = "reactNativeRejection"
    public static let reactNativeUserInfo = "reactNativeUserInfo"
    public static let reactNativeMessage = "reactNativeMessage"

    /// Members errorgen generates on every error type; spec names must not take them.
    public static let members: Set<String> = [
        "caseName", "errorDetails", "errorCode", "errorDomain", "errorUserInfo", "localizedDescription",
        "description", "debugDescription", "hashValue", "hash", "init", "self", "Type", "Protocol",
        reactNativeRejection, reactNativeUserInfo, reactNativeMessage,
    ]

    /// What each generated member is, for the error that refuses a spec name equal to one.
    public static let memberPurposes: [String: String] = [
        "caseName": "the case's name", "errorDetails": "the bridge's details value",
        "errorCode": "CustomNSError's NSError code", "errorDomain": "CustomNSError's NSError domain",
        "errorUserInfo": "CustomNSError's user info", "localizedDescription": "Error's localized description",
        "description": "CustomStringConvertible's description", "debugDescription": "the debug description",
        "hashValue": "Hashable's hash value", "hash": "Hashable's hash(into:)", "init": "the initializers",
        "self": "the value itself", "Type": "the metatype", "Protocol": "the protocol metatype",
        reactNativeRejection: "the React Native rejection", reactNativeUserInfo: "the React Native user info",
        reactNativeMessage: "the React Native rejection's message",
    ]

    /// The types one spec generates: the error type, its details type, the TypeScript types beside them, and the
    /// builder of deprecated cases (`SwiftDeprecatedCases`).
    public static func generatedTypeNames(for typeName: String) -> [String] {
        [typeName, typeName + detailsSuffix] + typeScriptSuffixes.map { typeName + $0 }
            + ["_" + typeName + "DeprecatedCases", "_" + typeName + "Deprecated"]
    }

    /// Extensions of the files one spec generates (`Swift/<Name>.swift`, `JS/<Name>.js`, `JS/<Name>.d.ts`,
    /// `Docs/<Name>.md`); the longest decides how long a type name may be.
    public static let outputExtensions = [".swift", ".js", ".d.ts", ".md"]
    /// The usual file-name limit (NAME_MAX on Linux and macOS), in bytes.
    public static let maxFileNameBytes = 255
    /// The longest suffix of a file named after the type: the output files' extensions, and the Kotlin class files
    /// kotlinc writes (`<Name>$WhenMappings.class` for a `when` over an enum, `<Name>$Companion.class`).
    public static let longestFileSuffix = (outputExtensions + ["$WhenMappings.class", "$Companion.class", "Exception.class"])
        .map(\.utf8.count).max()!
    /// The longest type name whose every output file name fits `maxFileNameBytes`.
    public static let maxTypeNameBytes = maxFileNameBytes - longestFileSuffix
}
