/// `JS/<Name>.d.ts`: the case-name and wire-code unions, the details interface, and the module's exports.
enum TypeScriptDeclarations {
    static func render(_ spec: Spec) -> String {
        var p = CodePrinter()
        p.line(GeneratedHeader.jsLine(specPath: spec.path))
        p.blank()
        let owner = JavaScriptNames.caseOwner(spec)
        let caseUnion = JavaScriptNames.caseUnion(spec)
        let codeUnion = JavaScriptNames.codeUnion(spec)
        var seen = Set<String>()
        let codes = spec.cases.flatMap(\.codes).map(\.code).filter { seen.insert($0).inserted }

        p.line("/** The names of \(owner)'s cases. */")
        printUnion(caseUnion, spec.cases.map(\.name.value), into: &p)
        p.blank()
        p.line(spec.isStruct ? "/** The wire codes \(spec.name.value) knows; its code field also admits others. */"
                             : "/** The service's error codes that map to \(spec.name.value)'s cases. */")
        printUnion(codeUnion, codes, into: &p)
        p.blank()
        for line in JavaScriptSyntax.docComment([spec.summary, spec.discussion]) { p.line(line) }
        p.line("export interface \(spec.detailsTypeName) {")
        let types = TypeScriptFieldTypes(spec, codes: seen)
        p.indent { p in
            for field in spec.bridge.fields {
                let (type, doc) = types.typeAndDoc(of: field)
                for line in JavaScriptSyntax.docComment([doc]) { p.line(line) }
                p.line(JavaScriptSyntax.interfaceKey(field.name.value) + ": " + type + ";")
            }
        }
        p.line("}")
        p.blank()
        p.line("/** The names of \(owner)'s cases, in spec order. */")
        p.line("export declare const caseNames: readonly \(caseUnion)[];")
        p.blank()
        p.line("/** Whether `value` is the name of one of \(owner)'s cases. */")
        p.line("export declare function isCaseName(value: unknown): value is \(caseUnion);")
        p.blank()
        for line in JavaScriptSyntax.docComment(JavaScriptModule.errorDetailsDoc(spec)) { p.line(line) }
        p.line("export declare function errorDetails(error: unknown): \(spec.detailsTypeName) | null;")
        return p.output
    }

    /// `export type Name = | "a" | "b";`, one member a line; `never` when there are none.
    private static func printUnion(_ name: String, _ members: [String], into p: inout CodePrinter) {
        if members.isEmpty {
            p.line("export type \(name) = never;")
            return
        }
        p.line("export type \(name) =")
        p.indent { p in
            for (index, member) in members.enumerated() {
                p.line("| " + JavaScriptLanguage.stringLiteral(member) + (index == members.count - 1 ? ";" : ""))
            }
        }
    }
}

/// The TypeScript type and doc of each bridge field.
struct TypeScriptFieldTypes {
    let spec: Spec
    let codes: Set<String>
    let values: JavaScriptPropertyValues

    init(_ spec: Spec, codes: Set<String>) {
        self.spec = spec
        self.codes = codes
        values = JavaScriptPropertyValues(spec)
    }

    func typeAndDoc(of field: BridgeField) -> (type: String, doc: String?) {
        switch field.source {
        case .caseName:
            return (JavaScriptNames.caseUnion(spec),
                    spec.isStruct ? spec.categoryDoc ?? "The category's case name." : "The case name.")
        case .description:
            return ("string", "The case with its values, as Swift prints it: `name(label: value, ...)`.")
        case .member(let name):
            if let stored = spec.field(named: name) {
                guard stored.name.value == spec.openCodeField?.value else {
                    return (JavaScriptSyntax.tsType(stored.type), stored.doc)
                }
                let open = JavaScriptNames.codeUnion(spec) + " | (string & {})"
                return (stored.type.isOptional ? open + " | null" : open, stored.doc)
            }
            guard let property = spec.property(named: name) else { return ("null", nil) }
            return propertyType(property)
        }
    }

    private func propertyType(_ property: Property) -> (type: String, doc: String?) {
        if property.type == ValueType(.string, optional: true), spec.cases.allSatisfy({ holdsCode(property, $0) }) {
            return (JavaScriptNames.codeUnion(spec) + " | null", property.doc)
        }
        let type = JavaScriptSyntax.tsType(property.type)
        guard !property.type.isOptional, !spec.isStruct, spec.cases.contains(where: { mayBeUnread(property, $0) }) else {
            return (type, property.doc)
        }
        let note = "Null when the message does not hold the value it is computed from."
        return (type + " | null", property.doc.map { $0 + "\n\n" + note } ?? note)
    }

    /// Whether the case's value is its primary code, null, or one of the wire codes.
    private func holdsCode(_ property: Property, _ c: Case) -> Bool {
        switch values.value(of: property, for: c) {
        case .primaryCode, .constant(.null, _): return true
        case .constant(.string(let s), _): return codes.contains(s)
        default: return false
        }
    }

    /// Enum shape: whether the value comes from a payload value that a malformed message leaves null.
    /// Bool rules stay Boolean (an unread value is nil to them).
    private func mayBeUnread(_ property: Property, _ c: Case) -> Bool {
        switch values.value(of: property, for: c) {
        case .field: return true
        case .rule(let e, _): return property.type.base != .bool && !JavaScriptPropertyValues.fieldsRead(by: e).isEmpty
        default: return false
        }
    }
}
