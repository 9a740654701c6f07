/// `errorDetails(error)` for the enum shape: `error.code` names the case, `error.message` is the case as Swift
/// prints it, and the payload values the derived properties need are read back out of the message.
struct JavaScriptEnumDetails {
    let plan: EmitPlan
    /// The bridge fields' keys.
    private let keys: [String]
    /// The payload types whose converter the module uses.
    private(set) var convertedTypes: Set<ValueType.Base> = []

    init(_ plan: EmitPlan) {
        self.plan = plan
        keys = plan.bridge.map { JavaScriptLanguage.propertyKey($0.name) }
    }

    var parsesPayloads: Bool { !convertedTypes.isEmpty }

    mutating func print(to p: CodePrinter) {
        p.line("export function errorDetails(error) {")
        p.withIndentation {
            p.line(#"if (error === null || typeof error !== "object") return null;"#)
            p.line(#"const message = typeof error.message === "string" ? error.message : "";"#)
            p.line("switch (error.code) {")
            p.withIndentation {
                for i in plan.cases.indices { printCase(i, to: p) }
                p.line("default:")
                p.withIndentation { p.line("return null;") }
            }
            p.line("}")
        }
        p.line("}")
    }

    private mutating func printCase(_ caseIndex: Int, to p: CodePrinter) {
        let c = plan.cases[caseIndex]
        var used = Set<String>()
        var entries: [String] = []
        for (field, key) in zip(plan.bridge, keys) {
            let expression: String
            switch field.source {
            case .caseName:
                expression = JavaScriptLanguage.stringLiteral(c.name)
            case .description:
                expression = "message"
            case .property(let index):
                let value = plan.properties[index].values[caseIndex]
                used.formUnion(value.reads)
                expression = JavaScriptValue.expression(value, reading: { reader(c, $0) })
            case .storedField, .missing:
                expression = "null"
            }
            entries.append(key + ": " + expression)
        }
        let result = "return { " + entries.joined(separator: ", ") + " };"
        let bound = c.payload.filter { used.contains($0.name.value) }
        p.line("case " + JavaScriptLanguage.stringLiteral(c.name) + ":" + (bound.isEmpty ? "" : " {"))
        p.withIndentation {
            if !bound.isEmpty {
                p.line("const values = payloadOf(message, " + JavaScriptLanguage.stringLiteral(c.name) + ");")
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
    private func reader(_ c: PlanCase, _ name: String) -> (expression: String, type: ValueType) {
        let local = JavaScriptSyntax.local(name)
        guard let field = c.payloadField(named: name) else {
            return (local, ValueType(.string, optional: true))
        }
        if field.type == ValueType(.bool) { return ("(" + local + " === true)", field.type) }
        return (local, field.type.optional)
    }
}
