/// Writes a synthetic enum-shaped spec of `count` cases as YAML: every section of the spec
/// language (payloads, codes and aliases, constants, rules, fields, `code: primary`, inbound
/// with status rows, constructors with templates, bridge, docs blocks).
enum SpecYAMLWriter {
    static let typeName = "BenchError"

    static func yaml(count: Int) -> String {
        let cases = SyntheticCases.make(count: count)
        var out = ""
        out.reserveCapacity(count * 420 + 8_192)
        out += """
            # Synthetic spec written by errorgen-bench: \(count) cases.
            name: \(typeName)
            shape: enum
            access: public
            summary: "Every failure of the synthetic service is a \(typeName) case."
            discussion: "Generated for benchmarks. Switch over the cases, or use `retryable` and `retryAfter` to handle a whole class of failures."

            cases:

            """
        for c in cases { writeCase(c, into: &out) }
        writeProperties(cases, into: &out)
        writeInbound(cases, into: &out)
        writeConstructors(cases, into: &out)
        out += """

            bridge:
              - {name: code, value: case}
              - {name: message, value: description}
              - retryable
              - retryAfter
              - serverCode

            docs:
              - generated: cases
              - title: Retry or not
                content:
                  - prose: "Every `\(typeName)` also has derived properties, so you can handle a whole class of failures without listing cases:"
                  - generated: properties
                  - generated: codes
              - title: From the service
                content:
                  - generated: inbound
                  - table:
                      header: [Status, Meaning]
                      rows:
                        - ["429", "Too many requests | slow down."]
                        - ["503", "The service is down for maintenance."]
              - title: Constructors
                content:
                  - generated: constructors
              - title: React Native
                content:
                  - prose: "A rejected promise has `code` and `message`; `errorDetails(error)` returns the fields below."
                  - generated: bridge

            """
        return out
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var s = "\""
        for ch in text.unicodeScalars {
            switch ch {
            case "\"": s += "\\\""
            case "\\": s += "\\\\"
            default: s.unicodeScalars.append(ch)
            }
        }
        return s + "\""
    }

    private static func writeCase(_ c: SyntheticCase, into out: inout String) {
        out += "  - name: \(c.name)\n"
        if !c.payload.isEmpty {
            out += "    payload:\n"
            for field in c.payload {
                let doc = field.name == "status" ? ", doc: The HTTP status the service answered with." : ""
                out += "      - {name: \(field.name), type: \(quoted(field.type))\(doc)}\n"
            }
        }
        out += "    when: \(quoted(c.when))\n    todo: \(quoted(c.todo))\n"
        if let deprecated = c.deprecated { out += "    deprecated: \(quoted(deprecated))\n" }
        guard !c.codes.isEmpty else { return }
        out += "    codes:\n"
        for code in c.codes {
            if let doc = code.doc {
                out += "      - {code: \(code.code), doc: \(quoted(doc))}\n"
            } else {
                out += "      - \(code.code)\n"
            }
        }
    }

    private static func writeProperties(_ cases: [SyntheticCase], into out: inout String) {
        out += """

            properties:
              - name: retryable
                type: Bool
                doc: The same call can work later.
                default: false

            """
        var values = ""
        for c in cases {
            if let rule = c.retryableRule {
                values += "      \(c.name): {rule: \(quoted(rule))}\n"
            } else if let constant = c.retryableConstant {
                values += "      \(c.name): \(constant)\n"
            }
        }
        if !values.isEmpty { out += "    values:\n" + values }
        out += """
              - name: retryAfter
                type: Int?
                doc: Seconds to wait before the same call can work.
                default: null

            """
        values = ""
        for c in cases {
            if let field = c.retryAfterField { values += "      \(c.name): {field: \(field)}\n" }
        }
        if !values.isEmpty { out += "    values:\n" + values }
        out += """
              - name: serverCode
                type: String?
                doc: The service's error code for this case; `nil` for failures that only happen on the device.
                default: {code: primary}

            """
    }
}
