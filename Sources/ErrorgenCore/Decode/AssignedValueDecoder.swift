/// Values for constructor assignments and parameter defaults: a template for String targets
/// (it may name parameters), otherwise (an enum's wire spelling too) a constant (a list one, `[a, b]`, for a list;
/// `{}` for a map) or a single `{parameter}`.
enum AssignedValueDecoder {
    /// `parameters` are the names a bare word (`count` for `"{count}"`) is probably meant to use.
    static func decode(_ node: YAMLNode, as type: ValueType?, _ what: String, parameters: [String] = [],
                       context: DecodeContext) -> AssignedValue? {
        guard case .scalar(let scalar) = node.kind else {
            if case .sequence = node.kind, let type, type.container == .list {
                return LiteralDecoder.decode(node, as: type, what, context: context).map { .literal($0, node.location) }
            }
            if let name = DecodeContext.unquotedBraces(node) {
                context.error("unquoted, YAML reads {\(name)} as a mapping; quote it: \"{\(name)}\"", at: node.location)
                return nil
            }
            if let type, type.container == .map {
                // `default: {}`, as a list takes `[]`; the empty map is a map's only constant.
                if case .mapping(let pairs) = node.kind, !pairs.isEmpty {
                    let fix = what == "the default" ? "leave out the default and make the parameter non-optional"
                        : "set it from a parameter of its type (\"{name}\")"
                    context.error(LiteralDecoder.onlyEmptyMap(what, type) + "; for one with entries " + fix, at: node.location)
                    return nil
                }
                return LiteralDecoder.decode(node, as: type, what, context: context).map { .literal($0, node.location) }
            }
            context.error("expected \(what) to be a scalar, found \(node.kindDescription)", at: node.location)
            return nil
        }
        let start = context.contentLocation(node)
        if let type, type.base != .string || type.container != nil || type.enumName != nil || scalar.isNull {
            if let name = soleParameter(scalar.value) {
                return .parameter(Name(name, at: start.advanced(by: 1)))
            }
            if scalar.style == .plain, parameters.contains(scalar.value), type.enumName == nil {
                context.error("\(what) is the word '\(scalar.value)'; to use the parameter '\(scalar.value)' write "
                              + "\"{\(scalar.value)}\"", at: node.location)
                return nil
            }
            if let hole = TemplateParser.foreignHole(in: scalar.value) {
                context.error(hole.message, at: start.advanced(by: hole.offset))
                return nil
            }
            // `limit: "n {reason}"`: a template (text around a parameter's hole) for a field that is not a String.
            if type.base != .string || type.container != nil, !scalar.isNull,
               let hole = TemplateParser.namedHole(in: scalar.value, isName: parameters.contains) {
                context.error("a text template can only fill a String, not \(type); for a parameter's value write "
                              + "\"{\(hole.name)}\" alone (with the parameter of type \(type))", at: node.location)
                return nil
            }
            return LiteralDecoder.decode(node, as: type, what, context: context).map { .literal($0, node.location) }
        }
        // `message: status` with a parameter `status`: the parameter was meant, or the text is deliberate; a quoted
        // word says which.
        if scalar.style == .plain, parameters.contains(scalar.value) {
            context.error("\(what) is the word '\(scalar.value)', the name of a parameter; to use the parameter write "
                          + "\"{\(scalar.value)}\", or quote the word to keep it as text: '\(scalar.value)'", at: node.location)
            return nil
        }
        switch TemplateParser.parse(scalar.value, at: start) {
        case .success(let template): return .template(template)
        case .failure(let diagnostic):
            context.bag.append(diagnostic)
            return nil
        }
    }

    /// `{name}` alone.
    private static func soleParameter(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), !text.hasPrefix("{{"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.containsText("{") || inner.containsText("}") ? nil : String(inner)
    }
}
