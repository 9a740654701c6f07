@testable import ErrorgenCore

/// Builds a random but valid spec from a seed: the same seed always gives the same spec.
/// Names come from `NameProbe.accepted` (keywords and special names the validator lets
/// through) mixed with plain ones; every string is hostile text.
struct RandomSpecGenerator {
    var random: SeededRandom
    let seed: UInt64
    let typeName: String
    let isStruct: Bool
    /// `codeType`: String codes (hostile text), or Int codes (`codeType: Int`, with `errorCodes: codes` at times).
    let codeType: ValueType.Base
    let errorCodesFromWireCodes: Bool
    /// One base type per field name in a spec, so an inbound parameter can fill every case's field.
    var baseOf: [String: ValueType.Base] = ["wireCode": .string, "httpStatus": .int]
    /// One container (none, list or map) per field name, likewise; the role parameters stay scalars.
    var containerOf: [String: ValueType.Container?] = ["wireCode": .none, "httpStatus": .none]
    var lines: [String] = []

    var cases: [RandomSpec.Case] = []
    var storedFields: [RandomSpec.Field] = []
    var categoryProperty = ""
    var propertyNames: [String] = []
    /// Declared properties with their types (not the enum shape's shared fields).
    var propertyTypes: [(name: String, type: ValueType)] = []
    /// Struct shape with a code field: the lines of codes written as mappings, which may get per-code values.
    var codeMappingLines: [Int] = []
    var hasCodeField = false
    var codeFieldName: String?
    var messageFieldName: String?
    /// Enum shape: some coded cases keep their code in a payload field `wireCode` (the first inbound
    /// initializer's code parameter fills it), so their codes may carry per-code values.
    var keepsCodes = false
    var codedCases: Set<String> = []
    /// Every case's wire codes, for the expected result of inbound calls.
    var codesOf: [String: [String]] = [:]
    /// The same codes in the order they were written. A dictionary's order differs between two instances
    /// even in one process, so anything random picks from must come from here.
    var codesInOrder: [String] = []
    var inboundSamples: [RandomSpec.InboundSample] = []
    var hasInbound = false
    var hasConstructors = false
    /// `localizedError` and case messages come from a stream of their own, so that adding them left the
    /// rest of every seed's spec as it was.
    var localized: SeededRandom
    let isLocalized: Bool
    /// The declared enum and its field come from a stream of their own too.
    var enums: SeededRandom
    var enumWires: [String] = []

    /// Integer wire codes: gRPC's, NSURLError's, HTTP-like, and the extremes JavaScript represents exactly.
    static let integerCodes = [0, 1, 14, -1, -1001, -1200, 404, 99_999, 9_007_199_254_740_991 - 99, -9_007_199_254_740_991]

    static let plainFieldNames = ["count", "note", "flag", "rate", "status", "detail", "reason", "limit", "ratio",
                                  "enabled", "retryAfter", "message", "text", "wireCode", "httpStatus"]

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed)
        typeName = "R\(seed)"
        isStruct = random.chance(0.4)
        localized = SeededRandom(seed: seed ^ 0x4C6F_6361_6C69_7A65)
        isLocalized = localized.chance(0.5)
        enums = SeededRandom(seed: seed ^ 0x456E_756D_7354_6F6E)
        let codeType: ValueType.Base = random.chance(0.3) ? .int : .string
        self.codeType = codeType
        let fromWireCodes = random.chance(0.5)
        errorCodesFromWireCodes = codeType == .int && fromWireCodes
        baseOf["wireCode"] = codeType
    }

    static func make(seed: UInt64) -> RandomSpec {
        var generator = RandomSpecGenerator(seed: seed)
        return generator.build()
    }

    mutating func build() -> RandomSpec {
        lines.append("# Random spec, seed \(seed).")
        lines.append("name: \(typeName)")
        lines.append("shape: \(isStruct ? "struct" : "enum")")
        lines.append("access: \(random.pick(["public", "package", "internal"]))")
        if random.chance(0.8) { lines.append("summary: \(text())") }
        // The discussion and the inbound doc are the author's Markdown (kept as written), so a line
        // with pipes there would be the author's own table: they get hostile text without `|` or breaks.
        if random.chance(0.5) { lines.append("discussion: \(Quote.yaml(HostileText.prose(&random)))") }
        if random.chance(0.3) {
            // Any text but a blank one (refused: an NSError domain is not empty).
            let domain = HostileText.text(&random)
            lines.append("errorDomain: " + Quote.yaml(domain.allSatisfy(\.isWhitespace) ? "domain" + domain : domain))
        }
        if codeType == .int { lines.append("codeType: Int") }
        if errorCodesFromWireCodes { lines.append("errorCodes: codes") }
        if isStruct { makeStructHead() }
        makeCases()
        makeProperties()
        makeCodeValues()
        makeInbound()
        makeConstructors()
        makeEnumField()
        let bridgeKeys = makeBridge()
        makeDocs()
        if isLocalized {
            // A table name is a file name: no slashes, no controls or invisible marks.
            let table = HostileText.prose(&localized).unicodeScalars
                .filter { $0 != "/" && $0 != "\\" && !TextSafety.isInvisibleControl($0) }
            lines.append("localizedError: {table: \(Quote.yaml("T\(seed) " + String(String.UnicodeScalarView(table)))), strings: en}")
        }
        return RandomSpec(seed: seed, typeName: typeName, isStruct: isStruct, categoryProperty: categoryProperty,
                          cases: cases, storedFields: storedFields, bridgeKeys: bridgeKeys, samples: makeSamples(),
                          inboundSamples: inboundSamples, yaml: lines.joined(separator: "\n") + "\n", messageField: messageFieldName)
    }

    // MARK: Names and text

    mutating func text() -> String { Quote.yaml(HostileText.text(&random)) }

    /// A name for `position`: a special name the validator accepts, or a plain one; never one in `taken`.
    /// Special names include the names generated from this spec's type name (`R5Code`, `R5ServerCode`) where
    /// the probe accepts the same names generated from its own (`ProbeCode`); not `<Name>Kind`, which is the category
    /// type of a struct-shaped random spec (the probes are enum-shaped where they accept it).
    /// The bare words the generator writes as constants (`count: false`, `note: null`): a constructor parameter
    /// of such a name makes the bare word ambiguous, which the spec language refuses ("write \"{false}\"").
    static let constantWords: Set<String> = ["true", "false", "null"]

    mutating func name(_ position: NameProbe.Position, plain: [String], taken: Set<String>) -> String {
        // Names that differ only in their first letter's case are one Kotlin getter (`value`, `Value`): taken too.
        let taken = taken.union(taken.map { $0.prefix(1).uppercased() + $0.dropFirst() })
            .union(taken.map { $0.prefix(1).lowercased() + $0.dropFirst() })
        let accepted = NameProbe.accepted[position] ?? []
        let generated = accepted.filter { $0.hasPrefix("Probe") && $0 != "ProbeKind" }.map { typeName + $0.dropFirst("Probe".count) }
        let special = (accepted.filter { !$0.hasPrefix("Probe") } + generated).filter { !taken.contains($0) }
        if !special.isEmpty, random.chance(0.5) { return random.pick(special) }
        let free = plain.filter { !taken.contains($0) }
        if !free.isEmpty, random.chance(0.7) { return random.pick(free) }
        var index = random.int(0...999)
        while taken.contains("\(plain.first ?? "n")\(index)") { index += 1 }
        return "\(plain.first ?? "n")\(index)"
    }

    mutating func field(_ position: NameProbe.Position, taken: Set<String>) -> RandomSpec.Field {
        let fieldName = name(position, plain: Self.plainFieldNames, taken: taken)
        let base = baseOf[fieldName] ?? random.pick(ValueType.Base.allCases)
        baseOf[fieldName] = base
        let container: ValueType.Container?
        if let known = containerOf[fieldName] { container = known } else {
            container = random.chance(0.15) ? random.pick([.list, .list, .map]) : nil
            containerOf[fieldName] = .some(container)
        }
        return RandomSpec.Field(name: fieldName, type: ValueType(base, optional: random.chance(0.4), container: container))
    }

    func fields(of c: RandomSpec.Case) -> [RandomSpec.Field] { isStruct ? storedFields : c.payload }

    // MARK: Shape and cases

    mutating func makeStructHead() {
        categoryProperty = name(.categoryProperty, plain: ["category", "kind"], taken: [])
        var taken: Set<String> = [categoryProperty]
        for _ in 0..<random.int(1...5) {
            let f = field(.storedField, taken: taken)
            taken.insert(f.name)
            storedFields.append(f)
        }
        var category = "category: {type: \(typeName)Kind, property: \(Quote.yaml(categoryProperty))"
        if let codeField = storedFields.filter({ $0.type.holdsSameValues(as: ValueType(codeType)) }).randomElement(using: &random),
           random.chance(0.6) {
            category += ", codeField: \(Quote.yaml(codeField.name))"
            hasCodeField = true
            codeFieldName = codeField.name
        }
        if random.chance(0.5) { category += ", doc: \(text())" }
        let texts = storedFields.filter { $0.type.nonOptional == ValueType(.string) && $0.type.enumName == nil }
        if let text = texts.randomElement(using: &random), random.chance(0.4) {
            category += ", messageField: \(Quote.yaml(text.name))"
            messageFieldName = text.name
        } else if let message = texts.first(where: { $0.name == "message" }) {
            messageFieldName = message.name
        }
        lines.append(category + "}")
        lines.append("fields:")
        for f in storedFields {
            lines.append("  - {name: \(Quote.yaml(f.name)), type: \(Quote.type(f.type))\(random.chance(0.5) ? ", doc: \(text())" : "")}")
        }
    }

    mutating func makeCases() {
        // `from` is the Kotlin inbound mapping's name; a case of that name is rejected once there is an inbound.
        var taken: Set<String> = isStruct ? [] : ["from"]
        var codes: Set<String> = []
        var shared: [RandomSpec.Field] = []
        if !isStruct, random.chance(0.3) {
            // Enum shape `fields:`: every case carries them, and each is a property of its name.
            lines.append("fields:")
            for _ in 0..<random.int(1...2) {
                // (Not `wireCode`: a case that keeps its code declares that one itself.)
                let f = field(.payloadField, taken: Set(shared.map(\.name)).union(["code", "message", "wireCode"]))
                guard Self.plainFieldNames.contains(f.name) else { continue }
                shared.append(f)
                propertyNames.append(f.name)
                lines.append("  - {name: \(Quote.yaml(f.name)), type: \(Quote.type(f.type))\(random.chance(0.3) ? ", doc: \(text())" : "")}")
            }
            if lines.last == "fields:" { lines.removeLast() }
        }
        keepsCodes = !isStruct && random.chance(0.25)
        lines.append("cases:")
        for index in 0..<random.int(1...10) {
            let caseName = name(isStruct ? .categoryCase : .enumCase, plain: ["c\(index)", "failed", "timeout"], taken: taken)
            taken.insert(caseName)
            var c = RandomSpec.Case(name: caseName, payload: shared)
            lines.append("  - name: \(Quote.yaml(caseName))")
            let keepsCode = keepsCodes && random.chance(0.6)
            if keepsCode {
                let f = RandomSpec.Field(name: "wireCode", type: ValueType(codeType, optional: true))
                c.payload.append(f)
                lines.append("    payload:")
                lines.append("      - {name: wireCode, type: \(f.type)}")
            }
            if !isStruct, random.chance(0.6) {
                var fieldNames = Set(c.payload.map(\.name))
                if !keepsCode { lines.append("    payload:") }
                for _ in 0..<random.int(1...3) {
                    let f = field(.payloadField, taken: fieldNames)
                    fieldNames.insert(f.name)
                    c.payload.append(f)
                    lines.append("      - {name: \(Quote.yaml(f.name)), type: \(Quote.type(f.type))\(random.chance(0.3) ? ", doc: \(text())" : "")}")
                }
            }
            for key in ["when", "todo", "doc"] where random.chance(0.6) { lines.append("    \(key): \(text())") }
            if random.chance(0.2) {
                // A blank message is refused ('deprecated' is empty): a hostile one with a word in it.
                let message = HostileText.text(&random)
                lines.append("    deprecated: " + Quote.yaml(message.allSatisfy(\.isWhitespace) ? "Gone." + message : message))
            }
            if isLocalized, localized.chance(0.7) {
                var message = HostileText.templateText(&localized)
                for field in (isStruct ? storedFields : c.payload) where localized.chance(0.5) && field.type.container == nil {
                    let hole = field.type.isOptional && localized.chance(0.5) ? HostileText.nilTextHole(field.name, &localized)
                                                                                : "{\(field.name)}"
                    message += " " + hole + HostileText.templateText(&localized)
                }
                lines.append("    message: \(Quote.yaml(message))")
            }
            // Explicit codes of either sign, distinct per case and from the integer wire codes (the validator
            // rejects duplicates), 0 included.
            if random.chance(0.2) {
                let magnitude = index == 0 && !errorCodesFromWireCodes && random.chance(0.3) ? 0 : (index + 1) * 100_000_000 + random.int(1...99_999_999)
                lines.append("    errorCode: \(random.chance(0.5) ? -magnitude : magnitude)")
            } else if let f = c.payload.first(where: { $0.type.base == .int && $0.type.container == nil }), random.chance(0.3) {
                // `errorCode: {field: ...}`: the field's value is the code; an optional field's nil gives the
                // `default` when there is one, else the case's usual code.
                let nilCode = f.type.isOptional && random.chance(0.5) ? ", default: \(random.int(-999...999))" : ""
                lines.append("    errorCode: {field: \(Quote.yaml(f.name))\(nilCode)}")
            }
            if keepsCode || random.chance(0.6) {
                lines.append("    codes:")
                for _ in 0..<random.int(1...3) {
                    let code = codeType == .int ? String(random.pick(Self.integerCodes) + (random.chance(0.5) ? 0 : random.int(1...99)))
                        : HostileText.code(&random)
                    guard !code.isEmpty, codes.insert(code).inserted else { continue }
                    codedCases.insert(caseName)
                    codesOf[caseName, default: []].append(code)
                    codesInOrder.append(code)
                    let written = codeType == .int ? code : Quote.yaml(code)
                    if hasCodeField || keepsCode { codeMappingLines.append(lines.count) }
                    lines.append(random.chance(0.3) ? "      - {code: \(written), doc: \(text())}" : "      - \(written)")
                }
                if lines.last == "    codes:" { lines.removeLast() }
            }
            cases.append(c)
        }
    }
}
