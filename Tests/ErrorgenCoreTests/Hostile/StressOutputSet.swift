import Foundation
import Testing
@testable import ErrorgenCore

/// A large set of specs in two versions, each in its own folder (`vA/Specs`, `vB/Specs`) so that
/// the headers (which name `Specs/<Name>.yaml`) are the same for both, plus the reference outputs
/// of each version and one shared output folder `Out` that the tests rewrite.
final class StressOutputSet {
    let scratch = ScratchFolder()
    let specCount: Int
    let caseCount: Int
    /// Per version: relative output path -> bytes, from an uninterrupted run.
    private(set) var reference: [[String: Data]] = []

    var output: String { scratch.url("Out") }

    /// The set the crash-safety and concurrency tests rewrite: 40 specs (200 output files) of
    /// `ERRORGEN_STRESS_CASES` cases each (default 100). The number of files is what the write phase is made of;
    /// the cases make each run longer, almost all of it before the first write (the tests run the debug build:
    /// 300 cases took 8-11 s a run, 0.3 s of it writing), so more of them cost CI time more than they test.
    static func standard() throws -> StressOutputSet {
        try StressOutputSet(specs: 40, cases: environmentCount("ERRORGEN_STRESS_CASES", default: 100))
    }

    init(specs: Int, cases: Int) throws {
        specCount = specs
        caseCount = cases
        for version in 0..<2 {
            for index in 0..<specs {
                scratch.write("v\(version)/Specs/Stress\(index).yaml", Self.spec(index, cases: cases, version: version))
            }
            let outcome = try ErrorgenProcess.run(["generate", "--output", scratch.url("Ref\(version)"), "Specs"],
                                                  in: folder(version))
            guard outcome.status == 0 else { throw HostileTestError("reference run failed:\n\(outcome.standardError)") }
            reference.append(Self.files(under: scratch.url("Ref\(version)")))
        }
        let perSpec = SpecPipeline.compile(bytes: Array(Self.spec(0, cases: 2, version: 0).utf8), path: "Specs/S.yaml").spec
            .map { SpecPipeline.emit($0).count } ?? 0
        guard perSpec > 0, reference[0].count == specs * perSpec, Set(reference[0].keys) == Set(reference[1].keys) else {
            throw HostileTestError("expected \(specs * perSpec) outputs per version, got \(reference[0].count) and \(reference[1].count)")
        }
        for (path, bytes) in reference[0] where reference[1][path] == bytes {
            throw HostileTestError("\(path) is the same in both versions; the test could not tell them apart")
        }
    }

    /// The working folder of a version: errorgen runs there with `Specs` as input.
    func folder(_ version: Int) -> String { scratch.url("v\(version)") }

    var generateArguments: [String] { ["generate", "--output", output, "Specs"] }

    /// Every regular file under the output folder (hidden ones included), relative path -> bytes.
    func outputFiles() -> [String: Data] { Self.files(under: output) }

    /// Whether a temporary file is in the output folder or one of its subfolders right now
    /// (the write phase has started).
    func temporaryFileExists() -> Bool {
        let manager = FileManager.default
        for folder in [output] + ((try? manager.contentsOfDirectory(atPath: output)) ?? []).map({ output + "/" + $0 }) {
            if ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).contains(where: { $0.contains(".errorgen-") }) {
                return true
            }
        }
        return false
    }

    /// Files errorgen leaves only when interrupted: hidden names (its temporary files).
    static func isStray(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    static func files(under root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let manager = FileManager.default
        guard let paths = try? manager.subpathsOfDirectory(atPath: root) else { return [:] }
        for path in paths {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = manager.contents(atPath: root + "/" + path) ?? Data()
            }
        }
        return result
    }

    /// One spec: enum shape, `cases` cases with docs, codes and some payloads. The versions differ
    /// in every output (summary, docs text, wire codes, one payload type).
    static func spec(_ index: Int, cases: Int, version: Int) -> String {
        var text = """
        name: Stress\(index)
        summary: "Stress spec \(index), version \(version)."
        cases:

        """
        for c in 0..<cases {
            text += "  - name: case\(c)\n"
            if c % 3 == 0 {
                text += "    payload: [{name: count, type: \(version == 0 ? "Int" : "Int?")}, {name: note, type: String}]\n"
            }
            text += "    when: \"Case \(c) of spec \(index) happened (version \(version)); this text makes the files large.\"\n"
            text += "    todo: \"Handle case \(c) by doing the usual thing, version \(version).\"\n"
            text += "    codes: [code_\(c)_v\(version)]\n"
        }
        text += """
        properties:
          - name: serverCode
            type: String?
            doc: The wire code.
            default: {code: primary}
        docs:
          - generated: cases
          - generated: codes

        """
        return text
    }
}
