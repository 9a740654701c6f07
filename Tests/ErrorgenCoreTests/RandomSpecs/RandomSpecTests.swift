import Foundation
import Testing
@testable import ErrorgenCore

/// Random but valid specs, seeded and reproducible, through every emitter and the real tools.
/// `ERRORGEN_RANDOM_SEEDS` sets how many seeds (default 20), `ERRORGEN_RANDOM_FIRST_SEED` the
/// first one (default 1); a failure names its seed, and `RandomSpecGenerator.make(seed:)` rebuilds it.
@Suite(.serialized) struct RandomSpecTests {
    static let seedCount = environmentCount("ERRORGEN_RANDOM_SEEDS", default: 20)
    static let firstSeed = environmentCount("ERRORGEN_RANDOM_FIRST_SEED", default: 1)
    static let batchSize = 20

    static var seeds: [UInt64] { (firstSeed..<firstSeed + seedCount).map(UInt64.init) }

    /// Many seeds, each made twice: a set's or dictionary's order differs between two instances even in one
    /// process, so a generator that draws from one is caught here rather than on one machine in ten.
    @Test func sameSeedSameSpec() {
        let seeds = (1...200).map(UInt64.init)
        let first = seeds.map { RandomSpecGenerator.make(seed: $0) }
        let second = seeds.reversed().map { RandomSpecGenerator.make(seed: $0) }.reversed()
        for (seed, (a, b)) in zip(seeds, zip(first, second)) where a.yaml != b.yaml || a.samples.count != b.samples.count
            || a.inboundSamples.count != b.inboundSamples.count {
            Issue.record("seed \(seed) made two different specs")
        }
        #expect(RandomSpecGenerator.make(seed: 42).yaml != RandomSpecGenerator.make(seed: 43).yaml)
    }

    /// In-process and fast, so it covers ten times the seeds: every generated spec validates.
    @Test func everyGeneratedSpecValidates() {
        var structs = 0
        var containers = 0, containerRules = 0
        var inbound = (several: 0, unknownCode: 0, enumCodeValues: 0)
        var families = (prefix: 0, range: 0)
        let count = Self.seedCount * 10
        for seed in (Self.firstSeed..<Self.firstSeed + count).map(UInt64.init) {
            let spec = RandomSpecGenerator.make(seed: seed)
            if spec.isStruct { structs += 1 }
            let result = SpecPipeline.compile(bytes: Array(spec.yaml.utf8), path: spec.path)
            if let compiled = result.spec {
                let types = compiled.fields.map(\.type) + compiled.cases.flatMap { $0.payload.map(\.type) }
                if types.contains(where: { $0.container != nil }) { containers += 1 }
                if spec.yaml.contains("count(") { containerRules += 1 }
            } else {
                let listed = result.diagnostics.map(\.description).joined(separator: "\n")
                Issue.record("seed \(seed):\n\(listed)\n--- spec ---\n\(spec.yaml)")
            }
            guard let compiled = result.spec else { continue }
            if compiled.inbounds.count > 1 { inbound.several += 1 }
            if compiled.inbounds.contains(where: { $0.unknownCode != nil }) { inbound.unknownCode += 1 }
            let matches = compiled.inbounds.flatMap(\.codeFamilies).map(\.match)
            if matches.contains(where: { if case .prefix = $0 { true } else { false } }) { families.prefix += 1 }
            if matches.contains(where: { if case .range = $0 { true } else { false } }) { families.range += 1 }
            if !compiled.isStruct, compiled.cases.contains(where: { $0.codes.contains { !$0.values.isEmpty } }) {
                inbound.enumCodeValues += 1
            }
        }
        #expect(structs > 0 && structs < count, "both shapes are generated")
        #expect(containers > count / 10 && containerRules > 0, "list and map types, and rules over them, are generated")
        print("random specs: \(containers) of \(count) with a list or map field, \(containerRules) with count(...)")
        #expect(inbound.several > 0 && inbound.unknownCode > 0 && inbound.enumCodeValues > 0,
                "several initializers, unknownCode and enum-shape per-code values are generated: \(inbound)")
        #expect(families.prefix > 0 && families.range > 0, "prefix and range code families are generated: \(families)")
        print("random specs: \(families.prefix) of \(count) with prefix code families, \(families.range) with ranges")
    }

    @Test func generatedCodeCompilesAndAgreesAcrossLanguages() throws {
        for tool in ["swiftc", "node", "tsc"] {
            try #require(ExternalTool.isAvailable(tool), "\(tool) is needed on PATH")
        }
        try #require(KotlinRunner.isAvailable, "kotlinc and java are needed on PATH")
        let clock = ContinuousClock()
        let start = clock.now
        var total = RandomSpecBatch.Counts()
        let seeds = Self.seeds
        for batchStart in stride(from: 0, to: seeds.count, by: Self.batchSize) {
            let batchSeeds = seeds[batchStart..<min(batchStart + Self.batchSize, seeds.count)]
            let counts = try RandomSpecBatch(specs: batchSeeds.map(RandomSpecGenerator.make(seed:))).run()
            total.specs += counts.specs
            total.samples += counts.samples
            total.swiftFiles += counts.swiftFiles
            total.tables += counts.tables
            total.inboundCalls += counts.inboundCalls
            total.kotlinAnswers += counts.kotlinAnswers
        }
        #expect(total.specs == seeds.count)
        #expect(total.kotlinAnswers >= total.samples)
        print("random specs: \(total.specs) specs (seeds \(seeds.first!)...\(seeds.last!)), \(total.samples) samples "
            + "compared Swift vs JS, \(total.kotlinAnswers) Kotlin answers compared with Swift, \(total.inboundCalls) inbound calls checked, \(total.tables) Markdown table rows checked, in \(clock.now - start)")
    }

    @Test func markdownTableCheckCatchesBrokenTables() {
        #expect(MarkdownTableCheck.problems(in: "| a | b |\n| --- | --- |\n| 1 \\| x | 2 |\n\ntext\n").isEmpty)
        #expect(MarkdownTableCheck.problems(in: "| a | b |\n| --- | --- |\n| 1 | 2 | 3 |\n").count == 1)
        #expect(MarkdownTableCheck.problems(in: "| a | b |\n|---|---|\n| 1 \\\\| x | 2 |\n").count == 1)
        #expect(MarkdownTableCheck.problems(in: "| a | b |\n|---|---|\n| 1 | 2\nmore |\n").count == 1)
        #expect(MarkdownTableCheck.problems(in: "| a | b |\n|---|---|\n| 1\r| 2 |\n").count == 2)
        #expect(MarkdownTableCheck.problems(in: "```\n| not a table\n```\n").isEmpty)
    }
}
