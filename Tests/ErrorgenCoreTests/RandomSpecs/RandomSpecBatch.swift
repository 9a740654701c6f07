import Foundation
import Testing
@testable import ErrorgenCore

/// Checks a batch of random specs end to end: each validates; its Markdown tables keep their
/// column counts; its Swift compiles without warnings (the whole batch in one swiftc run, type
/// names differ); a Swift program prints every sample's `description` and `errorDetails`; the
/// `.d.ts` files parse (tsc); node's `errorDetails` agrees with Swift for every sample; and the Kotlin
/// compiles without warnings (one kotlinc run) and gives Swift's answers for every sample and inbound call.
struct RandomSpecBatch {
    let specs: [RandomSpec]
    /// Off for KeywordSpecs: kotlinc 1.3 fails with an internal back-end error ("Couldn't transform method
    /// node") on those specs of about 200 names each; not yet narrowed down (see the issue 13 report).
    var checksKotlin = true
    let scratch = ScratchFolder()

    struct Counts {
        var specs = 0, samples = 0, swiftFiles = 0, tables = 0, inboundCalls = 0, kotlinAnswers = 0
    }

    func run() throws -> Counts {
        var counts = Counts()
        var emitted: [RandomSpec] = []
        for spec in specs {
            let result = SpecPipeline.compile(bytes: Array(spec.yaml.utf8), path: spec.path)
            guard let compiled = result.spec else {
                let listed = result.diagnostics.map(\.description).joined(separator: "\n")
                Issue.record("seed \(spec.seed): the generated spec does not validate:\n\(listed)\n--- spec ---\n\(spec.yaml)")
                continue
            }
            scratch.write(spec.path, spec.yaml)
            for file in SpecPipeline.emit(compiled) {
                scratch.write("gen/" + file.path, file.contents)
                if file.path.hasSuffix(".strings") {
                    // Foundation's parser of the format reads one entry per `"key" = "value";` line.
                    let entries = file.contents.split(separator: "\n").filter { $0.hasPrefix("\"") }.count
                    let parsed = try? PropertyListSerialization.propertyList(from: Data(file.contents.utf8), options: [], format: nil)
                    if (parsed as? [String: String])?.count != entries {
                        Issue.record("seed \(spec.seed): \(file.path) does not parse as a .strings file:\n\(file.contents)")
                    }
                }
                if file.path.hasSuffix(".md") {
                    counts.tables += file.contents.components(separatedBy: "\n|").count - 1
                    for problem in MarkdownTableCheck.problems(in: file.contents) {
                        Issue.record("seed \(spec.seed): \(file.path): \(problem)")
                    }
                }
            }
            emitted.append(spec)
        }
        counts.specs = emitted.count
        guard !emitted.isEmpty else { return counts }
        let swiftFiles = emitted.map { "gen/Swift/\($0.typeName).swift" }.filter { scratch.exists($0) }
        counts.swiftFiles = swiftFiles.count
        try #require(swiftFiles.count == emitted.count, "the Swift emitter wrote \(swiftFiles.count) of \(emitted.count) files")

        let flags = ["-swift-version", "6", "-package-name", "RandomSpecs", "-module-name", "RandomBatch"]
        // One build of the generated files and the driver: no error or warning the type-checker gives may point into
        // a generated file (the driver's own warnings do not count). The build's later passes add "will never be
        // executed" for a random rule over constants only (`!(!true) ? ...`), which no real spec writes.
        scratch.write("driver/main.swift", SwiftDriver.source(for: emitted))
        // `-wmo`: one frontend for the batch. Without it each file gets its own job that parses all the others again:
        // measured on KeywordSpecs' 142 one-spec files, 38.6 s of CPU against 14.2 s.
        let build = try ExternalTool.run("swiftc", ["-Onone", "-wmo"] + flags
            + ["-o", "driver/run"] + swiftFiles + ["driver/main.swift"], in: scratch.path)
        let diagnostics = (build.output + build.errors).split(separator: "\n").filter {
            $0.hasPrefix("gen/") && ($0.contains(": error:") || $0.contains(": warning:")) && !$0.hasSuffix("will never be executed")
        }
        if !diagnostics.isEmpty {
            let shown = String((build.errors + build.output).prefix(6000))
            Issue.record("generated Swift does not compile cleanly (seeds \(emitted.map(\.seed))):\n\(shown)")
            return counts
        }
        try #require(build.ok, "driver does not compile:\n\(String(build.errors.prefix(6000)))")
        let printed = try ExternalTool.run(scratch.url("driver/run"), [], in: scratch.path)
        try #require(printed.ok, "driver failed: \(printed.errors)")
        let answers = try parseAnswers(printed.output)

        var nodeSpecs: [String] = []
        for (specIndex, spec) in emitted.enumerated() {
            var samples: [String] = []
            for (sampleIndex, sample) in spec.samples.enumerated() {
                let id = specIndex * 10_000 + sampleIndex
                guard let answer = answers[id] else {
                    Issue.record("seed \(spec.seed): no Swift answer for sample \(sampleIndex)")
                    continue
                }
                counts.samples += 1
                #expect(answer.caseName == sample.caseName, "seed \(spec.seed): caseName")
                let expected = spec.isStruct ? SwiftDriver.expectedMessage(spec, sample) : SwiftDriver.expectedDescription(sample)
                #expect(answer.message == expected, "seed \(spec.seed): reactNativeMessage is \(answer.message ?? "nil"), expected \(expected)")
                samples.append(#"{"id":\#(id),"asError":\#(!spec.isStruct && sampleIndex % 2 == 1),"input":\#(jsInput(spec, sample, answer)),"expected":\#(answer.details)}"#)
            }
            for (index, sample) in spec.inboundSamples.enumerated() {
                let id = specIndex * 10_000 + SwiftDriver.inboundOffset + index
                counts.inboundCalls += 1
                #expect(answers[id]?.caseName == sample.expectedCase, "seed \(spec.seed): init(\(sample.arguments.map { "\($0.name): \($0.value.described)" }.joined(separator: ", "))) gave \(answers[id]?.caseName ?? "nothing"), the spec says \(sample.expectedCase)")
            }
            let module = scratch.url("gen/JS/\(spec.typeName).js")
            nodeSpecs.append(#"{"module":\#(JSONText.string(module)),"isStruct":\#(spec.isStruct),"#
                + #""caseNames":[\#(spec.cases.map { JSONText.string($0.name) }.joined(separator: ","))],"#
                + #""bridgeKeys":[\#(spec.bridgeKeys.map(JSONText.string).joined(separator: ","))],"#
                + #""samples":[\#(samples.joined(separator: ","))]}"#)
        }
        scratch.write("gen/JS/package.json", #"{"type": "module"}"# + "\n")
        scratch.write("node/cases.json", "[" + nodeSpecs.joined(separator: ",\n") + "]")
        scratch.write("node/check.mjs", NodeCheck.script)
        let node = try ExternalTool.run("node", ["node/check.mjs", "node/cases.json"], in: scratch.path)
        try #require(node.ok, "node check failed to run: \(node.errors)")
        let failures = (try? JSONDecoder().decode([String].self, from: Data(node.output.utf8))) ?? ["unreadable: \(node.output)"]
        for failure in failures.prefix(30) { Issue.record("JS: \(failure)") }
        if failures.count > 30 { Issue.record("JS: \(failures.count - 30) more failures") }

        let declarations = emitted.map { "gen/JS/\($0.typeName).d.ts" }
        let tsc = try ExternalTool.run("tsc", ["--noEmit", "--strict"] + declarations, in: scratch.path)
        if !tsc.ok { Issue.record(".d.ts files do not type-check:\n\(String(tsc.output.prefix(6000)))") }
        if checksKotlin { counts.kotlinAnswers = try checkKotlin(emitted, answers: answers) }
        return counts
    }

    /// Compiles every spec's Kotlin with a driver in one kotlinc run, then compares the driver's answers with
    /// Swift's: case name, error code, `toString()` against `description`, and the details, value by value.
    private func checkKotlin(_ emitted: [RandomSpec], answers: [Int: Answer]) throws -> Int {
        let files = emitted.map { "gen/Kotlin/\($0.typeName).kt" }
        try #require(files.allSatisfy(scratch.exists), "the Kotlin emitter did not write every file")
        scratch.write("kotlin/Driver.kt", KotlinDriver.source(for: emitted))
        let compiled = try KotlinRunner.compile(files + ["kotlin/Driver.kt"], jar: "kotlin/driver.jar", in: scratch.path)
        let generated = KotlinRunner.diagnostics(compiled, about: "gen/Kotlin/")
        if !generated.isEmpty || !compiled.ok {
            let shown = compiled.diagnostics.isEmpty ? String(compiled.log.prefix(12000))
                : Array(compiled.diagnostics.prefix(40)).joined(separator: "\n")
            Issue.record("generated Kotlin does not compile cleanly (seeds \(emitted.map(\.seed))):\n\(shown)")
            return 0
        }
        let run = try KotlinRunner.run(jar: "kotlin/driver.jar", in: scratch.path)
        try #require(run.ok, "Kotlin driver failed: \(String(run.errors.prefix(3000)))")
        let kotlin = try KotlinRunner.answers(run.output)
        var compared = 0
        for (id, swift) in answers.sorted(by: { $0.key < $1.key }) {
            let seed = emitted[id / 10_000].seed
            guard let answer = kotlin[String(id)] else {
                Issue.record("seed \(seed): no Kotlin answer for \(id)")
                continue
            }
            compared += 1
            #expect(answer["caseName"]?.string == swift.caseName, "seed \(seed) #\(id): Kotlin caseName \(answer["caseName"]?.description ?? "-")")
            #expect(answer["errorCode"]?.string == String(swift.errorCode),
                    "seed \(seed) #\(id): Kotlin errorCode \(answer["errorCode"]?.description ?? "-"), Swift \(swift.errorCode)")
            if let message = swift.message {
                #expect(answer["message"]?.string == message, "seed \(seed) #\(id): Kotlin reactNativeMessage \(answer["message"]?.description ?? "-"), Swift \(message)")
            }
            let details = try JSONDecoder().decode(JSONFixtureValue.self, from: Data(swift.details.utf8))
            #expect(answer["details"] == details, "seed \(seed) #\(id): Kotlin details \(answer["details"]?.description ?? "-"), Swift \(details)")
        }
        return compared
    }

    private struct Answer {
        var caseName: String
        var message: String?
        var errorCode: Int
        var details: String
    }

    private struct Line: Decodable {
        var id: Int
        var caseName: String
        var message: String?
        var errorCode: Int
    }

    /// Driver lines -> answers by id. `details` is kept as Swift's JSON text (it is the last key,
    /// and `,"details":` cannot occur inside an encoded string), so numbers reach node unchanged.
    /// (JSONDecoder, not JSONSerialization: on Linux the latter drops a U+FEFF that starts a string.)
    private func parseAnswers(_ output: String) throws -> [Int: Answer] {
        var answers: [Int: Answer] = [:]
        for line in output.split(separator: "\n") {
            let decoded = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
            let marker = try #require(line.range(of: #","details":"#))
            answers[decoded.id] = Answer(caseName: decoded.caseName, message: decoded.message, errorCode: decoded.errorCode,
                                         details: String(line[marker.upperBound...].dropLast()))
        }
        return answers
    }

    /// What React Native hands to JS: the case name as `code`, and the description as `message`
    /// (enum shape) or the stored fields in `userInfo` (struct shape).
    private func jsInput(_ spec: RandomSpec, _ sample: RandomSpec.Sample, _ answer: Answer) -> String {
        if !spec.isStruct {
            return #"{"code":\#(JSONText.string(answer.caseName)),"message":\#(JSONText.string(answer.message ?? ""))}"#
        }
        if sample.jsOmitsFields { return #"{"code":\#(JSONText.string(answer.caseName))}"# }
        let fields = sample.values.map { "\(JSONText.string($0.field.name)):\($0.value.json)" }
        return #"{"code":\#(JSONText.string(answer.caseName)),"userInfo":{\#(fields.joined(separator: ","))}}"#
    }
}
