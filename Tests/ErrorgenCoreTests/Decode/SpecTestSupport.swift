@testable import ErrorgenCore

/// Compiles YAML text as the spec `t.yaml` and returns the spec and printed diagnostics.
func compileSpec(_ yaml: String) -> (spec: Spec?, diagnostics: [String]) {
    let result = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "t.yaml")
    return (result.spec, result.diagnostics.map(\.description))
}

/// A minimal valid enum spec, with `extra` appended at the top level.
func enumSpec(_ extra: String = "", cases: String = "cases:\n  - name: a\n  - name: b\n") -> String {
    "name: E\n" + cases + (cases.hasSuffix("\n") ? "" : "\n") + extra
}

import Foundation

/// The repository's `Specs/` folder, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
}()

let specsFolder = repositoryRoot + "/Specs"

func readBytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

import Testing

/// Expects one diagnostic that matches; on failure, shows them all.
func expectDiagnostic(_ diagnostics: [String], prefix: String? = nil, containing: String? = nil, exactly: String? = nil,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let found = diagnostics.contains { d in
        (prefix.map { d.hasPrefix($0) } ?? true) && (containing.map { d.contains($0) } ?? true)
            && (exactly.map { d == $0 } ?? true)
    }
    #expect(found, "no diagnostic matches; got:\n\(diagnostics.joined(separator: "\n"))", sourceLocation: sourceLocation)
}
