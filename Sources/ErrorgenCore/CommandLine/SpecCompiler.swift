/// Turns one spec file into its outputs. The command line is written against this protocol;
/// the pipeline (load, decode, validate, emit) provides the real one.
public protocol SpecCompiler: Sendable {
    /// Load + decode + validate one spec. Diagnostics sorted; empty files list when invalid.
    func compile(bytes: [UInt8], path: String, accessOverride: AccessLevel?) -> (files: [OutputFile], diagnostics: [Diagnostic])
}
