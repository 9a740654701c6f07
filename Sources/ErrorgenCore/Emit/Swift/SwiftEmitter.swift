/// Emit: plan -> `Swift/<Name>.swift`, one self-contained file that imports only Foundation. Pure: no I/O.
/// Deterministic: the output depends on the spec alone, in spec order.
public enum SwiftEmitter: PlanEmitter {
    public static func emit(_ plan: EmitPlan) -> [OutputFile] {
        [OutputFile(path: "Swift/\(plan.typeName).swift", chunks: printed(plan).outputChunks, specPath: plan.specPath)]
    }

    /// The file's text.
    static func source(_ plan: EmitPlan) -> String { printed(plan).output }

    /// The file, printed.
    private static func printed(_ plan: EmitPlan) -> CodePrinter {
        let context = SwiftEmitContext(plan: plan)
        let printer = CodePrinter()
        printer.line(GeneratedHeader.swiftLine(specPath: plan.specPath))
        printer.blank()
        printer.line("import Foundation")
        printer.blank()
        SwiftTypeDeclaration.print(context, to: printer)
        SwiftEnumTypes.print(context, to: printer)
        extensionBlock(context, when: context.category == nil || !plan.properties.isEmpty, to: printer) {
            SwiftDerivedProperties.print(context, to: printer)
        }
        extensionBlock(context, when: SwiftEquatable.isWritten(context), to: printer) {
            SwiftEquatable.print(context, to: printer)
        }
        extensionBlock(context, when: !plan.inbounds.isEmpty, to: printer) {
            SwiftInboundInit.print(context, to: printer)
        }
        SwiftDeprecatedCases.print(context, to: printer)
        extensionBlock(context, when: !plan.constructors.isEmpty, to: printer) {
            SwiftConstructors.print(context, to: printer)
        }
        printer.blank()
        SwiftDetails.printDetailsType(context, to: printer)
        extensionBlock(context, when: true, to: printer) {
            SwiftDetails.printErrorDetails(context, to: printer)
        }
        printer.blank()
        SwiftErrorBridging.print(context, to: printer)
        SwiftReactNativeRejection.print(context, to: printer)
        if let texts = plan.localizedTexts {
            SwiftLocalizedError.print(context, texts: texts, to: printer)
        }
        return printer
    }

    /// `extension Name { ... }` preceded by a blank line, when `condition` holds.
    private static func extensionBlock(_ context: SwiftEmitContext, when condition: Bool, to printer: CodePrinter,
                                       _ body: () -> Void) {
        guard condition else { return }
        printer.blank()
        printer.line("extension \(context.typeName) {")
        printer.withIndentation(body)
        printer.line("}")
    }
}
