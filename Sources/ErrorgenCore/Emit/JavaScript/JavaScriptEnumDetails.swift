/// `errorDetails(error)` for the enum shape: `error.code` names the case. A derived value that depends on the
/// payload is read from `error.userInfo` first (the native side puts every bridge field there), and computed
/// from the payload values only when `userInfo` does not hold it. A payload value is the one `userInfo` holds
/// for a bridge field that is that payload field, else the one read back out of the message (`userInfo`'s
/// description, else `error.message`), so the details never contradict themselves (a `status` of 503 next to a
/// `retryable` computed from another status). Constant values are the spec's own.
struct JavaScriptEnumDetails {
    let plan: EmitPlan
    /// What comes before each bridge value in the return line: `key: `, after the first `, key: `.
    private let keyPrefixes: [String]
    /// The payload types whose converter the module uses.
    private(set) var convertedTypes: Set<ValueType> = []
    /// The property types whose `userInfo` reader the module uses.
    private(set) var heldTypes: Set<ValueType> = []
    /// Whether `errorDetails` reads the message text (set by `print`).
    private(set) var readsText = false
    /// Whether a message it scans can hold a list or map value (`[1.0, 2.0]`, `["k": 1]`), which the scanner must
    /// step over whole, whether or not that value is read: its commas are not the payload's separators.
    private(set) var scansBrackets = false

    init(_ plan: EmitPlan) {
        self.plan = plan
        keyPrefixes = plan.bridge.indices.map { ($0 == 0 ? "" : ", ") + JavaScriptLanguage.propertyKey(plan.bridge[$0].name) + ": " }
    }

    /// The `userInfo` key of the description, if the bridge has one.
    private var descriptionKey: String? {
        plan.bridge.first { $0.source == .description }?.name
    }

    /// One bridge field's value for one case: a constant expression, or a value held in `userInfo` that falls
    /// back to an expression over payload locals.
    private enum Entry {
        case constant(String)
        case held(Held)
    }

    /// A value held in `userInfo` under `key`, read into `local`, else computed by `fallback`.
    private struct Held {
        let local: String
        let key: String
        let type: ValueType
        let fallback: String
        /// The payload field the value is, when it is one (`{field: status}`).
        let field: String?
    }

    mutating func print(to p: CodePrinter) {
        let bodies = plan.cases.indices.map { entries(of: $0) }
        readsText = descriptionKey != nil || bodies.contains { !$0.fields.isEmpty }
        let readsInfo = readsText || bodies.contains { !$0.held.isEmpty }
        p.line("export function errorDetails(error) {")
        p.withIndentation {
            p.line(#"const caseName = ownValue(error, "code");"#)
            p.line("if (!isCaseName(caseName)) return null;")
            if readsInfo { p.line(#"const info = ownValue(error, "userInfo");"#) }
            if readsText {
                let key = descriptionKey.map(JavaScriptLanguage.stringLiteral) ?? "null"
                p.line("const text = messageText(error, info, \(key));")
            }
            p.line("switch (caseName) {")
            p.withIndentation {
                for (index, body) in bodies.enumerated() { printCase(index, body, to: p) }
                p.line("default:")
                p.withIndentation { p.line("return null;") }
            }
            p.line("}")
        }
        p.line("}")
    }

    /// One case's bridge values in bridge order, those of them held in `userInfo`, and the payload fields
    /// their fallbacks read (in payload order).
    private struct CaseBody {
        /// The case name as a string literal.
        let name: String
        let entries: [Entry]
        let held: [Held]
        let fields: [String]
    }

    private func entries(of caseIndex: Int) -> CaseBody {
        let c = plan.cases[caseIndex]
        let name = JavaScriptLanguage.stringLiteral(c.name)
        var used = Set<String>()
        var entries: [Entry] = []
        entries.reserveCapacity(plan.bridge.count)
        for field in plan.bridge {
            switch field.source {
            case .caseName:
                entries.append(.constant(name))
            case .description:
                entries.append(.constant("text"))
            case .property(let index):
                let property = plan.properties[index]
                let value = property.values[caseIndex]
                let expression = JavaScriptValue.expression(value, reading: { reader(c, $0) })
                if value.reads.isEmpty {
                    entries.append(.constant(expression))
                    continue
                }
                used.formUnion(value.reads)
                // "_" and the entry's index: apart from each other and from the `$field` locals.
                var plain: String?
                if case .field(let name) = value { plain = name }
                entries.append(.held(Held(local: "_" + String(entries.count), key: field.name, type: property.type,
                                          fallback: expression, field: plain)))
            case .storedField, .missing:
                entries.append(.constant("null"))
            }
        }
        let held = entries.compactMap { entry -> Held? in
            if case .held(let h) = entry { return h }
            return nil
        }
        return CaseBody(name: name, entries: entries, held: held, fields: c.payload.map(\.name.value).filter { used.contains($0) })
    }

    private mutating func printCase(_ caseIndex: Int, _ body: CaseBody, to p: CodePrinter) {
        let c = plan.cases[caseIndex]
        let held = body.held
        let fields = body.fields
        p.line("case \(body.name):\(held.isEmpty ? "" : " {")")
        p.withIndentation {
            for h in held {
                heldTypes.insert(h.type.wireType.nonOptional)
                let reader = JavaScriptRuntime.heldReaderName(h.type.nonOptional)
                p.line("let \(h.local) = \(reader)(info, \(JavaScriptLanguage.stringLiteral(h.key)), \(h.type.isOptional ? "true" : "false"));")
            }
            if !held.isEmpty {
                p.line("if (" + held.map { $0.local + " === undefined" }.joined(separator: " || ") + ") {")
                p.withIndentation {
                    let labels = fields.map(JavaScriptLanguage.stringLiteral).joined(separator: ", ")
                    p.line("const values = payloadOf(text, \(body.name), [\(labels)]);")
                    if c.payload.contains(where: { $0.type.container != nil }) { scansBrackets = true }
                    for (index, name) in fields.enumerated() {
                        guard let field = c.payloadField(named: name) else { continue }
                        convertedTypes.insert(field.type.wireType.nonOptional)
                        let parsed = JavaScriptPayloadParser.converterName(field.type.nonOptional) + "(text, values[\(index)])"
                        // The value `userInfo` holds for this very field, when it holds it.
                        let kept = held.first { $0.field == name }.map { "\($0.local) !== undefined ? \($0.local) : " } ?? ""
                        p.line("const \(JavaScriptSyntax.local(name)) = \(kept)\(parsed);")
                    }
                    for h in held {
                        p.line((held.count > 1 ? "if (\(h.local) === undefined) " : "") + "\(h.local) = \(h.fallback);")
                    }
                }
                p.line("}")
            }
            p.line(returnLine(body.entries))
        }
        if !held.isEmpty { p.line("}") }
    }

    /// `return { key: value, ... };`: each constant as it is, each held value as its local.
    private func returnLine(_ entries: [Entry]) -> String {
        var line = "return { "
        line.reserveCapacity(16 * entries.count + 16)
        for (index, entry) in entries.enumerated() {
            line += keyPrefixes[index]
            switch entry {
            case .constant(let expression): line += expression
            case .held(let h): line += h.local
            }
        }
        return line + " };"
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
