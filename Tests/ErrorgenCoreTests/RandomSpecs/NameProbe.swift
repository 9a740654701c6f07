@testable import ErrorgenCore

/// Names that are keywords or otherwise special in Swift, JavaScript or Kotlin, and where a spec can put
/// a name. `NameProbe` asks the real pipeline which names each position accepts, so the random
/// specs use exactly the names the validator lets through.
enum NameProbe {
    static let swiftKeywords = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
    static let swiftContextual = [
        "associativity", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy", "left",
        "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
        "required", "right", "set", "some", "any", "Type", "unowned", "weak", "willSet", "package", "consuming",
        "borrowing", "each", "macro", "actor", "async", "isolated", "nonisolated", "sending", "copy", "discard",
        "rawValue", "description", "debugDescription", "hashValue", "hash", "caseName", "errorDetails", "errorCode",
        "errorDomain", "errorUserInfo", "localizedDescription", "category", "code", "message", "value", "values",
        "encode", "CodingKeys", "allCases", "String", "Int", "Error", "Foundation", "Optional",
        "Double", "Bool", "Swift", "Encoder", "Decoder", "CodingKey", "Value", "printed", "result", "container",
        "reactNativeBridged", "info",
    ]
    static let javaScriptNames = [
        "constructor", "__proto__", "prototype", "toString", "valueOf", "hasOwnProperty", "then", "arguments",
        "eval", "yield", "function", "delete", "new", "this", "typeof", "instanceof", "void", "with", "export",
        "null", "undefined", "NaN", "Infinity", "Object", "Symbol", "length", "name", "error", "details",
    ]
    /// Everything the generated Swift declares or uses besides the spec's names (read from the one list the
    /// emitter and the validator share), and the names generated from the probe's own type name `Probe`.
    static let generatedNames = Array(SwiftGeneratedNames.standardNames.union(SwiftGeneratedNames.reservedTypeNames)
        .union(SwiftGeneratedNames.nonTypeWords).union(SwiftGeneratedNames.members))
        + SwiftGeneratedNames.generatedTypeNames(for: "Probe") + ["ProbeKind"]
    /// Kotlin's keywords (written in backticks) and the names the generated Kotlin declares or uses.
    static let kotlinNames = Array(KotlinLanguage.keywords) + [
        "Companion", "from", "Long", "Boolean", "Map", "Deprecated", "Unit", "Exception", "ordinal", "entries",
        "compareTo", "swiftQuoted", "swiftDouble", "swiftFixed", "swiftGeneral", "ruleOrElse", "linkedMapOf", "info", "matched", "toMap", "copy", "component1",
        "equals", "hashCode", "java", "kotlin",
    ]
    static let candidates = Array(Set(swiftKeywords + swiftContextual + javaScriptNames + generatedNames + kotlinNames)).sorted()

    enum Position: String, CaseIterable, Sendable {
        case enumCase, payloadField, categoryCase, storedField, property, constructor, constructorParameter,
             inboundParameter, bridgeField, categoryProperty, typeName, categoryType

        /// A minimal spec with `name` (already YAML-quoted) in this position, and the line it is on.
        func spec(_ name: String) -> (text: String, line: Int) {
            let q = Quote.yaml(name)
            let structHead = "name: Probe\nshape: struct\ncategory: {type: ProbeKind, property: kind}\n"
            switch self {
            case .enumCase: return ("name: Probe\ncases:\n  - name: \(q)\n", 3)
            case .payloadField: return ("name: Probe\ncases:\n  - name: a\n    payload: [{name: \(q), type: Int}]\n", 4)
            case .categoryCase: return (structHead + "cases:\n  - name: \(q)\n", 5)
            case .storedField: return (structHead + "fields:\n  - {name: \(q), type: Int?}\ncases: [{name: a}]\n", 5)
            case .property:
                return ("name: Probe\ncases: [{name: a}]\nproperties:\n  - {name: \(q), type: Bool, default: false}\n", 4)
            case .constructor:
                // With an inbound mapping, whose Kotlin name (`from`) a constructor cannot take.
                return ("name: Probe\ncases: [{name: a}]\nconstructors:\n  - {name: \(q), case: a}\n"
                        + "inbound:\n  parameters: [{name: p, type: Int?}]\n  precedence: []\n  fallback: a\n", 4)
            case .constructorParameter:
                return ("name: Probe\ncases:\n  - {name: a, payload: [{name: n, type: Int}]}\nconstructors:\n"
                        + "  - name: make\n    parameters: [{name: \(q), type: Int}]\n    case: a\n    set: {n: \(Quote.yaml("{" + name + "}"))}\n", 6)
            case .inboundParameter:
                return ("name: Probe\ncases: [{name: a}]\ninbound:\n  parameters:\n    - {name: \(q), type: Int?}\n"
                        + "  precedence: []\n  fallback: a\n", 5)
            case .bridgeField: return ("name: Probe\ncases: [{name: a}]\nbridge:\n  - {name: \(q), value: case}\n", 4)
            case .categoryProperty:
                return ("name: Probe\nshape: struct\ncategory: {type: ProbeKind, property: \(q)}\ncases: [{name: a}]\n", 3)
            case .typeName: return ("name: \(q)\ncases: [{name: a}]\n", 1)
            case .categoryType: return ("name: Probe\nshape: struct\ncategory: {type: \(q)}\ncases: [{name: a}]\n", 3)
            }
        }
    }

    /// Whether the pipeline accepts `name` in `position`, with its diagnostics when it does not.
    static func probe(_ name: String, at position: Position) -> (accepted: Bool, diagnostics: [Diagnostic], line: Int) {
        let (text, line) = position.spec(name)
        let result = SpecPipeline.compile(bytes: Array(text.utf8), path: "Specs/Probe.yaml")
        return (result.spec != nil, result.diagnostics, line)
    }

    /// For each position, the candidate names it accepts (computed once).
    static let accepted: [Position: [String]] = {
        var result: [Position: [String]] = [:]
        for position in Position.allCases {
            result[position] = candidates.filter { probe($0, at: position).accepted }
        }
        return result
    }()
}
