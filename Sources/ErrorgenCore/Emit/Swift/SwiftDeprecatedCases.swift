/// Deprecated cases the inbound initializer builds. `@available(*, deprecated)` on a case makes every use warn, and
/// the initializer cannot be deprecated itself; but a use through a protocol requirement that is not deprecated does
/// not warn, even where the case is the witness. So the file declares, for the type that holds the cases (the error
/// enum, or the struct shape's category enum):
///
///     fileprivate protocol _PoolErrorDeprecatedCases {
///         static func old(code: Int) -> Self
///     }
///     extension PoolError: _PoolErrorDeprecatedCases {}
///     fileprivate enum _PoolErrorDeprecated<T: _PoolErrorDeprecatedCases> {
///         static func old(code: Int) -> T { T.old(code: code) }
///     }
///
/// and the initializer writes `_PoolErrorDeprecated<PoolError>.old(code: code)` (`SwiftEmitContext.inboundMember`).
/// An app that builds the case itself still gets the warning.
enum SwiftDeprecatedCases {
    /// The names are the owner's name as written, with `_` in front (a name that needs backticks has none).
    private static func ownerName(_ context: SwiftEmitContext) -> String {
        context.plan.shape.structure?.categoryType ?? context.plan.typeName
    }
    static func protocolName(_ context: SwiftEmitContext) -> String { "_" + ownerName(context) + "DeprecatedCases" }
    static func builderName(_ context: SwiftEmitContext) -> String { "_" + ownerName(context) + "Deprecated" }

    /// The deprecated cases an inbound initializer can build, in spec order.
    static func built(_ plan: EmitPlan) -> [PlanCase] {
        plan.inbounds.isEmpty ? [] : plan.cases.filter { $0.deprecated != nil && $0.isInboundTarget }
    }

    static func print(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let cases = built(context.plan)
        guard !cases.isEmpty else { return }
        let owner = context.category?.type ?? context.typeName
        let protocolName = protocolName(context)
        printer.blank()
        printer.line("/// Builds the deprecated cases the inbound initializer maps to without a deprecation warning in this file:")
        printer.line("/// these requirements are not deprecated, and the cases that satisfy them are.")
        printer.line("fileprivate protocol \(protocolName) {")
        printer.withIndentation {
            for c in cases {
                printer.line(c.payload.isEmpty ? "static var \(SwiftLanguage.identifier(c.name)): Self { get }"
                             : "static func \(SwiftLanguage.identifier(c.name))\(parameters(c, context)) -> Self")
            }
        }
        printer.line("}")
        printer.blank()
        printer.line("extension \(owner): \(protocolName) {}")
        printer.blank()
        printer.line("fileprivate enum \(builderName(context))<T: \(protocolName)> {")
        printer.withIndentation {
            for c in cases {
                let name = SwiftLanguage.identifier(c.name)
                guard !c.payload.isEmpty else {
                    printer.line("static var \(name): T { T.\(SwiftLanguage.memberAccess(c.name)) }")
                    continue
                }
                let arguments = c.payload.map { field -> String in
                    let label = SwiftLanguage.argumentLabel(field.name.value)
                    return label + ": " + SwiftLanguage.identifier(field.name.value)
                }
                printer.line("static func \(name)\(parameters(c, context)) -> T { T.\(SwiftLanguage.memberAccess(c.name))(\(arguments.joined(separator: ", "))) }")
            }
        }
        printer.line("}")
    }

    /// `(label: Type, ...)`, the case's payload as a function's parameters. These declarations are at the file's top
    /// level, and a declared enum is nested in the error type: its name is qualified (`PoolError.Tone`).
    private static func parameters(_ c: PlanCase, _ context: SwiftEmitContext) -> String {
        let fields = c.payload.map { field -> Field in
            guard let name = field.type.enumName else { return field }
            var field = field
            field.type.enumName = Name(context.typeName + "." + name.value, at: name.location)
            return field
        }
        return "(" + SwiftCode.parameters(fields).joined(separator: ", ") + ")"
    }
}
