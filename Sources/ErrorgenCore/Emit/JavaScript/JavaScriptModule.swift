/// `JS/<Name>.js`: an ES module with `caseNames`, `isCaseName(value)` and `errorDetails(error)`, followed by
/// the runtime helpers it uses.
enum JavaScriptModule {
    /// The file's UTF-8 bytes.
    static func source(_ plan: EmitPlan) -> [[UInt8]] {
        let p = CodePrinter()
        p.line(GeneratedHeader.jsLine(specPath: plan.specPath))
        // An app that type-checks its JavaScript (`checkJs`) reads this module's types from its `.d.ts`, which tsc
        // --strict checks; the module itself carries no JSDoc types for its helpers.
        // TypeScript reads the directive only when a space or the line's end follows it.
        p.line("// @ts-nocheck (its types are in \(plan.typeName).d.ts)")
        p.blank()
        let owner = JavaScriptNames.caseOwner(plan)
        p.line("/** The names of \(owner)'s cases, in spec order. */")
        p.line("export const caseNames = Object.freeze([")
        p.withIndentation {
            let line = JavaScriptLineBytes()
            for c in plan.cases {
                line.start()
                line.addStringLiteral(c.name)
                line.put(",")
                line.print(to: p)
            }
        }
        p.line("]);")
        p.blank()
        // Looked up as a property of an object without a prototype, not with `Set.prototype.has`: a built-in replaced
        // after the module loaded cannot change the answer.
        p.line("const knownCaseNames = Object.create(null);")
        p.line("for (let i = 0; i < caseNames.length; i++) knownCaseNames[caseNames[i]] = true;")
        p.line("Object.freeze(knownCaseNames);")
        p.blank()
        p.line("/** Whether `value` is the name of one of \(owner)'s cases. */")
        p.line("export function isCaseName(value) {")
        p.withIndentation { p.line(#"return typeof value === "string" && knownCaseNames[value] === true;"#) }
        p.line("}")
        p.blank()
        printCaseForCode(plan, to: p)
        for line in JavaScriptSyntax.docComment(errorDetailsDoc(plan, inModule: true)) { p.line(line) }
        p.line("export function errorDetails(error) {")
        p.withIndentation {
            p.line("try {")
            p.withIndentation { p.line("return detailsOf(error);") }
            p.line("} catch (ignored) {")
            p.withIndentation {
                p.line("// Only a broken environment gets here (a built-in replaced by one that throws, the stack used up):")
                p.line("// no answer rather than an exception.")
                p.line("return null;")
            }
            p.line("}")
        }
        p.line("}")
        p.blank()
        p.line("/** `errorDetails` without its guard. */")

        switch plan.shape {
        case .structure(let structure):
            var details = JavaScriptStructDetails(plan, structure)
            details.print(to: p)
            JavaScriptRuntime.print(JavaScriptRuntime.ownValue, to: p)
            JavaScriptRuntime.print(JavaScriptRuntime.ofOtherDomain, to: p)
            JavaScriptRuntime.print(JavaScriptRuntime.storedValue, to: p)
            for type in JavaScriptRuntime.typeOrder where details.convertedTypes.contains(type) {
                JavaScriptRuntime.print(JavaScriptRuntime.storedConverter(type), to: p)
            }
            for type in JavaScriptRuntime.typeOrder where details.heldTypes.contains(type) {
                JavaScriptRuntime.print(JavaScriptRuntime.heldReader(type), to: p)
            }
            let containers = JavaScriptContainers.helpers(for: details.convertedTypes.union(details.heldTypes))
            for helper in containers {
                JavaScriptRuntime.print(helper, to: p)
            }
            var parser: [String] = []
            if details.parsesMessage {
                JavaScriptRuntime.print(JavaScriptRuntime.messageText, to: p)
                JavaScriptRuntime.print(JavaScriptRuntime.spanIs, to: p)
                parser = JavaScriptPayloadParser.helpers(converting: details.parsedTypes, skippingBrackets: details.scansBrackets)
                for helper in parser {
                    JavaScriptRuntime.print(helper, to: p)
                }
            }
            if !parser.isEmpty || containers.contains(JavaScriptContainers.ownList) {
                JavaScriptRuntime.print(JavaScriptRuntime.newList, to: p)
            }
        case .enumeration:
            var details = JavaScriptEnumDetails(plan)
            details.print(to: p)
            JavaScriptRuntime.print(JavaScriptRuntime.ownValue, to: p)
            JavaScriptRuntime.print(JavaScriptRuntime.ofOtherDomain, to: p)
            if details.readsText { JavaScriptRuntime.print(JavaScriptRuntime.messageText, to: p) }
            for type in JavaScriptRuntime.typeOrder where details.heldTypes.contains(type) {
                JavaScriptRuntime.print(JavaScriptRuntime.heldReader(type), to: p)
            }
            let containers = JavaScriptContainers.helpers(for: details.heldTypes)
            for helper in containers {
                JavaScriptRuntime.print(helper, to: p)
            }
            let parser = JavaScriptPayloadParser.helpers(converting: details.convertedTypes, skippingBrackets: details.scansBrackets)
            for helper in parser {
                JavaScriptRuntime.print(helper, to: p)
            }
            if !parser.isEmpty || containers.contains(JavaScriptContainers.ownList) {
                JavaScriptRuntime.print(JavaScriptRuntime.newList, to: p)
            }
        }
        return p.outputChunks
    }

    /// `caseForCode(code)`: the case a service's error code maps to by the spec's codes, for a rejection from a module
    /// the spec's native side did not make (its `code` is the service's, not a case name). A table without a prototype,
    /// frozen, read as a property: nothing a caller or a replaced built-in does changes an answer.
    private static func printCaseForCode(_ plan: EmitPlan, to p: CodePrinter) {
        p.line("const caseOfCode = Object.create(null);")
        let line = JavaScriptLineBytes()
        for c in plan.cases {
            for code in c.codes {
                line.start()
                line.put("caseOfCode[")
                line.addStringLiteral(code.code)
                line.put("] = ")
                line.addStringLiteral(c.name)
                line.put(";")
                line.print(to: p)
            }
        }
        p.line("Object.freeze(caseOfCode);")
        p.blank()
        for text in JavaScriptSyntax.docComment(caseForCodeDoc(plan)) { p.line(text) }
        p.line("export function caseForCode(code) {")
        p.withIndentation {
            let numbers = plan.codeType == .int
            p.line(numbers ? #"const key = typeof code === "number" ? "" + code : typeof code === "string" ? code : null;"#
                           : #"const key = typeof code === "string" ? code : null;"#)
            p.line("if (key === null) return null;")
            p.line("const name = caseOfCode[key];")
            p.line(#"return typeof name === "string" ? name : null;"#)
        }
        p.line("}")
        p.blank()
    }

    /// The JSDoc of `caseForCode`, shared by the module and the declarations.
    static func caseForCodeDoc(_ plan: EmitPlan) -> [String?] {
        let owner = JavaScriptNames.caseOwner(plan)
        let kind = plan.codeType == .int ? "a number (or its decimal text)" : "a string"
        return [
            "The name of the \(owner) case that the service's error code `code` maps to, as the spec's `codes` list it "
                + "(`code` is \(kind), exactly as the service sends it), or null for any other value. For a rejection "
                + "whose `code` is the service's rather than a case name (a module that passes the service's code "
                + "through). Code families and `unknownCode` are the native side's inbound mapping and are not applied. "
                + "Never throws.",
            "@param {unknown} code The service's error code.",
            "@returns {string | null}",
        ]
    }

    /// The JSDoc of `errorDetails`, shared by the module and the declarations. In the module the details type is
    /// reached through an import of the module, which an editor resolves to its `.d.ts`.
    static func errorDetailsDoc(_ plan: EmitPlan, inModule: Bool = false) -> [String?] {
        let name = plan.typeName
        let reads: String
        if let structure = plan.shape.structure {
            let empty = structure.fields.contains { $0.type.container != nil } ? "\"\", 0, false, [] or an empty map" : "\"\", 0 or false"
            let fromMessage = structure.messageField.map { $0.type.isOptional } ?? true
                ? ", or without it from `error.message` when that is the error as Swift prints it" : ""
            reads = "`error.code` names the category (one of `\(structure.categoryType)`'s cases); the other fields are "
                + "read from `error.userInfo`\(fromMessage), or else from the error itself, and type-checked: a missing or "
                + "wrong-typed optional field is null, a non-optional one gets an empty value (\(empty); also "
                + "for a number JSON cannot carry exactly). A derived value is read from `error.userInfo` when it holds "
                + "it, else computed from the fields."
        } else {
            reads = "`error.code` is the case name. A value computed from the case's payload is read from "
                + "`error.userInfo` when it holds it (the native side's rejection puts every field there), else "
                + "computed from the payload values read back out of the case as Swift prints it (`userInfo`'s "
                + "description, else `error.message`). A value neither holds is null (rules treat it as Swift treats nil)."
        }
        let numbers = "Only own data properties are read (no getter runs, nothing inherited counts); an Int is a "
            + "safe integer and a Double a finite number, anything else is not a value."
            + (plan.shape.structure.map { $0.messageField.map { !$0.type.isOptional } ?? false } ?? false
               ? "" : " Messages longer than 2^24 (16,777,216) UTF-16 code units are not parsed.")
        return [
            "The details of \(EnglishArticle.before(name)) \(name) that reached JavaScript, such as a rejected promise's error: " + reads,
            numbers,
            "Returns null unless `error` is an object whose own `code` is one of the names in `caseNames`, and null for "
                + "an error of another NSError domain than \(JavaScriptLanguage.stringLiteral(plan.errorDomain)): one whose own "
                + "`domain` (React Native on iOS copies the NSError's there) or `userInfo[\(JavaScriptLanguage.stringLiteral(BridgeDomainMarker.key))]` "
                + "(the generated native rejections write it) is another string (React Native's placeholder \"RCTErrorDomain\" "
                + "aside). Never throws: where the environment is broken (a built-in replaced by one that throws), it is null.",
            "@param {unknown} error The error, usually an `Error` with `code` and `message`.",
            "@returns {\(inModule ? "import(\"./\(plan.typeName).js\")." : "")\(plan.detailsTypeName) | null}",
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
