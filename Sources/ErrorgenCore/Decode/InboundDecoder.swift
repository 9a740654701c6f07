/// `inbound:`: the initializers that map a service answer to a case: one mapping, or a list of them.
enum InboundDecoder {
    static let keys = SpecKeys.inbound

    /// One initializer (a mapping) or several (a list of mappings, each with its own labels).
    static func decodeAll(_ node: YAMLNode, context: DecodeContext) -> [Inbound] {
        if case .mapping(let pairs) = node.kind, pairs.isEmpty {
            context.unknown.inbound = true
            context.error("'inbound' is empty; an initializer needs 'parameters' and a 'fallback'", at: node.location)
            return []
        }
        guard case .sequence(let items) = node.kind else { return decode(node, "'inbound'", context: context).map { [$0] } ?? [] }
        if items.isEmpty {
            context.unknown.inbound = true
            context.error("'inbound' is empty; write one initializer as a mapping, or a list of them", at: node.location)
        }
        return items.compactMap { decode($0, "an inbound initializer", context: context) }
    }

    /// `statuses:` as a list; a mapping from statuses to cases (`401: invalidApiKey`) says how to write its rows.
    private static func statusList(_ node: YAMLNode, context: DecodeContext) -> [YAMLNode]? {
        if case .mapping(let pairs) = node.kind, let first = pairs.first, Int(first.keyText) != nil,
           case .scalar(let value) = first.value.kind, !value.isNull {
            context.error("expected 'statuses' to be a list of rows, found a mapping of statuses to cases; write each row as "
                          + "- {status: \(first.keyText), case: \(value.value)}", at: node.location)
            return nil
        }
        // `[[429, rateLimited], [503, unavailable]]`: every row written as a pair, one mistake: one error at the first.
        if case .sequence(let rows) = node.kind, rows.count > 1, rows.allSatisfy({ if case .sequence = $0.kind { true } else { false } }),
           case .sequence(let pair) = rows[0].kind, pair.count == 2 {
            func text(_ node: YAMLNode, _ otherwise: String) -> String {
                if case .scalar(let s) = node.kind, !s.isNull { s.value } else { otherwise }
            }
            let status = text(pair[0], "404")
            let caseName = text(pair[1], "notFound")
            context.error("expected each status row to be a mapping, found lists; write each row as "
                          + "- {status: \(status), case: \(caseName)}", at: rows[0].location)
            return nil
        }
        return context.sequence(node, "'statuses'")
    }

    static func decode(_ node: YAMLNode, _ what: String, context: DecodeContext) -> Inbound? {
        guard let keys = KeyedReader(node, what, allowed: Self.keys, required: ["parameters"], context: context) else {
            context.unknown.inbound = true
            return nil
        }
        var parameters: [InboundParameter] = []
        context.misplacedInboundKeys = context.inboundKeysAtTopLevel
        context.fallbackInStatuses = false
        // What is unknown of this initializer, not of an earlier one (the flags in `context.unknown` are the spec's).
        let rolesFailedBefore = context.unknown.inboundRoles
        context.unknown.inboundRoles = false
        var parametersUnknown = false
        let parametersAtTop = context.inboundKeysAtTopLevel.contains("parameters")
        if let node = parametersAtTop ? keys["parameters"] : keys.required("parameters"),
           context.reportEmptyList(node, key: "parameters", required: true) {
            context.unknown.inboundParameters = FieldGap(allNamesKnown: false)
            parametersUnknown = true
        } else if let node = parametersAtTop ? keys["parameters"] : keys.required("parameters") {
            let list = FieldDecoder.decodeFieldList(node, "parameter", allowed: SpecKeys.inboundParameter, context: context) {
                decodeParameter($0, field: $1, context: context)
            }
            parameters = list.fields
            if let gap = list.gap ?? (keys.isDuplicated("parameters") ? FieldGap(allNamesKnown: false) : nil) {
                context.unknown.inboundParameters = gap
                parametersUnknown = true
                checkRoles(ofFailed: node, decoded: parameters, context: context)
            }
        } else if keys.isMisspelled("parameters") || parametersAtTop {
            context.unknown.inboundParameters = FieldGap(allNamesKnown: false)
            parametersUnknown = true
        }
        let rolesFailed = context.unknown.inboundRoles
        context.unknown.inboundRoles = rolesFailedBefore || rolesFailed
        let statuses = keys["statuses"].flatMap { context.reportEmptyList($0, key: "statuses", required: false) ? nil : statusList($0, context: context) }?
            .compactMap { decodeStatusRow($0, context: context) } ?? []
        var precedence = defaultPrecedence(parameters)
        var precedenceLocations: [SourceLocation] = []
        var precedenceUnknown = false
        // `precedence: []` beside a parameter with a role would never read it (without roles it is the default order).
        if let node = keys["precedence"], !precedence.isEmpty, context.reportEmptyList(node, key: "precedence", required: false) {
            precedenceUnknown = true
        } else if let node = keys["precedence"] {
            let decoded = context.failing { decodePrecedence(node, context: context) }
            precedenceUnknown = decoded.failed
            precedence = decoded.value.map(\.step)
            precedenceLocations = decoded.value.map(\.location)
        } else {
            // The default order follows the roles: with a parameter or role unknown, so is the order.
            precedenceUnknown = keys.isMisspelled("precedence") || parametersUnknown || rolesFailed
        }
        if precedenceUnknown { context.unknown.precedence = true }
        var inbound = Inbound(parameters: parameters, precedence: precedence, statuses: statuses,
                              fallback: Name("", at: node.location), doc: keys.text("doc"), at: node.location)
        inbound.precedenceLocations = precedenceLocations
        inbound.statusesWritten = keys.keyLocation("statuses") != nil || keys.isMisspelled("statuses")
            || context.inboundKeysAtTopLevel.contains("statuses")
        inbound.unknownCode = keys["unknownCode"].flatMap { context.name($0, "'unknownCode'") }
        inbound.codeFamilies = keys["codeFamilies"].map { CodeFamilyDecoder.decode($0, context: context) } ?? []
        if inbound.unknownCodeIsFinal, let unknownCode = inbound.unknownCode, !precedenceUnknown {
            // Every answer ends at the code step: the unknown-code case is the only "otherwise".
            inbound.fallback = unknownCode
            if keys["fallback"] != nil, let code = inbound.parameter(withRole: .code) {
                context.error("'fallback' is never chosen: '\(code.field.name.value)' is never nil, and 'unknownCode' takes "
                              + "every code no case lists; remove 'fallback'", at: keys.keyLocation("fallback"))
            }
        } else if keys["fallback"] == nil,
                  context.misplacedInboundKeys.contains("fallback") || context.fallbackInStatuses || precedenceUnknown {
            // (With the order unknown, 'unknownCode' may take every answer, and no fallback is needed.)
            context.unknown.fallback = true
        } else if let fallback = keys.name("fallback") {
            inbound.fallback = fallback
        } else {
            context.unknown.fallback = true
        }
        return inbound
    }

    /// The category parameter first (it names the category outright), then codes, then statuses, for whichever
    /// roles the parameters declare.
    private static func defaultPrecedence(_ parameters: [InboundParameter]) -> [InboundStep] {
        var steps: [InboundStep] = []
        if parameters.contains(where: { $0.role == .category }) { steps.append(.category) }
        if parameters.contains(where: { $0.role == .code }) { steps.append(.code) }
        if parameters.contains(where: { $0.role == .errorCode }) { steps.append(.errorCode) }
        if parameters.contains(where: { $0.role == .status }) { steps.append(.status) }
        return steps
    }

    /// A parameter whose name or type failed still has its role read, so a misspelled role is reported in the
    /// same run (`{name: s, type: Integer, role: stauts}`).
    private static func checkRoles(ofFailed node: YAMLNode, decoded: [InboundParameter], context: DecodeContext) {
        guard case .sequence(let items) = node.kind else { return }
        let decodedLocations = Set(decoded.map(\.field.name.location))
        for item in items {
            guard case .mapping(let pairs) = item.kind,
                  !pairs.contains(where: { $0.keyText == "name" && decodedLocations.contains(context.contentLocation($0.value)) }),
                  let role = pairs.first(where: { $0.keyText == "role" }) else { continue }
            _ = decodeRole(role.value, context: context)
        }
    }

    private static func decodeRole(_ node: YAMLNode, context: DecodeContext) -> InboundParameter.Role? {
        guard let text = context.string(node, "'role'") else {
            context.unknown.inboundRoles = true
            return nil
        }
        guard let role = InboundParameter.Role(rawValue: text) else {
            context.unknown.inboundRoles = true
            let roles = ["code", "status", "category", "errorCode"]
            context.error("unknown role \(TextQuote.quoted(text, "'"))\(Suggestion.didYouMean(text, among: roles)); "
                          + "expected 'code', 'status', 'category' or 'errorCode'", at: node.location)
            return nil
        }
        return role
    }

    /// The role and default of a parameter whose field decoded.
    private static func decodeParameter(_ node: YAMLNode, field: Field, context: DecodeContext) -> InboundParameter {
        guard case .mapping(let pairs) = node.kind else { return InboundParameter(field: field) }
        var role: InboundParameter.Role?
        var defaultValue: AssignedValue?
        var typeLocation: SourceLocation?
        var roleLocation: SourceLocation?
        var defaultLocation: SourceLocation?
        for pair in pairs {
            switch pair.keyText {
            case "type":
                typeLocation = context.contentLocation(pair.value)
            case "role":
                role = decodeRole(pair.value, context: context)
                roleLocation = context.contentLocation(pair.value)
            case "default":
                defaultLocation = pair.key.location
                guard field.type.isOptional else {
                    // The default stands in for nil: a parameter that is never nil would silently ignore it.
                    context.error("'default' is used when the parameter is nil, but '\(field.name.value)' is \(field.type) "
                                  + "and never nil: remove the default, or make the parameter '\(field.type.optional)'",
                                  at: pair.key.location)
                    continue
                }
                if case .scalar(let s) = pair.value.kind, s.isNull {
                    context.error("a default of null changes nothing: '\(field.name.value)' is nil without it; give "
                                  + "the value to use when it is nil, or remove the default", at: pair.value.location)
                    context.unknown.inboundDefaults.insert(field.name.value)
                    continue
                }
                defaultValue = AssignedValueDecoder.decode(pair.value, as: field.type.nonOptional, "the default",
                                                           context: context)
                if defaultValue == nil { context.unknown.inboundDefaults.insert(field.name.value) }
            default: break
            }
        }
        var parameter = InboundParameter(field: field, role: role, defaultValue: defaultValue)
        parameter.typeLocation = typeLocation
        parameter.roleLocation = roleLocation
        parameter.defaultLocation = defaultLocation
        return parameter
    }

    private static func decodePrecedence(_ node: YAMLNode, context: DecodeContext) -> [(step: InboundStep, location: SourceLocation)] {
        context.items(node).compactMap { item in
            guard let text = context.string(item, "a precedence step") else { return nil }
            if let step = InboundStep(rawValue: text) { return (step, item.location) }
            let steps = ["code", "status", "category", "errorCode"]
            let pieces = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            let listHint = pieces.count > 1 && pieces.allSatisfy { InboundStep(rawValue: $0) != nil }
                ? "; write several steps as a list: [\(pieces.joined(separator: ", "))]" : ""
            context.error("unknown precedence step \(TextQuote.quoted(text, "'"))\(Suggestion.didYouMean(text, among: steps)); "
                          + "expected 'code', 'status', 'category' or 'errorCode'\(listHint)", at: item.location)
            return nil
        }
    }

    private static func decodeStatusRow(_ node: YAMLNode, context: DecodeContext) -> StatusRow? {
        if context.reportKeyValueShorthand(node, allowed: SpecKeys.statusRow, "a status row",
                                           example: { "{status: \($0), case: \($1)}" }) { return nil }
        // `fallback: service` indented into the last row: a key of 'inbound', not a misspelling.
        let explain = { (key: String) -> String? in
            guard SpecKeys.inbound.contains(key), key != "doc" else { return nil }
            context.misplacedInboundKeys.insert(key)
            return "'\(key)' is a key of 'inbound': check its indentation"
        }
        guard let keys = KeyedReader(node, "a status row", allowed: SpecKeys.statusRow, required: ["status", "case"],
                                     explain: explain, context: context)
        else { return nil }
        // `{status: default, case: server}`: the case for every other status is the initializer's fallback.
        if let statusNode = keys["status"], case .scalar(let text) = statusNode.kind,
           ["default", "else", "other", "others", "otherwise", "*", "any"].contains(text.value.lowercased()),
           let caseNode = keys["case"], case .scalar(let caseText) = caseNode.kind {
            context.error("a status row cannot be the default; write 'fallback: \(caseText.value)' in the initializer for "
                          + "what no row matches", at: statusNode.location)
            context.fallbackInStatuses = true
            return nil
        }
        let statuses = keys.required("status").map { StatusDecoder.decode($0, context: context) }
        let caseName = keys.name("case")
        guard let statuses, let caseName else { return nil }
        var row = StatusRow(statuses: statuses.map(\.element), caseName: caseName, doc: keys.text("doc"), at: node.location)
        row.statusLocations = statuses.map(\.location)
        if let whenNode = keys["when"] {
            guard let rule = PropertyDecoder.decodeRule(whenNode, "'when'", context: context) else { return nil }
            let at = context.contentLocation(whenNode)
            if case .bool(let holds)? = RuleEvaluator.evaluate(rule.expression, bindings: [:]) {
                context.error(holds
                    ? "this row's rule always holds, whatever the parameters hold; leave out 'when', or compare a parameter"
                    : "this row's rule never holds, whatever the parameters hold, so the row never matches; compare a "
                        + "parameter, or remove the row", at: at)
                return nil
            }
            row.condition = RowCondition(rule: rule.expression, source: rule.source, at: at)
        }
        row.hasUnknownKeys = keys.hasUnknownKeys
        return row
    }
}

/// Statuses: `404`, `"500...599"`, `-1...-1`, `[400, 422]`, `"400, 422"`.
enum StatusDecoder {
    /// What `status: []` (and `status:` written empty) says.
    static let emptyStatus = "'status' is empty; a row needs a status such as 404 or a range such as 500...599"

    static func decode(_ node: YAMLNode, context: DecodeContext) -> [(element: MembershipElement, location: SourceLocation)] {
        var elements: [(MembershipElement, SourceLocation)] = []
        if case .sequence(let items) = node.kind, items.isEmpty {
            context.error(emptyStatus, at: node.location)
        }
        let grouped = GroupingCommas.slips(in: node, "status", context: context)
        for (index, item) in context.items(node).enumerated() where !grouped.contains(index) {
            guard let text = context.string(item, "a status") else { continue }
            let start = context.contentLocation(item)
            if let slip = IntegerText.groupingSlip(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)) {
                context.error("status " + slip, at: start)
                continue
            }
            var offset = 0
            for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
                let leading = piece.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
                let trimmed = piece.trimmingWhitespace()
                // Inside one scalar on one line, pieces are located by their offset; otherwise at the item.
                let location = item.location.line == start.line && !text.containsText("\n") ? start.advanced(by: offset + leading)
                    : item.location
                offset += piece.unicodeScalars.count + 1
                if trimmed.isEmpty, text.containsText(",") {
                    context.error("\(TextQuote.quoted(text, "'")) has an empty status between commas; remove the extra ','",
                                  at: location)
                    continue
                }
                switch element(trimmed) {
                case .success(let element): elements.append((element, location))
                case .failure(let problem): context.error(problem.message, at: location)
                }
            }
        }
        return elements
    }

    private static func element(_ text: String) -> Result<MembershipElement, StatusError> {
        // Built only on failure: a spec's statuses are almost always well formed.
        func expected() -> String {
            "expected a status such as 404 or a range such as 500...599, found \(TextQuote.quoted(text, "'"))" + statusHint(text)
        }
        let bounds = text.components(separatedByText: "...")
        guard bounds.count <= 2 else { return .failure(StatusError(expected())) }
        var values: [Int] = []
        for bound in bounds {
            let trimmed = bound.trimmingWhitespace()
            if let problem = IntegerText.leadingZeroProblem(trimmed) { return .failure(StatusError("status " + problem)) }
            guard let value = Int(trimmed) else {
                let digits = trimmed.hasPrefix("-") || trimmed.hasPrefix("+") ? trimmed.dropFirst() : Substring(trimmed)
                if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    return .failure(StatusError(outOfRange(trimmed)))
                }
                return .failure(StatusError(expected()))
            }
            guard value.magnitude <= LiteralDecoder.maxExactInteger.magnitude else {
                return .failure(StatusError(outOfRange(trimmed)))
            }
            values.append(value)
        }
        return .success(values.count == 1 ? .value(.int(values[0])) : .range(values[0], values[1]))
    }

    /// " (write several statuses as a list: [404, 410])" for `404 410`, else `rangeHint`.
    private static func statusHint(_ text: String) -> String {
        // `404 410`: a list without its brackets and commas.
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.count > 1, words.allSatisfy({ if case .success = element(String($0)) { true } else { false } }) {
            return " (write several statuses as a list: [\(words.joined(separator: ", "))])"
        }
        // `0x1F4`, `413.0`, `1e3`: an integer in another notation (statuses are written in decimal).
        let trimmed = text.trimmingWhitespace()
        if let decimal = IntegerText.decimalOfPrefixed(trimmed) { return " (write it in decimal: \(decimal))" }
        if let hint = IntegerText.decimalHint(trimmed) { return " (" + hint.dropFirst(2) + ")" }
        return rangeHint(text)
    }

    /// " (write 500...599)" for a range in another notation: `500-599`, `500..599`, `500..<600`, `5xx` (code
    /// families' ranges share it).
    static func rangeHint(_ text: String) -> String {
        guard let (lower, upper, isHundreds) = writtenRange(text) else { return "" }
        return isHundreds ? " (write \(lower)...\(upper))" : " (write a range as \(lower)...\(upper))"
    }

    /// The bounds of a range of integers as people write one: `5xx`, `3xxx`, `40xx` (hundreds: true, digits then
    /// `x`s standing for any digit), `10000...10999`, `1..9`, `1..<10`, `30001-30999`, `1–9` (an en dash), `1…9` (an ellipsis), `1 to 9`;
    /// nil for any other text.
    static func writtenRange(_ text: String) -> (lower: Int, upper: Int, hundreds: Bool)? {
        let lowered = text.lowercased().utf8
        let digits = lowered.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let wildcards = lowered.count - digits.count
        if !digits.isEmpty, wildcards >= 1, digits.count + wildcards >= 3, digits.count + wildcards <= 15, lowered.dropFirst(digits.count).allSatisfy({ $0 == UInt8(ascii: "x") }),
           let leading = Int(String(decoding: digits, as: UTF8.self)) {
            var scale = 1
            for _ in 0..<wildcards { scale *= 10 }
            return (leading * scale, leading * scale + scale - 1, true)
        }
        for (separator, upperOffset) in [("..<", -1), ("...", 0), ("\u{2026}", 0), ("..", 0), ("-", 0), ("\u{2013}", 0), (" to ", 0)] {
            let parts = text.components(separatedByText: separator)
            guard parts.count == 2, let lower = Int(parts[0].trimmingWhitespace()),
                  let upper = Int(parts[1].trimmingWhitespace()), !parts[0].trimmingWhitespace().isEmpty else { continue }
            return (lower, upper + upperOffset, false)
        }
        return nil
    }

    private static func outOfRange(_ text: String) -> String {
        "status \(IntegerText.shown(text)) is out of range: statuses are limited to ±\(LiteralDecoder.maxExactInteger) (2^53 - 1), "
            + "which JavaScript represents exactly"
    }

    private struct StatusError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
