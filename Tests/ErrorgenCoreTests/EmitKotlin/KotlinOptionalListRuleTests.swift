import Testing
@testable import ErrorgenCore

/// `x in list` on an optional list or map, chained with `and`: after the first test kotlinc has smart-cast the
/// property, so a second `tags?.contains(...)` warned "unnecessary safe call" (random spec seed 30 of 21-80).
/// The rules read `ruleOrElse(tags, emptyList<String>())` instead: no warning, and nil still contains nothing
/// (`tags.orEmpty()` did not compile after `tags == null and`, where kotlinc types `tags` as `Nothing?`: random
/// spec seeds 69 and 86 of 1-200). Likewise `??` after a null
/// check of the same field (`attempts != null and attempts ?? 0 > 1`) would be a "useless elvis" warning as `?:`, so
/// it is the file's `ruleOrElse(...)`.
@Suite(.serialized) struct KotlinOptionalListRuleTests {
    static let yaml = """
        name: KErr
        shape: struct
        category: {type: KKind}
        fields:
          - {name: tags, type: "[String]?"}
          - {name: limits, type: "[String: Int]?"}
          - {name: retryAfter, type: Double?}
          - {name: attempts, type: Int?}
        cases:
          - {name: a}
        properties:
          - name: both
            type: Bool
            default: false
            values: {a: {rule: '"x" in tags and "y" in tags and count(tags) > 1'}}
          - name: keyed
            type: Bool
            default: false
            values: {a: {rule: '"k" in limits and "m" in limits or "z" in tags'}}
          - name: odd
            type: Bool
            default: false
            values: {a: {rule: 'tags == null and "x" in tags or limits == null and "k" in limits'}}
          - name: reread
            type: Bool
            default: false
            values: {a: {rule: 'attempts != null or attempts in [1, 2, 5...9]'}}
          - name: delay
            type: Double
            default: 0
            values: {a: {rule: 'retryAfter ?? 60'}}
          - name: busy
            type: Bool
            default: false
            values: {a: {rule: 'attempts != null and attempts ?? 0 > 1'}}
        """

    @Test(.enabled(if: KotlinRunner.isAvailable)) func chainedMembershipCompilesWithoutWarnings() throws {
        let spec = try #require(SpecPipeline.compile(bytes: Array(Self.yaml.utf8), path: "KErr.yaml").spec)
        let kotlin = try #require(SpecPipeline.emit(spec).first { $0.path == "Kotlin/KErr.kt" }).contents
        #expect(kotlin.contains(#"ruleOrElse(this.tags, emptyList<String>()).contains("x") && ruleOrElse(this.tags, emptyList<String>()).contains("y")"#))
        let scratch = ScratchFolder()
        scratch.write("KErr.kt", kotlin)
        scratch.write("Main.kt", """
            fun main() {
                val all = KErr(KKind.a, listOf("x", "y"), mapOf("k" to 1L, "m" to 2L), 2.5, 3L)
                val none = KErr(KKind.a, null, null, null, null)
                val some = KErr(KKind.a, listOf("x", "z"), mapOf("k" to 1L), null, 1L)
                println(listOf(all.both, all.keyed, none.both, none.keyed, some.both, some.keyed).joinToString(" "))
                println(listOf(all.delay, none.delay, some.delay).joinToString(" ") + " " + listOf(all.busy, none.busy, some.busy).joinToString(" "))
            }
            """)
        let compiled = try KotlinRunner.compile(["KErr.kt", "Main.kt"], jar: "k.jar", in: scratch.path)
        #expect(compiled.ok, "\(compiled.log)")
        #expect(KotlinRunner.diagnostics(compiled, about: "KErr.kt").isEmpty, "\(compiled.diagnostics)")
        let run = try KotlinRunner.run(jar: "k.jar", in: scratch.path)
        #expect(run.output == "true true false false false true\n2.5 60.0 60.0 true false false\n", "\(run.output) \(run.errors)")
        #expect(kotlin.contains("ruleOrElse(this.retryAfter, 60.0)"), "\(kotlin)")
    }
}
