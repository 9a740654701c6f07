/// The bridge: `<Name>Details` (a data class with `toMap()`), `errorDetails`, and `errorUserInfo`, what an
/// Android module passes to `promise.reject(code, message, userInfo)`.
enum KotlinDetails {
    /// One field of the details value: its name, type, doc, and the expression reading it from the error.
    struct Member {
        var name: String
        var type: ValueType
        var doc: String?
        var source: String
    }

    static let errorCodeDoc = [
        "/**",
        " * The error code: the case's `errorCode` from the spec when it sets one; otherwise derived from the case name",
        " * alone (FNV-1a, 32-bit, of its UTF-8 bytes, keeping the low 31 bits; 0 becomes 1), as in Swift's `errorCode`.",
        " */",
    ]

    static func members(_ context: KotlinEmitContext) -> [Member] {
        let plan = context.plan
        let example = plan.cases.first?.name ?? "name"
        return plan.bridge.map { field in
            switch field.source {
            case .caseName:
                if let structure = plan.shape.structure {
                    return Member(name: field.name, type: ValueType(.string),
                                  doc: "The `\(structure.categoryProperty)`'s case name, such as `\(example)`.",
                                  source: "this.\(KotlinLanguage.identifier(structure.categoryProperty)).caseName")
                }
                return Member(name: field.name, type: ValueType(.string), doc: "The case name, such as `\(example)`.",
                              source: "this.caseName")
            case .description:
                return Member(name: field.name, type: ValueType(.string),
                              doc: "The case with its values, as Swift prints it.", source: "this.description")
            case .property(let index):
                let property = plan.properties[index]
                return Member(name: field.name, type: property.type.wireType, doc: property.doc,
                              source: KotlinEnumTypes.wireText("this." + KotlinLanguage.identifier(property.name.value),
                                                               property.type))
            case .storedField(let index):
                let stored = plan.shape.structure?.fields[index]
                return Member(name: field.name, type: stored?.type.wireType ?? ValueType(.string, optional: true), doc: stored?.doc,
                              source: stored.map { KotlinEnumTypes.wireText("this." + KotlinLanguage.identifier($0.name.value), $0.type) }
                                ?? "null")
            case .missing:
                return Member(name: field.name, type: ValueType(.string, optional: true), doc: nil, source: "null")
            }
        }
    }

    /// `<Name>Details`: the bridge fields, and `toMap()` with every field by name (null included).
    static func printDetailsClass(_ context: KotlinEmitContext, to printer: CodePrinter) {
        let members = members(context)
        printer.line("/**")
        printer.line(" * What the React Native bridge reports for a `\(context.plan.typeName)`: JavaScript's `errorDetails(error)`")
        printer.line(" * returns these fields.")
        printer.line(" */")
        let mapDoc = "/** The fields by name, in order, `null` included: the object `errorDetails(error)` returns in JavaScript. */"
        guard !members.isEmpty else {
            printer.line("\(context.visibility)class \(context.detailsName) {")
            printer.withIndentation {
                printer.line(mapDoc)
                printer.line("fun toMap(): Map<String, Any?> = linkedMapOf()")
                printer.blank()
                printer.line("override fun equals(other: Any?): Boolean = other is \(context.detailsName)")
                printer.blank()
                printer.line("override fun hashCode(): Int = 0")
            }
            printer.line("}")
            return
        }
        printer.line("\(context.visibility)data class \(context.detailsName)(")
        printer.withIndentation {
            for (index, member) in members.enumerated() {
                for line in KotlinCode.docComment([member.doc]) { printer.line(line) }
                printer.line("val \(KotlinLanguage.identifier(member.name)): \(KotlinCode.type(member.type))"
                             + (index == members.count - 1 ? "" : ","))
            }
        }
        printer.line(") {")
        printer.withIndentation {
            printer.line(mapDoc)
            let entries = members.map { "\(KotlinLanguage.stringLiteral($0.name)) to this.\(KotlinLanguage.identifier($0.name))" }
            printer.list("fun toMap(): Map<String, Any?> = linkedMapOf<String, Any?>", entries)
        }
        printer.line("}")
    }

    /// `errorDetails` and `errorUserInfo`, members of the error type.
    static func printMembers(_ context: KotlinEmitContext, to printer: CodePrinter) {
        let members = members(context)
        printer.line("/** The fields the React Native bridge reports for this error. */")
        printer.line("val errorDetails: \(context.detailsName)")
        printer.withIndentation {
            let arguments = members.map { "\(KotlinLanguage.identifier($0.name)) = \($0.source)" }
            printer.list("get() = \(context.detailsName)", arguments)
        }
        printer.blank()
        var entries = members.map { (key: $0.name, type: $0.type, value: "details." + KotlinLanguage.identifier($0.name)) }
        let structure = context.plan.shape.structure
        if let structure {
            let keys = Set(members.map(\.name))
            for field in structure.fields where !keys.contains(field.name.value) {
                // A declared enum's value is checked for null itself (a stable `val`, so it smart-casts), then written
                // as its wire spelling.
                entries.append((field.name.value, field.type, "this." + KotlinLanguage.identifier(field.name.value)))
            }
        }
        let stored = structure == nil ? "" : ", then every other stored field"
        let marker = KotlinLanguage.stringLiteral(BridgeDomainMarker.key)
        printer.line("/**")
        printer.line(" * The bridge fields by name\(stored); an optional's `null` as `null`, as Swift's `NSNull`.")
        printer.line(" * A value JSON cannot carry exactly (a `Long` beyond ±(2^53 − 1), a non-finite `Double`) is `null`, as in")
        printer.line(" * Swift's `reactNativeUserInfo`. Under `\(BridgeDomainMarker.key)`: the domain, which JavaScript's `errorDetails` checks.")
        printer.line(" * An Android module rejects with `promise.reject(code, reactNativeMessage, Arguments.makeNativeMap(errorUserInfo))`.")
        printer.line(" */")
        printer.line("val errorUserInfo: Map<String, Any?>")
        printer.withIndentation {
            printer.line("get() {")
            printer.withIndentation {
                if !members.isEmpty { printer.line("val details = this.errorDetails") }
                printer.line("val info = linkedMapOf<String, Any?>(\(marker) to errorDomain)")
                for entry in entries {
                    let key = KotlinLanguage.stringLiteral(entry.key)
                    // An optional's `null` is kept, as Swift's `NSNull`: a missing key would let JavaScript read the
                    // error's own property instead, such as the `message` React Native makes up.
                    let member = entry.type.isOptional ? "?." : "."
                    let value = entry.type.enumName == nil
                        ? exact(entry.value, entry.type, member: member) : entry.value + member + "rawValue"
                    printer.line("info[\(key)] = \(value)")
                }
                printer.line("return info")
            }
            printer.line("}")
        }
        printer.blank()
        printMessage(context, to: printer)
    }

    /// `reactNativeMessage`, the same text as Swift's (`SwiftReactNativeRejection`): enum shape, `description`;
    /// struct shape, the message field, and where there is none or it is null, the category's case name and the stored
    /// fields as Swift's `description` prints a case.
    private static func printMessage(_ context: KotlinEmitContext, to printer: CodePrinter) {
        let name = SwiftGeneratedNames.reactNativeMessage
        guard let structure = context.plan.shape.structure else {
            printer.line("/** The message of the rejection: `description`, the same text as Swift's `\(name)`. */")
            printer.line("val \(name): String")
            printer.withIndentation { printer.line("get() = this.description") }
            return
        }
        let field = structure.messageField
        let read = field.map { "this." + KotlinLanguage.identifier($0.name.value) }
        if let field, let read, !field.type.isOptional {
            printer.line("/** The message of the rejection: `\(field.name.value)`, as Swift's `\(name)`. */")
            printer.line("val \(name): String")
            printer.withIndentation { printer.line("get() = " + read) }
            return
        }
        let nilText = field.map { "`\($0.name.value)`, or where it is null " } ?? ""
        printer.line("/**")
        printer.line(" * The message of the rejection, the same text as Swift's `\(name)`: \(nilText)the category's case name and the")
        printer.line(" * stored fields, `\(context.plan.typeName)(\(structure.categoryProperty): <case name>, <field>: <value>, ...)`, each value as Swift prints it.")
        printer.line(" */")
        printer.line("val \(name): String")
        printer.withIndentation {
            let parts = structure.describedPieces(typeName: context.plan.typeName).map { piece in
                switch piece {
                case .text(let text): KotlinLanguage.stringLiteral(text)
                case .categoryName: "this." + KotlinLanguage.identifier(structure.categoryProperty) + ".caseName"
                case .field(let field):
                    KotlinRuntime.swiftText("this." + KotlinLanguage.identifier(field.name.value), type: field.type, quoted: true)
                }
            }
            let text = KotlinCode.concatenation(parts)
            printer.line("get() = " + (read.map { "\($0) ?: (\(text))" } ?? text))
        }
    }

    /// `value` as JSON carries it to JavaScript exactly, else null (each element of a list or map): a `Long`
    /// beyond ±(2^53 − 1) and a non-finite `Double` are null, as Swift's `reactNativeUserInfo` has them.
    /// `member` is `?.` for an optional value, whose `null` stays `null`.
    private static func exact(_ value: String, _ type: ValueType, member: String) -> String {
        let test: (String) -> String
        switch type.base {
        case .string, .bool: return value
        case .int: test = { "\($0) >= -9007199254740991L && \($0) <= 9007199254740991L" }
        case .double: test = { "\($0).isFinite()" }
        }
        switch type.container {
        case nil: return "\(value)\(member)let { if (\(test("it"))) it else null }"
        case .list: return "\(value)\(member)map { if (\(test("it"))) it else null }"
        case .map: return "\(value)\(member)mapValues { if (\(test("it.value"))) it.value else null }"
        }
    }
}
