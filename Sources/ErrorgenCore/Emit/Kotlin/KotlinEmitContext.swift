/// The plan with the Kotlin spellings every part of the Kotlin emitter shares.
struct KotlinEmitContext {
    let plan: EmitPlan
    /// `internal ` or empty (public is Kotlin's default; Swift's `package` has no Kotlin counterpart and is public).
    let visibility: String
    /// The error type's name as a Kotlin identifier.
    let typeName: String
    /// The details type's name as a Kotlin identifier.
    let detailsName: String
    /// What qualifies a case's name: the error type (enum shape) or the category type (struct shape).
    private let caseOwner: String

    init(plan: EmitPlan) {
        self.plan = plan
        visibility = plan.access == .internal ? "internal " : ""
        typeName = KotlinLanguage.identifier(plan.typeName)
        detailsName = KotlinLanguage.identifier(plan.detailsTypeName)
        caseOwner = plan.shape.structure.map { KotlinLanguage.identifier($0.categoryType) } ?? typeName
    }

    /// The Kotlin expression for a property's value in a case: over the case's payload (enum shape, inside the
    /// case class) or the stored fields (struct shape, inside the data class).
    func expression(_ value: PlanValue, type: ValueType, caseIndex: Int) -> String {
        switch value {
        case .constant(let literal):
            return KotlinCode.literal(literal, as: type)
        case .field(let name):
            return "this." + KotlinLanguage.identifier(name)
        case .rule(let rule):
            // A declared enum's value reads as its wire spelling, which rules compare.
            let type = { plan.fieldType($0, in: caseIndex) ?? ValueType(.string, optional: true) }
            return KotlinRuleRenderer.render(rule.expression,
                                             field: { KotlinEnumTypes.ruleOperand("this." + KotlinLanguage.identifier($0), type($0)) },
                                             fieldType: { type($0).wireType })
        case .primaryCode(let code):
            return code.map { KotlinCode.literal($0, as: type) } ?? "null"
        case .conditional(let arms, let otherwise):
            // `(if (rule) a else if (rule) b else c)`: the first arm whose rule holds, as Swift's `?:` chain.
            var text = "("
            for arm in arms {
                text += "if (" + expression(.rule(arm.rule), type: ValueType(.bool), caseIndex: caseIndex) + ") "
                    + expression(arm.value, type: type, caseIndex: caseIndex) + " else "
            }
            return text + expression(otherwise, type: type, caseIndex: caseIndex) + ")"
        }
    }

    /// `@Deprecated(...)` goes on a deprecated case, and on constructors building one; the file suppresses the
    /// warnings of its own uses (`KotlinEmitter`).
    func marksDeprecated(_ c: PlanCase) -> Bool {
        c.deprecated != nil
    }

    /// `Type.case` for the enum shape, `Category.case` for the struct shape: a case named from anywhere.
    func qualifiedCase(_ caseIndex: Int) -> String {
        "\(caseOwner).\(KotlinLanguage.identifier(plan.cases[caseIndex].name))"
    }

    /// The KDoc lines of a case: when, what to do, doc, deprecation, and its payload fields.
    func caseDocs(_ c: PlanCase) -> [String] {
        let deprecation = c.deprecated.map { "Deprecated" + ($0.isEmpty ? "." : ": " + $0) }
        return KotlinCode.docComment([c.when, c.todo.map { "What to do: " + $0 }, c.doc, deprecation,
                                      KotlinCode.fieldDocs(c.payload, tag: "property")])
    }

    /// `@Deprecated("message")`.
    /// An annotation's argument is one JVM constant: a message too long for one is cut (the KDoc has it whole).
    static func deprecatedAnnotation(_ message: String) -> String {
        var text = message.isEmpty ? "Deprecated." : message
        if KotlinLanguage.modifiedUTF8Count(text) > KotlinLanguage.maxConstantBytes {
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(8_000))) + "…"
        }
        return "@Deprecated(\(KotlinLanguage.constantLiteral(text)))"
    }
}
