import CYAML

/// Anchors and tags on libyaml events: anchors are refused, tags are limited to the core schema.
extension LibYAMLEventLoop {
    /// Explicit scalar tags a spec may use, by their resolved name.
    private static let scalarTags: [String: String] = [
        "tag:yaml.org,2002:str": "!!str",
        "tag:yaml.org,2002:int": "!!int",
        "tag:yaml.org,2002:bool": "!!bool",
        "tag:yaml.org,2002:null": "!!null",
        "tag:yaml.org,2002:float": "!!float",
    ]

    /// The short form (`!!str`) of a scalar's explicit tag, or nil when it has none or an unsupported one
    /// (reported, and the spec is not decoded: `!!binary b2ZmbGluZQ==` read as its text would be reported again as a
    /// wrong name or value).
    func scalarTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation, _ builder: inout TreeBuilder) -> String? {
        guard let tag else { return nil }
        let name = String(cString: tag)
        guard let short = Self.scalarTags[name] else {
            builder.report(unsupportedTag(name), at: location, treeStaysComplete: false)
            return nil
        }
        return short
    }

    /// Collections may carry only their own core tag (`!!map` on a mapping, `!!seq` on a list).
    func checkCollectionTag(
        _ tag: UnsafeMutablePointer<yaml_char_t>?, allowed: String, at location: SourceLocation, _ builder: inout TreeBuilder
    ) {
        guard let tag else { return }
        let name = String(cString: tag)
        // The decoder would report the container's kind as well: the tree is only loaded for more problems.
        guard Self.shortName(name) != allowed else { return }
        // `!!str` on a list: a tag the spec allows on a text, put on a container; `!!seq` on a mapping.
        let kind = allowed == "!!seq" ? "a list" : "a mapping"
        let message = Self.scalarTags.keys.contains(name)
            ? "'\(Self.shortName(name))' tags a single value, not \(kind); remove the tag"
            : Self.collectionNames[name].map { "'\(Self.shortName(name))' tags \($0), not \(kind); remove the tag" }
                ?? unsupportedTag(name)
        builder.report(message, at: location, treeStaysComplete: false)
    }

    /// An anchor is reported; the node it names is kept as if it had none.
    func checkNoAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation, _ builder: inout TreeBuilder) {
        if anchor != nil { builder.report(anchorsNotSupported, at: location) }
    }

    var anchorsNotSupported: String {
        "anchors and aliases are not supported in specs; write the value out in full at each place"
    }

    /// What a core tag makes of a scalar, as any YAML reader takes it: `!!str` makes a plain `false`, `12` or `null`
    /// text (read as if quoted, so a Bool is not taken from it); `!!int`, `!!float`, `!!bool` and `!!null` must agree
    /// with the value (`!!int too_large` is reported, and the spec is not decoded, so the value is not reported a second
    /// time as a wrong constant). The style to read the scalar with and whether to keep the tag.
    func resolve(tag: String, value: String, style: YAMLScalar.Style, at location: SourceLocation,
                 _ builder: inout TreeBuilder) -> (style: YAMLScalar.Style, keepsTag: Bool, value: String?) {
        let plain = style == .plain
        switch tag {
        case "!!str":
            // A plain text stays as it is; a plain value YAML would read as null, a Bool or a number becomes text.
            let isText = !plain || !(Self.isCoreNull(value) || Self.isCoreBool(value) || Self.isCoreNumber(value))
            return (isText ? style : .doubleQuoted, true, nil)
        case "!!null":
            if Self.isCoreNull(value) { return (.plain, false, nil) }
            builder.report("'!!null' makes this value null, but it is written \(TextQuote.quoted(value, "'")); remove the tag "
                           + "(or the text, for null)", at: location, treeStaysComplete: false)
        case "!!bool":
            if Self.isCoreBool(value) { return (.plain, false, nil) }
            builder.report("'!!bool' tags true or false, but this value is \(TextQuote.quoted(value, "'")); remove the tag",
                           at: location, treeStaysComplete: false)
        case "!!int":
            if Self.isCoreInteger(value) { return (.plain, false, nil) }
            builder.report("'!!int' tags an integer, but this value is \(TextQuote.quoted(value, "'")); remove the tag",
                           at: location, treeStaysComplete: false)
        case "!!float":
            // `!!float 7` is the number 7.0, as any YAML reader takes it: an Int constant is then refused as `7.0` is.
            if Self.isCoreInteger(value) {
                if Self.isCoreDecimal(value) { return (.plain, false, value + ".0") }
                builder.report("'!!float' tags a decimal number, but this value is \(TextQuote.quoted(value, "'")); remove the tag",
                               at: location, treeStaysComplete: false)
                return (style, false, nil)
            }
            if Self.isCoreNumber(value) { return (.plain, false, nil) }
            builder.report("'!!float' tags a number, but this value is \(TextQuote.quoted(value, "'")); remove the tag",
                           at: location, treeStaysComplete: false)
        default:
            break
        }
        return (style, false, nil)
    }

    private static func isCoreNull(_ text: String) -> Bool { ["", "~", "null", "Null", "NULL"].contains(text) }

    private static func isCoreBool(_ text: String) -> Bool {
        ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text)
    }

    /// YAML 1.2 core schema integers: decimal with an optional sign, `0o` octal, `0x` hexadecimal.
    private static func isCoreInteger(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func all(_ slice: ArraySlice<UInt8>, _ isDigit: (UInt8) -> Bool) -> Bool { !slice.isEmpty && slice.allSatisfy(isDigit) }
        let decimal: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if bytes.starts(with: Array("0x".utf8)) {
            return all(bytes.dropFirst(2)) { decimal($0) || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "f")) }
        }
        if bytes.starts(with: Array("0o".utf8)) { return all(bytes.dropFirst(2)) { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") } }
        let unsigned = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        return all(unsigned, decimal)
    }

    /// A decimal integer with an optional sign (`7`, `-3`), not `0x1F` or `0o17`.
    private static func isCoreDecimal(_ text: String) -> Bool {
        !text.hasPrefix("0x") && !text.hasPrefix("0o") && isCoreInteger(text)
    }

    /// YAML 1.2 core schema numbers: an integer, a decimal with an optional exponent, `.inf` and `.nan` spellings.
    private static func isCoreNumber(_ text: String) -> Bool {
        if isCoreInteger(text) { return true }
        if [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN"].contains(text) {
            return true
        }
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let mantissa = bytes.prefix { isDigit($0) || $0 == UInt8(ascii: ".") }
        guard mantissa.contains(where: isDigit), mantissa.filter({ $0 == UInt8(ascii: ".") }).count <= 1 else { return false }
        let rest = bytes.dropFirst(mantissa.count)
        guard let e = rest.first else { return true }
        guard e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return false }
        var exponent = rest.dropFirst()
        if exponent.first == UInt8(ascii: "-") || exponent.first == UInt8(ascii: "+") { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy(isDigit)
    }

    private func unsupportedTag(_ name: String) -> String {
        // `todo: !Important ...`: a text that starts with '!' is read as a tag.
        if name.hasPrefix("!"), !name.hasPrefix("!!") {
            return "'\(name)' is read as a YAML tag: a text that starts with '!' must be in quotes"
        }
        if let collection = Self.collectionNames[name] {
            return "'\(Self.shortName(name))' tags \(collection), not a single value; remove the tag"
        }
        return "unsupported tag '\(Self.shortName(name))'; only !!str, !!int, !!bool, !!null and !!float are allowed"
    }

    private static let collectionNames = ["tag:yaml.org,2002:seq": "a list", "tag:yaml.org,2002:map": "a mapping"]

    private static func shortName(_ name: String) -> String {
        let core = "tag:yaml.org,2002:"
        return name.hasPrefix(core) ? "!!" + name.dropFirst(core.count) : name
    }
}
