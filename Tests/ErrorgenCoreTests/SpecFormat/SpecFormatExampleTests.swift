import Testing
@testable import ErrorgenCore

/// The reference's complete example is a valid spec: it loads, decodes and validates without a diagnostic.
@Suite struct SpecFormatExampleTests {
    /// The first ```yaml block of the reference that is a whole spec (it has a `name:` line).
    static func completeExample() throws -> String {
        let markdown = try SpecFormatSources.text("Docs/SpecFormat.md")
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return try #require(blocks.first { $0.contains("\nname: ") || $0.hasPrefix("name: ") })
    }

    @Test func completeExampleCompiles() throws {
        let yaml = try Self.completeExample()
        #expect(yaml.hasPrefix("# yaml-language-server: $schema=../Schema/errorgen.schema.json\n"))
        let result = SpecPipeline.compile(bytes: Array(yaml.utf8), path: "Docs/SpecFormat.md")
        #expect(result.diagnostics.map(\.description) == [])
        let spec = try #require(result.spec)
        #expect(spec.name.value == "UploadError")
        #expect(spec.cases.map(\.name.value) == ["offline", "tooLarge", "rejected", "service"])
        #expect(spec.inbound?.precedence == [.code, .status])
        #expect(spec.bridge.fields.map(\.name.value) == ["code", "message", "retryable", "serverCode"])
    }
}
