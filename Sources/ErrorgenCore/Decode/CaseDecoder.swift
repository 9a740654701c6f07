/// `cases:`: the enum's cases (enum shape) or the category's cases (struct shape).
enum CaseDecoder {
    static let keys = SpecKeys.case_
    /// What `cases: []` (and `cases:` written empty) says.
    static let emptyCases = "'cases' is empty; an error type needs at least one case"

    static func decodeCases(_ node: YAMLNode, shape: Shape?, codeType: ValueType.Base, context: DecodeContext) -> [Case] {
        guard let items = context.sequence(node, "'cases'") else {
            context.unknown.someCaseName = true
            return []
        }
        if items.isEmpty {
            context.error(emptyCases, at: node.location)
            // The cases are missing, not each name that refers to one.
            context.unknown.someCaseName = true
        }
        let dedented = DedentedItems.indices(in: items, allowed: keys)
        return items.indices.compactMap { i in
            dedented.contains(i) ? nil : decodeCase(items[i], shape: shape, codeType: codeType, context: context)
        }
    }

    private static func decodeCase(_ node: YAMLNode, shape: Shape?, codeType: ValueType.Base, context: DecodeContext) -> Case? {
        // `- timeout` instead of `- name: timeout`: reported, then kept as the case it names, so that
        // references to it elsewhere are not reported as unknown.
        if case .scalar(let scalar) = node.kind, !scalar.isNull {
            var name = Name(ModelText.own(scalar.value), at: context.contentLocation(node))
            var nameText = scalar.value
            let words = scalar.value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            if scalar.style == .plain, words.count == 2, SpecKeys.case_.contains(String(words[0])) {
                // `- name offline`: the ':' after the key is missing; the case is the one it names.
                context.error("this case has no ':' after '\(words[0])': write '- \(words[0]): \(words[1])'", at: node.location)
                guard words[0] == "name" else {
                    context.unknown.someCaseName = true
                    return nil
                }
                nameText = String(words[1])
                let offset = scalar.value.unicodeScalars.distance(from: scalar.value.startIndex, to: words[1].startIndex)
                name = Name(ModelText.own(nameText), at: context.contentLocation(node).advanced(by: offset))
            } else if scalar.style == .plain, let (key, colon) = YAMLSlips.keyBeforeLookalikeColon(scalar.value) {
                // `- name： offline`: a colon from another keyboard, so YAML read one text, not a key and its value.
                context.error("\(colon) after '\(key)' is not YAML's ':'; type ':' (followed by a space) after the key",
                              at: context.contentLocation(node).advanced(by: key.unicodeScalars.count))
            } else {
                context.error("expected a case to be a mapping such as '- name: \(TextQuote.quoted(scalar.value, ""))', "
                              + "found \(TextQuote.quoted(scalar.value, "'"))", at: node.location)
            }
            // Not a name (`- a b`, `- name： a` with a fullwidth colon): nothing to keep, and no second error for it.
            guard IdentifierProblem.describe(nameText) == nil else {
                context.unknown.someCaseName = true
                return nil
            }
            // What the mapping would have held (its codes, payload and errorCode) is unknown, not absent.
            context.unknown.someCodes = true
            context.unknown.casePayloads[name.value] = FieldGap(allNamesKnown: false)
            context.unknown.errorCodes.insert(name.value)
            return Case(name: name)
        }
        let explain = { (key: String) -> String? in
            if key == "fields" {
                return "a case's own fields are its 'payload' (enum shape); a struct's stored fields are the top-level 'fields'"
            }
            if ["status", "statuses", "httpStatus"].contains(key) {
                return "statuses pick cases in 'inbound': 'statuses: [{status: 404, case: ...}]'"
            }
            if key == "values" {
                return "a case's property values are in each property's 'values'; a code's own values in "
                    + "'codes: [{code: ..., values: {...}}]'"
            }
            if key == "type" {
                return "a case has no type: its fields and their types are its 'payload' ([{name: retryAfter, type: Int}])"
            }
            // `category: card` in a case of a struct-shaped error, whose cases are the categories themselves.
            if key == "category", case .structure(let type, _)? = shape {
                return "in the struct shape each case is itself a category, a case of '\(type.value)': remove 'category'"
            }
            // `unknownCode: true` on the case meant to take unknown codes: the initializer names that case.
            if ["unknownCode", "fallback"].contains(key) {
                let caseName = node.nameText ?? "<case>"
                return "'\(key)' is a key of 'inbound', which names the case: write '\(key): \(caseName)' there"
            }
            guard context.propertyNames.contains(key) else { return nil }
            let caseName = node.nameText ?? "<case>"
            return "'\(key)' is a property: give this case its value in the property's 'values', such as "
                + "'values: {\(caseName): ...}'"
        }
        // `- timeout:` with the case's keys under it: the key is the case's name.
        if case .mapping(let pairs) = node.kind, pairs.count == 1, !Self.keys.contains(pairs[0].keyText),
           !context.propertyNames.contains(pairs[0].keyText), pairs[0].value.isMappingOrNull,
           YAMLSlips.keyBeforeLookalikeColon(pairs[0].keyText) == nil {
            let name = pairs[0].keyText
            context.error("expected a case such as '- name: \(TextQuote.quoted(name, ""))', found a mapping under the key "
                          + "\(TextQuote.quoted(name, "'")); write the case's keys beside 'name: \(TextQuote.quoted(name, ""))'",
                          at: pairs[0].key.location)
            context.unknown.casePayloads[name] = FieldGap(allNamesKnown: false)
            context.unknown.someCodes = true
            return Case(name: Name(name, at: pairs[0].key.location))
        }
        guard let keys = KeyedReader(node, "a case", allowed: Self.keys, required: ["name"], explain: explain,
                                     context: context) else {
            context.unknown.someCaseName = true
            return nil
        }
        if keys.lostAnItem { context.unknown.someCaseName = true }
        // Everything is decoded (and its problems reported) even when the name is unreadable.
        let decodedName = keys.name("name")
        let name = decodedName ?? Name("", at: node.location)
        var payload: [Field] = []
        if let payloadNode = keys["payload"] {
            if case .structure = shape {
                context.error("cases of a struct-shaped error have no payload; use the struct's 'fields'",
                              at: payloadNode.location)
            }
            let decoded = FieldDecoder.decodeFieldList(payloadNode, "payload field", allowed: SpecKeys.memberField,
                                                       context: context)
            payload = decoded.fields
            if let gap = decoded.gap ?? (keys.isDuplicated("payload") ? FieldGap(allNamesKnown: false) : nil) {
                context.unknown.casePayloads[name.value] = gap
            }
        } else if keys.isMisspelled("payload") || keys.pairs.contains(where: { $0.keyText == "fields" }) {
            // `fields:` in a case is reported as the payload's other name; the rules that read its fields are not
            // also told the case has none.
            context.unknown.casePayloads[name.value] = FieldGap(allNamesKnown: false)
        }
        let codes = context.failing { keys["codes"].map { decodeCodes($0, codeType: codeType, caseName: name.value, context: context) } ?? [] }
        if codes.failed || keys.isMisspelled("codes") || keys.isDuplicated("codes") { context.unknown.someCodes = true }
        var errorCodeField: ErrorCodeField?
        let errorCode = context.failing { () -> Int? in
            guard let node = keys["errorCode"] else { return nil }
            if case .mapping = node.kind {
                errorCodeField = decodeErrorCodeField(node, context: context)
                return nil
            }
            return decodeErrorCode(node, context: context)
        }
        if errorCode.failed || keys.isMisspelled("errorCode") { context.unknown.errorCodes.insert(name.value) }
        var result = Case(name: name, payload: payload, when: keys.text("when"), todo: keys.text("todo"),
                          doc: keys.text("doc"), deprecated: deprecation(keys["deprecated"], of: "case", context: context), codes: codes.value,
                          errorCode: errorCode.value,
                          renamedFrom: keys["renamedFrom"].flatMap { context.name($0, "'renamedFrom'") })
        result.errorCodeLocation = keys["errorCode"]?.location
        result.errorCodeField = errorCodeField
        result.message = keys["message"].flatMap { LocalizedErrorDecoder.message($0, context: context) }
        if codeType == .int, let node = keys["codes"] { result.codeSpellings = hexSpellings(node, count: codes.value.count) }
        guard decodedName != nil else {
            context.unknown.someCaseName = true
            return nil
        }
        return result
    }

    /// `deprecated: <message>` of a case or constructor; an unquoted `true` deprecates without a message, and an
    /// unquoted `false` is refused (as text it would deprecate the case with the message "false").
    static func deprecation(_ node: YAMLNode?, of noun: String, context: DecodeContext) -> String? {
        guard let node else { return nil }
        if case .scalar(let s) = node.kind, s.style == .plain {
            if s.value == "true" { return "" }
            // YAML 1.1's other Bools are text in 1.2: as a message, `deprecated: no` would deprecate the case.
            if ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"].contains(s.value) {
                context.error("'deprecated: \(s.value)' would deprecate the \(noun): the key deprecates it, its text is the "
                              + "message; remove the key to keep the \(noun) current", at: node.location)
                return nil
            }
            if ["True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"].contains(s.value) {
                context.error("'deprecated: \(s.value)' would deprecate the \(noun) with the message '\(s.value)'; write "
                              + "'deprecated: true' to deprecate it without a message, or the message itself", at: node.location)
                return nil
            }
        }
        // `deprecated: ""` or `"   "`: no message and no `true` (the empty text stood for `true`, spaces became the message).
        if case .scalar(let s) = node.kind, s.style != .plain, s.value.allSatisfy(\.isWhitespace) {
            context.error("'deprecated' is empty: write 'deprecated: true' or the deprecation message", at: node.location)
            return nil
        }
        return context.string(node, "'deprecated'")
    }

    /// Any `Int`: NSError codes are `NSInteger`, and Apple's own domains use 0 and negative codes.
    private static func decodeErrorCode(_ node: YAMLNode, context: DecodeContext) -> Int? {
        if case .scalar(let s) = node.kind, s.style == .plain, Int(s.value) == nil,
           IntegerText.isInteger(s.value) || IntegerText.isHexadecimalBeyondInt(s.value) {
            context.error("errorCode \(IntegerText.shown(s.value)) is out of range: use \(Int.min)...\(Int.max)", at: node.location)
            return nil
        }
        return context.int(node, "'errorCode'")
    }

    /// `{field: grpcStatus}` or `{field: grpcStatus, default: 2}`: the code is an Int payload field's value.
    private static func decodeErrorCodeField(_ node: YAMLNode, context: DecodeContext) -> ErrorCodeField? {
        guard let keys = KeyedReader(node, "'errorCode'", allowed: SpecKeys.errorCodeField, required: ["field"], context: context),
              let field = keys.name("field") else { return nil }
        guard let defaultNode = keys["default"] else { return ErrorCodeField(field: field) }
        guard let nilCode = decodeErrorCode(defaultNode, context: context) else { return nil }
        return ErrorCodeField(field: field, nilCode: nilCode, nilCodeLocation: defaultNode.location)
    }

    /// `codes: [a, {code: b, doc: ...}]`; a single scalar is a one-code list.
    private static func decodeCodes(_ node: YAMLNode, codeType: ValueType.Base, caseName: String,
                                    context: DecodeContext) -> [WireCode] {
        // `codes: |` and one code per line: a block scalar is one text with line breaks.
        if case .scalar(let scalar) = node.kind, scalar.style == .literal || scalar.style == .folded,
           case let lines = scalar.value.split(separator: "\n").map({ $0.trimmingWhitespace() }).filter({ !$0.isEmpty }), lines.count > 1 {
            context.error("'codes' is one text of \(lines.count) lines ('|' or '>' starts one text); write the codes as a list: "
                          + "[\(lines.joined(separator: ", "))]", at: node.location)
            return []
        }
        if case .scalar(let scalar) = node.kind {
            // `codes: a, b` (or `"a, b"`) lists codes the way a status row lists statuses, but for codes it is one code
            // with a comma in it. In a list (`[a, "b, c"]`) the comma is meant.
            let pieces = scalar.value.split(separator: ",").map { $0.trimmingWhitespace() }
            if pieces.count > 1, !pieces.contains(where: \.isEmpty) {
                context.error("'codes' is one code with a comma, \(TextQuote.quoted(scalar.value, "'")); write several codes "
                              + "as a list: [\(pieces.joined(separator: ", "))], or one code with a comma in a list: "
                              + "[\(TextQuote.quoted(scalar.value))]", at: context.contentLocation(node))
                return []
            }
        }
        let grouped = codeType == .int ? GroupingCommas.slips(in: node, "integer code", context: context) : []
        return context.items(node).enumerated().compactMap { index, item in
            if grouped.contains(index) { return nil }
            if case .mapping = item.kind {
                if context.reportKeyValueShorthand(item, allowed: SpecKeys.code, "a code",
                                                   example: { "{code: \($0), doc: \($1)}" }) { return nil }
                guard let keys = KeyedReader(item, "a code", allowed: SpecKeys.code, required: ["code"], context: context),
                      let code = keys.required("code") else { return nil }
                let decoded = decodeCode(code, "'code'", codeType: codeType, doc: keys.text("doc"), caseName: caseName,
                                         context: context)
                if let decoded, let values = keys["values"] { context.codeValueNodes[decoded.location] = values }
                return decoded
            }
            // `— rejected` under `codes:`, a dash from a word processor: not YAML's list item '-'.
            if case .scalar(let scalar) = item.kind, scalar.style == .plain,
               let dash = YAMLSlips.lookalikeDashName(startOf: scalar.value) {
                context.error("\(dash) is not YAML's '-'; type '-' to start a list item", at: context.contentLocation(item))
                return nil
            }
            if let (text, words) = spacedPlainCode(item) {
                let rest = words.filter { !$0.allSatisfy { $0 == "|" } }
                if rest.count < words.count {
                    // `codes: [too_large |]`: a cell of a Markdown table pasted with its column separator.
                    context.error("the unquoted code \(TextQuote.quoted(text, "'")) holds '|', which separates the columns of a "
                                  + "Markdown table; remove it" + (rest.isEmpty ? "" : rest.count == 1 ? ": \(TextQuote.quoted(rest[0], "'"))"
                                      : " and write the codes as items: \(rest.joined(separator: ", "))"),
                                  at: context.contentLocation(item))
                    return nil
                }
                // `codes: rate_limited quota_exceeded`: a list without its brackets and commas, more often than
                // one code with a space. Quoted, a code with a space stays one code.
                let quote = codeType == .int ? "" : ", or quote one code with a space: " + TextQuote.quoted(text)
                context.error("the unquoted code \(TextQuote.quoted(text, "'")) has a space; write several "
                              + "codes as a list: [\(words.joined(separator: ", "))]" + quote, at: context.contentLocation(item))
                return nil
            }
            return decodeCode(item, "a code", codeType: codeType, doc: nil, caseName: caseName, context: context)
        }
    }

    /// The words of an unquoted code with spaces or tabs in it (a folded line break is a space too), else nil.
    private static func spacedPlainCode(_ node: YAMLNode) -> (text: String, words: [String])? {
        // The bytes in place: `utf8.contains` steps through the view one index at a time.
        guard case .scalar(let s) = node.kind, s.style == .plain,
              s.value.utf8.withContiguousStorageIfAvailable({ $0.contains { $0 == 32 || $0 == 9 } })
                ?? s.value.utf8.contains(where: { $0 == 32 || $0 == 9 })
        else { return nil }
        let words = s.value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return words.count > 1 ? (s.value, words) : nil
    }

    /// The codes of `node` written in hexadecimal, as written, by place; nil when none is (or the codes that were
    /// decoded do not line up with the items, after an error).
    private static func hexSpellings(_ node: YAMLNode, count: Int) -> [String?]? {
        func spelling(_ item: YAMLNode) -> String? {
            var item = item
            if case .mapping(let pairs) = item.kind, let code = pairs.first(where: { $0.keyText == "code" }) { item = code.value }
            guard case .scalar(let scalar) = item.kind, scalar.style == .plain, IntegerText.hexadecimal(scalar.value) != nil
            else { return nil }
            return scalar.value
        }
        let items: [YAMLNode]
        if case .sequence(let elements) = node.kind { items = elements } else { items = [node] }
        let spellings = items.map(spelling)
        return spellings.count == count && spellings.contains(where: { $0 != nil }) ? spellings : nil
    }

    /// One code: any text (`codeType: String`), or an unquoted integer that JavaScript represents exactly (`codeType: Int`).
    private static func decodeCode(_ node: YAMLNode, _ what: String, codeType: ValueType.Base, doc: String?,
                                   caseName: String, context: DecodeContext) -> WireCode? {
        guard let scalar = context.scalar(node, what) else { return nil }
        let location = context.contentLocation(node)
        guard codeType == .int else { return WireCode(ModelText.own(scalar.value), doc: doc, at: location) }
        // `0x89`, as MQTT and HTTP/2 document their codes: an integer to YAML 1.1 and 1.2 alike.
        if scalar.style == .plain, let value = IntegerText.hexadecimal(scalar.value) {
            guard IntegerText.isExactInJavaScript(value) else {
                context.error("integer code \(IntegerText.shown(scalar.value)) is out of range: codes are integers up to "
                              + "±\(IntegerText.maxExactInJavaScript), which JavaScript represents exactly", at: location)
                return nil
            }
            return WireCode(value, doc: doc, at: location)
        }
        guard scalar.style == .plain, IntegerText.isInteger(scalar.value) else {
            // `−999` with U+2212 MINUS SIGN, `１２` with fullwidth digits: copied from a typeset page.
            let character = scalar.style == .plain ? Confusables.firstNonASCII(in: scalar.value) : nil
            var hint = character.map { "; it contains \($0): type ASCII digits and '-'" } ?? ""
            // `0o17`, `0b101`, `-0x1`: YAML 1.1 and 1.2 readers disagree on these; a decimal means one number to all.
            if scalar.style == .plain, let decimal = IntegerText.decimalOfPrefixed(scalar.value) {
                hint = "; write it in decimal: \(decimal)"
            } else if scalar.style != .plain, IntegerText.hexadecimal(scalar.value) != nil {
                // `"0x7"`: a hexadecimal code is a number only without the quotes.
                hint = "; remove the quotes: \(scalar.value) unquoted is the number"
            }
            let found = DecodeContext.found(node) { $0.utf8.count < 20 && IntegerText.isInteger($0) }
            // `"10000...10999"`, `30001-30999`, `5xx`: a range of codes, which a family under 'inbound' matches.
            if hint.isEmpty, let (lower, upper, _) = StatusDecoder.writtenRange(scalar.value) {
                hint = "; a range of codes is a code family: under 'inbound', codeFamilies: [{range: \"\(lower)...\(upper)\", "
                    + "case: \(caseName)}], and the case's 'codes' lists single codes"
            }
            context.error("expected an integer code ('codeType: Int' makes every code an integer)\(found)" + hint, at: location)
            return nil
        }
        if let problem = IntegerText.leadingZeroProblem(scalar.value) {
            context.error("integer code " + problem, at: location)
            return nil
        }
        guard let value = Int(scalar.value), IntegerText.isExactInJavaScript(value) else {
            context.error("integer code \(IntegerText.shown(scalar.value)) is out of range: codes are integers up to "
                          + "±\(IntegerText.maxExactInJavaScript), which JavaScript represents exactly", at: location)
            return nil
        }
        return WireCode(value, doc: doc, at: location)
    }
}
