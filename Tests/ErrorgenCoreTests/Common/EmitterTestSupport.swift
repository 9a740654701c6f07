@testable import ErrorgenCore

extension SwiftEmitter {
    /// The Swift file's text for a spec, planned first (the tests hold specs, the emitter reads plans).
    static func source(_ spec: Spec) -> String {
        source(EmitPlan(spec))
    }
}
