/// `cases:`: the enum's cases (enum shape) or the category's cases (struct shape).
enum CaseDecoder {
    static let keys = SpecKeys.case_

    static func decodeCases(_ node: YAMLNode, shape: Shape?, context: DecodeContext) -> [Case] {
        guard let items = context.sequence(node, "'cases'") else { return [] }
        if items.isEmpty {
            context.error("'cases' is empty; an error type needs at least one case", at: node.location)
        }
        return items.compactMap { decodeCase($0, shape: shape, context: context) }
    }

    private static func decodeCase(_ node: YAMLNode, shape: Shape?, context: DecodeContext) -> Case? {
        guard let keys = KeyedReader(node, "a case", allowed: Self.keys, context: context) else { return nil }
        let name = keys.name("name")
        var payload: [Field] = []
        if let payloadNode = keys["payload"] {
            if case .structure = shape {
                context.error("cases of a struct-shaped error have no payload; use the struct's 'fields'",
                              at: payloadNode.location)
            }
            payload = FieldDecoder.decodeFields(payloadNode, "payload field", context: context)
        }
        let codes = keys["codes"].map { decodeCodes($0, context: context) } ?? []
        let errorCode = keys["errorCode"].flatMap { context.int($0, "'errorCode'") }
        guard let name else { return nil }
        return Case(name: name, payload: payload, when: keys.string("when"), todo: keys.string("todo"),
                    doc: keys.string("doc"), deprecated: keys.string("deprecated"), codes: codes, errorCode: errorCode,
                    renamedFrom: keys["renamedFrom"].flatMap { context.name($0, "'renamedFrom'") })
    }

    /// `codes: [a, {code: b, doc: ...}]`; a single scalar is a one-code list.
    private static func decodeCodes(_ node: YAMLNode, context: DecodeContext) -> [WireCode] {
        context.items(node).compactMap { item in
            if case .mapping = item.kind {
                guard let keys = KeyedReader(item, "a code", allowed: SpecKeys.code, context: context),
                      let code = keys.required("code") else { return nil }
                guard let text = context.string(code, "'code'") else { return nil }
                return WireCode(text, doc: keys.string("doc"), at: context.contentLocation(code))
            }
            guard let text = context.string(item, "a code") else { return nil }
            return WireCode(text, at: context.contentLocation(item))
        }
    }
}
