/// The native side of the React Native bridge: what a module passes to `reject(code, message, error)` (an
/// `RCTPromiseRejectBlock`) so that JavaScript's `errorDetails(error)` finds `error.code`, `error.message` and
/// `error.userInfo` as it expects. Plain Foundation values: the generated file needs no React Native import.
///
/// `userInfo` holds every bridge field by name (struct shape: then every other stored field), each as JSON
/// carries it to JavaScript exactly: `nil`, an `Int` beyond ±(2^53 − 1) and a non-finite `Double` are `NSNull`,
/// which JavaScript reads as null, the same value `errorDetails` gives for them. It also holds the domain
/// under `BridgeDomainMarker.key`, so that `errorDetails` returns null for a rejection of another domain.
enum SwiftReactNativeRejection {
    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let entries = userInfoEntries(context)
        let converted = Set(entries.filter { needsConversion($0.type) }.map(\.type.nonOptional))
        let converter = converted.isEmpty ? "" : context.freshMemberName("reactNativeBridged")
        let access = context.access
        let name = context.plan.typeName
        let marker = BridgeDomainMarker.key
        printer.blank()
        printer.line("extension \(context.typeName) {")
        printer.withIndentation {
            printer.line("/// What a React Native module passes to `reject(code, message, error)` so that JavaScript's")
            printer.line("/// `errorDetails(error)` reads exactly this error's details: `code` is the \(codeMeaning(context)),")
            printer.line("/// `message` \(messageMeaning(context)), and `error` carries `reactNativeUserInfo`.")
            printer.line("///")
            printer.line("///     } catch let error as \(name) {")
            printer.line("///         let rejection = error.reactNativeRejection")
            printer.line("///         reject(rejection.code, rejection.message, rejection.error)")
            printer.line("///     }")
            printer.line("\(access)var \(SwiftGeneratedNames.reactNativeRejection): (code: String, message: String, error: NSError) {")
            printer.withIndentation {
                printer.line("(\(codeExpression(context)), self.\(SwiftGeneratedNames.reactNativeMessage),")
                printer.line(" NSError(domain: Self.errorDomain, code: self.errorCode, userInfo: self.\(SwiftGeneratedNames.reactNativeUserInfo)))")
            }
            printer.line("}")
            printer.blank()
            printMessage(context, to: printer)
            printer.blank()
            printer.line("/// The rejection's `userInfo`: every bridge field by name\(context.category == nil ? "" : ", then every other stored field"),")
            printer.line("/// as JSON carries it exactly: `nil`, an `Int` beyond ±(2^53 − 1) and a non-finite `Double` as `NSNull`;")
            printer.line("/// and under \(SwiftLanguage.stringLiteral(marker)) the domain, which JavaScript's `errorDetails` checks.")
            printer.line("\(access)var \(SwiftGeneratedNames.reactNativeUserInfo): [String: Any] {")
            printer.withIndentation {
                guard !entries.isEmpty else {
                    printer.line("[\(SwiftLanguage.stringLiteral(marker)): Self.errorDomain]")
                    return
                }
                if entries.contains(where: { $0.value.hasPrefix("details.") }) { printer.line("let details = self.errorDetails") }
                printer.line("var info: [String: Any] = [\(SwiftLanguage.stringLiteral(marker)): Self.errorDomain]")
                for entry in entries {
                    let value = needsConversion(entry.type) ? "\(converter)(\(entry.value))" : entry.value
                    printer.line("info[\(SwiftLanguage.stringLiteral(entry.key))] = \(value)")
                }
                printer.line("return info")
            }
            printer.line("}")
        }
        printer.line("}")
        for base in ValueType.Base.allCases where converted.contains(ValueType(base)) {
            printer.blank()
            printConverter(base, named: converter, to: printer)
        }
        for container in [ValueType.Container.list, .map] {
            for base in ValueType.Base.allCases where converted.contains(ValueType(base, container: container)) {
                printer.blank()
                printConverter(ValueType(base, container: container), named: converter, to: printer)
            }
        }
    }

    /// Optionals (nil is `NSNull`), Ints (past 2^53 JSON is inexact) and Doubles (JSON has no inf or nan).
    private static func needsConversion(_ type: ValueType) -> Bool {
        type.isOptional || type.base == .int || type.base == .double
    }

    /// The keys of `userInfo` with their types and Swift expressions: the bridge fields, then (struct shape) the
    /// stored fields the bridge does not name.
    static func userInfoEntries(_ context: SwiftEmitContext) -> [(key: String, type: ValueType, value: String)] {
        let members = SwiftDetails.members(context)
        var entries = members.map { (key: $0.name, type: $0.type, value: "details." + SwiftLanguage.memberAccess($0.name)) }
        guard context.category != nil else { return entries }
        let keys = Set(members.map(\.name))
        for field in context.category?.structure.fields ?? [] where !keys.contains(field.name.value) {
            entries.append((field.name.value, field.type.wireType,
                            SwiftEnumTypes.wireText("self." + SwiftLanguage.memberAccess(field.name.value), field.type)))
        }
        return entries
    }

    private static func codeMeaning(_ context: SwiftEmitContext) -> String {
        context.category == nil ? "case name" : "`\(context.category!.propertyName)`'s case name"
    }

    private static func codeExpression(_ context: SwiftEmitContext) -> String {
        context.category.map { "self.\(SwiftLanguage.memberAccess($0.propertyName)).caseName" } ?? "self.caseName"
    }

    private static func messageMeaning(_ context: SwiftEmitContext) -> String {
        "is `\(SwiftGeneratedNames.reactNativeMessage)`"
    }

    /// `reactNativeMessage`. Enum shape: the case as Swift prints it (`description`), which `errorDetails` parses
    /// when `userInfo` is lost. Struct shape: the message field (`category.messageField`, else a String `message`),
    /// and where there is none or it is nil, the category and stored fields as `description` prints a case. Kotlin's
    /// `reactNativeMessage` gives the same text, so JavaScript reads the same `message` on iOS and Android.
    private static func printMessage(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let access = context.access
        let name = SwiftGeneratedNames.reactNativeMessage
        guard let structure = context.category?.structure else {
            printer.line("/// The message of the rejection: the case as `description` prints it, which `errorDetails` reads")
            printer.line("/// when the rejection's `userInfo` is lost.")
            printer.line("\(access)var \(name): String { self.description }")
            return
        }
        let field = structure.messageField
        if let field, !field.type.isOptional {
            printer.line("/// The message of the rejection: `\(field.name.value)`.")
            printer.line("\(access)var \(name): String { self.\(SwiftLanguage.memberAccess(field.name.value)) }")
            return
        }
        let printed = "printed"
        let text = SwiftDescription.text(for: structure, typeName: context.plan.typeName, helper: printed)
        let helpers = SwiftDescription.localHelpers(for: structure.fields, named: printed)
        let nilText = field.map { "`\($0.name.value)`, or where it is nil " } ?? ""
        printer.line("/// The message of the rejection: \(nilText)the category's case name and the stored fields, as")
        printer.line("/// `\(context.plan.typeName)(\(structure.categoryProperty): <case name>, <field>: <value>, ...)`, each value as `description` prints an enum case's.")
        printer.line("\(access)var \(name): String {")
        printer.withIndentation {
            for helper in helpers { printer.line(helper) }
            let value = field.map { "self." + SwiftLanguage.memberAccess($0.name.value) + " ?? " } ?? ""
            printer.line((helpers.isEmpty ? "" : "return ") + value + text)
        }
        printer.line("}")
        SwiftDescription.printQuoteFunctions(for: structure.fields, to: printer)
    }

    /// The test an element (or a scalar `value`) passes when JSON carries it exactly.
    private static func exactTest(_ base: ValueType.Base, _ value: String) -> String? {
        switch base {
        case .string, .bool: return nil
        case .int: return "\(value).magnitude <= 9_007_199_254_740_991"
        case .double: return "\(value).isFinite"
        }
    }

    /// A list or map: `NSNull` for nil, and each element as JSON carries it exactly, else `NSNull`.
    private static func printConverter(_ type: ValueType, named name: String, to printer: CodePrinter) {
        printer.line("/// The \(type.container == .list ? "list" : "map") with each element as JSON carries it to JavaScript exactly, else `NSNull` (null).")
        printer.line("private func \(name)(_ value: \(type)?) -> Any {")
        printer.withIndentation {
            printer.line("guard let value else { return NSNull() }")
            if let test = exactTest(type.base, "$0") {
                let map = type.container == .list ? "map" : "mapValues"
                printer.line("return value.\(map) { \(test) ? $0 as Any : NSNull() }")
            } else {
                printer.line("return value")
            }
        }
        printer.line("}")
    }

    /// A file-private converter to what JSON carries exactly; `name` is `reactNativeBridged` unless a member of the
    /// error type has that name.
    private static func printConverter(_ base: ValueType.Base, named name: String, to printer: CodePrinter) {
        let type = base.rawValue
        let test = exactTest(base, "value")
        printer.line("/// The value as JSON carries it to JavaScript exactly, else `NSNull` (null).")
        printer.line("private func \(name)(_ value: \(type)?) -> Any {")
        printer.withIndentation {
            printer.line("guard let value\(test.map { ", " + $0 } ?? "") else { return NSNull() }")
            printer.line("return value")
        }
        printer.line("}")
    }
}
