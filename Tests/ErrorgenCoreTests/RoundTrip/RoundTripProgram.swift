@testable import ErrorgenCore

/// The Swift side of the bridge round trip: a `main.swift` that draws `count` random values of every error type
/// (seeded, so a failure reproduces) and prints one JSON line each:
/// `{"t": type, "code", "message", "userInfo", "details", "exact"}`: the rejection a React Native module sends
/// (`reactNativeRejection`; `userInfo` serialized as React Native does, through JSON) and Swift's own
/// `errorDetails`, written as the bridge promises them (Ints beyond ±(2^53 − 1) and non-finite Doubles as null).
/// `exact` says whether every drawn value is one JSON carries exactly, so the message alone must agree too.
enum RoundTripProgram {
    static func source(_ specs: [Spec], count: Int, seed: UInt64) -> String {
        var out = support
        for spec in specs {
            out += generator(spec)
            out += "extension \(SwiftLanguage.identifier(spec.name.value)): Rejecting {}\n"
        }
        out += "\nvar random = Random(state: \(seed))\n"
        out += "for _ in 0..<\(count) {\n"
        for spec in specs {
            out += "    random.exact = true\n"
            out += "    emit(\"\(spec.name.value)\", random\(spec.name.value)(&random), exact: random.exact, structShape: \(spec.isStruct))\n"
        }
        out += "}\n"
        return out
    }

    /// `randomName(_:)`: a uniformly chosen case (enum) or category (struct) with random values of its fields.
    private static func generator(_ spec: Spec) -> String {
        let type = SwiftLanguage.identifier(spec.name.value)
        var out = "\nfunc random\(spec.name.value)(_ r: inout Random) -> \(type) {\n"
        out += "    switch r.below(\(spec.cases.count)) {\n"
        for (index, c) in spec.cases.enumerated() {
            let member = "." + SwiftLanguage.memberAccess(c.name.value)
            let value: String
            if case .structure(_, let property) = spec.shape {
                let arguments = [SwiftLanguage.argumentLabel(property.value) + ": " + member]
                    + spec.fields.map { SwiftLanguage.argumentLabel($0.name.value) + ": " + draw($0.type, spec) }
                value = type + "(" + arguments.joined(separator: ", ") + ")"
            } else if c.payload.isEmpty {
                value = member
            } else {
                value = member + "(" + c.payload.map { SwiftLanguage.argumentLabel($0.name.value) + ": " + draw($0.type, spec) }
                    .joined(separator: ", ") + ")"
            }
            out += "    case \(index): return \(value)\n"
        }
        out += "    default: fatalError()\n    }\n}\n"
        return out
    }

    /// `r.int()`, `r.maybe({ $0.list({ $0.string() }) })`, `EveryType.Reason(rawValue: r.string())`.
    private static func draw(_ type: ValueType, _ spec: Spec) -> String {
        var base: String
        switch type.base {
        case .string: base = "r.string()"
        case .int: base = "r.int()"
        case .double: base = "r.double()"
        case .bool: base = "r.bool()"
        }
        if let name = type.enumName {
            base = "r.wire({ \(SwiftLanguage.identifier(spec.name.value)).\(SwiftLanguage.identifier(name.value))(rawValue: $0) })"
        }
        switch type.container {
        case .list?: base = "r.list({ $0.\(base.dropFirst(2)) })"
        case .map?: base = "r.map({ $0.\(base.dropFirst(2)) })"
        case nil: break
        }
        return type.isOptional ? "r.maybe({ $0.\(base.dropFirst(2)) })" : base
    }

    /// The random source, the JSON writers and `emit`.
    static let support = #"""
        import Foundation

        /// SplitMix64: small, seeded, the same sequence on every platform.
        struct Random {
            var state: UInt64
            /// False once a drawn value is one JSON cannot carry exactly.
            var exact = true

            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }

            mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

            mutating func bool() -> Bool { next() & 1 == 1 }

            mutating func maybe<T>(_ make: (inout Random) -> T) -> T? { below(4) == 0 ? nil : make(&self) }

            mutating func list<T>(_ make: (inout Random) -> T) -> [T] {
                var items: [T] = []
                for _ in 0..<below(4) { items.append(make(&self)) }
                return items
            }

            mutating func map<T>(_ make: (inout Random) -> T) -> [String: T] {
                var entries: [String: T] = [:]
                for _ in 0..<below(4) { entries[string()] = make(&self) }
                return entries
            }

            /// A declared enum's value from a random wire spelling (mostly not one it lists: kept as unknown).
            mutating func wire<T>(_ make: (String) -> T) -> T { make(string()) }

            static let safe = 9_007_199_254_740_991
            static let edgeInts = [0, -1, 1, 408, 499, 500, 599, 600, safe, -safe, safe + 1, -safe - 1, Int.max, Int.min]

            mutating func int() -> Int {
                let value: Int
                switch below(6) {
                case 0: value = below(1000)
                case 1: value = 400 + below(200)
                case 2: value = Random.edgeInts[below(Random.edgeInts.count)]
                case 3: value = Int(bitPattern: UInt(truncatingIfNeeded: next()))
                case 4: value = below(2 * Random.safe + 1) - Random.safe
                default: value = below(100_000) - 50_000
                }
                if value.magnitude > UInt(Random.safe) { exact = false }
                return value
            }

            static let edgeDoubles: [Double] = [0, -0.0, 0.5, 2.5, 1e-5, 5e-324, .leastNormalMagnitude, .greatestFiniteMagnitude,
                                                -.greatestFiniteMagnitude, 1e21, 1e-7, 0.1, 9007199254740993, .infinity,
                                                -.infinity, .nan]

            mutating func double() -> Double {
                let value: Double
                switch below(5) {
                case 0: value = Double(below(10_000)) / 100
                case 1: value = Random.edgeDoubles[below(Random.edgeDoubles.count)]
                case 2: value = Double(bitPattern: next())
                case 3: value = Double(Int(bitPattern: UInt(truncatingIfNeeded: next())) >> below(64))
                default: value = (Double(below(1 << 20)) - 524_288) * 1e-3
                }
                if !value.isFinite { exact = false }
                return value
            }

            /// Pieces that stress the message format: quotes, backslashes, escapes, controls, separators,
            /// label-like text, astral and invisible characters. (No canonical-equivalence singletons such as
            /// U+212A KELVIN SIGN: string equality in rules is code units in JavaScript, canonical in Swift.)
            static let pieces = ["a", "b", "retry", "\"", "\\", "'", "\n", "\t", "\r", "\0", "\u{1}", "\u{7F}", "(", ")",
                                 ", ", ": ", "count: 5", "retryAfter: 60)", "nil", "\\u{41}", "é", "😀", "\u{2028}",
                                 "\u{200B}", "\u{FEFF}", "\u{85}", "x"]

            mutating func string() -> String {
                var text = ""
                for _ in 0..<below(8) { text += Random.pieces[below(Random.pieces.count)] }
                return text
            }
        }

        let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            return encoder
        }()

        func jsonString(_ text: String) -> String {
            let data = try! encoder.encode([text])
            return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
        }

        /// A details field as the bridge promises it: a number JSON cannot carry exactly is null, or `unexact` for
        /// a non-optional number of the struct shape (its empty value, 0, as when it is missing).
        func bridgeJSON(_ value: Any, unexact: String) -> String {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return "null" }
                return bridgeJSON(wrapped, unexact: "null")
            }
            switch value {
            case let b as Bool: return b ? "true" : "false"
            case let s as String: return jsonString(s)
            case let i as Int: return i.magnitude <= UInt(Random.safe) ? String(i) : unexact
            case let d as Double:
                guard d.isFinite else { return unexact }
                let data = try! encoder.encode([d])
                return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
            case let list as [Any]:
                // One element JSON cannot carry exactly makes the whole list absent, as JS reads it.
                let items = list.map { bridgeJSON($0, unexact: "\u{0}") }
                return items.contains("\u{0}") ? (unexact == "0" ? "[]" : unexact) : "[" + items.joined(separator: ",") + "]"
            case let map as [String: Any]:
                let items = map.keys.sorted().map { jsonString($0) + ":" + bridgeJSON(map[$0]!, unexact: "\u{0}") }
                return items.contains { $0.hasSuffix("\u{0}") } ? (unexact == "0" ? "{}" : unexact) : "{" + items.joined(separator: ",") + "}"
            default: fatalError("unexpected details value \(value)")
            }
        }

        /// `{ "field": value, ... }` in declaration order, which is the bridge's order.
        func detailsJSON(_ details: Any, structShape: Bool) -> String {
            let fields = Mirror(reflecting: details).children.map {
                jsonString($0.label!) + ":" + bridgeJSON($0.value, unexact: structShape ? "0" : "null")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }

        protocol Rejecting {
            associatedtype Details
            var reactNativeRejection: (code: String, message: String, error: NSError) { get }
            var errorDetails: Details { get }
        }

        func emit(_ type: String, _ value: some Rejecting, exact: Bool, structShape: Bool) {
            let rejection = value.reactNativeRejection
            let userInfo = try! JSONSerialization.data(withJSONObject: rejection.error.userInfo, options: [.sortedKeys])
            print("{\"t\":\(jsonString(type)),\"code\":\(jsonString(rejection.code)),\"message\":\(jsonString(rejection.message)),"
                  + "\"userInfo\":\(String(decoding: userInfo, as: UTF8.self)),\"details\":\(detailsJSON(value.errorDetails, structShape: structShape)),"
                  + "\"exact\":\(exact)}")
        }

        """#
}
