/// The whole pipeline for one spec, without touching the file system:
/// bytes -> Load -> Decode -> Validate -> Plan -> Emit.
public enum SpecPipeline {
    /// Loads, decodes and validates one spec. The spec is nil when any error was found.
    /// Validation runs on whatever decoded, skipping only the checks that depend on parts that failed,
    /// so one run reports every independent problem.
    public static func compile(bytes: [UInt8], path: String, accessOverride: AccessLevel? = nil,
                               kotlin: KotlinRunOptions = KotlinRunOptions()) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        // One spec's "did you mean" searches share a budget: a spec of thousands of misspelled names still answers fast.
        // (A caller's own budget, a test's smaller one, is kept.)
        Suggestion.$budget.withValue(Suggestion.budget ?? Suggestion.Budget()) {
            compileChecked(bytes: bytes, path: path, accessOverride: accessOverride, kotlin: kotlin)
        }
    }

    private static func compileChecked(bytes: [UInt8], path: String, accessOverride: AccessLevel?,
                                       kotlin: KotlinRunOptions) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        let decoded: Spec?
        let unknown: UnknownParts
        var bag = DiagnosticBag()
        do {
            // The node tree lives only inside this block: it is freed before validation and emission,
            // whose allocations can then reuse its memory (lower peak memory for large specs).
            let (root, loadDiagnostics, duplicatedKeys) = try YAMLLoader.loadRecovering(bytes, path: path)
            bag.append(contentsOf: loadDiagnostics)
            let result = SpecDecoder.decodePartially(root, path: path, duplicatedKeys: duplicatedKeys)
            (decoded, unknown) = (result.spec, result.unknown)
            bag.append(contentsOf: result.diagnostics)
        } catch {
            return (nil, error.diagnostics)
        }
        guard var spec = decoded else { return (nil, placed(bag, bytes: bytes, path: path)) }
        if let accessOverride { spec.access = accessOverride }
        if !kotlin.generate { spec.kotlin.generate = false }
        if let package = kotlin.package { spec.kotlin.package = Name(package, at: SourceLocation(file: path, line: 0, column: 0)) }
        bag.append(contentsOf: SpecValidator.validate(spec, unknown: unknown))
        if spec.kotlin.generate {
            // With other errors too: a Kotlin-only problem would otherwise appear only once the rest is fixed. A name
            // with an error on its line or the next three (its item: a property pasted among the cases) keeps only
            // that error, which is likely the cause (a name refused for Swift is often refused for Kotlin).
            let kotlin = KotlinNameCheck.diagnostics(spec, namesOnly: bag.hasErrors)
            if !bag.hasErrors {
                bag.append(contentsOf: kotlin)
            } else {
                let lines = Set(bag.sorted.compactMap { $0.severity == .error ? $0.location?.line : nil })
                bag.append(contentsOf: kotlin.filter { d in
                    d.location.map { at in !(at.line...(at.line + 3)).contains(where: lines.contains) } ?? false
                })
            }
        }
        return (bag.hasErrors ? nil : spec, placed(bag, bytes: bytes, path: path))
    }

    /// The diagnostics in source order, those inside multi-line scalars moved to their character.
    private static func placed(_ bag: DiagnosticBag, bytes: [UInt8], path: String) -> [Diagnostic] {
        guard bag.hasErrors else { return bag.sorted }
        return Diagnostic.sortedByPlace(ScalarPositions.resolve(bag.sorted, bytes: bytes, path: path))
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
    static var emitters: [any PlanEmitter.Type] {
        [SwiftEmitter.self, JavaScriptEmitter.self, MarkdownEmitter.self, StringsEmitter.self, KotlinEmitter.self]
    }
}
