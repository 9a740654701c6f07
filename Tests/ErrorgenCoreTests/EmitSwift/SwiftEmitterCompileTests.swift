import Foundation
import Testing
@testable import ErrorgenCore

/// The generated Swift compiled by `swiftc`: without warnings, fast for thousands of cases, and hostile
/// names and text that stay inside their identifiers, literals and comments.
@Suite(.serialized) struct SwiftEmitterCompileTests {
    @Test func bothShapesTypeCheckWithoutWarnings() throws {
        for spec in [SwiftEmitterFixtures.pool(), SwiftEmitterFixtures.january()] {
            let run = try SwiftCompilerHarness.typecheck([spec.name.value + ".swift": SwiftEmitter.source(spec)],
                                                         extraArguments: ["-warnings-as-errors"])
            #expect(run.status == 0, "\(spec.name.value):\n\(run.output)")
        }
    }

    /// `--access` / the spec's `access`: the example specs compile in every mode, with the right modifiers.
    @Test(arguments: AccessLevel.allCases)
    func everyAccessLevelCompiles(access: AccessLevel) throws {
        var files: [String: String] = [:]
        for name in ["PoolError", "JanuaryError"] {
            let bytes = try readBytes(specsFolder + "/\(name).yaml")
            let spec = try #require(SpecPipeline.compile(bytes: bytes, path: "Specs/\(name).yaml", accessOverride: access).spec)
            let source = SwiftEmitter.source(spec)
            let modifier = access == .internal ? "" : access.rawValue + " "
            #expect(source.contains("\n\(modifier)\(spec.isStruct ? "struct" : "enum") \(name): Error"))
            if access != .public { #expect(!source.contains("public ")) }
            files[name + ".swift"] = source
        }
        let run = try SwiftCompilerHarness.typecheck(files, extraArguments: ["-warnings-as-errors", "-package-name", "errorgen"])
        #expect(run.status == 0, "\(access):\n\(run.output)")
    }

    @Test func deprecatedCasesCompileWithoutWarnings() throws {
        var spec = SwiftEmitterFixtures.pool()
        spec.cases[1].deprecated = "Use offline."
        spec.cases[4].deprecated = "Reached by the inbound mapping."
        spec.constructors = [Constructor(name: SwiftEmitterFixtures.name("denied"), caseName: SwiftEmitterFixtures.name("permissionDenied")),
                             // An old name kept as an alias, deprecated on its own.
                             Constructor(name: SwiftEmitterFixtures.name("forbidden"), caseName: SwiftEmitterFixtures.name("permissionDenied"),
                                         deprecated: "Use denied."),
                             Constructor(name: SwiftEmitterFixtures.name("gone"), caseName: SwiftEmitterFixtures.name("permissionDenied"),
                                         deprecated: "")]
        let source = SwiftEmitter.source(spec)
        #expect(source.contains("    @available(*, deprecated, message: \"Use denied.\")\n    public static var forbidden: PoolError {"))
        #expect(source.contains("    @available(*, deprecated)\n    public static var gone: PoolError {"))
        #expect(source.contains("    public static var denied: PoolError {"))
        #expect(!source.contains("deprecated)\n    public static var denied"))
        // The inbound initializer builds the case it maps to through the builder, which does not warn.
        let inboundCase = spec.cases[4].name.value
        #expect(source.contains("    @available(*, deprecated, message: \"Reached by the inbound mapping.\")\n    case \(inboundCase)"), "\(source)")
        #expect(source.contains("_PoolErrorDeprecated<PoolError>.\(inboundCase)"), "\(source)")
        let kotlin = try #require(KotlinEmitter.emit(spec).first).contents
        #expect(kotlin.contains("@Deprecated(\"Use denied.\")\n        val forbidden: PoolError"), "\(kotlin)")
        let run = try SwiftCompilerHarness.typecheck(["PoolError.swift": source], extraArguments: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }

    /// A deprecated case the initializer builds, with a payload of a declared enum: the builder at the file's top level
    /// names the enum through the error type that holds it (random spec seed 71 did not compile).
    @Test func deprecatedCaseWithADeclaredEnumPayloadCompiles() throws {
        let spec = try #require(compileSpec("""
            name: Tuner
            enums:
              - {name: Tone, values: [{name: loud, wire: LOUD}, {name: soft, wire: SOFT}]}
            cases:
              - name: old
                deprecated: Use new.
                payload: [{name: tone, type: Tone?}, {name: code, type: String?}]
                codes: [old_code]
              - {name: new, codes: [new_code]}
            inbound:
              parameters: [{name: code, type: String?, role: code}, {name: tone, type: Tone?}]
              fallback: new
            """).spec)
        let source = SwiftEmitter.source(spec)
        #expect(source.contains("tone: Tuner.Tone?"), "\(source)")
        let run = try SwiftCompilerHarness.typecheck(["Tuner.swift": source], extraArguments: ["-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
    }

    /// The brief's bar: a 2,000-case spec type-checks fast. The time is printed for the report; the bound
    /// is loose because the machine is shared.
    @Test func twoThousandCasesTypeCheckQuickly() throws {
        let source = SwiftEmitter.source(SwiftEmitterFixtures.large(cases: 2_000))
        let run = try SwiftCompilerHarness.typecheck(["LargeError.swift": source])
        #expect(run.status == 0, "\(run.output.prefix(4_000))")
        #expect(run.seconds < 60)
        print("swiftc -typecheck, 2,000 cases (\(source.utf8.count) bytes): \(String(format: "%.2f", run.seconds)) s")
    }

    @Test func hostileNamesAndTextStayInside() throws {
        let spec = SwiftEmitterFixtures.hostile()
        let source = SwiftEmitter.source(spec)
        #expect(!source.contains("\nfunc evil"))
        let typecheck = try SwiftCompilerHarness.typecheck(["Hostile.swift": source], extraArguments: ["-warnings-as-errors"])
        #expect(typecheck.status == 0, "\(typecheck.output)")

        let run = try SwiftCompilerHarness.buildAndRun(["Hostile.swift": source, "main.swift": Self.hostileMain])
        let expected = Self.hostileExpectations.map { "\($0.0) = " + String(reflecting: Optional($0.1)) }
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in expected.enumerated() {
            let actual = index < lines.count ? lines[index] : "<no line \(index + 1)>"
            #expect(actual == line)
        }
    }

    /// Each line prints `name = <value as String(reflecting:)>`.
    static let hostileMain = #"""
    import Foundation
    func show(_ name: String, _ value: String?) { print(name + " = " + String(reflecting: value)) }
    let text = "ends */ here\n}\nfunc evil() {}\r\n/// \"quoted\" \\ back \\(interpolated) \u{2028}tab\t"
    show("default.description", Hostile.default(class: 5).description)
    show("for.description", Hostile.for(in: "a\"b\\c\n", is: nil).description)
    show("for.description.is", Hostile.for(in: "", is: 1e-5).description)
    show("optionals.description", Hostile.optionals(s: "x\"", i: nil, b: true, d: -.infinity).description)
    show("optionals.description.nil", Hostile.optionals(s: nil, i: -3, b: nil, d: 2.5).description)
    show("caseName", Hostile.default(class: 1).caseName)
    show("label.plain", Hostile.plain.label)
    show("label.plain.isText", String(Hostile.plain.label == text))
    show("label.for", Hostile.for(in: "x\\(y)", is: nil).label)
    show("wire.default", Hostile.default(class: 1).wire)
    show("wire.for", Hostile.for(in: "", is: nil).wire)
    show("ratio.plain", String(Hostile.plain.ratio))
    show("ratio.optionals", String(Hostile.optionals(s: nil, i: nil, b: nil, d: 0).ratio))
    show("ratio.legacy", String(Hostile.legacy.ratio))
    show("inbound.code", Hostile(code: "a\"b", status: 200, class: nil, in: nil).description)
    show("inbound.alias", Hostile(code: "c\\d", status: 200, class: 9, in: nil).description)
    show("inbound.statusFirst", Hostile(code: "a\"b", status: 404, class: nil, in: nil).description)
    show("inbound.range", Hostile(code: nil, status: 503, class: nil, in: "x").description)
    show("inbound.negative", Hostile(code: nil, status: -1, class: 2, in: "x").description)
    show("inbound.code2", Hostile(code: "\\(x)\n", status: 1, class: 3, in: nil).description)
    show("inbound.caseName", Hostile(code: "default", status: 1, class: 3, in: "kept").description)
    show("make", Hostile.make(in: "Q", n: 3).description)
    show("extension", Hostile.extension(where: 0.5).description)
    show("domain", Hostile.errorDomain)
    show("errorCode.legacy", String(Hostile.legacy.errorCode))
    show("errorCode.default", String(Hostile.default(class: 0).errorCode))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    show("json", String(decoding: try! encoder.encode(Hostile.for(in: "q\"", is: nil).errorDetails), as: UTF8.self))
    let decoded = try! JSONDecoder().decode(HostileDetails.self, from: encoder.encode(Hostile.plain.errorDetails))
    show("json.roundTrip", String(decoded == Hostile.plain.errorDetails))
    let info = Hostile.default(class: 1).errorUserInfo
    show("userInfo.keys", info.keys.sorted().joined(separator: ","))
    show("nsError", (Hostile.plain as NSError).domain)
    """#

    /// What each `show` line of `hostileMain` must print, as Swift values.
    static let hostileExpectations: [(String, String)] = [
        ("default.description", "default(class: 5)"),
        ("for.description", #"for(in: "a\"b\\c\n", is: nil)"#),
        ("for.description.is", #"for(in: "", is: 1e-05)"#),
        ("optionals.description", #"optionals(s: "x\"", i: nil, b: true, d: -inf)"#),
        ("optionals.description.nil", "optionals(s: nil, i: -3, b: nil, d: 2.5)"),
        ("caseName", "default"),
        ("label.plain", SwiftEmitterFixtures.hostileText),
        ("label.plain.isText", "true"),
        ("label.for", #"x\(y)"#),
        ("wire.default", "a\"b"),
        ("wire.for", "\\(x)\n"),
        ("ratio.plain", "1e-05"),
        ("ratio.optionals", "3.0"),
        ("ratio.legacy", "-inf"),
        ("inbound.code", "default(class: 7)"),
        ("inbound.alias", "default(class: 9)"),
        ("inbound.statusFirst", "plain"),
        ("inbound.range", "default(class: 7)"),
        ("inbound.negative", "default(class: 2)"),
        ("inbound.code2", #"for(in: "got \"\\(1)\n", is: nil)"#),
        ("inbound.caseName", #"for(in: "kept", is: nil)"#),
        ("make", #"for(in: "a\"b Q \\(n) 3\n", is: nil)"#),
        ("extension", #"optionals(s: "", i: nil, b: nil, d: 0.5)"#),
        ("domain", "dom\"ain\\ \\(x)\n"),
        ("errorCode.legacy", "42"),
        ("errorCode.default", String(Case.derivedErrorCode("default"))),
        ("json", #"{"code":"for","default":"q\"","message":"for(in: \"q\\\"\", is: nil)","ratio":0.25,"wire":"\\(x)\n"}"#),
        ("json.roundTrip", "true"),
        ("userInfo.keys", "code,message,ratio,wire"),
        ("nsError", "dom\"ain\\ \\(x)\n"),
    ]
}
