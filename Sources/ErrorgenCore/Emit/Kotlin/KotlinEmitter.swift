/// Emit: plan -> `Kotlin/<Name>.kt`, one file for Android (Kotlin 1.3 and later, JVM): the error type, its
/// details class, and the helpers its `toString()` uses. Nothing when the spec or the run turns Kotlin off.
/// Pure: no I/O.
public enum KotlinEmitter: PlanEmitter {
    public static func emit(_ plan: EmitPlan) -> [OutputFile] {
        guard let kotlin = plan.kotlin else { return [] }
        return [OutputFile(path: "Kotlin/\(plan.typeName).kt", chunks: printed(plan, package: kotlin.package).outputChunks,
                           specPath: plan.specPath)]
    }

    /// The file's text.
    static func source(_ plan: EmitPlan, package: String?) -> String { printed(plan, package: package).output }

    /// Whether a rule value reads one optional field more than once (each read may test it for null).
    private static func rereadsOptionalField(_ property: PlanProperty, _ plan: EmitPlan) -> Bool {
        for (caseIndex, value) in property.values.enumerated() {
            guard case .rule(let rule) = value else { continue }
            if rule.rereads.contains(where: { plan.fieldType($0, in: caseIndex)?.isOptional == true }) { return true }
        }
        return false
    }

    /// What the status rows' `when` rules read, as a property rule's `fieldsRead` says: a `??` (or an `in` over a
    /// list) goes through `ruleOrElse`, and an optional parameter read twice needs the same suppressions.
    private static func rowRules(_ plan: EmitPlan) -> (coalesces: Bool, rereadsOptional: Bool) {
        var coalesces = false, rereadsOptional = false
        for inbound in plan.inbounds {
            for step in inbound.steps where step.hasConditions {
                for case let condition? in step.arms.map(\.condition) {
                    let reads = PlanRule.fieldsRead(by: condition)
                    coalesces = coalesces || reads.coalesces
                    rereadsOptional = rereadsOptional
                        || reads.rereads.contains { inbound.parameter(named: $0)?.field.type.isOptional == true }
                }
            }
        }
        return (coalesces, rereadsOptional)
    }

    /// The file, printed.
    private static func printed(_ plan: EmitPlan, package: String?) -> CodePrinter {
        let context = KotlinEmitContext(plan: plan)
        let printer = CodePrinter()
        printer.line(GeneratedHeader.swiftLine(specPath: plan.specPath))
        printer.blank()
        var suppressed: [String] = []
        let rows = rowRules(plan)
        if rows.rereadsOptional || plan.properties.contains(where: { $0.hasConditionalValue || rereadsOptionalField($0, plan) }) {
            // A conditional value is an `if ... else if ...` chain; Kotlin's flow analysis warns when an earlier
            // arm already decides a later arm's null check, which the spec's arms may well do on purpose. So can a
            // rule that reads an optional field twice (`count != null or count in [1, 2]`: random spec seed 309).
            suppressed += ["SENSELESS_COMPARISON", "UNREACHABLE_CODE"]
        }
        if rows.coalesces || plan.properties.contains(where: { $0.values.contains(where: \.coalesces) }) {
            // `count(tags) ?? 0` reads `tags?.size`; after `tags != null &&` earlier in the same rule, Kotlin's smart
            // cast makes that safe call one it calls unnecessary.
            suppressed.append("UNNECESSARY_SAFE_CALL")
        }
        if plan.cases.contains(where: { $0.deprecated != nil }) {
            // The file names its deprecated cases (`when` arms, `from(...)`, a data class's own members); the app's
            // uses still warn.
            suppressed.append("DEPRECATION")
        }
        if !suppressed.isEmpty {
            printer.line("@file:Suppress(" + suppressed.map(KotlinLanguage.stringLiteral).joined(separator: ", ") + ")")
            printer.blank()
        }
        if let package {
            printer.line("package " + KotlinLanguage.packageName(package))
            printer.blank()
        }
        switch plan.shape {
        case .enumeration: KotlinSealedClass.print(context, to: printer)
        case .structure(let structure): KotlinDataClass.print(context, structure, to: printer)
        }
        printer.blank()
        KotlinDetails.printDetailsClass(context, to: printer)
        printer.blank()
        printer.line("/** A `\(plan.typeName)` to throw: its message is the error's `toString()`. */")
        printer.line("\(context.visibility)class \(KotlinLanguage.identifier(plan.typeName + "Exception"))(val error: \(context.typeName)) : "
                     + "Exception(error.toString())")
        for helper in KotlinRuntime.Helper.allCases where helpers(plan).contains(helper) {
            KotlinRuntime.print(helper, to: printer)
        }
        return printer
    }

    /// The runtime helpers the file calls: in descriptions (enum shape) and templates.
    private static func helpers(_ plan: EmitPlan) -> Set<KotlinRuntime.Helper> {
        var used = Set<KotlinRuntime.Helper>()
        if let structure = plan.shape.structure {
            // `reactNativeMessage` prints the stored fields unless a non-optional message field is the message.
            if structure.messageField?.type.isOptional != false {
                for field in structure.fields { used.formUnion(KotlinRuntime.helpers(for: field.type, quoted: true)) }
            }
        } else {
            for c in plan.cases {
                for field in c.payload { used.formUnion(KotlinRuntime.helpers(for: field.type, quoted: true)) }
            }
        }
        func templates(_ value: AssignedValue, _ parameters: [Field]) {
            guard case .template(let template) = value else { return }
            if template.parts.contains(where: { $0.hole?.format != nil }) {
                used.formUnion([.format, .double])
            }
            for name in template.parameterNames {
                if let type = parameters.first(where: { $0.name.value == name })?.type {
                    used.formUnion(KotlinRuntime.helpers(for: type, quoted: false))
                }
            }
        }
        for constructor in plan.constructors {
            for argument in constructor.arguments { argument.value.map { templates($0, constructor.parameters) } }
        }
        if rowRules(plan).coalesces || plan.properties.contains(where: { $0.values.contains(where: \.coalesces) }) {
            used.insert(.orElse)
        }
        for inbound in plan.inbounds {
            for parameter in inbound.parameters {
                parameter.defaultValue.map { templates($0, inbound.parameters.map(\.field)) }
            }
        }
        return used
    }
}
