import Foundation
import Testing
@testable import ErrorgenCore

@Suite struct PropertyDescriberTests {
    let cases = ["a", "b", "c", "d"].map { MD.case($0) }

    func describe(_ property: Property, cases: [Case]? = nil) -> String {
        PropertyDescriber.describe(property, in: MD.enumSpec(cases ?? self.cases, properties: [property]))
    }

    @Test func boolWithDefaultFalseListsTheTrueCasesThenTheDoc() {
        let p = MD.property("flag", ValueType(.bool), doc: "It works.", default: MD.constant(.bool(false)),
                            [("c", MD.constant(.bool(true))), ("a", MD.constant(.bool(true))), ("b", MD.constant(.bool(false)))])
        #expect(describe(p) == "True for `a` and `c`. It works.")
    }

    @Test func boolWithDefaultTrueListsTheFalseCases() {
        let p = MD.property("flag", ValueType(.bool), default: MD.constant(.bool(true)),
                            [("a", MD.constant(.bool(false))), ("b", MD.constant(.bool(false))), ("d", MD.constant(.bool(false)))])
        #expect(describe(p) == "False for `a`, `b`, and `d`.")
    }

    @Test func boolFieldValuesReadAsConditions() {
        let cases = [MD.case("a", payload: [MD.field("fatal", ValueType(.bool))]), MD.case("b")]
        let falseDefault = MD.property("flag", ValueType(.bool), default: MD.constant(.bool(false)), [("a", .field(MD.name("fatal")))])
        #expect(describe(falseDefault, cases: cases) == "True for `a` when its `fatal` is `true`.")
        let trueDefault = MD.property("flag", ValueType(.bool), default: MD.constant(.bool(true)), [("a", .field(MD.name("fatal")))])
        #expect(describe(trueDefault, cases: cases) == "False for `a` when its `fatal` is `false`.")
    }

    @Test func boolEveryCaseTheSame() {
        let none = MD.property("flag", ValueType(.bool), default: MD.constant(.bool(false)))
        #expect(describe(none) == "False for every case.")
        let all = MD.property("flag", ValueType(.bool), default: MD.constant(.bool(false)),
                              cases.map { ($0.name.value, MD.constant(.bool(true))) })
        #expect(describe(all) == "True for every case.")
    }

    @Test func optionalWithNilDefaultNamesTheFields() {
        let cases = [MD.case("a"), MD.case("rateLimited", payload: [MD.field("retryAfter", ValueType(.int))]),
                     MD.case("serviceUnavailable", payload: [MD.field("retryAfter", ValueType(.int))])]
        let p = MD.property("retryAfter", ValueType(.int, optional: true), doc: "Seconds to wait.", default: MD.constant(.null),
                            [("rateLimited", .field(MD.name("retryAfter"))), ("serviceUnavailable", .field(MD.name("retryAfter")))])
        #expect(describe(p, cases: cases)
                == "Set only for `rateLimited` and `serviceUnavailable` (their `retryAfter`); `nil` otherwise. Seconds to wait.")
    }

    @Test func optionalWithSeveralGroupsShowsConstantsAsCode() {
        let cases = [MD.case("a", payload: [MD.field("x", ValueType(.string))]), MD.case("b"), MD.case("c"), MD.case("d")]
        let p = MD.property("label", ValueType(.string, optional: true), default: MD.constant(.null),
                            [("a", .field(MD.name("x"))), ("b", MD.constant(.string("say \"hi\""))), ("c", MD.constant(.string("say \"hi\"")))])
        #expect(describe(p, cases: cases)
                == "Set only for `a` (its `x`) and for `b` and `c` (`\"say \\\"hi\\\"\"`); `nil` otherwise.")
    }

    @Test func primaryCodesListEachCodeWithItsCase() {
        let cases = [MD.case("invalidAppKey", codes: ["invalid_key"]), MD.case("offline"),
                     MD.case("rateLimited", codes: ["rate_limited", "quota_exceeded"]), MD.case("service", codes: ["service"])]
        let p = MD.property("serverCode", ValueType(.string, optional: true), doc: "The code.", default: .primaryCode(MD.here))
        #expect(describe(p, cases: cases)
                == "`invalid_key` (`invalidAppKey`), `rate_limited` (`rateLimited`), and `service` (`service`); `nil` otherwise. The code.")
        let everyCase = MD.enumSpec(cases.filter { !$0.codes.isEmpty }, properties: [p])
        #expect(PropertyDescriber.describe(p, in: everyCase).hasPrefix("`invalid_key` (`invalidAppKey`), `rate_limited` (`rateLimited`), and `service` (`service`). "))
    }

    /// A long catalog (more than `longCodeList` cases with codes) whose default is the primary code: the rule and its
    /// exceptions, not dozens of codes in one sentence (the codes table lists them).
    @Test func manyPrimaryCodesAreDescribedByTheRule() {
        let coded = (1...9).map { MD.case("case\($0)", codes: ["code_\($0)"]) }
        let cases = coded + [MD.case("unknown", payload: [MD.field("raw", ValueType(.string))]), MD.case("keychain"),
                             MD.case("other")]
        let p = MD.property("wire", ValueType(.string, optional: true), doc: "As sent.", default: .primaryCode(MD.here),
                            [("unknown", .field(MD.name("raw")))])
        #expect(describe(p, cases: cases) == "Its code (the first, for a case with several); for `unknown`, its `raw`; `nil` for `keychain` and `other`. As sent.")
        // Up to the limit, each code is named.
        let few = MD.property("wire", ValueType(.string, optional: true), default: .primaryCode(MD.here))
        #expect(describe(few, cases: Array(coded.prefix(8)) + [MD.case("keychain")]).hasPrefix("`code_1` (`case1`), "))
    }

    @Test func otherConstantsAreGroupedByValue() {
        let p = MD.property("priority", ValueType(.int), default: MD.constant(.int(0)),
                            [("a", MD.constant(.int(1))), ("c", MD.constant(.int(2))), ("b", MD.constant(.int(1))), ("d", MD.constant(.int(0)))])
        #expect(describe(p) == "`1` for `a` and `b`; `2` for `c`; otherwise `0`.")
        let always = MD.property("weight", ValueType(.double), default: MD.constant(.double(1.5)))
        #expect(describe(always) == "Always `1.5`.")
    }

    @Test func backticksInValuesCannotEndTheCodeSpan() {
        let p = MD.property("label", ValueType(.string), default: MD.constant(.string("x")), [("a", MD.constant(.string("a`b")))])
        #expect(describe(p) == "``\"a`b\"`` for `a`; otherwise `\"x\"`.")
    }

    /// `PropertyDescriptions` describes a property once for both spellings when its entries hold no value
    /// spelled per language: then the two spellings must read the same, for every property of every spec here.
    @Test func propertiesWithoutSpelledValuesReadTheSameInBothSpellings() throws {
        var specPaths: [String] = []
        for folder in ["Specs", "Examples/Catalogs", "Examples/UploadKit/Specs"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + folder)
            specPaths += names.filter { $0.hasSuffix(".yaml") }.map { folder + "/" + $0 }
        }
        var shared = 0
        for path in specPaths.sorted() {
            guard let spec = SpecPipeline.compile(bytes: try readBytes(repositoryRoot + "/" + path), path: path).spec else { continue }
            let plan = EmitPlan(spec)
            let descriptions = PropertyDescriptions(plan)
            for (index, property) in plan.properties.enumerated() {
                let entries = descriptions.entries(index)
                guard !entries.readsSpelling else { continue }
                shared += 1
                #expect(PropertyDescriber.describe(property, entries: entries.spelled(.swift))
                        == PropertyDescriber.describe(property, entries: entries.spelled(.javaScript)), "\(path): \(property.name.value)")
            }
        }
        #expect(shared > 10)
    }

    @Test func javaScriptSpellingSaysNull() {
        let cases = [MD.case("a", payload: [MD.field("n", ValueType(.int))]), MD.case("b")]
        let p = MD.property("n", ValueType(.int, optional: true), default: MD.constant(.null), [("a", .field(MD.name("n")))])
        let spec = MD.enumSpec(cases, properties: [p])
        #expect(PropertyDescriber.describe(p, in: spec, spelling: .javaScript) == "Set only for `a` (its `n`); `null` otherwise.")
    }
}
