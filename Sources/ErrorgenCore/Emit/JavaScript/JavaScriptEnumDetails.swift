/// `errorDetails(error)` for the enum shape: `error.code` names the case, `error.message` is the case as Swift
/// prints it, and the payload values the derived properties need are read back out of the message.
struct JavaScriptEnumDetails {
    let spec: Spec
    let values: JavaScriptPropertyValues
    /// The bridge fields' keys with their sources; a member that names no property is nil.
    private let bridged: [(key: String, source: BridgeField.Source, property: Property?)]
    /// The payload types whose converter the module uses.
    private(set) var convertedTypes: Set<ValueType.Base> = []

    init(_ spec: Spec, values: JavaScriptPropertyValues) {
        self.spec = spec
        self.values = values
        bridged = spec.bridge.fields.map { field in
            if case .member(let name) = field.source {
                return (JavaScriptLanguage.propertyKey(field.name.value), field.source, spec.property(named: name))
            }
            return (JavaScriptLanguage.propertyKey(field.name.value), field.source, nil)
        }
    }

    var parsesPayloads: Bool { !convertedTypes.isEmpty }

    mutating func print(into p: inout CodePrinter) {
        p.line("export function errorDetails(error) {")
        p.indent { p in
            p.line(#"if (error === null || typeof error !== "object") return null;"#)
            p.line(#"const message = typeof error.message === "string" ? error.message : "";"#)
            p.line("switch (error.code) {")
            p.indent { p in
                for c in spec.cases { printCase(c, into: &p) }
                p.line("default:")
                p.indent { $0.line("return null;") }
            }
            p.line("}")
        }
        p.line("}")
    }

    private mutating func printCase(_ c: Case, into p: inout CodePrinter) {
        var used = Set<String>()
        var entries: [String] = []
        for field in bridged {
            let expression: String
            switch field.source {
            case .caseName:
                expression = JavaScriptLanguage.stringLiteral(c.name.value)
            case .description:
                expression = "message"
            case .member:
                if let property = field.property {
                    let rendered = values.render(values.value(of: property, for: c), primaryCode: c.primaryCode, reading: { reader(c, $0) })
                    used.formUnion(rendered.fields)
                    expression = rendered.expression
                } else {
                    expression = "null"
                }
            }
            entries.append(field.key + ": " + expression)
        }
        let result = "return { " + entries.joined(separator: ", ") + " };"
        let bound = c.payload.filter { used.contains($0.name.value) }
        p.line("case " + JavaScriptLanguage.stringLiteral(c.name.value) + ":" + (bound.isEmpty ? "" : " {"))
        p.indent { p in
            if !bound.isEmpty {
                p.line("const values = payloadOf(message, " + JavaScriptLanguage.stringLiteral(c.name.value) + ");")
            }
            for field in bound {
                convertedTypes.insert(field.type.base)
                p.line("const " + JavaScriptSyntax.local(field.name.value) + " = "
                       + JavaScriptRuntime.payloadConverterName(field.type.base)
                       + "(values.get(" + JavaScriptLanguage.stringLiteral(field.name.value) + "));")
            }
            p.line(result)
        }
        if !bound.isEmpty { p.line("}") }
    }

    /// A payload value is null when the message could not be read, so rules see every field as optional
    /// (Swift's nil semantics: comparisons false, `==` false, `!=` true); an unread Bool counts as false.
    private func reader(_ c: Case, _ name: String) -> (expression: String, type: ValueType) {
        let local = JavaScriptSyntax.local(name)
        guard let field = c.payload.first(where: { $0.name.value == name }) else {
            return (local, ValueType(.string, optional: true))
        }
        if field.type == ValueType(.bool) { return ("(" + local + " === true)", field.type) }
        return (local, field.type.optional)
    }
}
