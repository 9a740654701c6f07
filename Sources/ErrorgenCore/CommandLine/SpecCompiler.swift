/// Turns one spec file into its outputs. The command line is written against this protocol;
/// the pipeline (load, decode, validate, emit) provides the real one.
public protocol SpecCompiler: Sendable {
    /// Load + decode + validate one spec. Diagnostics sorted; empty files list when invalid.
    func compile(bytes: [UInt8], path: String, accessOverride: AccessLevel?) -> (files: [OutputFile], diagnostics: [Diagnostic])

    /// The same, with what the run needs beyond the spec's own files (the JS package keys).
    func compileSpec(bytes: [UInt8], path: String, accessOverride: AccessLevel?) -> CompiledSpec

    /// The same with the command line's Kotlin options (`--no-kotlin`, `--kotlin-package`).
    func compileSpec(bytes: [UInt8], path: String, accessOverride: AccessLevel?, kotlin: KotlinRunOptions) -> CompiledSpec
}

/// One compiled spec: its outputs, its diagnostics, and its `jsPackage:` / `version:` keys.
public struct CompiledSpec: Sendable {
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]
    public var jsPackage: JSPackageKeys

    public init(files: [OutputFile], diagnostics: [Diagnostic], jsPackage: JSPackageKeys = JSPackageKeys()) {
        self.files = files
        self.diagnostics = diagnostics
        self.jsPackage = jsPackage
    }
}

extension SpecCompiler {
    /// A compiler without Kotlin output ignores the Kotlin options.
    public func compileSpec(bytes: [UInt8], path: String, accessOverride: AccessLevel?, kotlin: KotlinRunOptions) -> CompiledSpec {
        compileSpec(bytes: bytes, path: path, accessOverride: accessOverride)
    }

    /// A compiler that knows no package keys.
    public func compileSpec(bytes: [UInt8], path: String, accessOverride: AccessLevel?) -> CompiledSpec {
        let result = compile(bytes: bytes, path: path, accessOverride: accessOverride)
        return CompiledSpec(files: result.files, diagnostics: result.diagnostics)
    }
}
