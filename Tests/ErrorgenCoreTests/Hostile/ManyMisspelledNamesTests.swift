import Testing
@testable import ErrorgenCore

/// A spec whose names are misspelled by the thousand (a bulk rename that missed a section) answers in time that
/// does not grow with (misspelled names) x (names): each "did you mean" compared the word with every name, and other
/// hints searched every case per error, for errors of which the first 100 are shown (20,000 misspelled `values` keys
/// of a 20,000-case spec did not finish in 5 minutes; a constructor per unknown case, 20,000 of them, took 30 s).
@Suite struct ManyMisspelledNamesTests {
    static func spec(cases: Int) -> String {
        var yaml = "name: Renamed\ncases:\n"
        for c in 0..<cases { yaml += "  - {name: case\(c), codes: [code\(c)]}\n" }
        yaml += "properties:\n  - name: retryable\n    type: Bool\n    default: false\n    values:\n"
        for c in 0..<cases { yaml += "      cse\(c): true\n" }
        yaml += "constructors:\n"
        for c in 0..<cases { yaml += "  - {name: make\(c), case: cse\(c)}\n" }
        return yaml
    }

    @Test func everyNameMisspelled() {
        let count = 5_000
        let yaml = Self.spec(cases: count)
        var diagnostics: [Diagnostic] = []
        // A tenth of the budget `compile` gives a spec, so a debug build spends a second on it, not ten.
        let elapsed = CPUTime.measure {
            Suggestion.$budget.withValue(Suggestion.Budget(comparisons: 200_000)) {
                diagnostics = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "Specs/Renamed.yaml").diagnostics
            }
        }
        let unknown = diagnostics.filter { $0.message.hasPrefix("unknown case 'cse") }
        #expect(unknown.count == 2 * count)
        // The first errors still say what was meant; the suggestions' shared budget ends before the last ones.
        #expect(unknown.first?.message == "unknown case 'cse0' (did you mean 'case0'?)")
        let suggested = unknown.filter { $0.message.contains("did you mean") }.count
        #expect(suggested >= 10 && suggested < 100, "\(suggested) of \(unknown.count)")
        // Seconds in a debug build; without the budget the searches took minutes there.
        CPUBudget.expect(elapsed, within: .seconds(30))
    }
}
