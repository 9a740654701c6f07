import Testing
@testable import ErrorgenCore

/// The reference workload that scales CPU budgets on a slow or busy machine (`CPUBudget`).
@Suite struct CPUBudgetTests {
    @Test func referenceSpecIsValidAndTimed() {
        let result = SpecPipeline.compile(bytes: Array(CPUBudget.referenceSpec.utf8), path: "Specs/Reference.yaml")
        #expect(result.spec != nil, "\(result.diagnostics.prefix(3))")
        #expect(result.spec?.cases.count == 1_000)
        print("CPU budget reference: \(CPUBudget.reference()) here, \(CPUBudget.referenceTime) on the development machine")
    }

    @Test func aTimeOverBudgetIsJudgedAgainstTheScaledBudgetAndNoFurther() {
        #expect(CPUBudget.allows(.milliseconds(10), .seconds(1)).ok)
        // Never more than `maxSlowdown` times the budget, however slow the machine is now.
        #expect(!CPUBudget.allows(.seconds(4.5), .seconds(1)).ok)
    }
}
