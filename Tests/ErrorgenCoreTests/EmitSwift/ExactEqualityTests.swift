import Foundation
import Testing
@testable import ErrorgenCore

/// The generated `==` compares text byte for byte (UTF-8), as errorgen's codes and rules do, and as Kotlin's
/// `equals` and JavaScript's `===` do. Swift's synthesized `==` compared `String`s by canonical equivalence, so two
/// errors could be equal while their derived properties and details differed (`"NoSuchKey"` against `"NoSuch\u{212A}ey"`
/// with a KELVIN SIGN). Found by an outside QA pass. Every pair below is compared both ways; a pair that is equal
/// must also give equal details and descriptions.
@Suite struct ExactEqualityTests {
    static let enumYAML = """
        name: E
        enums:
          - {name: Level, values: [{name: low, wire: lo}, {name: high}]}
        cases:
          - name: text
            payload: [{name: message, type: String}, {name: count, type: Int}]
          - name: maybeText
            payload: [{name: reason, type: String?}]
          - name: many
            payload:
              - {name: names, type: "[String]"}
              - {name: tags, type: "[String: String]?"}
              - {name: counts, type: "[String: Int]"}
          - name: leveled
            payload: [{name: level, type: Level}, {name: ratio, type: Double}]
          - name: plain
        properties:
          - name: isCafe
            type: Bool
            default: false
            values:
              text: {rule: 'message == "café"'}
        """

    static let structYAML = """
        name: S
        shape: struct
        category: {type: SKind, codeField: code}
        fields:
          - {name: code, type: String?}
          - {name: status, type: Int}
          - {name: hints, type: "[String]?"}
        cases:
          - name: missing
            codes: [NoSuchKey]
          - name: other
        properties:
          - name: documented
            type: Bool
            default: false
            values:
              missing: true
        """

    /// Each line: the expected answer of `a == b` (and of `b == a`), then the two values.
    static let main = #"""
        func check(_ expected: Bool, _ a: E, _ b: E) {
            let equal = a == b && b == a
            let same = a.errorDetails == b.errorDetails && a.description == b.description && a.isCafe == b.isCafe
            print(equal == expected && (!equal || same) ? "ok" : "wrong: \(a) == \(b) is \(a == b), \(b) == \(a) is \(b == a)")
        }
        func check(_ expected: Bool, _ a: S, _ b: S) {
            let equal = a == b && b == a
            let same = a.errorDetails == b.errorDetails && a.documented == b.documented
            print(equal == expected && (!equal || same) ? "ok" : "wrong: \(a) == \(b) is \(a == b)")
        }
        let decomposed = "cafe\u{301}"
        check(true, .text(message: "café", count: 1), .text(message: "café", count: 1))
        check(false, .text(message: "café", count: 1), .text(message: decomposed, count: 1))
        check(false, .text(message: "café", count: 1), .text(message: "café", count: 2))
        check(true, .maybeText(reason: nil), .maybeText(reason: nil))
        check(false, .maybeText(reason: nil), .maybeText(reason: ""))
        check(false, .maybeText(reason: "\u{212A}"), .maybeText(reason: "K"))
        check(true, .maybeText(reason: "K"), .maybeText(reason: "K"))
        check(true, .many(names: ["a", "é"], tags: ["k": "v"], counts: ["x": 1]), .many(names: ["a", "é"], tags: ["k": "v"], counts: ["x": 1]))
        check(false, .many(names: ["é"], tags: nil, counts: [:]), .many(names: ["e\u{301}"], tags: nil, counts: [:]))
        check(false, .many(names: [], tags: ["k": "é"], counts: [:]), .many(names: [], tags: ["k": "e\u{301}"], counts: [:]))
        check(false, .many(names: [], tags: ["é": "v"], counts: [:]), .many(names: [], tags: ["e\u{301}": "v"], counts: [:]))
        check(false, .many(names: [], tags: nil, counts: ["é": 1]), .many(names: [], tags: nil, counts: ["e\u{301}": 1]))
        check(false, .many(names: [], tags: nil, counts: ["x": 1]), .many(names: [], tags: nil, counts: ["x": 2]))
        check(false, .many(names: [], tags: nil, counts: ["x": 1]), .many(names: [], tags: nil, counts: ["x": 1, "y": 1]))
        check(false, .many(names: [], tags: [:], counts: [:]), .many(names: [], tags: nil, counts: [:]))
        check(true, .leveled(level: .low, ratio: 0.5), .leveled(level: E.Level(rawValue: "lo"), ratio: 0.5))
        check(false, .leveled(level: .unknown("é"), ratio: 0.5), .leveled(level: .unknown(decomposed), ratio: 0.5))
        check(false, .plain, .maybeText(reason: nil))
        check(true, .plain, .plain)
        check(false, .text(message: "", count: 0), .plain)
        check(true, S(category: .missing, code: "NoSuchKey", status: 404), S(category: .missing, code: "NoSuchKey", status: 404))
        check(false, S(category: .missing, code: "NoSuchKey", status: 404), S(category: .missing, code: "NoSuch\u{212A}ey", status: 404))
        check(false, S(category: .other, code: nil, status: 1, hints: ["é"]), S(category: .other, code: nil, status: 1, hints: ["e\u{301}"]))
        check(false, S(category: .other, code: nil, status: 1), S(category: .missing, code: nil, status: 1))
        check(false, S(category: .other, code: nil, status: 1), S(category: .other, code: nil, status: 2))
        """#

    @Test func equalityComparesTextByteForByteInBothShapes() throws {
        let e = try #require(compileSpec(Self.enumYAML).spec)
        let s = try #require(compileSpec(Self.structYAML).spec)
        let run = try SwiftCompilerHarness.buildAndRun([
            "E.swift": SwiftEmitter.source(e),
            "S.swift": SwiftEmitter.source(s), "main.swift": Self.main,
        ])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let checks = Self.main.split(separator: "\n").filter { $0.hasPrefix("check(") }.count
        #expect(checks > 20 && lines.count == checks && lines.allSatisfy { $0 == "ok" }, "\(run.output)")
    }

    /// Types whose `==` compares no text keep the synthesized one; text anywhere gets the written one.
    @Test func onlyTypesHoldingTextGetTheWrittenEquality() throws {
        let plainEnum = try #require(compileSpec("name: A\ncases:\n  - name: a\n    payload: [{name: n, type: Int}]\n  - name: b\n").spec)
        #expect(!SwiftEmitter.source(plainEnum).contains("static func =="))
        let counts = try #require(compileSpec("name: B\ncases:\n  - name: a\n    payload: [{name: n, type: \"[String: Int]\"}]\n").spec)
        #expect(SwiftEmitter.source(counts).contains("private static func _sameMap<Value: Equatable>"))
        let plainStruct = try #require(compileSpec("name: C\nshape: struct\ncategory: {type: CKind}\nfields: [{name: n, type: Int}]\ncases: [{name: a}]\n").spec)
        #expect(!SwiftEmitter.source(plainStruct).contains("static func =="))
    }
}
