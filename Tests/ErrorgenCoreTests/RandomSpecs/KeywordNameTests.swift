import Foundation
import Testing
@testable import ErrorgenCore

/// Swift keywords, contextual names, names errorgen generates, and JavaScript's special names, in
/// every position a spec can hold a name: each is either rejected with an error that names it at
/// its line, or accepted and then compiles (Swift), loads and agrees (JS) and documents (Markdown).
@Suite(.serialized) struct KeywordNameTests {
    @Test func rejectedNamesGetAnErrorNamingThemAtTheirLine() {
        var summary: [String] = []
        for position in NameProbe.Position.allCases {
            var rejected = 0
            for name in NameProbe.candidates {
                let (accepted, diagnostics, line) = NameProbe.probe(name, at: position)
                guard !accepted else { continue }
                rejected += 1
                let clear = diagnostics.contains {
                    $0.severity == .error && $0.message.contains("'\(name)'") && $0.location?.line == line
                }
                #expect(clear, "\(position) '\(name)': \(diagnostics.map(\.description))")
            }
            summary.append("\(position.rawValue): \(NameProbe.candidates.count - rejected) accepted, \(rejected) rejected")
        }
        print("keyword names: " + summary.joined(separator: "; "))
    }

    @Test func acceptedNamesCompileInEveryPosition() throws {
        for tool in ["swiftc", "node", "tsc"] {
            try #require(ExternalTool.isAvailable(tool), "\(tool) is needed on PATH")
        }
        let specs = KeywordSpecs.all()
        let counts = try RandomSpecBatch(specs: specs, checksKotlin: false).run()
        #expect(counts.specs == specs.count)
    }

    /// Every type and category type name the validator accepts compiles (each in its own spec).
    @Test func acceptedTypeNamesCompile() throws {
        for tool in ["swiftc", "node", "tsc"] {
            try #require(ExternalTool.isAvailable(tool), "\(tool) is needed on PATH")
        }
        for specs in [KeywordSpecs.typeNames(), KeywordSpecs.categoryTypes()] {
            let counts = try RandomSpecBatch(specs: specs, checksKotlin: false).run()
            #expect(counts.specs == specs.count)
        }
    }
}
