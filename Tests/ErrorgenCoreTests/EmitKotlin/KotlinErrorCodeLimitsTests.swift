import Testing
@testable import ErrorgenCore

/// An `errorCode` may be any Int, the extremes included; Kotlin has no literal for Long's minimum
/// (`-9223372036854775808L` is the negation of an out-of-range literal), so it is written `Long.MIN_VALUE`.
@Suite(.serialized) struct KotlinErrorCodeLimitsTests {
    @Test(.enabled(if: KotlinRunner.isAvailable)) func extremeErrorCodesCompileInBothShapes() throws {
        let enumYAML = """
            name: EdgeError
            cases:
              - {name: low, errorCode: -9223372036854775808}
              - {name: high, errorCode: 9223372036854775807, payload: [{name: n, type: Int}]}
            """
        let structYAML = """
            name: EdgeRecord
            shape: struct
            category: {type: EdgeKind}
            fields: [{name: message, type: String?}]
            cases:
              - {name: low, errorCode: -9223372036854775808}
              - {name: high, errorCode: 9223372036854775807}
            """
        let scratch = ScratchFolder()
        for (yaml, path) in [(enumYAML, "EdgeError"), (structYAML, "EdgeRecord")] {
            let spec = try #require(SpecPipeline.compile(bytes: Array(yaml.utf8), path: path + ".yaml").spec)
            let kotlin = try #require(SpecPipeline.emit(spec).first { $0.path == "Kotlin/\(path).kt" }).contents
            #expect(kotlin.contains("Long.MIN_VALUE"))
            #expect(!kotlin.contains("-9223372036854775808L"))
            scratch.write(path + ".kt", kotlin)
        }
        scratch.write("Main.kt", """
            fun main() {
                println(listOf(EdgeError.low.errorCode, EdgeError.high(1L).errorCode,
                               EdgeRecord(EdgeKind.low, null).errorCode, EdgeRecord(EdgeKind.high, null).errorCode).joinToString(" "))
            }
            """)
        let compiled = try KotlinRunner.compile(["EdgeError.kt", "EdgeRecord.kt", "Main.kt"], jar: "e.jar", in: scratch.path)
        #expect(compiled.ok, "\(compiled.log)")
        #expect(compiled.diagnostics.filter { $0.contains("Edge") }.isEmpty, "\(compiled.diagnostics)")
        let run = try KotlinRunner.run(jar: "e.jar", in: scratch.path)
        #expect(run.output == "-9223372036854775808 9223372036854775807 -9223372036854775808 9223372036854775807\n",
                "\(run.output) \(run.errors)")
    }
}
