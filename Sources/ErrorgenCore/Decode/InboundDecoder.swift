import Foundation

/// `inbound:`: the initializer that maps a service answer to a case.
enum InboundDecoder {
    static let keys = SpecKeys.inbound

    static func decode(_ node: YAMLNode, context: DecodeContext) -> Inbound? {
        guard let keys = KeyedReader(node, "'inbound'", allowed: Self.keys, context: context) else { return nil }
        let parameters = keys.required("parameters").flatMap { context.sequence($0, "'parameters'") }?
            .compactMap { decodeParameter($0, context: context) } ?? []
        let statuses = keys["statuses"].flatMap { context.sequence($0, "'statuses'") }?
            .compactMap { decodeStatusRow($0, context: context) } ?? []
        let precedence = keys["precedence"].map { decodePrecedence($0, context: context) }
            ?? defaultPrecedence(parameters)
        let fallback = keys.name("fallback")
        guard let fallback else { return nil }
        return Inbound(parameters: parameters, precedence: precedence, statuses: statuses, fallback: fallback,
                       doc: keys.string("doc"), at: node.location)
    }

    /// Codes first, then statuses, for whichever roles the parameters declare.
    private static func defaultPrecedence(_ parameters: [InboundParameter]) -> [InboundStep] {
        var steps: [InboundStep] = []
        if parameters.contains(where: { $0.role == .code }) { steps.append(.code) }
        if parameters.contains(where: { $0.role == .status }) { steps.append(.status) }
        return steps
    }

    private static func decodeParameter(_ node: YAMLNode, context: DecodeContext) -> InboundParameter? {
        guard let field = FieldDecoder.decodeField(node, "parameter", allowed: SpecKeys.inboundParameter, context: context),
              case .mapping(let pairs) = node.kind else { return nil }
        var role: InboundParameter.Role?
        var defaultValue: AssignedValue?
        for pair in pairs {
            switch pair.keyText {
            case "role":
                guard let text = context.string(pair.value, "'role'") else { continue }
                role = InboundParameter.Role(rawValue: text)
                if role == nil {
                    context.error("unknown role '\(text)'; expected 'code' or 'status'", at: pair.value.location)
                }
            case "default":
                defaultValue = AssignedValueDecoder.decode(pair.value, as: field.type.nonOptional, "the default",
                                                           context: context)
            default: break
            }
        }
        return InboundParameter(field: field, role: role, defaultValue: defaultValue)
    }

    private static func decodePrecedence(_ node: YAMLNode, context: DecodeContext) -> [InboundStep] {
        context.items(node).compactMap { item in
            guard let text = context.string(item, "a precedence step") else { return nil }
            if let step = InboundStep(rawValue: text) { return step }
            context.error("unknown precedence step '\(text)'; expected 'code' or 'status'", at: item.location)
            return nil
        }
    }

    private static func decodeStatusRow(_ node: YAMLNode, context: DecodeContext) -> StatusRow? {
        guard let keys = KeyedReader(node, "a status row", allowed: SpecKeys.statusRow, context: context)
        else { return nil }
        let statuses = keys.required("status").map { StatusDecoder.decode($0, context: context) }
        let caseName = keys.name("case")
        guard let statuses, let caseName else { return nil }
        return StatusRow(statuses: statuses, caseName: caseName, doc: keys.string("doc"), at: node.location)
    }
}

/// Statuses: `404`, `"500...599"`, `[400, 422]`, `"400, 422"`.
enum StatusDecoder {
    static func decode(_ node: YAMLNode, context: DecodeContext) -> [MembershipElement] {
        var elements: [MembershipElement] = []
        for item in context.items(node) {
            guard let text = context.string(item, "a status") else { continue }
            for piece in text.split(separator: ",") {
                let trimmed = piece.trimmingCharacters(in: .whitespaces)
                if let element = element(trimmed) {
                    elements.append(element)
                } else {
                    context.error("expected a status such as 404 or a range such as 500...599, found '\(trimmed)'",
                                  at: item.location)
                }
            }
        }
        return elements
    }

    private static func element(_ text: String) -> MembershipElement? {
        if let value = Int(text) { return .value(.int(value)) }
        let bounds = text.components(separatedBy: "...")
        guard bounds.count == 2,
              let lower = Int(bounds[0].trimmingCharacters(in: .whitespaces)),
              let upper = Int(bounds[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        return .range(lower, upper)
    }
}
