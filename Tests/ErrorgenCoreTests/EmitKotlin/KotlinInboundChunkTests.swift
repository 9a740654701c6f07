import Testing
@testable import ErrorgenCore

/// Inbound steps with more arms than one `when` should hold (the JVM's 64 KB method limit): like Swift's,
/// they become a chain of private functions in the companion object. Checked as text, then compiled with
/// kotlinc and run: the chunked shape answers as the single `when` and as Swift do.
@Suite(.serialized) struct KotlinInboundChunkTests {
    /// The Swift chunk tests' spec: 600 cases, 300 with codes (two chunks), payloads on three in four.
    static let large = SwiftEmitterFixtures.large(cases: 600)

    /// A struct-shaped spec with 300 codes and 300 status rows over an optional status: both steps are chunked.
    static let structYAML: String = {
        var text = """
            name: WideError
            shape: struct
            category: {type: WideCategory, codeField: code}
            fields:
              - {name: code, type: String?}
              - {name: message, type: String?}
            cases:

            """
        for i in 0..<300 { text += "  - {name: c\(i), codes: [k\(i)]}\n" }
        text += """
            inbound:
              parameters:
                - {name: code, type: String?, role: code}
                - {name: status, type: Int?, role: status}
                - {name: message, type: String?}
              statuses:

            """
        for i in 0..<300 { text += "    - {status: \(100 + i), case: c\(i)}\n" }
        return text + "  fallback: c0\n"
    }()

    @Test func smallSpecsKeepOneWhenAndLargeOnesChain() throws {
        let source = try #require(KotlinEmitter.emit(EmitPlan(Self.large)).first).contents
        #expect(source.contains("            return _inboundServerCode0(serverCode, status, message, ratio, flag)\n            ?: when (status) {\n"))
        #expect(source.contains("        private fun _inboundServerCode1(\n"))
        #expect(source.contains("                else -> _inboundServerCode1(serverCode, status, message, ratio, flag)\n"))
        #expect(!source.contains("_inboundServerCode2"))
        #expect(!source.contains("_inboundStatus0"))
        let pool = try #require(SpecPipeline.compile(bytes: try readBytes(specsFolder + "/PoolError.yaml"), path: "Specs/PoolError.yaml").spec)
        #expect(!(try #require(KotlinEmitter.emit(pool).first).contents.contains("_inbound")))
    }

    @Test func chunkedStepsAnswerLikeOneWhen() throws {
        try #require(KotlinRunner.isAvailable, "kotlinc and java are needed on PATH")
        let wide = try #require(SpecPipeline.compile(bytes: Array(Self.structYAML.utf8), path: "Specs/WideError.yaml").spec)
        let wideSource = try #require(KotlinEmitter.emit(wide).first).contents
        #expect(wideSource.contains("private fun _inboundStatus1("))
        #expect(wideSource.contains("            if (status == null) return null\n"))
        let scratch = ScratchFolder()
        scratch.write("gen/LargeError.kt", try #require(KotlinEmitter.emit(EmitPlan(Self.large)).first).contents)
        scratch.write("gen/WideError.kt", wideSource)
        // The same answers as SwiftEmitterChunkTests' single switch.
        scratch.write("Main.kt", """
            fun answer(code: String?, status: Long) = LargeError.from(code, status, null, null, null)
            fun wide(code: String?, status: Long?) = WideError.from(code, status, null).category

            fun main() {
                println("code_0: " + answer("code_0", 200L))
                println("alias_590: " + answer("alias_590", 200L))
                println("code_598: " + answer("code_598", 200L))
                println("code_514: " + answer("code_514", 503L))
                println("code_513 is not a code: " + answer("code_513", 404L))
                println("unknown, 503: " + answer("nope", 503L))
                println("nil, 410: " + answer(null, 410L))
                println("nil, 200: " + answer(null, 200L))
                println("k299: " + wide("k299", null))
                println("k256: " + wide("k256", 100L))
                println("nope, 399: " + wide("nope", 399L))
                println("null, 355: " + wide(null, 355L))
                println("null, null: " + wide(null, null))
                println("null, 5000: " + wide(null, 5000L))
            }

            """)
        let compiled = try KotlinRunner.compile(["gen/LargeError.kt", "gen/WideError.kt", "Main.kt"], jar: "chunks.jar", in: scratch.path)
        #expect(KotlinRunner.diagnostics(compiled, about: "gen/").isEmpty,
                "generated Kotlin has diagnostics:\n\(compiled.diagnostics.joined(separator: "\n"))")
        try #require(compiled.ok, "kotlinc failed:\n\(compiled.log.prefix(4_000))")
        let run = try KotlinRunner.run(jar: "chunks.jar", in: scratch.path)
        #expect(run.output == SwiftEmitterChunkTests.inboundAnswers + """
            k299: c299
            k256: c256
            nope, 399: c299
            null, 355: c255
            null, null: c0
            null, 5000: c0

            """, "\(run.errors)")
    }
}
