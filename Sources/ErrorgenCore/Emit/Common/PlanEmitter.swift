/// The one shape of every output: a pure function from a spec's plan to the files it writes.
public protocol PlanEmitter {
    static func emit(_ plan: EmitPlan) -> [OutputFile]
}

extension PlanEmitter {
    /// The files for a valid spec, planning it first (for callers that emit one output alone, such as tests).
    public static func emit(_ spec: Spec) -> [OutputFile] {
        emit(EmitPlan(spec))
    }
}
