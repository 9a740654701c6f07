import Testing
@testable import ErrorgenCore

/// Code families by the thousand (a generated spec for a registry of code blocks) compile and emit in time that
/// does not grow with the square of their number: the docs page compared every prefix with every other one, and
/// the validator every range with every earlier range and every listed code (20,000 prefixes took 17 s).
@Suite struct ManyCodeFamiliesTests {
    static func spec(families: Int, ranges: Bool) -> String {
        var yaml = "name: ManyFamilies\n" + (ranges ? "codeType: Int\n" : "") + "cases:\n"
        for c in 0..<10 {
            yaml += "  - {name: c\(c), codes: [\(ranges ? String(c) : "code\(c)")], payload: [{name: code, type: "
                + (ranges ? "Int" : "String") + "}]}\n"
        }
        yaml += "  - {name: other}\ninbound:\n  parameters: [{name: code, type: \(ranges ? "Int" : "String")?, role: code, "
            + "default: \(ranges ? "0" : "none")}]\n  codeFamilies:\n"
        for f in 0..<families {
            yaml += ranges ? "    - {range: \"\(1_000 + f * 10)...\(1_000 + f * 10 + 9)\", case: c\(f % 10)}\n"
                : "    - {prefix: \"p\(f)_\", case: c\(f % 10)}\n"
        }
        return yaml + "  fallback: other\n"
    }

    @Test(arguments: [false, true]) func twentyThousandFamilies(ranges: Bool) {
        let yaml = Self.spec(families: 20_000, ranges: ranges)
        var files: [OutputFile] = []
        let elapsed = CPUTime.measure {
            let result = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "Specs/ManyFamilies.yaml")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
            if let spec = result.spec { files = SpecPipeline.emit(spec) }
        }
        #expect(files.count == 5)
        // About 2 s in a debug build; the pairwise comparisons took minutes there.
        CPUBudget.expect(elapsed, within: .seconds(20))
    }
}
