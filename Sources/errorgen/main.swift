import ErrorgenCore

// Until Pipeline/ is merged there is no real compiler to hand over; the lead replaces the
// next line with `ErrorgenCommand.main(compiler: DefaultCompiler.shared)` and deletes
// `UnwiredCompiler` below.
ErrorgenCommand.main(compiler: UnwiredCompiler())

/// Rejects every spec with a clear error, so a binary built before the pipeline is wired
/// never writes anything.
struct UnwiredCompiler: SpecCompiler {
    func compile(bytes: [UInt8], path: String, accessOverride: AccessLevel?) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        ([], [.error("this errorgen build has no spec pipeline yet", at: SourceLocation(file: path, line: 1, column: 1))])
    }
}
