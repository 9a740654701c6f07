/// `errorDetails(error)` for the enum shape: `error.code` names the case. A derived value that depends on the
/// payload is read from `error.userInfo` first (the native side puts every bridge field there), and computed
/// from the payload values only when `userInfo` does not hold it. A payload value is the one `userInfo` holds
/// for a bridge field that is that payload field, else the one read back out of the message (`userInfo`'s
/// description, else `error.message`), so the details never contradict themselves (a `status` of 503 next to a
/// `retryable` computed from another status). Constant values are the spec's own.
struct JavaScriptEnumDetails {
    let plan: EmitPlan
    /// What comes before each bridge value in the return line: `key: `, after the first `, key: `.
    private let keyPrefixes: [[UInt8]]
    /// By bridge index, the line that reads the value `userInfo` holds for it
    /// (`let _2 = heldBool(info, "retryable", false);`), the same in every case: built on first use.
    private var heldLines: [[UInt8]?]
    /// The line being built.
    private var line = JavaScriptLineBytes()
    private let rules = JavaScriptRuleCache()
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
        keyPrefixes = plan.bridge.indices.map { Array((($0 == 0 ? "" : ", ") + JavaScriptLanguage.propertyKey(plan.bridge[$0].name) + ": ").utf8) }
        heldLines = Array(repeating: nil, count: plan.bridge.count)
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
        /// The bridge field's index.
        let index: Int
        let local: String
        let key: String
        let type: ValueType
        let fallback: String
        /// The payload field the value is, when it is one (`{field: status}`).
        let field: String?
    }

    mutating func print(to p: CodePrinter) {
        var bodies: [CaseBody] = []
        bodies.reserveCapacity(plan.cases.count)
        for index in plan.cases.indices { bodies.append(entries(of: index)) }
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
                let expression = JavaScriptValue.expression(value, reading: { Self.reader(c, $0) }, rules: rules)
                if value.reads.isEmpty {
                    entries.append(.constant(expression))
                    continue
                }
                used.formUnion(value.reads)
                // "_" and the entry's index: apart from each other and from the `$field` locals.
                var plain: String?
                if case .field(let name) = value { plain = name }
                entries.append(.held(Held(index: entries.count, local: "_" + String(entries.count), key: field.name, type: property.type,
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
        line.start()
        line.put("case ")
        line.add(body.name)
        line.put(held.isEmpty ? ":" : ": {")
        p.line(utf8: line.bytes)
        p.withIndentation {
            for h in held {
                heldTypes.insert(h.type.wireType.nonOptional)
                p.line(utf8: heldLine(h))
            }
            if !held.isEmpty {
                line.start()
                line.put("if (")
                for (index, h) in held.enumerated() {
                    if index > 0 { line.put(" || ") }
                    line.add(h.local)
                    line.put(" === undefined")
                }
                line.put(") {")
                p.line(utf8: line.bytes)
                p.withIndentation {
                    line.start()
                    line.put("const values = payloadOf(text, ")
                    line.add(body.name)
                    line.put(", [")
                    for (index, name) in fields.enumerated() {
                        if index > 0 { line.put(", ") }
                        line.addStringLiteral(name)
                    }
                    line.put("]);")
                    p.line(utf8: line.bytes)
                    if c.payload.contains(where: { $0.type.container != nil }) { scansBrackets = true }
                    for (index, name) in fields.enumerated() {
                        guard let field = c.payloadField(named: name) else { continue }
                        convertedTypes.insert(field.type.wireType.nonOptional)
                        line.start()
                        line.put("const $")
                        line.add(name)
                        line.put(" = ")
                        // The value `userInfo` holds for this very field, when it holds it.
                        if let kept = held.first(where: { $0.field == name }) {
                            line.add(kept.local)
                            line.put(" !== undefined ? ")
                            line.add(kept.local)
                            line.put(" : ")
                        }
                        line.add(JavaScriptPayloadParser.converterName(field.type.nonOptional))
                        line.put("(text, values[")
                        line.add(index)
                        line.put("]);")
                        p.line(utf8: line.bytes)
                    }
                    for h in held {
                        line.start()
                        if held.count > 1 {
                            line.put("if (")
                            line.add(h.local)
                            line.put(" === undefined) ")
                        }
                        line.add(h.local)
                        line.put(" = ")
                        line.add(h.fallback)
                        line.put(";")
                        p.line(utf8: line.bytes)
                    }
                }
                p.line("}")
            }
            printReturn(body.entries, to: p)
        }
        if !held.isEmpty { p.line("}") }
    }

    /// `let _2 = heldBool(info, "retryable", false);`: the same for every case that holds the bridge field.
    private mutating func heldLine(_ h: Held) -> [UInt8] {
        if let built = heldLines[h.index] { return built }
        let reader = JavaScriptRuntime.heldReaderName(h.type.nonOptional)
        let built = Array("let \(h.local) = \(reader)(info, \(JavaScriptLanguage.stringLiteral(h.key)), \(h.type.isOptional ? "true" : "false"));".utf8)
        heldLines[h.index] = built
        return built
    }

    /// `return { key: value, ... };`: each constant as it is, each held value as its local.
    private mutating func printReturn(_ entries: [Entry], to p: CodePrinter) {
        line.start()
        line.put("return { ")
        for (index, entry) in entries.enumerated() {
            line.add(keyPrefixes[index])
            switch entry {
            case .constant(let expression): line.add(expression)
            case .held(let h): line.add(h.local)
            }
        }
        line.put(" };")
        p.line(utf8: line.bytes)
    }

    /// A payload value is null when the message could not be read, so rules see every field as optional
    /// (Swift's nil semantics: comparisons false, `==` false, `!=` true); an unread Bool counts as false.
    private static func reader(_ c: PlanCase, _ name: String) -> (expression: String, type: ValueType) {
        let local = JavaScriptSyntax.local(name)
        guard let field = c.payloadField(named: name) else {
            return (local, ValueType(.string, optional: true))
        }
        if field.type == ValueType(.bool) { return ("(" + local + " === true)", field.type) }
        return (local, field.type.optional)
    }
}
