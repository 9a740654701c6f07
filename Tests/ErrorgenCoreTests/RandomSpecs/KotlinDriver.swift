@testable import ErrorgenCore

/// A Kotlin `main` that builds every sample value of a batch of specs and prints, one JSON line each, what
/// `SwiftDriver` prints: `{"id": n, "value": {"caseName": ..., "message": reactNativeMessage, "errorCode": "n",
/// "details": toMap()}}` (the error code as text, so a Long compares exactly).
enum KotlinDriver {
    static func source(for specs: [RandomSpec]) -> String {
        var out = ""
        var calls: [String] = []
        for (specIndex, spec) in specs.enumerated() {
            let type = KotlinLanguage.identifier(spec.typeName)
            out += "fun run\(spec.typeName)() {\n"
            for (sampleIndex, sample) in spec.samples.enumerated() {
                let id = specIndex * 10_000 + sampleIndex
                let arguments = sample.values.map { value -> String in
                    var text = kotlin(value.value)
                    if let enumName = value.field.type.enumName, case .string = value.value {
                        text = "\(type).\(KotlinLanguage.identifier(enumName.value)).of(\(text))"
                    }
                    return "\(KotlinLanguage.identifier(value.field.name)) = \(text)"
                }
                let caseName = KotlinLanguage.identifier(sample.caseName)
                if spec.isStruct {
                    let category = KotlinLanguage.identifier(spec.categoryProperty)
                    // RandomSpecGenerator names the category type `<TypeName>Kind`.
                    let categoryType = KotlinLanguage.identifier(spec.typeName + "Kind")
                    let all = ["\(category) = \(categoryType).\(caseName)"] + arguments
                    out += "    \(type)(\(all.joined(separator: ", "))).let { v -> answer(\(id), v.\(category).caseName, v.reactNativeMessage, v.errorCode, v.errorDetails.toMap()) }\n"
                } else {
                    let value = arguments.isEmpty ? "\(type).\(caseName)" : "\(type).\(caseName)(\(arguments.joined(separator: ", ")))"
                    out += "    (\(value) as \(type)).let { v -> answer(\(id), v.caseName, v.reactNativeMessage, v.errorCode, v.errorDetails.toMap()) }\n"
                }
            }
            for (index, sample) in spec.inboundSamples.enumerated() {
                let id = specIndex * 10_000 + SwiftDriver.inboundOffset + index
                let arguments = sample.arguments.map { "\(KotlinLanguage.identifier($0.name)) = \(kotlin($0.value))" }
                let caseName = spec.isStruct ? "v.\(KotlinLanguage.identifier(spec.categoryProperty)).caseName" : "v.caseName"
                out += "    \(type).from(\(arguments.joined(separator: ", "))).let { v -> answer(\(id), \(caseName), v.reactNativeMessage, v.errorCode, v.errorDetails.toMap()) }\n"
            }
            out += "}\n\n"
            calls.append("    run\(spec.typeName)()")
        }
        return out + "fun main() {\n" + calls.joined(separator: "\n") + "\n}\n\n" + """
            fun answer(id: Int, caseName: String, message: String?, errorCode: Long, details: Map<String, Any?>) {
                check(id.toString(), linkedMapOf("caseName" to caseName, "message" to message,
                                                 "errorCode" to errorCode.toString(), "details" to details))
            }

            """ + KotlinRunner.jsonPrinter + "\n"
    }

    /// A Kotlin expression for a sample value; a Double by its bit pattern, so it is exact.
    static func kotlin(_ value: SampleValue) -> String {
        switch value {
        case .string(let s): return KotlinLanguage.stringLiteral(s)
        case .int(let n): return KotlinRuleRenderer.literal(.int(n))
        case .double(let d):
            let bits = Int64(bitPattern: d.bitPattern)
            return "Double.fromBits(" + (bits == .min ? "Long.MIN_VALUE" : "\(bits)L") + ")"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .list(let items): return "listOf(" + items.map(kotlin).joined(separator: ", ") + ")"
        case .dictionary(let entries):
            return "mapOf(" + entries.map { KotlinLanguage.stringLiteral($0.0) + " to " + kotlin($0.1) }.joined(separator: ", ") + ")"
        }
    }
}
