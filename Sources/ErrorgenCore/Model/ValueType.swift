/// The value types a spec can use for payload fields, stored fields, parameters and properties.
public struct ValueType: Sendable, Hashable, CustomStringConvertible {
    public enum Base: String, Sendable, Hashable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
    }

    /// A list (`[String]`) or a map with String keys (`[String: Int]`); the element type is `base`.
    public enum Container: Sendable, Hashable {
        case list
        case map
    }

    public var base: Base
    public var isOptional: Bool
    /// Nil for a scalar; else the container whose elements (map values) are non-optional `base` values.
    public var container: Container?
    /// A spec-declared enum (`enums:`), named as declared (the declaration's name and location); its `base` is
    /// `.string`, the value's wire spelling. Two types are equal by the enum's name alone (`==` below): the
    /// declaration's place is not part of the type, so `errorgen diff` finds an enum-typed property unchanged
    /// between two files, or after lines were added above the declaration.
    public var enumName: Name?

    public static func == (a: ValueType, b: ValueType) -> Bool {
        a.base == b.base && a.isOptional == b.isOptional && a.container == b.container && a.enumName?.value == b.enumName?.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(isOptional)
        hasher.combine(container)
        hasher.combine(enumName?.value)
    }

    public init(_ base: Base, optional: Bool = false) {
        self.base = base
        self.isOptional = optional
        self.container = nil
    }

    public init(_ base: Base, optional: Bool = false, container: Container?) {
        self.base = base
        self.isOptional = optional
        self.container = container
    }

    /// A value of the spec-declared enum `name`.
    public init(enumNamed name: Name, optional: Bool = false) {
        self.init(.string, optional: optional)
        self.enumName = name
    }

    /// Parses `String`, `Int?`, `Double`, `Bool?`, `[String]`, `[String: Int]?` (the spellings `description` gives).
    /// Reads UTF-8 bytes: every spelling is ASCII, and a text that is not one fails `Base(rawValue:)` either way.
    public init?(parsing text: String) {
        var name = text.utf8[...]
        var optional = false
        if name.last == UInt8(ascii: "?") {
            optional = true
            name = name.dropLast()
        }
        var container: Container?
        if name.first == UInt8(ascii: "["), name.last == UInt8(ascii: "]") {
            name = name.dropFirst().dropLast()
            container = .list
            let mapKey = "String: ".utf8
            if name.starts(with: mapKey) {
                name = name.dropFirst(mapKey.count)
                container = .map
            }
        }
        guard let base = Base(rawValue: String(Substring(name))) else { return nil }
        self.init(base, optional: optional, container: container)
    }

    public var nonOptional: ValueType { with(optional: false) }
    public var optional: ValueType { with(optional: true) }
    /// The type of one element (one map value): a non-optional scalar.
    public var element: ValueType {
        var type = self
        type.isOptional = false
        type.container = nil
        return type
    }

    /// The same type, optional or not.
    private func with(optional: Bool) -> ValueType {
        var type = self
        type.isOptional = optional
        return type
    }

    /// Whether the two types hold the same values, optionality aside: the same base, container and declared
    /// enum (if any).
    public func holdsSameValues(as other: ValueType) -> Bool {
        base == other.base && container == other.container && enumName?.value == other.enumName?.value
    }

    /// The type of the value's wire text: a spec-declared enum's `String` (keeping optionality and container);
    /// any other type itself.
    public var wireType: ValueType {
        enumName == nil ? self : ValueType(.string, optional: isOptional, container: container)
    }

    /// The Swift spelling: `Int?`, `[String]`, `[String: Int]?`, `DeclineCode?` (a spec-declared enum, nested
    /// in the error type).
    public var description: String {
        let name = enumName?.value ?? base.rawValue
        let inner: String
        switch container {
        case nil: inner = name
        case .list: inner = "[" + name + "]"
        case .map: inner = "[String: " + name + "]"
        }
        return inner + (isOptional ? "?" : "")
    }
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
        case .list(let elements): return "[" + elements.map(\.codeText).joined(separator: ", ") + "]"
        case .emptyMap: return "{}"
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
    /// `[a, b]`, `[]`: a constant of a list type (`[String]`, `[Int]?`); its elements are scalars, never null.
    case list([Literal])
    /// `{}`: the empty constant of a map type (`[String: Int]`, `[String: String]?`); a map has no other constant.
    case emptyMap

    /// The type of the literal, or nil for `null` (which fits any optional type), a list (whose type is its
    /// elements' base in a list) and the empty map.
    public var base: ValueType.Base? {
        switch self {
        case .string: return .string
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .null, .list, .emptyMap: return nil
        }
    }

    /// Whether the literal can be a value of `type` (an Int literal also fits Double).
    public func fits(_ type: ValueType) -> Bool {
        if case .list(let elements) = self {
            var element = type
            (element.container, element.isOptional) = (nil, false)
            return type.container == .list && elements.allSatisfy { $0 != .null && $0.fits(element) }
        }
        if self == .emptyMap { return type.container == .map }
        if type.container != nil { return self == .null && type.isOptional }
        switch self {
        case .null: return type.isOptional
        case .int: return type.base == .int || type.base == .double
        default: return base == type.base
        }
    }
}
