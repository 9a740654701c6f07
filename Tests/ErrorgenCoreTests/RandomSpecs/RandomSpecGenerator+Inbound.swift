@testable import ErrorgenCore

/// `inbound:`: roles, status rows, an unknown-code case, and a parameter for every field of every case it can
/// produce; sometimes a list of two initializers with their own labels (and Kotlin signatures).
extension RandomSpecGenerator {
    mutating func makeInbound() {
        // Cases that keep their code need the code parameter that fills their `wireCode`.
        guard keepsCodes || random.chance(0.5) else { return }
        hasInbound = true
        lines.append("inbound:")
        guard random.chance(0.3) else {
            lines += makeInitializer(code: "wireCode", status: "httpStatus").map { "  " + $0 }
            return
        }
        var signatures: [[String]] = []
        for names in [("wireCode", "httpStatus"), ("otherCode", "otherStatus")] {
            let initializer = makeInitializer(code: names.0, status: names.1, signatures: &signatures)
            lines += initializer.enumerated().map { ($0 == 0 ? "  - " : "    ") + $1 }
        }
    }

    private mutating func makeInitializer(code codeName: String, status statusName: String) -> [String] {
        var signatures: [[String]] = []
        return makeInitializer(code: codeName, status: statusName, signatures: &signatures)
    }

    /// One initializer's lines, keys unindented. `signatures` holds the labels and the Kotlin (JVM) parameter
    /// types of the initializers before it: an extra parameter is added until this one's differ from each; its own are appended.
    private mutating func makeInitializer(code codeName: String, status statusName: String,
                                          signatures: inout [[String]]) -> [String] {
        var steps: [String] = []
        var parameters: [(field: RandomSpec.Field, role: String?)] = []
        if (keepsCodes && codeName == "wireCode") || random.chance(0.7) {
            steps.append("code")
            parameters.append((RandomSpec.Field(name: codeName, type: ValueType(codeType, optional: random.chance(0.7) || codeType == .string)), "code"))
        }
        if random.chance(0.7) {
            steps.append("status")
            parameters.append((RandomSpec.Field(name: statusName, type: ValueType(.int, optional: random.chance(0.3))), "status"))
        }
        if random.chance(0.5) { steps.reverse() }
        // An unknown code gets its own case; with a code that is never nil, the code step must come last.
        let codeIsOptional = parameters.first { $0.role == "code" }?.field.type.isOptional ?? true
        let unknownCode = steps.contains("code") && random.chance(0.4) ? random.pick(cases).name : nil
        if unknownCode != nil, !codeIsOptional, steps.last != "code" { steps.reverse() }
        let unknownIsFinal = unknownCode != nil && !codeIsOptional

        var rows: [(statuses: String, ranges: [(Int, Int)], caseName: String, gated: Bool)] = []
        if steps.contains("status") {
            // Statuses and ranges (lower, upper); a single status an earlier entry covers, or a range whose every status
            // earlier entries cover, never matches (the validator rejects it), so it is left out.
            var covered: [(Int, Int)] = []
            // What the gated rows hold: a gated row among whose statuses an earlier one (of the same rule) holds
            // every one never matches either (refused), so its statuses held so are left out too.
            var gatedCovered: [(Int, Int)] = []
            for _ in 0..<random.int(0...4) {
                let candidates: [[(Int, Int)]] = [[(401, 401)], [(400, 400), (422, 422)], [(500, 599)], [(409, 409), (400, 499)],
                                                  [(429, 429)], [(404, 404)], [(400, 499), (409, 409)]]
                var texts: [String] = []
                var ranges: [(Int, Int)] = []
                // A row with a `when` rule (over the Bool? parameter `rowGate`) covers nothing for the rows after it;
                // one whose statuses an earlier row without a rule covers is refused, so it is left out.
                let gated = random.chance(0.3)
                for (lower, upper) in random.pick(candidates) {
                    if (lower...upper).allSatisfy({ status in covered.contains { $0.0 <= status && status <= $0.1 } }) { continue }
                    if gated, gatedCovered.contains(where: { $0.0 <= lower && upper <= $0.1 }) { continue }
                    if gated { gatedCovered.append((lower, upper)) } else { covered.append((lower, upper)) }
                    ranges.append((lower, upper))
                    texts.append(lower == upper ? (random.chance(0.5) ? "\(lower)" : "\"\(lower)\"") : "\"\(lower)...\(upper)\"")
                }
                if !texts.isEmpty { rows.append(("[\(texts.joined(separator: ", "))]", ranges, random.pick(cases).name, gated)) }
            }
            // A status step needs a table (the validator refuses one that never matches).
            if rows.isEmpty { rows.append(("[429]", [(429, 429)], random.pick(cases).name, false)) }
        }
        let fallback = unknownIsFinal ? unknownCode! : random.pick(cases).name
        let families = steps.contains("code") && random.chance(0.4) ? makeCodeFamilies() : []

        // The cases it can produce, as Spec.inboundCasePositions(of:index:) computes them (codes are matched only with the code step).
        var produced: [String] = []
        if steps.contains("code") {
            produced += cases.filter { codedCases.contains($0.name) }.map(\.name) + families.map(\.caseName) + (unknownCode.map { [$0] } ?? [])
        }
        produced += rows.map(\.caseName) + (unknownIsFinal ? [] : [fallback])
        var needs: [String: (type: ValueType, required: Bool)] = [:]
        for c in cases where produced.contains(c.name) {
            for f in fields(of: c) {
                needs[f.name] = (f.type.nonOptional, needs[f.name]?.required == true || !f.type.isOptional)
            }
        }
        for (fieldName, need) in needs.sorted(by: { $0.key < $1.key }) where !parameters.contains(where: { $0.field.name == fieldName }) {
            // A list or map has no constant default: one that fills a non-optional field is non-optional itself.
            let optional = random.chance(0.5) && !(need.type.container != nil && need.required)
            parameters.append((RandomSpec.Field(name: fieldName, type: optional ? need.type.optional : need.type), nil))
        }
        if rows.contains(where: \.gated), !parameters.contains(where: { $0.field.name == "rowGate" }) {
            parameters.append((RandomSpec.Field(name: "rowGate", type: ValueType(.bool, optional: true)), nil))
        }
        // (An initializer reads at least one parameter: `parameters: []` is refused.)
        if parameters.isEmpty || random.chance(0.3) {
            // (Named like no field: one that is would fill it, and one that differs in case only is refused as a slip.)
            let fieldNames = cases.flatMap { fields(of: $0).map(\.name) }
            var extra = field(.inboundParameter, taken: Set(parameters.map(\.field.name) + fieldNames))
            // Nor one edit from a field (`none` beside `tone`): the validator takes that for a misspelling of it.
            if Suggestion.slip(of: extra.name, among: fieldNames) != nil { extra.name = "unmatchedInput" }
            parameters.append((extra, nil))
        }
        // Swift overloads `init` by labels, Kotlin `from` by JVM parameter types: add a parameter until both are new.
        func jvm(_ type: ValueType) -> String { type.base == .string || !type.isOptional ? type.base.rawValue : type.description }
        var extraIndex = 0
        while signatures.contains(parameters.map { jvm($0.field.type) }) || signatures.contains(parameters.map { "label " + $0.field.name }) {
            parameters.append((RandomSpec.Field(name: "extra\(extraIndex)", type: ValueType(.double, optional: true)), nil))
            extraIndex += 1
        }
        signatures += [parameters.map { jvm($0.field.type) }, parameters.map { "label " + $0.field.name }]

        var out: [String] = []
        if random.chance(0.5) { out.append("doc: \(Quote.yaml(HostileText.prose(&random)))") }
        out.append("parameters:")
        let nonOptional = parameters.filter { !$0.field.type.isOptional && $0.field.type.container == nil }.map(\.field.name)
        for (f, role) in parameters {
            var entry = "  - {name: \(Quote.yaml(f.name)), type: \(Quote.type(f.type))"
            if let role { entry += ", role: \(role)" }
            let fillsRequired = needs[f.name]?.required == true
            // A default is used only where the parameter fills a non-optional field (the validator refuses one
            // that no case's field could use); one for a case this initializer never builds is allowed.
            let someCaseRequires = cases.contains { c in fields(of: c).contains { $0.name == f.name && !$0.type.isOptional } }
            if f.type.isOptional, f.type.container == nil, fillsRequired || (someCaseRequires && random.chance(0.2)) {
                entry += ", default: \(defaultValue(f.type.base, holes: nonOptional.filter { $0 != f.name }))"
            }
            out.append(entry + "}")
        }
        out.append("precedence: [\(steps.joined(separator: ", "))]")
        if !rows.isEmpty {
            out.append("statuses:")
            for row in rows {
                let rule = row.gated ? ", when: \"rowGate == true\"" : ""
                out.append("  - {status: \(row.statuses)\(rule), case: \(Quote.yaml(row.caseName))\(random.chance(0.3) ? ", doc: \(text())" : "")}")
            }
        }
        if !families.isEmpty {
            out.append("codeFamilies:")
            for family in families {
                let match = switch family.match {
                case .prefix(let prefix): "prefix: \(Quote.yaml(prefix))"
                case .range(let lower, let upper): "range: \"\(lower)...\(upper)\""
                }
                out.append("  - {\(match), case: \(Quote.yaml(family.caseName))\(random.chance(0.3) ? ", doc: \(text())" : "")}")
            }
        }
        if let unknownCode { out.append("unknownCode: \(Quote.yaml(unknownCode))") }
        if !unknownIsFinal { out.append("fallback: \(Quote.yaml(fallback))") }
        makeInboundSamples(parameters: parameters, steps: steps, rows: rows.map { ($0.ranges, $0.caseName, $0.gated) },
                           families: families, unknownCode: unknownCode, fallback: fallback)
        return out
    }

    /// Calls of the inbound `init` with known codes, unknown codes, case names, nil, and statuses in,
    /// between and outside the rows, each with the case the spec says it gives.
    mutating func makeInboundSamples(parameters: [(field: RandomSpec.Field, role: String?)], steps: [String],
                                     rows: [([(Int, Int)], String, Bool)], families: [(match: CodeFamily.Match, caseName: String)] = [],
                                     unknownCode: String?, fallback: String) {
        let allCodes = codesInOrder
        // Codes in a family: a prefix with more after it (or alone), a range's bounds and middle.
        let familyCodes = families.flatMap { family -> [String] in
            switch family.match {
            case .prefix(let prefix): return [prefix, prefix + "zz", prefix + HostileText.templateText(&random)]
            case .range(let lower, let upper): return [lower, upper, lower + (upper - lower) / 2].map(String.init)
            }
        }
        for _ in 0..<6 {
            var arguments: [(name: String, value: SampleValue)] = []
            var code: String?
            var status: Int?
            for (p, role) in parameters {
                var value = sampleValue(p.type)
                if role == "code", codeType == .int {
                    // (A spec without listed codes has none to pick: a non-optional code is never nil.)
                    let choices: [String?] = [allCodes.randomElement(using: &random) ?? "123456789", "123456789", "-7"] + familyCodes
                        + (p.type.isOptional ? [nil] : [])
                    code = random.pick(choices)
                    value = code.map { .int(Int($0)!) } ?? .null
                } else if role == "code" {
                    let choices: [String?] = [allCodes.randomElement(using: &random), "no such code", random.pick(cases).name, nil] + familyCodes
                    code = random.pick(choices)
                    value = code.map { .string($0) } ?? .null
                } else if role == "status" {
                    let choices: [Int?] = [401, 404, 409, 422, 429, 450, 500, 503, 599, 600, 200, 0, -1] + (p.type.isOptional ? [nil] : [])
                    status = random.pick(choices)
                    value = status.map { .int($0) } ?? .null
                }
                arguments.append((p.name, value))
            }
            var expected = fallback
            steps: for step in steps {
                if step == "code", let code, let owner = codesOf.first(where: { $0.value.contains(code) })?.key {
                    expected = owner
                    break steps
                }
                if step == "code", let code, let family = family(holding: code, in: families) {
                    expected = family
                    break steps
                }
                if step == "code", code != nil, let unknownCode {
                    expected = unknownCode
                    break steps
                }
                // A gated row matches only when `rowGate` is true.
                let gateOpen = arguments.contains { if $0.name == "rowGate", case .bool(true) = $0.value { true } else { false } }
                if step == "status", let status,
                   let row = rows.first(where: { ($0.2 == false || gateOpen) && $0.0.contains { $0.0 <= status && status <= $0.1 } }) {
                    expected = row.1
                    break steps
                }
            }
            inboundSamples.append(RandomSpec.InboundSample(arguments: arguments, expectedCase: expected))
        }
    }

    /// One to three code families: prefixes of the codes (and of "no such code") for String codes, ranges that
    /// do not overlap and that the listed codes do not fill for Int codes.
    private mutating func makeCodeFamilies() -> [(match: CodeFamily.Match, caseName: String)] {
        var families: [(match: CodeFamily.Match, caseName: String)] = []
        let allCodes = codesInOrder
        for _ in 0..<random.int(1...3) {
            let match: CodeFamily.Match
            if codeType == .int {
                let (lower, upper) = random.pick([(-10, -1), (123456000, 123456999), (1000, 1999), (-3, 3), (90, 99)])
                let listed = Set(allCodes.compactMap(Int.init).filter { lower <= $0 && $0 <= upper })
                let overlaps = families.contains { family in
                    guard case .range(let l, let u) = family.match else { return false }
                    return l <= upper && lower <= u
                }
                guard !overlaps, listed.count < upper - lower + 1 else { continue }
                match = .range(lower, upper)
            } else {
                let source = random.pick(allCodes + ["no such code"])
                let prefix = String(source.unicodeScalars.prefix(random.int(1...3)).map(Character.init))
                // (A prefix ending in '*' is refused: it reads as a wildcard.)
                guard !prefix.isEmpty, !prefix.hasSuffix("*"), !families.contains(where: { $0.match == .prefix(prefix) }) else { continue }
                match = .prefix(prefix)
            }
            families.append((match, random.pick(cases).name))
        }
        return families
    }

    /// The case of the family that holds `code`: the longest prefix it starts with, or the range it is in.
    private func family(holding code: String, in families: [(match: CodeFamily.Match, caseName: String)]) -> String? {
        var best: (length: Int, caseName: String)?
        for family in families {
            switch family.match {
            case .prefix(let prefix):
                if code.utf8.starts(with: prefix.utf8), prefix.utf8.count > best?.length ?? -1 { best = (prefix.utf8.count, family.caseName) }
            case .range(let lower, let upper):
                if let value = Int(code), lower <= value, value <= upper { return family.caseName }
            }
        }
        return best?.caseName
    }

    /// A default: a template (which may name the non-optional parameters) for strings, a literal otherwise.
    mutating func defaultValue(_ base: ValueType.Base, holes: [String]) -> String {
        guard base == .string else { return literal(base) }
        return Quote.yaml(template(holes: holes).text)
    }

    /// Template text with `{parameter}` holes, and the parameters it names. `doubles` are the Double holes when
    /// they are not the spec's fields of that name (a constructor's parameters have types of their own);
    /// `optionals` the holes that may say what nil prints (`{x ?? "text"}`).
    mutating func template(holes: [String], doubles: Set<String>? = nil, optionals: Set<String> = []) -> (text: String, used: Set<String>) {
        var result = ""
        var used: Set<String> = []
        for _ in 0..<random.int(1...4) {
            if let hole = holes.randomElement(using: &random), random.chance(0.4) {
                // A Double hole sometimes has a number format.
                let isDouble = doubles.map { $0.contains(hole) } ?? (baseOf[hole] == .double)
                let format = isDouble && random.chance(0.5) ? ":" + random.pick([".0f", ".2f", ".9f", "g"]) : ""
                result += optionals.contains(hole) && random.chance(0.5) ? HostileText.nilTextHole(hole, &random, format: format)
                                                                          : "{\(hole)\(format)}"
                used.insert(hole)
            } else {
                result += HostileText.templateText(&random)
            }
        }
        // Two texts side by side may make `%@`, refused as a printf placeholder.
        return (result.replacing("%@", with: "% @"), used)
    }
}
