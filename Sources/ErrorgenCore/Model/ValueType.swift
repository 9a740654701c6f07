/// The value types a spec can use for payload fields, stored fields, parameters and properties.
public struct ValueType: Sendable, Hashable, CustomStringConvertible {
    public enum Base: String, Sendable, Hashable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
    }

    public var base: Base
    public var isOptional: Bool

    public init(_ base: Base, optional: Bool = false) {
        self.base = base
        self.isOptional = optional
    }

    /// Parses `String`, `Int?`, `Double`, `Bool?`.
    public init?(parsing text: String) {
        var name = Substring(text)
        var optional = false
        if name.hasSuffix("?") {
            optional = true
            name = name.dropLast()
        }
        guard let base = Base(rawValue: String(name)) else { return nil }
        self.init(base, optional: optional)
    }

    public var nonOptional: ValueType { ValueType(base, optional: false) }
    public var optional: ValueType { ValueType(base, optional: true) }

    /// The Swift spelling: `Int?`.
    public var description: String { base.rawValue + (isOptional ? "?" : "") }
}

extension Literal {
    /// A wire code's text: the String itself, or the Int in decimal (`-1001`).
    public var codeText: String {
        switch self {
        case .string(let s): return s
        case .int(let n): return String(n)
        case .double(let d): return String(d)
        case .bool(let b): return String(b)
        case .null: return "null"
        }
    }
}

/// A constant in a spec or a rule.
public enum Literal: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// The type of the literal, or nil for `null` (which fits any optional type).
    public var base: ValueType.Base? {
        switch self {
        case .string: return .string
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .null: return nil
        }
    }

    /// Whether the literal can be a value of `type` (an Int literal also fits Double).
    public func fits(_ type: ValueType) -> Bool {
        switch self {
        case .null: return type.isOptional
        case .int: return type.base == .int || type.base == .double
        default: return base == type.base
        }
    }
}
