import Testing
@testable import ErrorgenCore

/// `LocalizedError`'s requirements are member names only while the spec asks for `localizedError` (the wrong-spec
/// table has the errors). Without it the names are free: the generated Swift, with each as a property and a field,
/// compiles. With it, a spec that avoids them compiles too (an outside tester's spec passed `lint` and then failed
/// in `swiftc` with "invalid redeclaration of 'failureReason'").
@Suite struct LocalizedErrorNameTests {
    static let names = ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"]

    @Test func theNamesAreFreeWithoutLocalizedError() throws {
        let yaml = "name: E\nfields:\n" + Self.names.map { "  - {name: \($0)Field, type: String?}\n" }.joined()
            .replacingOccurrences(of: "errorDescriptionField", with: "errorDescription")
            + "cases: [{name: a, when: A.}]\nproperties:\n"
            + Self.names.dropFirst().map { "  - {name: \($0), type: String?}\n" }.joined()
        let (spec, diagnostics) = compileSpec(yaml)
        let valid = try #require(spec, "\(diagnostics)")
        let swift = try #require(SpecPipeline.emit(valid).first { $0.path.hasSuffix(".swift") }).contents
        try ExternalTools.typecheckSwift("import Foundation\n" + swift, expectErrorsOnLines: [])
    }

    @Test(arguments: names)
    func eachNameIsRefusedWithLocalizedError(_ name: String) {
        let (spec, diagnostics) = compileSpec("name: E\nlocalizedError: {}\ncases: [{name: a, when: A.}]\n"
                                              + "properties: [{name: \(name), type: String?}]\n")
        #expect(spec == nil)
        #expect(diagnostics.count == 1 && diagnostics[0].contains("'\(name)' is reserved with 'localizedError'"),
                "\(diagnostics)")
    }
}
