/// `CustomNSError`: a stable `errorDomain`, a stable `errorCode` per case, and `errorUserInfo` carrying
/// the bridge fields (and, for the struct shape, every stored field) by name.
enum SwiftErrorBridging {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let access = context.access
        printer.line("extension \(context.typeName): \(SwiftGeneratedNames.errorBridging) {")
        printer.withIndentation {
            printer.line("/// The `NSError` domain.")
            printer.line("\(access)static var errorDomain: String { \(SwiftLanguage.stringLiteral(context.plan.errorDomain)) }")
            printer.blank()
            printErrorCode(context, to: printer)
            printer.blank()
            printUserInfo(context, localized: context.plan.localizedTexts?.members ?? [], to: printer)
        }
        printer.line("}")
    }

    private static func printErrorCode(_ context: SwiftEmitContext, to printer: CodePrinter) {
        printer.line("/// The `NSError` code: the case's `errorCode` from the spec when it sets one; otherwise derived")
        printer.line("/// from the case name alone (FNV-1a, 32-bit, of its UTF-8 bytes, keeping the low 31 bits; 0 becomes 1),")
        printer.line("/// so it stays the same when cases are added, removed or reordered.")
        let patterns = context.patterns
        let cases = patterns.cases
        SwiftCaseSwitch(header: "\(context.access)var errorCode: Int", type: "Int", subject: context.switchSubject,
                        count: cases.count) { i, line in
            let c = cases[i]
            line.write("case ")
            // `errorCode: {field: grpcStatus}`: the field's value, or the nil code when it is nil.
            guard let (field, nilCode) = c.errorCodeField,
                  let type = c.payload.first(where: { $0.name.value == field })?.type else {
                patterns.write(caseAt: i, to: &line)
                line.write(": return ")
                return line.append(decimal: c.errorCode)
            }
            patterns.write(caseAt: i, binding: [field], to: &line)
            line.write(": return ")
            line.append(SwiftLanguage.identifier(field))
            if type.isOptional {
                line.write(" ?? ")
                line.append(decimal: nilCode)
            }
        }
            .print(chunkName: context.chunkName("errorCode"), to: printer)
    }

    /// - Parameter localized: the `LocalizedError` members the type has (`localizedError:`); their values go into
    ///   `errorUserInfo` too, because swift-corelibs-foundation bridges a `CustomNSError` from its user info alone.
    private static func printUserInfo(_ context: SwiftEmitContext, localized: [LocalizedTexts.Member], to printer: CodePrinter) {
        let members = SwiftDetails.members(context)
        var entries = members.map { (key: $0.name, type: $0.type, value: "details." + SwiftLanguage.memberAccess($0.name)) }
        if let category = context.category {
            let keys = Set(members.map(\.name))
            for field in category.structure.fields where !keys.contains(field.name.value) {
                entries.append((field.name.value, field.type.wireType,
                                SwiftEnumTypes.wireText("self." + SwiftLanguage.memberAccess(field.name.value), field.type)))
            }
        }
        let stored = context.category == nil ? "" : ", then every other stored field"
        let texts = localized.isEmpty ? "" : ", and the `LocalizedError` texts Foundation shows"
        printer.line("/// The bridge fields by name\(stored); optional values only when they are not `nil`\(texts).")
        printer.line("\(context.access)var errorUserInfo: [String: Any] {")
        printer.withIndentation {
            guard !entries.isEmpty || !localized.isEmpty else {
                printer.line("return [:]")
                return
            }
            if !members.isEmpty { printer.line("let details = self.errorDetails") }
            printer.line("var info: [String: Any] = [:]")
            for entry in entries {
                let key = SwiftLanguage.stringLiteral(entry.key)
                if entry.type.isOptional {
                    printer.line("if let value = \(entry.value) { info[\(key)] = value }")
                } else {
                    printer.line("info[\(key)] = \(entry.value)")
                }
            }
            for member in localized {
                printer.line("if let value = \(member.rawValue) { info[\(member.userInfoKey)] = value }")
            }
            printer.line("return info")
        }
        printer.line("}")
    }
}
