/// `JS/<Name>.js`: an ES module with `caseNames`, `isCaseName(value)` and `errorDetails(error)`, followed by
/// the runtime helpers it uses.
enum JavaScriptModule {
    static func render(_ spec: Spec) -> String {
        var p = CodePrinter()
        p.line(GeneratedHeader.jsLine(specPath: spec.path))
        p.blank()
        let owner = JavaScriptNames.caseOwner(spec)
        p.line("/** The names of \(owner)'s cases, in spec order. */")
        p.line("export const caseNames = Object.freeze([")
        p.indent { p in
            for c in spec.cases { p.line(JavaScriptLanguage.stringLiteral(c.name.value) + ",") }
        }
        p.line("]);")
        p.blank()
        p.line("const knownCaseNames = new Set(caseNames);")
        p.blank()
        p.line("/** Whether `value` is the name of one of \(owner)'s cases. */")
        p.line("export function isCaseName(value) {")
        p.indent { $0.line(#"return typeof value === "string" && knownCaseNames.has(value);"#) }
        p.line("}")
        p.blank()
        for line in JavaScriptSyntax.docComment(errorDetailsDoc(spec)) { p.line(line) }

        let values = JavaScriptPropertyValues(spec)
        if spec.isStruct {
            var details = JavaScriptStructDetails(spec, values: values)
            details.print(into: &p)
            JavaScriptRuntime.print(JavaScriptRuntime.storedValue, into: &p)
            for base in ValueType.Base.allCases where details.convertedTypes.contains(base) {
                JavaScriptRuntime.print(JavaScriptRuntime.storedConverter(base), into: &p)
            }
        } else {
            var details = JavaScriptEnumDetails(spec, values: values)
            details.print(into: &p)
            if details.parsesPayloads {
                JavaScriptRuntime.print(JavaScriptRuntime.payloadParser, into: &p)
            }
            for base in ValueType.Base.allCases where details.convertedTypes.contains(base) {
                JavaScriptRuntime.print(JavaScriptRuntime.payloadConverter(base), into: &p)
            }
        }
        return p.output
    }

    /// The JSDoc of `errorDetails`, shared by the module and the declarations.
    static func errorDetailsDoc(_ spec: Spec) -> [String?] {
        let name = spec.name.value
        let reads: String
        if case .structure(let categoryType, _) = spec.shape {
            reads = "`error.code` names the category (one of `\(categoryType.value)`'s cases); the other fields are "
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
                + (spec.isStruct ? "" : " Never throws for a malformed message."),
            "@param {unknown} error The error, usually an `Error` with `code` and `message`.",
            "@returns {\(spec.detailsTypeName) | null}",
        ]
    }
}

/// Names of generated declarations, shared by the module and the declarations.
enum JavaScriptNames {
    /// The type whose cases `code` names: the error type (enum shape) or its category type (struct shape).
    static func caseOwner(_ spec: Spec) -> String {
        if case .structure(let categoryType, _) = spec.shape { return categoryType.value }
        return spec.name.value
    }

    /// The union of case names: `PoolErrorCode`, or the category type's name.
    static func caseUnion(_ spec: Spec) -> String {
        if case .structure(let categoryType, _) = spec.shape { return categoryType.value }
        return spec.name.value + "Code"
    }

    /// The union of wire codes: `PoolErrorServerCode` (enum shape) or `JanuaryErrorKnownCode` (struct shape).
    static func codeUnion(_ spec: Spec) -> String {
        spec.name.value + (spec.isStruct ? "KnownCode" : "ServerCode")
    }
}
