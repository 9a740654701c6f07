import ErrorgenCore

/// A `main.swift` that builds every sample value of a batch of specs in Swift and prints, one
/// JSON line each: `{"id": n, "caseName": ..., "message": reactNativeMessage, "errorCode": n, "details": errorDetails}`.
enum SwiftDriver {
    /// Ids of inbound calls start here within each spec's block of 10,000.
    static let inboundOffset = 5_000

    static func source(for specs: [RandomSpec]) -> String {
        var out = """
        import Foundation

        let encoder = JSONEncoder()
        func quoted(_ text: String) -> String {
            let data = try! encoder.encode([text])
            return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
        }
        func emit(_ id: Int, _ caseName: String, _ message: String?, _ errorCode: Int, _ details: some Encodable) {
            let json = String(decoding: try! encoder.encode(details), as: UTF8.self)
            print("{\\"id\\":\\(id),\\"caseName\\":\\(quoted(caseName)),\\"message\\":\\(message.map(quoted) ?? "null"),\\"errorCode\\":\\(errorCode),\\"details\\":\\(json)}")
        }

        """
        var calls: [String] = []
        for (specIndex, spec) in specs.enumerated() {
            out += "func run\(spec.typeName)() {\n"
            // A struct sample with the same stored values as an earlier one copies that value and sets its category:
            // KeywordSpecs' structs have 80 fields and about 200 categories, and 200 calls of an 80-argument
            // initializer made this file take most of a minute to build (the initializer is still called once per
            // distinct set of values).
            var builtWith: [String: String] = [:]
            for (sampleIndex, sample) in spec.samples.enumerated() {
                let id = specIndex * 10_000 + sampleIndex
                let arguments = sample.values.map { "\(SwiftLanguage.argumentLabel($0.field.name)): \($0.value.swift)" }
                if spec.isStruct {
                    let key = arguments.joined(separator: ", ")
                    if let built = builtWith[key] {
                        out += "    do { var v = \(built); v.`\(spec.categoryProperty)` = .`\(sample.caseName)`\n"
                    } else {
                        let all = ["\(SwiftLanguage.argumentLabel(spec.categoryProperty)): .`\(sample.caseName)`"] + arguments
                        builtWith[key] = "sample\(sampleIndex)"
                        out += "    let sample\(sampleIndex) = \(spec.typeName)(\(all.joined(separator: ", ")))\n"
                        out += "    do { let v = sample\(sampleIndex)\n"
                    }
                    out += "         emit(\(id), v.`\(spec.categoryProperty)`.caseName, v.reactNativeMessage, v.errorCode, v.errorDetails) }\n"
                } else {
                    let value = arguments.isEmpty ? ".`\(sample.caseName)`" : ".`\(sample.caseName)`(\(arguments.joined(separator: ", ")))"
                    out += "    do { let v: \(spec.typeName) = \(value)\n"
                    out += "         emit(\(id), v.caseName, v.reactNativeMessage, v.errorCode, v.errorDetails) }\n"
                }
            }
            for (index, sample) in spec.inboundSamples.enumerated() {
                let id = specIndex * 10_000 + inboundOffset + index
                let arguments = sample.arguments.map { "\(SwiftLanguage.argumentLabel($0.name)): \($0.value.swift)" }.joined(separator: ", ")
                let caseName = spec.isStruct ? "v.`\(spec.categoryProperty)`.caseName" : "v.caseName"
                out += "    do { let v = \(spec.typeName)(\(arguments)); emit(\(id), \(caseName), v.reactNativeMessage, v.errorCode, v.errorDetails) }\n"
            }
            out += "}\n"
            calls.append("run\(spec.typeName)()")
        }
        return out + calls.joined(separator: "\n") + "\n"
    }

    /// Struct shape: `reactNativeMessage`, the message field's text, else (or where it is nil) the category's case name
    /// and the stored fields as `description` prints a case: `Type(category: name, label: value, ...)`.
    static func expectedMessage(_ spec: RandomSpec, _ sample: RandomSpec.Sample) -> String {
        if let field = spec.messageField, case .string(let text)? = sample.values.first(where: { $0.field.name == field })?.value {
            return text
        }
        return spec.typeName + "(" + spec.categoryProperty + ": " + sample.caseName
            + sample.values.map { ", \($0.field.name): \($0.value.described)" }.joined() + ")"
    }

    /// The enum's `description` as Swift prints the case: `name(label: value, ...)`.
    static func expectedDescription(_ sample: RandomSpec.Sample) -> String {
        guard !sample.values.isEmpty else { return sample.caseName }
        return sample.caseName + "(" + sample.values.map { "\($0.field.name): \($0.value.described)" }.joined(separator: ", ") + ")"
    }
}
