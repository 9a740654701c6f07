/// `JS/<Name>.js`: an ES module with `caseNames`, `isCaseName(value)` and `errorDetails(error)`, followed by
/// the runtime helpers it uses.
enum JavaScriptModule {
    static func source(_ plan: EmitPlan) -> String {
        let p = CodePrinter()
        p.line(GeneratedHeader.jsLine(specPath: plan.specPath))
        p.blank()
        let owner = JavaScriptNames.caseOwner(plan)
        p.line("/** The names of \(owner)'s cases, in spec order. */")
        p.line("export const caseNames = Object.freeze([")
        p.withIndentation {
            for c in plan.cases { p.line(JavaScriptLanguage.stringLiteral(c.name) + ",") }
        }
        p.line("]);")
        p.blank()
        p.line("const knownCaseNames = new Set(caseNames);")
        p.blank()
        p.line("/** Whether `value` is the name of one of \(owner)'s cases. */")
        p.line("export function isCaseName(value) {")
        p.withIndentation { p.line(#"return typeof value === "string" && knownCaseNames.has(value);"#) }
        p.line("}")
        p.blank()
        for line in JavaScriptSyntax.docComment(errorDetailsDoc(plan)) { p.line(line) }

        switch plan.shape {
        case .structure(let structure):
            var details = JavaScriptStructDetails(plan, structure)
            details.print(to: p)
            JavaScriptRuntime.print(JavaScriptRuntime.storedValue, to: p)
            for base in ValueType.Base.allCases where details.convertedTypes.contains(base) {
                JavaScriptRuntime.print(JavaScriptRuntime.storedConverter(base), to: p)
            }
        case .enumeration:
            var details = JavaScriptEnumDetails(plan)
            details.print(to: p)
            if details.parsesPayloads {
                JavaScriptRuntime.print(JavaScriptRuntime.payloadParser, to: p)
            }
            for base in ValueType.Base.allCases where details.convertedTypes.contains(base) {
                JavaScriptRuntime.print(JavaScriptRuntime.payloadConverter(base), to: p)
            }
        }
        return p.output
    }

    /// The JSDoc of `errorDetails`, shared by the module and the declarations.
    static func errorDetailsDoc(_ plan: EmitPlan) -> [String?] {
        let name = plan.typeName
        let reads: String
        if let structure = plan.shape.structure {
            reads = "`error.code` names the category (one of `\(structure.categoryType)`'s cases); the other fields are "
                + "read from `error.userInfo`, or else from the error itself, and type-checked: a missing or "
                + "wrong-typed optional field is null, a non-optional one gets an empty value (\"\", 0 or false)."
        } else {
            reads = "`error.code` is the case name and `error.message` the case with its values, as Swift prints "
                + "it; the values the details need are read back out of the message. A value the message does not "
                + "hold is null (rules treat it as Swift treats nil)."
        }
        return [
            "The details of a \(name) that reached JavaScript, such as a rejected promise's error: " + reads,
            "Returns null unless `error` is an object whose `code` is one of the names in `caseNames`."
                + (plan.isStruct ? "" : " Never throws for a malformed message."),
            "@param {unknown} error The error, usually an `Error` with `code` and `message`.",
            "@returns {\(plan.detailsTypeName) | null}",
        ]
    }
}

/// Names of generated declarations, shared by the module and the declarations.
enum JavaScriptNames {
    /// The type whose cases `code` names: the error type (enum shape) or its category type (struct shape).
    static func caseOwner(_ plan: EmitPlan) -> String {
        plan.shape.structure?.categoryType ?? plan.typeName
    }

    /// The union of case names: `PoolErrorCode`, or the category type's name.
    static func caseUnion(_ plan: EmitPlan) -> String {
        plan.shape.structure?.categoryType ?? plan.typeName + "Code"
    }

    /// The union of wire codes: `PoolErrorServerCode` (enum shape) or `JanuaryErrorKnownCode` (struct shape).
    static func codeUnion(_ plan: EmitPlan) -> String {
        plan.typeName + (plan.isStruct ? "KnownCode" : "ServerCode")
    }
}
