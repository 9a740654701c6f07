@testable import ErrorgenCore

/// Hand-built specs for the Markdown emitter's unit tests (no YAML involved).
enum MD {
    static let here = SourceLocation(file: "t.yaml", line: 1, column: 1)

    static func name(_ value: String) -> Name { Name(value, at: here) }

    static func field(_ name: String, _ type: ValueType, doc: String? = nil) -> Field {
        Field(name: self.name(name), type: type, doc: doc)
    }

    static func `case`(_ name: String, payload: [Field] = [], when: String? = nil, todo: String? = nil,
                       deprecated: String? = nil, codes: [String] = []) -> Case {
        Case(name: self.name(name), payload: payload, when: when, todo: todo, deprecated: deprecated,
             codes: codes.map { WireCode($0, at: here) })
    }

    static func constant(_ literal: Literal) -> PropertyValue { .constant(literal, here) }

    static func property(_ name: String, _ type: ValueType, doc: String? = nil, default value: PropertyValue,
                         _ values: [(String, PropertyValue)] = []) -> Property {
        Property(name: self.name(name), type: type, doc: doc, defaultValue: value,
                 values: values.map { CaseValue(caseName: self.name($0.0), value: $0.1) })
    }

    static func rule(_ e: Expression) -> PropertyValue { .rule(e, source: "") }

    static func ref(_ name: String) -> Expression { .field(name, here) }
    static func lit(_ literal: Literal) -> Expression { .literal(literal, here) }

    static func enumSpec(_ cases: [Case], properties: [Property] = [], docs: [DocSection.Content]? = nil,
                         summary: String? = nil) -> Spec {
        Spec(path: "Specs/E.yaml", name: name("E"), summary: summary, shape: .enumeration, cases: cases,
             properties: properties, bridge: Bridge(fields: []),
             docs: Docs(sections: docs.map { [DocSection(title: nil, content: $0)] } ?? []))
    }

    static func generated(_ blocks: GeneratedBlock...) -> [DocSection.Content] {
        blocks.map { .generated($0, here) }
    }

    static func page(_ spec: Spec) -> String {
        let files = MarkdownEmitter.emit(spec)
        return files.first?.contents ?? ""
    }

    /// The page's lines that start with `|` (table lines).
    static func tableLines(_ page: String) -> [Substring] {
        page.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("|") }
    }
}
