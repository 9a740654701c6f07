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
    /// By bridge index, the local a held value is read into: `_` and the index, apart from each other and from
    /// the `$field` locals.
    private let locals: [String]
    /// By bridge index, the line that reads the value `userInfo` holds for it
    /// (`let _2 = heldBool(info, "retryable", false);`), the same in every case: built on first use.
    private var heldLines: [[UInt8]?]
    /// The line being printed, and the case's return line, built while its held values are found.
    private let line = JavaScriptLineBytes()
    private let returnLine = JavaScriptLineBytes()
    /// The case's held values (reused from case to case).
    private var held: [Held] = []
    private let rules = JavaScriptRuleCache()
    /// The payload types whose converter the module uses (and `convertedTypes` as a list, to skip hashing).
    private(set) var convertedTypes: Set<ValueType> = []
    private var convertedList: [ValueType] = []
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
        locals = plan.bridge.indices.map { "_" + String($0) }
        heldLines = Array(repeating: nil, count: plan.bridge.count)
    }

    /// The `userInfo` key of the description, if the bridge has one.
    private var descriptionKey: String? {
        plan.bridge.first { $0.source == .description }?.name
    }

    /// A bridge field's value that `userInfo` may hold, else computed by `fallback` from the payload fields it reads.
    private struct Held {
        /// The bridge field's index.
        let index: Int
        let fallback: String
        let reads: [String]
        /// The payload field the value is, when it is one (`{field: status}`).
        let field: String?
    }

    mutating func print(to p: CodePrinter) {
        let readsInfo = findReads()
        p.line("function detailsOf(error) {")
        p.withIndentation {
            p.line(#"const caseName = ownValue(error, "code");"#)
            p.line(JavaScriptRuntime.caseGuard(domain: plan.errorDomain, domainIsField: plan.bridge.contains { $0.name == "domain" }))
            if readsInfo { p.line(#"const info = ownValue(error, "userInfo");"#) }
            if readsText {
                let key = descriptionKey.map(JavaScriptLanguage.stringLiteral) ?? "null"
                p.line("const text = messageText(error, info, \(key));")
            }
            p.line("switch (caseName) {")
            p.withIndentation {
                for index in plan.cases.indices { printCase(index, to: p) }
                p.line("default:")
                p.withIndentation { p.line("return null;") }
            }
            p.line("}")
        }
        p.line("}")
    }

    /// Sets `readsText`: whether the description is bridged or some case computes a value from its payload
    /// fields. Returns whether `errorDetails` reads `userInfo`: for the text, or for a value some case computes.
    private mutating func findReads() -> Bool {
        readsText = descriptionKey != nil
        var computes = false
        for field in plan.bridge {
            guard case .property(let index) = field.source else { continue }
            for (caseIndex, value) in plan.properties[index].values.enumerated() {
                if readsText && computes { return true }
                let reads = value.reads
                if reads.isEmpty { continue }
                computes = true
                if plan.cases[caseIndex].payload.contains(where: { reads.contains($0.name.value) }) { readsText = true }
            }
        }
        return readsText || computes
    }

    /// `case "name":` and its body: the held values read from `userInfo`, the payload values their fallbacks
    /// read from the message when one is missing, the fallbacks, and the return line. The body's lines carry
    /// their own indentation (`start(depth:)`).
    private mutating func printCase(_ caseIndex: Int, to p: CodePrinter) {
        let c = plan.cases[caseIndex]
        buildReturn(caseIndex, c)
        line.start()
        line.put("case ")
        line.addStringLiteral(c.name)
        line.put(held.isEmpty ? ":" : ": {")
        line.print(to: p)
        for h in held {
            line.start(depth: 1)
            line.add(heldLine(h.index))
            line.print(to: p)
        }
        if !held.isEmpty {
            line.start(depth: 1)
            line.put("if (")
            for (index, h) in held.enumerated() {
                if index > 0 { line.put(" || ") }
                line.add(locals[h.index])
                line.put(" === undefined")
            }
            line.put(") {")
            line.print(to: p)
            printFallbacks(c, to: p)
            line.start(depth: 1)
            line.put("}")
            line.print(to: p)
        }
        returnLine.print(to: p)
        if !held.isEmpty { p.line("}") }
    }

    /// The payload fields the held values' fallbacks read, in payload order, converted from the message,
    /// then each missing held value computed.
    private mutating func printFallbacks(_ c: PlanCase, to p: CodePrinter) {
        line.start(depth: 2)
        line.put("const values = payloadOf(text, ")
        line.addStringLiteral(c.name)
        line.put(", [")
        var fields: [String] = []
        for field in c.payload where held.contains(where: { $0.reads.contains(field.name.value) }) {
            if !fields.isEmpty { line.put(", ") }
            line.addStringLiteral(field.name.value)
            fields.append(field.name.value)
        }
        line.put("]);")
        line.print(to: p)
        if c.payload.contains(where: { $0.type.container != nil }) { scansBrackets = true }
        for (index, name) in fields.enumerated() {
            guard let field = c.payloadField(named: name) else { continue }
            let converted = field.type.wireType.nonOptional
            if !convertedList.contains(converted) {
                convertedList.append(converted)
                convertedTypes.insert(converted)
            }
            line.start(depth: 2)
            line.put("const $")
            line.add(name)
            line.put(" = ")
            // The value `userInfo` holds for this very field, when it holds it.
            if let kept = held.first(where: { $0.field == name }) {
                line.add(locals[kept.index])
                line.put(" !== undefined ? ")
                line.add(locals[kept.index])
                line.put(" : ")
            }
            line.add(JavaScriptPayloadParser.converterName(field.type.nonOptional))
            line.put("(text, values[")
            line.add(index)
            line.put("]);")
            line.print(to: p)
        }
        for h in held {
            line.start(depth: 2)
            if held.count > 1 {
                line.put("if (")
                line.add(locals[h.index])
                line.put(" === undefined) ")
            }
            line.add(locals[h.index])
            line.put(" = ")
            line.add(h.fallback)
            line.put(";")
            line.print(to: p)
        }
    }

    /// `return { key: value, ... };` for the case, into `returnLine`: each constant as it is, each value
    /// computed from the payload as its local (collected into `held`).
    private mutating func buildReturn(_ caseIndex: Int, _ c: PlanCase) {
        held.removeAll(keepingCapacity: true)
        returnLine.start(depth: 1)
        returnLine.put("return { ")
        for (index, field) in plan.bridge.enumerated() {
            returnLine.add(keyPrefixes[index])
            switch field.source {
            case .caseName:
                returnLine.addStringLiteral(c.name)
            case .description:
                returnLine.put("text")
            case .property(let property):
                let value = plan.properties[property].values[caseIndex]
                let reads = value.reads
                switch value {
                case .constant(let literal) where reads.isEmpty:
                    returnLine.addLiteral(literal)
                    continue
                case .primaryCode(let code):
                    if let code { returnLine.addLiteral(code) } else { returnLine.put("null") }
                    continue
                default:
                    break
                }
                let expression = JavaScriptValue.expression(value, reading: { Self.reader(c, $0) }, rules: rules)
                if reads.isEmpty {
                    returnLine.add(expression)
                    continue
                }
                var plain: String?
                if case .field(let name) = value { plain = name }
                held.append(Held(index: index, fallback: expression, reads: reads, field: plain))
                returnLine.add(locals[index])
            case .storedField, .missing:
                returnLine.put("null")
            }
        }
        returnLine.put(" };")
    }

    /// `let _2 = heldBool(info, "retryable", false);`: the same for every case that holds the bridge field.
    private mutating func heldLine(_ index: Int) -> [UInt8] {
        if let built = heldLines[index] { return built }
        guard case .property(let property) = plan.bridge[index].source else { return [] }
        let type = plan.properties[property].type
        heldTypes.insert(type.wireType.nonOptional)
        let reader = JavaScriptRuntime.heldReaderName(type.nonOptional)
        let key = JavaScriptLanguage.stringLiteral(plan.bridge[index].name)
        let whenNull = JavaScriptRuntime.heldNullAnswer(plan.properties[property], isStruct: false)
        let built = Array("let \(locals[index]) = \(reader)(info, \(key), \(whenNull));".utf8)
        heldLines[index] = built
        return built
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
