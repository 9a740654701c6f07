import Foundation

/// A JSON value from the shared fixture tables (`Tests/Fixtures/*.table.json`).
enum JSONValue: Decodable, Equatable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var int: Int? { if case .int(let i) = self { i } else { nil } }
}

/// Reading the shared tables, found relative to this file.
enum FixtureTable {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func load<Table: Decodable>(_ name: String, as type: Table.Type) throws -> Table {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try JSONDecoder().decode(Table.self, from: data)
    }

    /// The JSON object text of `value` with sorted keys, as the bridge would send it.
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A table's expected object decoded as `Value`, and its JSON text in the form `json(_:)` writes:
    /// keys sorted by code point, every key present (a null stays `null`), values written by `JSONEncoder`.
    static func expectedJSON<Value: Decodable>(_ object: [String: JSONValue], as type: Value.Type) throws -> (Value, String) {
        let text = try canonicalText(.object(object))
        return (try JSONDecoder().decode(Value.self, from: Data(text.utf8)), text)
    }

    private static func canonicalText(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        func encoded<T: Encodable>(_ scalar: T) throws -> String { String(decoding: try encoder.encode(scalar), as: UTF8.self) }
        switch value {
        case .string(let s): return try encoded(s)
        case .int(let i): return try encoded(i)
        case .double(let d): return try encoded(d)
        case .bool(let b): return try encoded(b)
        case .null: return "null"
        case .array(let items): return "[" + (try items.map(canonicalText)).joined(separator: ",") + "]"
        case .object(let pairs):
            let keys = pairs.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            return "{" + (try keys.map { try encoded($0) + ":" + canonicalText(pairs[$0]!) }).joined(separator: ",") + "}"
        }
    }
}
