/// Decode: the YAML node tree of one spec file -> a typed `Spec`, reporting every problem found.
public enum SpecDecoder {
    static let topLevelKeys = SpecKeys.spec

    /// Returns the spec (nil when any error was found) and all diagnostics.
    public static func decode(_ root: YAMLNode, path: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        let result = decodePartially(root, path: path)
        return (result.diagnostics.contains { $0.severity == .error } ? nil : result.spec, result.diagnostics)
    }

    /// Decodes as much as can be decoded: the spec (nil only when the file is not a mapping), with the parts
    /// that failed left out or as placeholders and listed in `unknown`, and every diagnostic.
    /// `duplicatedKeys`: where keys written twice are first written (the loader dropped the second value).
    public static func decodePartially(_ root: YAMLNode, path: String, duplicatedKeys: Set<SourceLocation> = [])
        -> (spec: Spec?, unknown: UnknownParts, diagnostics: [Diagnostic]) {
        let context = DecodeContext()
        context.duplicatedKeys = duplicatedKeys
        let spec = decodeSpec(root, path: path, context: context)
        return (spec, context.unknown, context.bag.diagnostics)
    }

    private static func decodeSpec(_ root: YAMLNode, path: String, context: DecodeContext) -> Spec? {
        // A document with nothing in it (`---` alone, `~`): the file is empty of a spec, as a file of comments is.
        if case .scalar(let scalar) = root.kind, scalar.isNull {
            context.error(YAMLLoader.emptySpecMessage, at: .wholeFile(path))
            return nil
        }
        // `$schema:` as in a JSON document: in YAML the editor reads the schema from a comment.
        let explain = { (key: String) -> String? in
            switch key {
            case "$schema": "editors read a YAML file's schema from a comment on its first line: "
                + "# yaml-language-server: $schema=<path to Schema/errorgen.schema.json>"
            // One message for every case: the messages are each case's (with 'localizedError').
            case "message", "messages": "each case has its own 'message', with 'localizedError'; what the type is "
                + "goes in 'summary'"
            default: nil
            }
        }
        guard let keys = KeyedReader(root, "the spec", allowed: topLevelKeys, explain: explain, context: context) else {
            return nil
        }
        let enums = keys["enums"].map { EnumDecoder.decode($0, context: context) } ?? []
        if keys.isMisspelled("enums") {
            context.someEnumUnnamed = true
            context.unknown.someEnum = true
        }
        let decodedName = keys.name("name")
        if decodedName == nil { context.unknown.typeName = true }
        let name = decodedName ?? Name("", at: root.location)
        let decodedShape = context.failing { decodeShape(keys, context: context) }
        // An enum is an enum even with a misplaced 'category'; a struct with a bad 'category' is unknown.
        let shape: Shape? = switch decodedShape.value {
        case .enumeration?: .enumeration
        case .structure? where !decodedShape.failed: decodedShape.value
        default: nil
        }
        if shape == nil { context.unknown.shape = true }
        let access = keys["access"].flatMap { decodeAccess($0, context: context) } ?? .public
        var decodedCodeType = keys["codeType"].flatMap { decodeCodeType($0, context: context) }
        // `codeType: int` or `codetype: Int`, reported once: the codes as written say which type was meant, so they,
        // 'errorCodes: codes' and the code parameter are not also judged against 'String'.
        if decodedCodeType == nil, keys["codeType"] != nil || keys.isMisspelled("codeType") {
            decodedCodeType = keys["cases"].flatMap(codeTypeOfFirstCode)
        }
        // `codeType: Int` over codes that are all text: one error at `codeType`, and the codes read as the text they are.
        if decodedCodeType == .int, let casesNode = keys["cases"], let node = keys["codeType"] {
            let (integers, texts) = writtenCodes(casesNode)
            // Ranges (`"10000...10999"`, `30001-30999`) are integer codes written as families: each gets its own error.
            // One code is text for sure only without digits (`busy`); `"0x7"` or `−5` gets the code's own hint.
            let allText = texts.count > 1 || texts.first.map { !$0.unicodeScalars.contains { $0.properties.numericType != nil } } == true
            if integers == 0, allText, !texts.allSatisfy({ StatusDecoder.writtenRange($0) != nil }) {
                let shown = texts.prefix(2).map { TextQuote.quoted($0, "'") }.joined(separator: ", ")
                context.error("'codeType: Int' makes every code an integer, but every code here is text (\(shown)"
                              + (texts.count > 2 ? ", ..." : "") + "); remove 'codeType: Int', or write the integer codes",
                              at: node.location)
                decodedCodeType = .string
                context.unknown.codeType = true
            }
        }
        // `errorCodes: codes` over integer codes without `codeType: Int`: the line left out is the one error, and the
        // codes, their properties and the code parameter are judged as the integers they are.
        if decodedCodeType == nil, keys["codeType"] == nil, !keys.isMisspelled("codeType"), let node = keys["errorCodes"],
           case .scalar(let scalar) = node.kind, scalar.value == "codes", let casesNode = keys["cases"] {
            let (integers, texts) = writtenCodes(casesNode)
            if integers > 0, texts.isEmpty {
                context.error("'errorCodes: codes' needs integer wire codes: add 'codeType: Int'", at: node.location)
                decodedCodeType = .int
            }
        }
        let codeType = decodedCodeType ?? .string
        context.casesNode = keys["cases"]
        context.propertiesNode = keys["properties"]
        context.fieldsNode = keys["fields"]
        // A top-level key that is misspelled, or written inside a case (`properties:` indented under the last case):
        // its part is unknown, not absent.
        func lost(_ key: String) -> Bool {
            keys.isMisspelled(key) || keys.isDuplicated(key) || (keys[key] == nil && context.misplacedTopLevelKeys.contains(key))
        }
        // Over the case limit: that one error, before any case is decoded (the decoding is the time the limit bounds).
        if let casesNode = keys["cases"], case .sequence(let items) = casesNode.kind, items.count > CaseValidator.maxCases {
            context.error(CaseValidator.overLimitMessage(items.count), at: items[CaseValidator.maxCases].nameLocation)
            return nil
        }
        var cases = keys.required("cases").map {
            CaseDecoder.decodeCases($0, shape: shape, codeType: codeType, context: context)
        }
        if cases == nil || keys.isDuplicated("cases") { context.unknown.someCaseName = true }
        let errorCodesFromWireCodes = keys["errorCodes"].flatMap {
            decodeErrorCodes($0, codeType: codeType, context: context)
        } ?? false
        if errorCodesFromWireCodes, var decoded = cases {
            for i in decoded.indices where decoded[i].errorCode == nil {
                guard let code = decoded[i].primaryCode, case .int(let value) = code.value else { continue }
                decoded[i].errorCode = value
                decoded[i].errorCodeLocation = code.location
            }
            cases = decoded
        }
        // The enum shape's `fields:` are shared by every case's payload; the struct's are its stored fields.
        let fieldWord = if case .enumeration? = shape { "shared field" } else { "stored field" }
        let fieldList = keys["fields"].map { FieldDecoder.decodeFieldList($0, fieldWord, allowed: SpecKeys.memberField, context: context) }
        var fields = fieldList?.fields ?? []
        context.unknown.storedFields = fieldList?.gap ?? (lost("fields") ? FieldGap(allNamesKnown: false) : nil)
        var properties = keys["properties"].map { PropertyDecoder.decodeProperties($0, context: context) } ?? []
        if lost("properties") { context.unknown.someProperty = true }
        var sharedFields: [Field] = []
        // An enum's shared field that failed to decode is also a property that failed (each reads its field).
        if case .enumeration = shape, let gap = context.unknown.storedFields {
            context.unknown.propertyNames.formUnion(gap.names)
            if !gap.allNamesKnown { context.unknown.someProperty = true }
        }
        if case .enumeration = shape, !fields.isEmpty {
            sharedFields = fields
            fields = []
            var decoded = cases ?? []
            SharedFields.apply(sharedFields, to: &decoded, properties: &properties)
            if cases != nil { cases = decoded }
        }
        let inbounds = keys["inbound"].map { InboundDecoder.decodeAll($0, context: context) } ?? []
        if lost("inbound") { context.unknown.inbound = true }
        let isStruct: Bool = if case .structure? = shape { true } else { false }
        var payloads: [String: [Field]] = [:]
        if keys["constructors"] != nil, !isStruct, let cases {
            // By index: `for c in cases` copies each whole case to read its name and payload.
            for i in cases.indices where payloads[cases[i].name.value] == nil { payloads[cases[i].name.value] = cases[i].payload }
        }
        let constructors = keys["constructors"].map { node in
            ConstructorDecoder.decodeConstructors(node, targetType: { [payloads, fields] caseName, target in
                let targets = isStruct ? fields : payloads[caseName] ?? []
                return targets.first { $0.name.value == target }?.type
            }, context: context)
        } ?? []
        if lost("constructors") { context.unknown.someConstructor = true }
        let bridge = keys["bridge"].map { BridgeDecoder.decode($0, context: context) }
        if lost("bridge") { context.unknown.someBridgeField = true }
        let docs = keys["docs"].map { DocsDecoder.decode($0, context: context) } ?? Docs()
        let domain = keys.string("errorDomain")
        if let domain, domain.allSatisfy(\.isWhitespace), let node = keys["errorDomain"] {
            context.error("'errorDomain' is empty: write the NSError domain, or leave the key out for the type's name",
                          at: context.contentLocation(node))
        }
        let jsPackage = JSPackageDecoder.decode(keys, context: context)
        let knownShape = shape ?? .enumeration
        var spec = Spec(path: path, name: name, summary: keys.text("summary"), discussion: keys.text("discussion"),
                    access: access, shape: knownShape, cases: cases ?? [], fields: fields, properties: properties,
                    inbound: nil, constructors: constructors,
                    bridge: bridge ?? BridgeDecoder.defaultBridge(shape: knownShape, fields: fields,
                                                                  properties: properties, at: root.location),
                    docs: docs, errorDomain: domain,
                    categoryDoc: keys["category"].flatMap { node in
                        if case .mapping(let pairs) = node.kind {
                            return pairs.first { $0.keyText == "doc" }.flatMap { context.string($0.value, "'doc'") }
                        }
                        return nil
                    })
        spec.inbounds = inbounds
        spec.codeType = codeType
        spec.enums = enums
        spec.sharedFields = sharedFields
        spec.errorCodesFromWireCodes = errorCodesFromWireCodes
        let shared = context.failing { keys["sharedErrorCodes"].flatMap { context.bool($0, "'sharedErrorCodes'") } }
        spec.sharedErrorCodes = shared.value ?? false
        if shared.failed || lost("sharedErrorCodes") { context.unknown.sharedErrorCodes = true }
        if let node = keys["category"], case .mapping(let pairs) = node.kind {
            if let codeField = pairs.first(where: { $0.keyText == "codeField" }) {
                spec.openCodeField = context.name(codeField.value, "'codeField'")
            }
            if let messageField = pairs.first(where: { $0.keyText == "messageField" }) {
                spec.messageField = context.name(messageField.value, "'messageField'")
            }
        }
        spec.jsPackage = jsPackage
        let localized = context.failing {
            keys["localizedError"].flatMap { LocalizedErrorDecoder.decode($0, typeName: name, context: context) }
        }
        spec.localizedError = localized.value
        if localized.failed || lost("localizedError") { context.unknown.localizedError = true }
        if let node = keys["kotlin"] { spec.kotlin = KotlinSettingsDecoder.decode(node, context: context) }
        CodeValues.apply(to: &spec, context: context)
        return spec
    }

    /// How many of the wire codes the cases write are plain integers, and the others' texts.
    private static func writtenCodes(_ cases: YAMLNode) -> (integers: Int, texts: [String]) {
        guard case .sequence(let items) = cases.kind else { return (0, []) }
        var integers = 0
        var texts: [String] = []
        for item in items {
            guard case .mapping(let pairs) = item.kind, let i = pairs.indices.first(where: { pairs[$0].keyText == "codes" }) else { continue }
            let codes: [YAMLNode]
            if case .sequence(let list) = pairs[i].value.kind { codes = list } else { codes = [pairs[i].value] }
            for var code in codes {
                if case .mapping(let codePairs) = code.kind, let j = codePairs.indices.first(where: { codePairs[$0].keyText == "code" }) {
                    code = codePairs[j].value
                }
                guard case .scalar(let scalar) = code.kind, !scalar.isNull else { continue }
                if scalar.style == .plain, Int(scalar.value) != nil || scalar.value.hasPrefix("0x") { integers += 1 } else { texts.append(scalar.value) }
            }
        }
        return (integers, texts)
    }

    /// The type of the first wire code the cases write, as YAML reads it: Int for a plain integer.
    private static func codeTypeOfFirstCode(_ cases: YAMLNode) -> ValueType.Base? {
        guard case .sequence(let items) = cases.kind else { return nil }
        for item in items {
            guard case .mapping(let pairs) = item.kind, let i = pairs.indices.first(where: { pairs[$0].keyText == "codes" }) else { continue }
            var first = pairs[i].value
            if case .sequence(let codes) = first.kind, let code = codes.first { first = code }
            if case .mapping(let codePairs) = first.kind, let j = codePairs.indices.first(where: { codePairs[$0].keyText == "code" }) {
                first = codePairs[j].value
            }
            guard case .scalar(let scalar) = first.kind, !scalar.isNull else { continue }
            return scalar.style == .plain && Int(scalar.value) != nil ? .int : .string
        }
        return nil
    }

    /// `codeType: String` (the default) or `codeType: Int`.
    private static func decodeCodeType(_ node: YAMLNode, context: DecodeContext) -> ValueType.Base? {
        guard let text = context.string(node, "'codeType'") else { return nil }
        if text == "String" { return .string }
        if text == "Int" { return .int }
        // Another language's name for the type (`Integer`, `int64`, `text`) is a near miss too.
        let hint = [" (did you mean 'Int'?)", " (did you mean 'String'?)"].first { $0 == TypeSuggestion.hint(for: text) }
        context.error("unknown code type '\(text)'\(hint ?? Suggestion.didYouMean(text, among: ["String", "Int"])); "
                      + "expected 'String' or 'Int'", at: node.location)
        return nil
    }

    /// `errorCodes: derived` (the default) or `errorCodes: codes` (each case's errorCode is its integer primary code).
    private static func decodeErrorCodes(_ node: YAMLNode, codeType: ValueType.Base, context: DecodeContext) -> Bool? {
        guard let text = context.string(node, "'errorCodes'") else { return nil }
        switch text {
        case "derived":
            return false
        case "codes":
            if codeType != .int {
                context.error("'errorCodes: codes' needs integer wire codes: add 'codeType: Int'", at: node.location)
                return nil
            }
            return true
        default:
            context.error("unknown errorCodes '\(text)'\(Suggestion.didYouMean(text, among: ["derived", "codes"])); "
                          + "expected 'derived' or 'codes'", at: node.location)
            return nil
        }
    }

    private static func decodeShape(_ keys: KeyedReader, context: DecodeContext) -> Shape? {
        let shapeNode = keys["shape"]
        // An unreadable shape (`shape: [struct]`) is reported once; the category is not judged against a guess.
        guard let shapeText = shapeNode.map({ context.string($0, "'shape'") }) ?? "enum" else { return nil }
        switch shapeText {
        case "enum":
            // `shpae: struct` is reported as misspelled; the category it was written for is no second error.
            if shapeNode == nil, keys.isMisspelled("shape") { return nil }
            if let category = keys["category"] {
                // Probably a left-out `shape: struct`: what depends on the shape is not judged against the enum shape.
                context.error("'category' needs 'shape: struct'" + (shapeNode == nil ? "; add 'shape: struct'" : ""),
                              at: category.location)
                // (Written 'shape: enum', the spec is an enum and is checked as one.)
                if shapeNode == nil { return nil }
            }
            return .enumeration
        case "struct":
            guard let node = keys["category"] else {
                if !keys.isMisspelled("category") {
                    context.error("'shape: struct' needs a 'category' with the category enum's 'type', such as "
                                  + "'category: {type: ErrorCategory}'", at: shapeNode?.location)
                }
                return nil
            }
            let explain = { (key: String) in key == "fields" ? "the struct's stored fields are the top-level 'fields'" : nil }
            guard let category = KeyedReader(node, "'category'", allowed: SpecKeys.category, required: ["type"],
                                             explain: explain, context: context),
                  let type = category.name("type") else { return nil }
            let property = category["property"].flatMap { context.name($0, "'property'") }
                ?? Name("category", at: node.location)
            return .structure(categoryType: type, categoryProperty: property)
        default:
            context.error("unknown shape \(TextQuote.quoted(shapeText, "'"))"
                          + "\(Suggestion.didYouMean(shapeText, among: ["enum", "struct"])); expected 'enum' or 'struct'",
                          at: shapeNode?.location)
            return nil
        }
    }

    private static func decodeAccess(_ node: YAMLNode, context: DecodeContext) -> AccessLevel? {
        guard let text = context.string(node, "'access'") else { return nil }
        if let level = AccessLevel(rawValue: text) { return level }
        let names = AccessLevel.allCases.map(\.rawValue)
        // Swift's other levels: the generated type is used wherever its errors are thrown and caught.
        let hint = ["private": " (the narrowest level errorgen generates is 'internal')",
                    "fileprivate": " (the narrowest level errorgen generates is 'internal')",
                    "open": " (an enum or struct cannot be open; use 'public')"][text]
        context.error("unknown access level '\(text)'\(hint ?? Suggestion.didYouMean(text, among: names)); expected one of: "
                      + names.joined(separator: ", "), at: node.location)
        return nil
    }
}
