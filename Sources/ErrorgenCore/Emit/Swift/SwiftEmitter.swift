/// Emit: Spec -> `Swift/<Name>.swift`, one self-contained file that imports only Foundation. Pure: no I/O.
/// Deterministic: the output depends on the spec alone, in spec order.
public enum SwiftEmitter {
    public static func emit(_ spec: Spec) -> [OutputFile] {
        [OutputFile(path: "Swift/\(spec.name.value).swift", contents: source(spec), specPath: spec.path)]
    }

    /// The file's text.
    static func source(_ spec: Spec) -> String {
        let context = SwiftEmitContext(spec: spec)
        var printer = CodePrinter()
        printer.line(GeneratedHeader.swiftLine(specPath: spec.path))
        printer.blank()
        printer.line("import Foundation")
        printer.blank()
        SwiftTypeDeclaration.emit(context, into: &printer)
        extensionBlock(context, when: context.category == nil || !spec.properties.isEmpty, into: &printer) { printer in
            SwiftDerivedProperties.emit(context, into: &printer)
        }
        extensionBlock(context, when: spec.inbound != nil, into: &printer) { printer in
            SwiftInboundInit.emit(context, into: &printer)
        }
        extensionBlock(context, when: !spec.constructors.isEmpty, into: &printer) { printer in
            SwiftConstructors.emit(context, into: &printer)
        }
        printer.blank()
        SwiftDetails.emitDetailsType(context, into: &printer)
        extensionBlock(context, when: true, into: &printer) { printer in
            SwiftDetails.emitErrorDetails(context, into: &printer)
        }
        printer.blank()
        SwiftErrorBridging.emit(context, into: &printer)
        return printer.output
    }

    /// `extension Name { ... }` preceded by a blank line, when `condition` holds.
    private static func extensionBlock(_ context: SwiftEmitContext, when condition: Bool, into printer: inout CodePrinter,
                                       _ body: (inout CodePrinter) -> Void) {
        guard condition else { return }
        printer.blank()
        printer.line("extension \(context.typeName) {")
        printer.indent(body)
        printer.line("}")
    }
}
