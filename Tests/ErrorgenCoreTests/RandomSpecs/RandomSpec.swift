@testable import ErrorgenCore

/// A generated spec: its YAML, and what the harness needs to drive the generated code
/// (cases with their fields, sample values, the bridge's field order).
struct RandomSpec {
    struct Field {
        var name: String
        var type: ValueType
    }

    struct Case {
        var name: String
        /// Enum shape only.
        var payload: [Field]
    }

    /// One value to build in Swift and hand to JavaScript: a case and its field values in order
    /// (payload for the enum shape, stored fields for the struct shape).
    struct Sample {
        var caseName: String
        var values: [(field: Field, value: SampleValue)]
        /// Struct shape: JS gets no stored fields at all, so it must use the defaults
        /// (`""`, `0`, `false`, `null`) that `values` holds.
        var jsOmitsFields = false
    }

    /// A call of the generated inbound `init` and the case it must produce (computed here from the
    /// spec's precedence, codes, status rows and fallback).
    struct InboundSample {
        var arguments: [(name: String, value: SampleValue)]
        var expectedCase: String
    }

    var seed: UInt64
    var typeName: String
    var isStruct: Bool
    /// Struct shape: the category property's name.
    var categoryProperty: String
    var cases: [Case]
    var storedFields: [Field]
    /// The details object's keys, in order.
    var bridgeKeys: [String]
    var samples: [Sample]
    var inboundSamples: [InboundSample] = []
    var yaml: String
    /// Struct shape: the stored String field the React Native rejection's message is (`messageField`, or `message`).
    var messageField: String?

    var path: String { "Specs/\(typeName).yaml" }
}

enum SampleValue: Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case list([SampleValue])
    /// A map's entries in the order they are written (the description sorts them).
    case dictionary([(String, SampleValue)])

    /// A Swift expression for the value (doubles by bit pattern, so they are exact).
    var swift: String {
        switch self {
        case .string(let s): return Quote.swift(s)
        case .int(let n): return "\(n)"
        case .double(let d): return "Double(bitPattern: 0x\(String(d.bitPattern, radix: 16)))"
        case .bool(let b): return "\(b)"
        case .null: return "nil"
        case .list(let items): return "[" + items.map { $0.swift }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[" + entries.map { Quote.swift($0.0) + ": " + $0.1.swift }.joined(separator: ", ") + "]"
        }
    }

    /// How the enum's `description` prints it: a String quoted by the generated code's own rules, plain otherwise.
    var described: String {
        switch self {
        case .string(let s): return GeneratedQuoting.quoted(s)
        case .int(let n): return "\(n)"
        case .double(let d): return "\(d)"
        case .bool(let b): return "\(b)"
        case .null: return "nil"
        // Inside a list or map strings are quoted by the same rules; a map's entries in the order of their keys'
        // UTF-16 code units, whatever order they were written in.
        case .list(let items): return "[" + items.map(\.described).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            let sorted = entries.sorted { $0.0.utf16.lexicographicallyPrecedes($1.0.utf16) }
            return entries.isEmpty ? "[:]" : "[" + sorted.map { GeneratedQuoting.quoted($0.0) + ": " + $0.1.described }.joined(separator: ", ") + "]"
        }
    }

    var json: String {
        switch self {
        case .string(let s): return JSONText.string(s)
        case .int(let n): return "\(n)"
        case .double(let d): return "\(d)"
        case .bool(let b): return "\(b)"
        case .null: return "null"
        case .list(let items): return "[" + items.map { $0.json }.joined(separator: ",") + "]"
        case .dictionary(let entries): return "{" + entries.map { JSONText.string($0.0) + ":" + $0.1.json }.joined(separator: ",") + "}"
        }
    }
}

enum JSONText {
    static func array(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ",") + "]"
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
