/// The whole pipeline for one spec, without touching the file system:
/// bytes -> Load -> Decode -> Validate -> Plan -> Emit.
public enum SpecPipeline {
    /// Loads, decodes and validates one spec. The spec is nil when any error was found.
    public static func compile(bytes: [UInt8], path: String, accessOverride: AccessLevel? = nil)
        -> (spec: Spec?, diagnostics: [Diagnostic]) {
        let decoded: Spec?
        let decodeDiagnostics: [Diagnostic]
        do {
            // The node tree lives only inside this block: it is freed before validation and emission,
            // whose allocations can then reuse its memory (lower peak memory for large specs).
            let root = try YAMLLoader.load(bytes, path: path)
            (decoded, decodeDiagnostics) = SpecDecoder.decode(root, path: path)
        } catch {
            return (nil, error.diagnostics)
        }
        guard var spec = decoded else { return (nil, decodeDiagnostics) }
        if let accessOverride { spec.access = accessOverride }
        let diagnostics = decodeDiagnostics + SpecValidator.validate(spec)
        return (diagnostics.contains { $0.severity == .error } ? nil : spec, diagnostics)
    }

    /// Every output file for a valid spec, in a fixed order. The spec is planned once; every emitter reads the plan.
    public static func emit(_ spec: Spec) -> [OutputFile] {
        emit(EmitPlan(spec))
    }

    /// Every output file for a planned spec, in a fixed order.
    public static func emit(_ plan: EmitPlan) -> [OutputFile] {
        emitters.flatMap { $0.emit(plan) }
    }

    /// The outputs, in the order their files are listed.
    static var emitters: [any PlanEmitter.Type] { [SwiftEmitter.self, JavaScriptEmitter.self, MarkdownEmitter.self] }
}
