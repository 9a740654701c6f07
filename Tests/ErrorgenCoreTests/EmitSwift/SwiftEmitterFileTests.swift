import Testing
@testable import ErrorgenCore

/// The output file: path, header, imports, determinism, access levels.
@Suite struct SwiftEmitterFileTests {
    @Test func oneFileNamedForTheType() {
        let files = SwiftEmitter.emit(SwiftEmitterFixtures.pool())
        #expect(files.map(\.path) == ["Swift/PoolError.swift"])
        #expect(files.first?.specPath == "Specs/PoolError.yaml")
        #expect(SwiftEmitter.emit(SwiftEmitterFixtures.january()).map(\.path) == ["Swift/JanuaryError.swift"])
    }

    @Test func headerLineFirstThenOnlyFoundation() {
        for spec in [SwiftEmitterFixtures.pool(), SwiftEmitterFixtures.january(), SwiftEmitterFixtures.hostile()] {
            let lines = SwiftEmitter.source(spec).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first.map(String.init) == GeneratedHeader.swiftLine(specPath: spec.path))
            #expect(lines.filter { $0.hasPrefix("import ") } == ["import Foundation"])
            #expect(lines.last == "", "ends with a newline")
        }
    }

    @Test func sameSpecSameBytes() {
        #expect(SwiftEmitter.source(SwiftEmitterFixtures.pool()) == SwiftEmitter.source(SwiftEmitterFixtures.pool()))
        #expect(SwiftEmitter.source(SwiftEmitterFixtures.january()) == SwiftEmitter.source(SwiftEmitterFixtures.january()))
    }

    @Test func accessLevelOnEveryDeclaration() {
        let pkg = SwiftEmitter.source(SwiftEmitterFixtures.pool(access: .package))
        #expect(pkg.contains("\npackage enum PoolError: Error, Sendable, Equatable, CustomStringConvertible {\n"))
        #expect(pkg.contains("    package var retryable: Bool {\n"))
        #expect(pkg.contains("\npackage struct PoolErrorDetails: Codable, Equatable, Sendable {\n"))
        #expect(pkg.contains("    package static var errorDomain: String { \"PoolError\" }\n"))
        #expect(!pkg.contains("public "))

        let internalSource = SwiftEmitter.source(SwiftEmitterFixtures.pool(access: .internal))
        #expect(internalSource.contains("\nenum PoolError: Error, Sendable, Equatable, CustomStringConvertible {\n"))
        #expect(internalSource.contains("\n    var caseName: String {\n"))
        #expect(!internalSource.contains("public ") && !internalSource.contains("package "))

        let publicSource = SwiftEmitter.source(SwiftEmitterFixtures.pool())
        #expect(publicSource.contains("\npublic enum PoolError: Error, Sendable, Equatable, CustomStringConvertible {\n"))
        #expect(publicSource.contains("    public init(serverCode: String?, status: Int, retryAfter: Int?, message: String?) {\n"))
    }

    @Test func emitsLargeSpecsInLinearTime() {
        let small = SwiftEmitterFixtures.large(cases: 2_000)
        let big = SwiftEmitterFixtures.large(cases: 20_000)
        var smallSource = ""
        var bigSource = ""
        // Least thread CPU time of three interleaved runs: other tests and processes share the machine.
        func cpu(_ body: () -> Void) -> Duration {
            let start = CPUTime.thread()
            body()
            return CPUTime.thread() - start
        }
        var smallTime = Duration.seconds(1_000)
        var bigTime = Duration.seconds(1_000)
        for _ in 0..<3 {
            smallTime = min(smallTime, cpu { smallSource = SwiftEmitter.source(small) })
            bigTime = min(bigTime, cpu { bigSource = SwiftEmitter.source(big) })
        }
        #expect(bigSource.count > 9 * smallSource.count)
        // Ten times the cases: a linear emitter takes about ten times as long; a quadratic one about a hundred.
        #expect(bigTime < smallTime * 40 + .milliseconds(200), "2,000 cases: \(smallTime), 20,000 cases: \(bigTime)")
        print("SwiftEmitter: 2,000 cases in \(smallTime), 20,000 cases in \(bigTime) (\(bigSource.utf8.count) bytes)")
    }
}
