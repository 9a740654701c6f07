import Foundation
import Testing
@testable import ErrorgenCore

/// Hostile answers reach the generated inbound mapping of every spec with `inbound` (the examples, the real
/// catalogs, UploadKit): Swift's initializer and Kotlin's `from(...)` get, one parameter at a time, empty, huge,
/// NUL, lone-surrogate-free but otherwise odd Unicode strings, near-miss codes, Int.min/Int.max and unsafe
/// integers, NaN, ±Infinity, -0.0 and the extreme Doubles, and nil. Neither may trap or throw, and both must
/// pick the same case; in the enum shape Kotlin's `toString()` must print what Swift's `description` prints.
@Suite(.serialized) struct InboundHostileTests {
    struct Call {
        var swift: [String]
        var kotlin: [String]
    }

    @Test func inboundMappingsAgreeOnHostileAnswers() throws {
        try #require(KotlinRunner.isAvailable, "kotlinc and java are needed on PATH")
        var specs: [Spec] = []
        for (path, file) in RuntimeHostileTests.specs {
            let spec = try #require(SpecPipeline.compile(bytes: try readBytes(file), path: path).spec)
            if !spec.inbounds.isEmpty { specs.append(spec) }
        }
        try #require(specs.count >= 6)
        let scratch = ScratchFolder()
        var swiftMain = ["import Foundation", "func show(_ id: String, _ name: String, _ text: String) {",
                         #"    print(id + "\t" + name + "\t" + text.unicodeScalars.map { $0.isASCII && $0.value >= 32 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined())"#,
                         "}"]
        var kotlinMain = ["fun show(id: String, name: String, text: String) {",
                          #"    val out = StringBuilder()"#,
                          #"    var i = 0"#,
                          #"    while (i < text.length) { val c = text.codePointAt(i); out.append(if (c in 32..126) c.toChar().toString() else "\\u{" + Integer.toHexString(c) + "}"); i += Character.charCount(c) }"#,
                          #"    println(id + "\t" + name + "\t" + out)"#,
                          "}", "", "fun main() {"]
        var sources: [String: String] = [:]
        var count = 0
        for spec in specs {
            let name = spec.name.value
            sources[name + ".swift"] = SwiftEmitter.emit(spec)[0].contents
            scratch.write("gen/\(name).kt", try #require(KotlinEmitter.emit(spec).first).contents)
            var caseName = (swift: ".caseName", kotlin: ".caseName")
            if case .structure(_, let property) = spec.shape {
                caseName = ("." + SwiftLanguage.identifier(property.value) + ".caseName",
                            "." + KotlinLanguage.identifier(property.value) + ".caseName")
            }
            for call in Self.calls(spec) {
                let id = "\(name)#\(count)"
                count += 1
                swiftMain.append("do { let v = \(SwiftLanguage.identifier(name))(\(call.swift.joined(separator: ", "))); "
                                 + "show(\"\(id)\", v\(caseName.swift), \(spec.isStruct ? "\"\"" : "String(describing: v)")) }")
                kotlinMain.append("    \(name).from(\(call.kotlin.joined(separator: ", "))).let { v -> show(\"\(id)\", v\(caseName.kotlin), "
                                  + "\(spec.isStruct ? "\"\"" : "v.toString()")) }")
            }
        }
        sources["main.swift"] = swiftMain.joined(separator: "\n") + "\n"
        scratch.write("Main.kt", (kotlinMain + ["}", ""]).joined(separator: "\n"))
        let swift = try SwiftCompilerHarness.buildAndRun(sources)
        try #require(swift.status == 0, "the Swift program failed:\n\(swift.output.suffix(3_000))")
        let compiled = try KotlinRunner.compile(specs.map { "gen/\($0.name.value).kt" } + ["Main.kt"], jar: "inbound.jar", in: scratch.path)
        try #require(compiled.ok, "kotlinc failed:\n\(compiled.log.prefix(4_000))")
        let kotlin = try KotlinRunner.run(jar: "inbound.jar", in: scratch.path)
        try #require(kotlin.ok, "the Kotlin program failed: \(kotlin.errors.prefix(3_000))")
        let swiftLines = swift.output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        let kotlinLines = kotlin.output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(swiftLines.count == count)
        #expect(kotlinLines.count == count)
        var disagreements: [String] = []
        for (s, k) in zip(swiftLines, kotlinLines) where s != k { disagreements.append("Swift:  \(s.prefix(300))\nKotlin: \(k.prefix(300))") }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(count) disagree:\n\(disagreements.prefix(8).joined(separator: "\n"))")
        print("inbound hostile answers: \(count) calls over \(specs.count) specs agree in Swift and Kotlin")
    }

    /// For each initializer, a baseline call (each parameter's first value), then each parameter through its
    /// hostile values.
    static func calls(_ spec: Spec) -> [Call] {
        spec.inbounds.flatMap { calls(spec, $0) }
    }

    private static func calls(_ spec: Spec, _ inbound: Inbound) -> [Call] {
        let parameters = inbound.parameters.map(\.field)
        let codes = spec.cases.flatMap { $0.codes.map(\.value) }
        let values = parameters.map { hostile($0.type, codes: codes, spec: spec) }
        func call(_ chosen: [Int]) -> Call {
            Call(swift: parameters.indices.map { SwiftLanguage.argumentLabel(parameters[$0].name.value) + ": " + values[$0][chosen[$0]].swift },
                 kotlin: parameters.indices.map { values[$0][chosen[$0]].kotlin })
        }
        var calls = [call(parameters.map { _ in 0 })]
        for (p, options) in values.enumerated() {
            for option in options.indices.dropFirst() {
                var chosen = parameters.map { _ in 0 }
                chosen[p] = option
                calls.append(call(chosen))
            }
        }
        return calls
    }

    /// Values of a type as Swift and Kotlin expressions: ordinary first, then hostile ones. A declared enum
    /// takes the hostile texts as wire spellings; a list or map holds the element's values (empty first).
    static func hostile(_ type: ValueType, codes: [Literal], spec: Spec) -> [(swift: String, kotlin: String)] {
        if type.container != nil {
            let elements = hostile(type.element, codes: codes, spec: spec)
            let list = type.container == .list
            var values: [(String, String)] = [list ? ("[]", "emptyList()") : ("[:]", "emptyMap()")]
            for element in elements where element.kotlin != "null" {
                let swift: String = list ? "[\(element.swift), \(element.swift)]" : "[\"\": \(element.swift)]"
                let kotlin: String = list ? "listOf(\(element.kotlin), \(element.kotlin))" : "mapOf(\"\" to \(element.kotlin))"
                values.append((swift, kotlin))
            }
            if type.isOptional { values.insert(("nil", "null"), at: 1) }
            return values
        }
        if let enumName = type.enumName {
            let kotlinEnum = KotlinLanguage.identifier(spec.name.value) + "." + KotlinLanguage.identifier(enumName.value)
            let wires = spec.enums.first { $0.name.value == enumName.value }?.values.map(\.wire) ?? []
            let texts = hostile(ValueType(.string, optional: type.isOptional), codes: wires.map { .string($0) }, spec: spec)
            let swiftEnum = SwiftLanguage.identifier(spec.name.value) + "." + SwiftLanguage.identifier(enumName.value)
            return texts.map { value in
                value.kotlin == "null" ? value
                    : (swiftEnum + "(rawValue: " + value.swift + ")", kotlinEnum + ".of(" + value.kotlin + ")")
            }
        }
        var values: [(String, String)]
        switch type.base {
        case .string:
            let texts = ["x", "", " ", "\u{0}", "\u{1}\u{7F}", "é", "e\u{301}", "😀", "\u{2028}\u{2029}", "\u{202E}rtl", "\u{FEFF}",
                         "\"\\", "\\(x)", "{x}", "$x", "nil", "null"]
            let stringCodes = codes.compactMap { if case .string(let code) = $0 { return code } else { return nil } }
            values = (texts + stringCodes.prefix(3) + stringCodes.prefix(2).flatMap { [$0.uppercased(), " " + $0, $0 + "\u{0}"] })
                .map { (SwiftLanguage.stringLiteral($0), KotlinLanguage.stringLiteral($0)) }
            values.append(("String(repeating: \"ab\", count: 100_000)", "\"ab\".repeat(100000)"))
        case .int:
            values = [("0", "0L"), ("-1", "-1L"), ("Int.min", "Long.MIN_VALUE"), ("Int.max", "Long.MAX_VALUE"), ("404", "404L"),
                      ("503", "503L"), ("9007199254740992", "9007199254740992L"), ("-9007199254740993", "-9007199254740993L")]
            for case .int(let code) in codes.prefix(3) { values.append(("\(code)", "\(code)L")) }
        case .double:
            values = [("0.5", "0.5"), ("-0.0", "-0.0"), ("Double.nan", "Double.NaN"), ("Double.infinity", "Double.POSITIVE_INFINITY"),
                      ("-Double.infinity", "Double.NEGATIVE_INFINITY"), ("Double.greatestFiniteMagnitude", "Double.MAX_VALUE"),
                      ("5e-324", "4.9E-324"), ("1e21", "1.0E21"), ("9007199254740993.0", "9.007199254740992E15")]
        case .bool:
            values = [("true", "true"), ("false", "false")]
        }
        if type.isOptional { values.insert(("nil", "null"), at: 1) }
        return values
    }
}
