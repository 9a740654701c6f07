import Testing
@testable import ErrorgenCore

/// The spec reference states every limit and range the code enforces, next to its key and in its Limits
/// table, and lists every name the generated code reserves (read from `SwiftGeneratedNames`).
@Suite struct SpecFormatLimitsTests {
    static func section(_ title: String, of markdown: String) -> Substring {
        guard let start = markdown.range(of: "\n## \(title)\n") else { return "" }
        let rest = markdown[start.upperBound...]
        return rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    }

    @Test func limitsTableStatesEveryEnforcedLimit() throws {
        let markdown = try SpecFormatSources.text("Docs/SpecFormat.md")
        let limits = Self.section("Limits", of: markdown)
        let loader = LoadLimits()
        for value in [String(loader.maxBytes), String(loader.maxDepth), String(loader.maxScalarLength), String(loader.maxNodes),
                      String(CaseValidator.maxCases), String(SwiftGeneratedNames.maxTypeNameBytes),
                      String(SwiftGeneratedNames.maxFileNameBytes), String(Int.min), String(Int.max),
                      String(LiteralDecoder.maxExactInteger)] {
            #expect(limits.contains(value), "the Limits table does not state \(value)")
        }
    }

    @Test func keysStateTheirRanges() throws {
        let markdown = try SpecFormatSources.text("Docs/SpecFormat.md")
        let rows = markdown.split(separator: "\n")
        func row(_ key: String, in section: String) -> String {
            String(Self.section(section, of: markdown).split(separator: "\n").first { $0.hasPrefix("| `\(key)` |") } ?? "")
        }
        #expect(row("name", in: "Top level").contains("at most \(SwiftGeneratedNames.maxTypeNameBytes) bytes"))
        #expect(row("cases", in: "Top level").contains("50,000"))
        #expect(row("errorCode", in: "Cases").contains("\(Int.min) to \(Int.max)"))
        #expect(row("status", in: "Status rows").contains("±\(LiteralDecoder.maxExactInteger)"))
        #expect(rows.contains { $0.hasPrefix("| constant |") && $0.contains("±\(LiteralDecoder.maxExactInteger)") })
    }

    @Test func namesSectionListsEveryReservedName() throws {
        let markdown = try SpecFormatSources.text("Docs/SpecFormat.md")
        let names = Self.section("Names", of: markdown)
        let reserved = SwiftGeneratedNames.reservedTypeNames.union(SwiftGeneratedNames.nonTypeWords)
            .union(SwiftGeneratedNames.members).union(NameCheck.reservedParameterNames).union(["fatalError"])
        for name in reserved.sorted() {
            #expect(names.contains("`\(name)`"), "the Names section does not list `\(name)`")
        }
    }
}
