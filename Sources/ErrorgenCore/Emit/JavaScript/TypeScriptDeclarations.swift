/// `JS/<Name>.d.ts`: the case-name and wire-code unions, the details interface, and the module's exports.
enum TypeScriptDeclarations {
    /// The file's UTF-8 bytes.
    static func source(_ plan: EmitPlan) -> [[UInt8]] {
        let p = CodePrinter()
        p.line(GeneratedHeader.jsLine(specPath: plan.specPath))
        p.blank()
        let owner = JavaScriptNames.caseOwner(plan)
        let caseUnion = JavaScriptNames.caseUnion(plan)
        let codeUnion = JavaScriptNames.codeUnion(plan)

        p.line("/** The names of \(owner)'s cases. */")
        printUnion(caseUnion, plan.cases.count, to: p) { $0.addStringLiteral(plan.cases[$1].name) }
        p.blank()
        p.line(plan.isStruct ? "/** The wire codes \(plan.typeName) knows; its code field also admits others. */"
                             : "/** The service's error codes that map to \(plan.typeName)'s cases. */")
        printUnion(codeUnion, plan.knownCodes.count, to: p) { line, index in
            if case .string(let code) = plan.knownCodes[index] {
                line.addStringLiteral(code)
            } else {
                line.add(JavaScriptSyntax.literal(plan.knownCodes[index]))
            }
        }
        p.blank()
        for e in plan.enums {
            // Forward compatible: `(string & {})` admits spellings this version does not list, and keeps the
            // listed ones as suggestions in editors.
            let values = e.values.map { "\($0.wire): \($0.doc ?? $0.name.value)" }
            for line in JavaScriptSyntax.docComment([e.doc, "Wire spellings this version knows; others may come."]
                                                    + [values.joined(separator: "\n")]) { p.line(line) }
            printUnion(e.name.value, e.values.count + 1, to: p) { line, index in
                if index < e.values.count { line.addStringLiteral(e.values[index].wire) } else { line.put("(string & {})") }
            }
            p.blank()
        }
        for line in JavaScriptSyntax.docComment([plan.summary, plan.discussion]) { p.line(line) }
        p.line("export interface \(plan.detailsTypeName) {")
        let types = TypeScriptFieldTypes(plan)
        p.withIndentation {
            for field in plan.bridge {
                let (type, doc) = types.typeAndDoc(of: field)
                for line in JavaScriptSyntax.docComment([doc]) { p.line(line) }
                p.line(JavaScriptSyntax.interfaceKey(field.name) + ": " + type + ";")
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
        for line in JavaScriptSyntax.docComment(JavaScriptModule.caseForCodeDoc(plan).dropLast() + ["@returns The case name, or null."]) {
            p.line(line)
        }
        p.line("export declare function caseForCode(code: unknown): \(caseUnion) | null;")
        p.blank()
        for line in JavaScriptSyntax.docComment(JavaScriptModule.errorDetailsDoc(plan)) { p.line(line) }
        p.line("export declare function errorDetails(error: unknown): \(plan.detailsTypeName) | null;")
        return p.outputChunks
    }

    /// `export type Name = | "a" | "b";`, one member a line, each member a TypeScript literal that `member` adds
    /// for its index; `never` when there are none.
    private static func printUnion(_ name: String, _ count: Int, to p: CodePrinter,
                                   member: (JavaScriptLineBytes, Int) -> Void) {
        if count == 0 {
            p.line("export type \(name) = never;")
            return
        }
        p.line("export type \(name) =")
        let line = JavaScriptLineBytes()
        p.withIndentation {
            for index in 0..<count {
                line.start()
                line.put("| ")
                member(line, index)
                if index == count - 1 { line.put(";") }
                line.print(to: p)
            }
        }
    }
}

/// The TypeScript type and doc of each bridge field.
struct TypeScriptFieldTypes {
    let plan: EmitPlan

    init(_ plan: EmitPlan) {
        self.plan = plan
    }

    func typeAndDoc(of field: PlanBridgeField) -> (type: String, doc: String?) {
        switch field.source {
        case .caseName:
            let doc = plan.shape.structure.map { $0.categoryDoc ?? "The category's case name." } ?? "The case name."
            return (JavaScriptNames.caseUnion(plan), doc)
        case .description:
            return ("string", "The case with its values, as Swift prints it: `name(label: value, ...)`.")
        case .storedField(let index):
            guard let structure = plan.shape.structure else { return ("null", nil) }
            let stored = structure.fields[index]
            guard stored.name.value == structure.openCodeField?.name.value else {
                return (JavaScriptSyntax.tsType(stored.type), stored.doc)
            }
            let open = JavaScriptNames.codeUnion(plan) + (plan.codeType == .int ? " | (number & {})" : " | (string & {})")
            return (stored.type.isOptional ? open + " | null" : open, stored.doc)
        case .property(let index):
            return propertyType(plan.properties[index])
        case .missing:
            return ("null", nil)
        }
    }

    private func propertyType(_ property: PlanProperty) -> (type: String, doc: String?) {
        if property.type == ValueType(plan.codeType, optional: true), property.values.allSatisfy(holdsCode) {
            return (JavaScriptNames.codeUnion(plan) + " | null", property.doc)
        }
        // A non-optional `{code: primary}` property: every case has a code.
        if property.type == ValueType(plan.codeType), property.values.contains(where: \.readsPrimaryCode),
           property.values.allSatisfy(holdsCode) {
            return (JavaScriptNames.codeUnion(plan), property.doc)
        }
        let type = JavaScriptSyntax.tsType(property.type)
        guard !property.type.isOptional, !plan.isStruct, Self.readsFields(property) else {
            return (type, property.doc)
        }
        let note = "Null when neither `userInfo` nor the message holds the value it is computed from."
        return (type + " | null", property.doc.map { $0 + "\n\n" + note } ?? note)
    }

    /// Whether the case's value is its primary code, null, or one of the wire codes.
    private func holdsCode(_ value: PlanValue) -> Bool {
        switch value {
        case .primaryCode, .constant(.null): return true
        case .constant(let literal): return plan.knownCodeSet.contains(literal)
        case .conditional(let arms, let otherwise): return holdsCode(otherwise) && arms.allSatisfy { holdsCode($0.value) }
        default: return false
        }
    }

    /// Whether some case's value of `property` is read from the fields (so it can be a number JavaScript cannot hold).
    static func readsFields(_ property: PlanProperty) -> Bool {
        property.values.contains { mayBeUnread(property, $0) }
    }

    /// Enum shape: whether the value comes from a payload value that a malformed message leaves null.
    /// Bool rules stay Boolean (an unread value is nil to them).
    private static func mayBeUnread(_ property: PlanProperty, _ value: PlanValue) -> Bool {
        switch value {
        case .field: return true
        case .rule(let rule): return property.type != ValueType(.bool) && !rule.reads.isEmpty
        // A conditional's rules only choose an arm (an unread value makes them false); its arms' values may be unread.
        case .conditional(let arms, let otherwise):
            return mayBeUnread(property, otherwise) || arms.contains { mayBeUnread(property, $0.value) }
        default: return false
        }
    }
}
