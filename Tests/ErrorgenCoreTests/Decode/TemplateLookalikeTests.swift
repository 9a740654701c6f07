import Testing
@testable import ErrorgenCore

/// Text that looks like another language's hole or a list written wrong but is what the spec means: accepted.
/// (The refused spellings are rows of the wrong-spec table: `tmpl-*`, `codes-plain-space*`.)
@Suite struct TemplateLookalikeTests {
    static let start = SourceLocation(file: "t.yaml", line: 1, column: 1)

    static func parts(_ text: String) -> [String] {
        guard case .success(let template) = TemplateParser.parse(text, at: start) else { return ["refused"] }
        return template.parts.map { part in
            switch part {
            case .text(let text): "text:" + text
            case .parameter(let name, _): "hole:" + name
            case .formatted(let name, let format, _): "hole:" + name + ":" + format.spelling
            case .withNilText(let name, _, let text, _, _): "hole:" + name + "??" + text
            }
        }
    }

    @Test(arguments: [
        // `$$` before a hole is a `$` before the value; `$${{` and `${{` keep their text.
        ("at least $${amount:.2f}", ["text:at least $", "hole:amount:.2f"]),
        ("$${{x}}", ["text:$${x}"]),
        ("${{x}} is {x}", ["text:${x} is ", "hole:x"]),
        ("$$ and $ and $5", ["text:$$ and $ and $5"]),
        // Percent signs that are no printf placeholder, `#{x}` (an issue number) and `{{x}}` (the literal text {x}).
        ("{n}% done, 100%% sure, %discount, 5%-10%", ["hole:n", "text:% done, 100%% sure, %discount, 5%-10%"]),
        ("Error #{code}", ["text:Error #", "hole:code"]),
        ("{{seconds}}", ["text:{seconds}"]),
        // Parentheses after `$` or `\` that hold no name.
        ("$(1 + 2) \\(a b)", ["text:$(1 + 2) \\(a b)"]),
    ])
    func acceptedAsText(_ text: String, _ expected: [String]) {
        #expect(Self.parts(text) == expected, "\(text)")
    }

    @Test func aQuotedCodeWithASpaceIsOneCode() throws {
        let (spec, diagnostics) = compileSpec("name: E\ncases:\n  - {name: a, codes: [\"rate limited\", {code: quota exceeded}]}\n  - {name: b, codes: 'x y'}\n")
        #expect(diagnostics == [])
        #expect(try #require(spec).cases.flatMap(\.codes).map(\.code) == ["rate limited", "quota exceeded", "x y"])
    }
}
