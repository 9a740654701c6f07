import Testing
@testable import ErrorgenCore

/// Kotlin's `errorUserInfo` is what Swift's `reactNativeUserInfo` is, so an Android rejection gives JavaScript the
/// same details as an iOS one: the domain under `"@errorDomain"` (JavaScript's `errorDetails` returns null for a
/// rejection of another domain), and a value JSON cannot carry exactly (a non-finite Double, a Long beyond
/// ±(2^53 − 1), also as a list or map element) as null, and a `null` optional as null, not left out (JavaScript
/// would then read the error's own property, such as the `message` React Native makes up).
@Suite(.serialized) struct KotlinUserInfoTests {
    static let yaml = """
        name: KNum
        shape: struct
        errorDomain: com.example.knum
        category: {type: KNumKind}
        fields:
          - {name: ratio, type: Double}
          - {name: count, type: Int}
          - {name: maybe, type: "Double?"}
          - {name: ratios, type: "[Double]"}
          - {name: limits, type: "[String: Double]?"}
          - {name: counts, type: "[Int]"}
        cases:
          - {name: a}
        """

    @Test(.enabled(if: KotlinRunner.isAvailable)) func userInfoHoldsTheMarkerAndNullsForInexactNumbersAndNilOptionals() throws {
        let spec = try #require(SpecPipeline.compile(bytes: Array(Self.yaml.utf8), path: "KNum.yaml").spec)
        let kotlin = try #require(SpecPipeline.emit(spec).first { $0.path == "Kotlin/KNum.kt" }).contents
        #expect(kotlin.contains(#"linkedMapOf<String, Any?>("@errorDomain" to errorDomain)"#))
        let scratch = ScratchFolder()
        scratch.write("KNum.kt", kotlin)
        scratch.write("Main.kt", """
            fun main() {
                val inexact = KNum(KNumKind.a, Double.NaN, Long.MAX_VALUE, Double.POSITIVE_INFINITY,
                                   listOf(1.5, Double.NEGATIVE_INFINITY), mapOf("x" to Double.NaN, "y" to 2.0),
                                   listOf(9007199254740991L, 9007199254740992L, -9007199254740992L, Long.MIN_VALUE))
                println(inexact.errorUserInfo)
                val exact = KNum(KNumKind.a, 0.5, -9007199254740991L, null, listOf(), null, listOf(3L))
                println(exact.errorUserInfo)
                println(exact.errorUserInfo.containsKey("maybe"))
                println(KNum.errorDomain)
            }
            """)
        let compiled = try KotlinRunner.compile(["KNum.kt", "Main.kt"], jar: "k.jar", in: scratch.path)
        try #require(compiled.ok, "\(compiled.log)")
        #expect(KotlinRunner.diagnostics(compiled, about: "KNum.kt").isEmpty, "\(compiled.diagnostics)")
        let run = try KotlinRunner.run(jar: "k.jar", in: scratch.path)
        #expect(run.output == """
            {@errorDomain=com.example.knum, category=a, ratio=null, count=null, maybe=null, ratios=[1.5, null], \
            limits={x=null, y=2.0}, counts=[9007199254740991, null, null, null]}
            {@errorDomain=com.example.knum, category=a, ratio=0.5, count=-9007199254740991, maybe=null, ratios=[], \
            limits=null, counts=[3]}
            true
            com.example.knum

            """, "\(run.output) \(run.errors)")
    }

    /// The example specs: the marker is the companion's `errorDomain`, which is Swift's.
    @Test func exampleSpecsWriteTheirDomain() throws {
        for name in ["PoolError", "JanuaryError"] {
            let spec = try #require(SpecPipeline.compile(bytes: try readBytes(specsFolder + "/\(name).yaml"),
                                                         path: "Specs/\(name).yaml").spec)
            let kotlin = try #require(KotlinEmitter.emit(spec).first).contents
            #expect(kotlin.contains(#"val info = linkedMapOf<String, Any?>("@errorDomain" to errorDomain)"#))
            #expect(kotlin.contains("const val errorDomain: String = \"\(spec.errorDomain)\""))
        }
    }
}
