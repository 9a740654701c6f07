@testable import ErrorgenCore

/// The Swift and JavaScript programs of the differential test: every rule as a function, and a main that
/// prints "<rule index> <result>" for every combination of candidate field values.
enum RuleDifferentialPrograms {
    typealias T = RuleDifferentialTests

    static func swift(_ cases: [T.Case]) -> String {
        var lines = [
            "func show(_ b: Bool) -> String { b ? \"true\" : \"false\" }",
            "func show(_ i: Int) -> String { String(i) }",
            "func show(_ s: String) -> String { \"s:\" + s.unicodeScalars.map { String($0.value) }.joined(separator: \",\") }",
            "func show(_ v: Int?) -> String { v.map { show($0) } ?? \"null\" }",
            "func show(_ v: String?) -> String { v.map { show($0) } ?? \"null\" }",
            "var out: [String] = []",
        ]
        for c in cases {
            let parameters = c.fields.map { "_ \(SwiftLanguage.identifier($0)): \(T.types[$0]!)" }
            let body = SwiftRuleRenderer.render(c.expression, field: { SwiftLanguage.identifier($0) },
                                                fieldType: { T.types[$0]! })
            lines.append("func r\(c.index)(\(parameters.joined(separator: ", "))) -> \(c.type) { \(body) }")
        }
        for c in cases {
            var loop = ""
            for (i, name) in c.fields.enumerated() {
                let type = T.types[name]!
                let values = T.candidates(type).map(swiftLiteral).joined(separator: ", ")
                loop += "for f\(i) in [\(values)] as [\(type)] { "
            }
            let arguments = c.fields.indices.map { "f\($0)" }.joined(separator: ", ")
            loop += "out.append(\"\(c.index) \" + show(r\(c.index)(\(arguments))))"
            loop += String(repeating: " }", count: c.fields.count)
            lines.append(loop)
        }
        lines.append("print(out.joined(separator: \"\\n\"))")
        return lines.joined(separator: "\n") + "\n"
    }

    static func javaScript(_ cases: [T.Case]) -> String {
        var lines = [
            "const show = (v) => v === null ? \"null\" : typeof v === \"string\" ? "
                + "\"s:\" + Array.from(v).map((c) => c.codePointAt(0)).join(\",\") : String(v);",
            "const out = [];",
        ]
        for c in cases {
            let body = JavaScriptRuleRenderer.render(c.expression, field: { "v" + JavaScriptLanguage.propertyAccess($0) },
                                                     fieldType: { T.types[$0]! })
            lines.append("function r\(c.index)(v) { return \(body); }")
        }
        for c in cases {
            var loop = ""
            for (i, name) in c.fields.enumerated() {
                let values = T.candidates(T.types[name]!).map(javaScriptLiteral).joined(separator: ", ")
                loop += "for (const f\(i) of [\(values)]) "
            }
            let object = c.fields.enumerated().map { "\(JavaScriptLanguage.propertyKey($0.element)): f\($0.offset)" }
            loop += "out.push(\"\(c.index) \" + show(r\(c.index)({ \(object.joined(separator: ", ")) })));"
            lines.append(loop)
        }
        lines.append("process.stdout.write(out.join(\"\\n\") + \"\\n\");")
        return lines.joined(separator: "\n") + "\n"
    }

    static func swiftLiteral(_ value: Literal) -> String {
        switch value {
        case .null: return "nil"
        case .string(let s): return SwiftLanguage.stringLiteral(s)
        case .double(let d): return d.description
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .list(let elements): return "[" + elements.map(swiftLiteral).joined(separator: ", ") + "]"
        case .emptyMap: return "[:]"
        }
    }

    static func javaScriptLiteral(_ value: Literal) -> String {
        switch value {
        case .string(let s): return JavaScriptLanguage.stringLiteral(s)
        default: return swiftLiteral(value) == "nil" ? "null" : swiftLiteral(value)
        }
    }
}
