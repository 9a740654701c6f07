import Foundation
import Testing
@testable import ErrorgenCore

/// Declared enums (`enums:`) in generated Swift and Kotlin: forward compatible (an unlisted spelling is kept
/// exactly), equal by wire spelling, and usable as stored fields, per-code values, conditional values,
/// constructor parameters and `LocalizedError` message arguments, without warnings.
@Suite struct SwiftEnumTypesTests {
    static let yaml = """
        name: QError
        shape: struct
        localizedError: {table: QErrors, strings: en}
        enums:
          - name: Level
            doc: How bad it is.
            values:
              - {name: low, wire: lo, doc: Not bad.}
              - {name: high, wire: hi}
              - {name: `default`}
        category: {type: QKind, codeField: code}
        fields:
          - {name: code, type: String?}
          - {name: level, type: Level}
          - {name: maybe, type: Level?}
        cases:
          - name: a
            message: "Level {level}, maybe {maybe}"
            codes:
              - {code: x1, values: {usual: hi}}
              - x2
          - name: b
        properties:
          - name: usual
            type: Level?
            default: null
          - name: pick
            type: Level
            default: lo
            values:
              a: [{when: 'maybe == "hi"', value: hi}, {value: {field: level}}]
          - name: isHigh
            type: Bool
            default: false
            values: {a: {rule: 'level in ["hi"] or maybe == "hi"'}}
        constructors:
          - name: make
            parameters: [{name: l, type: Level}]
            case: a
            set: {level: "{l}", maybe: hi}
        """.replacingOccurrences(of: "`default`", with: "default")

    static func outputs() throws -> [OutputFile] {
        let compiled = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "QError.yaml")
        let spec = try #require(compiled.spec, "\(compiled.diagnostics.map(\.description))")
        return SpecPipeline.emit(spec)
    }

    @Test func swiftKeepsUnknownSpellingsAndComparesByWireSpelling() throws {
        let swift = try #require(try Self.outputs().first { $0.path == "Swift/QError.swift" }).contents
        let main = """
            let unknown = QError.Level(rawValue: "zz")
            precondition(unknown == .unknown("zz") && unknown.rawValue == "zz" && unknown.description == "zz")
            precondition(QError.Level.unknown("hi") == .high && QError.Level(rawValue: "default") == .default)
            precondition(Set([QError.Level.high, .unknown("hi")]).count == 1)
            let e = QError.make(l: "zz")
            precondition(e.level == .unknown("zz") && e.maybe == .high && e.pick == .high && e.isHigh)
            precondition(e.errorDetails.level == "zz" && e.errorDetails.maybe == "hi")
            let coded = QError(category: .a, code: "x1", level: .low)
            precondition(coded.usual == .high && coded.pick == .low && !coded.isHigh && coded.errorDetails.usual == "hi")
            precondition(coded.errorDescription == "Level lo, maybe nil")
            print("ok")
            """
        let run = try SwiftCompilerHarness.buildAndRun(["QError.swift": swift, "main.swift": main])
        #expect(run.status == 0 && run.output == "ok\n", "\(run.output)")
        let typecheck = try SwiftCompilerHarness.typecheck(["QError.swift": swift], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    @Test(.enabled(if: KotlinRunner.isAvailable)) func kotlinCompilesWithoutWarnings() throws {
        let kotlin = try #require(try Self.outputs().first { $0.path == "Kotlin/QError.kt" }).contents
        let scratch = ScratchFolder()
        scratch.write("QError.kt", kotlin)
        scratch.write("Main.kt", """
            fun main() {
                val e = QError.make(QError.Level.of("zz"))
                check(e.level == QError.Level.Unknown("zz") && e.level.rawValue == "zz" && e.maybe == QError.Level.high)
                check(QError.Level.of("hi") == QError.Level.high && e.isHigh && e.errorDetails.level == "zz")
                println("ok")
            }
            """)
        let compiled = try KotlinRunner.compile(["QError.kt", "Main.kt"], jar: "q.jar", in: scratch.path)
        #expect(compiled.ok && compiled.diagnostics.isEmpty, "\(compiled.log)")
        let run = try KotlinRunner.run(jar: "q.jar", in: scratch.path)
        #expect(run.ok && run.output == "ok\n", "\(run.output)\(run.errors)")
    }
}
