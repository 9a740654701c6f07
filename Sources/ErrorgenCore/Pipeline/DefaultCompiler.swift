/// The real pipeline behind the command line: Load, Decode, Validate, then every emitter.
public struct DefaultCompiler: SpecCompiler {
    public static let shared = DefaultCompiler()

    public init() {}

    public func compile(bytes: [UInt8], path: String, accessOverride: AccessLevel?)
        -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let result = SpecPipeline.compile(bytes: bytes, path: path, accessOverride: accessOverride)
        guard let spec = result.spec else { return ([], result.diagnostics) }
        return (SpecPipeline.emit(spec), result.diagnostics)
    }

    public func compileSpec(bytes: [UInt8], path: String, accessOverride: AccessLevel?) -> CompiledSpec {
        let result = SpecPipeline.compile(bytes: bytes, path: path, accessOverride: accessOverride)
        guard let spec = result.spec else { return CompiledSpec(files: [], diagnostics: result.diagnostics) }
        return CompiledSpec(files: SpecPipeline.emit(spec), diagnostics: result.diagnostics, jsPackage: spec.jsPackage)
    }
}
