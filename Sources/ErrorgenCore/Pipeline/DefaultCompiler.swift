/// The real pipeline behind the command line: Load, Decode, Validate, then every emitter.
public struct DefaultCompiler: SpecCompiler {
    public static let shared = DefaultCompiler()

    public init() {}

    public func compile(bytes: [UInt8], path: String, accessOverride: AccessLevel?)
        -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let result = compileSpec(bytes: bytes, path: path, accessOverride: accessOverride)
        return (result.files, result.diagnostics)
    }

    public func compileSpec(bytes: [UInt8], path: String, accessOverride: AccessLevel?) -> CompiledSpec {
        compileSpec(bytes: bytes, path: path, accessOverride: accessOverride, kotlin: KotlinRunOptions())
    }

    public func compileSpec(bytes: [UInt8], path: String, accessOverride: AccessLevel?, kotlin: KotlinRunOptions) -> CompiledSpec {
        let result = SpecPipeline.compile(bytes: bytes, path: path, accessOverride: accessOverride, kotlin: kotlin)
        guard let spec = result.spec else { return CompiledSpec(files: [], diagnostics: result.diagnostics) }
        return CompiledSpec(files: SpecPipeline.emit(spec), diagnostics: result.diagnostics, jsPackage: spec.jsPackage)
    }
}
