import Testing
@testable import ErrorgenCore

/// Every entry of the wrong-spec table (`WrongSpecTable.swift`) gets exactly its diagnostics: each problem at
/// its value with a specific message, notes where a second place matters, and no second error for the same
/// problem. A crash or hang fails the whole run.
@Suite struct WrongSpecTableTests {
    @Test(arguments: table.map(\.name))
    func wrongSpecGetsExactlyItsDiagnostics(_ name: String) throws {
        let entry = try #require(Self.table.first { $0.name == name })
        let (spec, diagnostics) = compileSpec(entry.yaml)
        #expect(spec == nil, "\(name) was accepted")
        // The list of allowed keys after an unknown key grows with the language; it comes from `SpecKeys`.
        #expect(diagnostics.map(Self.withoutKeyList) == entry.diagnostics.map(Self.withoutKeyList),
                "\(name):\n\(diagnostics.joined(separator: "\n"))")
    }

    static func withoutKeyList(_ diagnostic: String) -> String {
        guard let range = diagnostic.range(of: "; allowed keys: ") else { return diagnostic }
        return String(diagnostic[..<range.upperBound]) + "..."
    }

    @Test func tableCoversEverySection() {
        #expect(Self.table.count >= 100)
        let names = Set(Self.table.map(\.name))
        #expect(names.count == Self.table.count, "entry names are unique")
        for section in ["top", "case", "struct", "prop", "in", "ctor", "bridge", "docs"] {
            #expect(Self.table.filter { $0.name.hasPrefix(section + "-") }.count >= 8, "\(section) has few entries")
        }
    }
}
