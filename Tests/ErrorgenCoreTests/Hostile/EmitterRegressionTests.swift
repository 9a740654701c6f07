import Foundation
import Testing
@testable import ErrorgenCore

/// Generated code problems the random specs found, reduced to the smallest spec, checked with the
/// same harness (Swift type-checks without warnings, inbound calls give the right case, JS agrees).
@Suite(.serialized) struct EmitterRegressionTests {
    private static func structSpec(_ name: String, cases: [String], inbound: String,
                                   calls: [(Int, String)]) -> RandomSpec {
        let yaml = "name: \(name)\nshape: struct\ncategory: {type: \(name)Kind, property: kind}\ncases:\n"
            + cases.map { "  - name: \($0)\n" }.joined() + inbound
        return RandomSpec(seed: 0, typeName: name, isStruct: true, categoryProperty: "kind",
                          cases: cases.map { RandomSpec.Case(name: $0, payload: []) }, storedFields: [],
                          bridgeKeys: ["kind"], samples: cases.map { RandomSpec.Sample(caseName: $0, values: []) },
                          inboundSamples: calls.map { RandomSpec.InboundSample(arguments: [("status", .int($0.0))], expectedCase: $0.1) },
                          yaml: yaml)
    }

    /// Random specs (500 seeds): 13 struct-shaped specs whose inbound step could never match gave
    /// "variable 'matched' was never mutated"; a category case named `none` made `matched = .none`
    /// mean `Optional.none`, so `init(status: 404)` fell back to `b` (and Swift warned).
    @Test func structInboundCompilesCleanlyAndMatchesACaseNamedNone() throws {
        for tool in ["swiftc", "node", "tsc"] {
            try #require(ExternalTool.isAvailable(tool), "\(tool) is needed on PATH")
        }
        let statusOnly = "inbound:\n  parameters: [{name: status, type: Int, role: status}]\n"
        let specs = [
            Self.structSpec("NothingToMatch", cases: ["a"], inbound: statusOnly + "  fallback: a\n", calls: [(404, "a")]),
            Self.structSpec("CaseNamedNone", cases: ["none", "b"],
                            inbound: statusOnly + "  statuses: [{status: 404, case: none}]\n  fallback: b\n",
                            calls: [(404, "none"), (500, "b")]),
        ]
        let counts = try RandomSpecBatch(specs: specs).run()
        #expect(counts.inboundCalls == 3)
    }
}
