/// Scalars as constants of a declared type: `true`, `42`, `1.5`, `null`, or any text for String; lists of
/// them for a list type: `[a, b]`, `[]`; and the empty map, `{}`, for a map type.
enum LiteralDecoder {
    /// The largest integer JavaScript's numbers hold exactly (2^53 - 1): Int constants past it would
    /// read differently on the two sides of the bridge.
    static let maxExactInteger = RuleLexer.maxExactInteger

    /// `what` names the value in messages; it is only built for one.
    static func decode(_ node: YAMLNode, as type: ValueType, _ what: @autoclosure () -> String,
                       context: DecodeContext) -> Literal? {
        if case .sequence(let items) = node.kind, type.container == .list { return list(items, as: type, what(), context: context) }
        if case .mapping(let pairs) = node.kind, type.container == .map {
            if pairs.isEmpty { return .emptyMap }
            context.error(onlyEmptyMap(what(), type), at: node.location)
            return nil
        }
        guard case .scalar(let scalar) = node.kind else {
            let hint = if case .sequence = node.kind, type.container == .map { "; the empty map is written {}" } else { "" }
            context.error("expected \(what()) to be \(article(type)) \(type) constant, found \(node.kindDescription)" + hint,
                          at: node.location)
            return nil
        }
        if scalar.isNull {
            if type.isOptional { return .null }
            context.error("\(what()) cannot be null: its type \(type) is not optional", at: node.location)
            return nil
        }
        if type.container != nil {
            context.error(Self.noConstant(what(), type), at: node.location)
            return nil
        }
        let text = scalar.value
        let plain = scalar.style == .plain
        if plain, type.base == .int || type.base == .double, let problem = IntegerText.leadingZeroProblem(text) {
            context.error("\(what()) " + problem, at: node.location)
            return nil
        }
        switch type.base {
        case .string:
            // (An enum with a wire spelling written twice has lost the one meant there: that duplicate is the error.)
            if let name = type.enumName, let declared = context.enumTypes[name.value], !declared.values.isEmpty,
               declared.value(wire: text) == nil, declared.wiresAreSound {
                let wires = declared.values.map(\.wire)
                context.error("\(what()) \(TextQuote.quoted(text, "'")) is not a value of enum '\(name.value)'"
                              + "\(Suggestion.didYouMean(text, among: wires)); write one of its wire spellings: "
                              + wires.joined(separator: ", "), at: context.contentLocation(node))
                return nil
            }
            return .string(text)
        case .bool:
            if plain, text == "true" { return .bool(true) }
            if plain, text == "false" { return .bool(false) }
        case .int:
            // `0x80`: hexadecimal, as codes and `errorCode` take it (MQTT and HTTP/2 document their codes so).
            if plain, let value = Int(text) ?? IntegerText.hexadecimal(text) {
                guard value.magnitude <= maxExactInteger.magnitude else {
                    context.error("\(what()) \(IntegerText.shown(text)) is out of range: Int constants are limited to ±\(maxExactInteger) "
                                  + "(2^53 - 1), which JavaScript represents exactly", at: node.location)
                    return nil
                }
                return .int(value)
            }
            if plain, isInteger(text) {
                context.error("\(what()) \(IntegerText.shown(text)) is out of range: Int constants are limited to ±\(maxExactInteger) "
                              + "(2^53 - 1), which JavaScript represents exactly", at: node.location)
                return nil
            }
        case .double:
            if plain, isDecimalNumber(text), let value = Double(text), value.isFinite {
                // `1e-400` reads as 0: a constant that is not the number written.
                if value == 0, text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { $0 >= "1" && $0 <= "9" }) {
                    context.error("\(what()) \(text) is too small for a Double (the smallest is about 4.9e-324): it would read "
                                  + "as 0; write 0 if that is meant", at: node.location)
                    return nil
                }
                return .double(value)
            }
        }
        let fits: (String) -> Bool = { Self.parses($0, as: type.base) }
        let beyondDouble = plain && type.base == .double && Double(text)?.isInfinite == true && !text.lowercased().contains("inf")
        // (A quoted `"yes"` gets the hint too; a quoted `"true"` is told to drop its quotes instead.)
        let hint = type.base == .bool && (plain || !fits(text)) ? boolHint(text)
            : plain && type.base == .int ? IntegerText.decimalHint(text) ?? IntegerText.decimalOfPrefixed(text).map { "; write it in decimal: \($0)" } ?? ""
            : type.base == .double && text.filter({ $0 == "," }).count == 1 && Double(text.replacing(",", with: ".")) != nil
                ? "; write the decimal point as '.': \(text.replacing(",", with: "."))"
            : beyondDouble ? ", which is beyond a Double's range (about ±1.8e308)"
            : plain && type.base == .double && [".inf", "+.inf", "-.inf", ".nan"].contains(text.lowercased())
                ? "; a Double constant is a finite number (JSON, which the bridge carries, has no infinity or NaN)" : ""
        context.error("expected \(what()) to be \(article(type)) \(type) constant"
                      + DecodeContext.found(node, quotedValueFits: fits) + hint, at: node.location)
        return nil
    }

    /// "; write true" for another spelling of a Bool: `True`, `yes`, `on` (YAML 1.1's booleans are text in 1.2).
    private static func boolHint(_ text: String) -> String {
        switch text.lowercased() {
        case "true", "yes", "y", "on", "1": return "; write true"
        case "false", "no", "n", "off", "0": return "; write false"
        default: return ""
        }
    }

    /// `[a, b]` for a list type: every element a constant of the element type (an Int for a Double too), none null.
    private static func list(_ items: [YAMLNode], as type: ValueType, _ what: @autoclosure () -> String,
                             context: DecodeContext) -> Literal? {
        var element = type
        (element.container, element.isOptional) = (nil, false)
        var elements: [Literal] = []
        var failed = false
        for (i, item) in items.enumerated() {
            if let literal = decode(item, as: element, "element \(i + 1) of \(what())", context: context) {
                elements.append(literal)
            } else {
                failed = true
            }
        }
        return failed ? nil : .list(elements)
    }

    /// A map with entries where a constant of a map type goes.
    static func onlyEmptyMap(_ what: String, _ type: ValueType) -> String {
        "\(what) is \(type), a map: its only constant is the empty map, {}"
    }

    /// A scalar where a list or map is expected: a list is written `[a, b]`, a map `{}`; or either comes from a field or a
    /// parameter.
    static func noConstant(_ what: String, _ type: ValueType) -> String {
        if type.container == .list {
            return "\(what) is \(type), a list: write its elements in brackets, such as [\(example(type.base))] "
                + "(or [] for none), or read a field ({field: name}) or a parameter ('{name}')" + (type.isOptional ? ", or write null" : "")
        }
        return "\(what) is \(type), a map: write {} for the empty map, or read a field ({field: name}) or a parameter "
            + "('{name}')" + (type.isOptional ? ", or write null" : "")
    }

    /// Two constants of a base type, for messages: `a, b`, `1, 2`.
    private static func example(_ base: ValueType.Base) -> String {
        switch base {
        case .string: return "a, b"
        case .int: return "1, 2"
        case .double: return "0.5, 2"
        case .bool: return "true, false"
        }
    }

    static func parses(_ text: String, as base: ValueType.Base) -> Bool {
        switch base {
        case .string: return true
        case .bool: return text == "true" || text == "false"
        case .int: return Int(text) != nil
        case .double: return isDecimalNumber(text) && (Double(text).map(\.isFinite) ?? false)
        }
    }

    /// A number as YAML 1.2 writes one: an optional sign, decimal digits with an optional fraction, and an optional
    /// exponent (`2`, `-0.5`, `.5`, `1e3`). Swift's `Double(_:)` also reads hexadecimal floats (`0x1p3`), `nan` and
    /// `inf`, which YAML reads as text: the readers of a spec must not disagree about its numbers.
    static func isDecimalNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var digits = whole.count
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fraction = bytes.prefix(while: isDigit)
            bytes = bytes.dropFirst(fraction.count)
            digits += fraction.count
        }
        guard digits > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }

    /// An optional sign and decimal digits (an integer too large for Int still is one).
    private static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    static func article(_ type: ValueType) -> String {
        // `[String: Int]` reads "a String-to-Int map"; `[Int]` and `Int` start with "Int".
        type.base == .int && type.container != .map ? "an" : "a"
    }
}
