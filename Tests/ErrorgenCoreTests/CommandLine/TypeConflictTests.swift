import Foundation
import Testing
@testable import ErrorgenCore

/// Specs of one run share a Swift module (and a Kotlin package when they name the same one): a type one spec
/// declares must not be one another spec's output declares too. Each spec is valid alone, so only the run sees it.
@Suite struct TypeConflictTests {
    static let probe = "name: Probe\ncases: [{name: a}]\n"
    static let probeDetails = "name: ProbeDetails\ncases: [{name: a}]\n"
    static func record(_ name: String) -> String {
        "name: \(name)\nshape: struct\ncategory: {type: ErrorCategory}\nfields: [{name: message, type: String}]\ncases: [{name: a}]\n"
    }

    @Test func aTypeNamedLikeAnotherSpecsGeneratedTypeIsAnError() throws {
        let scratch = ScratchFolder()
        scratch.write("Specs/Probe.yaml", Self.probe)
        scratch.write("Specs/ProbeDetails.yaml", Self.probeDetails)
        scratch.write("Specs/One.yaml", Self.record("One"))
        scratch.write("Specs/Two.yaml", Self.record("Two"))
        let expected = """
            Specs/ProbeDetails.yaml: error: Specs/Probe.yaml and Specs/ProbeDetails.yaml both declare the Swift type 'ProbeDetails' (in Swift/Probe.swift and Swift/ProbeDetails.swift), which cannot be compiled together; rename the type or the category type in one of them
            Specs/ProbeDetails.yaml: error: Specs/Probe.yaml and Specs/ProbeDetails.yaml both declare the Kotlin type 'ProbeDetails' (in Kotlin/Probe.kt and Kotlin/ProbeDetails.kt), which cannot be compiled together; rename the type or the category type in one of them
            Specs/Two.yaml: error: Specs/One.yaml and Specs/Two.yaml both declare the Swift type 'ErrorCategory' (in Swift/One.swift and Swift/Two.swift), which cannot be compiled together; rename the type or the category type in one of them
            Specs/Two.yaml: error: Specs/One.yaml and Specs/Two.yaml both declare the Kotlin type 'ErrorCategory' (in Kotlin/One.kt and Kotlin/Two.kt), which cannot be compiled together; rename the type or the category type in one of them

            """
        for command in [["lint"], ["generate", "--output", "Out"]] {
            let outcome = try ErrorgenProcess.run(command + ["Specs/One.yaml", "Specs/Probe.yaml", "Specs/ProbeDetails.yaml", "Specs/Two.yaml"],
                                                  in: scratch.path)
            #expect(outcome.status == 1)
            #expect(outcome.standardError.replacingOccurrences(of: "note: nothing was written\n", with: "") == expected)
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Out")))
        // Alone, or with Kotlin in different packages, each pair is fine for Kotlin; Swift still shares a module.
        let separate = try ErrorgenProcess.run(["lint", "Specs/Probe.yaml", "Specs/One.yaml"], in: scratch.path)
        #expect(separate.status == 0, "\(separate.standardError)")
        scratch.write("Specs/Two.yaml", Self.record("Two") + "kotlin: {package: com.example.two}\n")
        let packages = try ErrorgenProcess.run(["lint", "Specs/One.yaml", "Specs/Two.yaml"], in: scratch.path)
        #expect(packages.standardError == """
            Specs/Two.yaml: error: Specs/One.yaml and Specs/Two.yaml both declare the Swift type 'ErrorCategory' (in Swift/One.swift and Swift/Two.swift), which cannot be compiled together; rename the type or the category type in one of them

            """)
    }
}
