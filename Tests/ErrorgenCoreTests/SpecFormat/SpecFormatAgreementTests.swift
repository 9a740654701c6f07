import Testing
@testable import ErrorgenCore

/// The reference (Docs/SpecFormat.md) and the JSON Schema (Schema/errorgen.schema.json) declare exactly
/// the keys the decoder accepts, context by context.
@Suite struct SpecFormatAgreementTests {
    @Test func referenceDocumentsEveryKeyTheDecoderAccepts() throws {
        let markdown = try SpecFormatSources.text("Docs/SpecFormat.md")
        let documented = SpecFormatSources.documentedKeys(markdown: markdown)
        let problems = SpecFormatSources.compare(documented, with: SpecKeys.all, source: "Docs/SpecFormat.md")
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.joined(separator: "\n")))
    }

    @Test func schemaDeclaresExactlyTheKeysTheDecoderAccepts() throws {
        let json = try SpecFormatSources.text("Schema/errorgen.schema.json")
        let declared = try SpecFormatSources.schemaKeys(json: json, contexts: SpecKeys.all.map(\.context))
        let problems = SpecFormatSources.compare(declared, with: SpecKeys.all, source: "the schema")
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.joined(separator: "\n")))
    }

    @Test func schemaIsClosedAndDescribed() throws {
        let json = try SpecFormatSources.text("Schema/errorgen.schema.json")
        let problems = try SpecFormatSources.schemaStrictnessProblems(json: json)
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.joined(separator: "\n")))
    }

    @Test func everyContextHasKeys() {
        let contexts = SpecKeys.all.map(\.context)
        #expect(Set(contexts).count == contexts.count)
        #expect(SpecKeys.all.allSatisfy { !$0.keys.isEmpty && Set($0.keys).count == $0.keys.count })
        #expect(contexts.first == "spec")
    }

    // The checks themselves, on small inputs: they must notice a missing, an extra and an unknown context.

    @Test func referenceCheckFindsMissingAndExtraKeys() {
        let markdown = """
        ## Cases

        <!-- keys: case -->
        | Key | Type |
        | --- | --- |
        | `name` | name |
        | `colour` | text |

        | `todo` | text |

        <!-- keys: planet -->
        | Key | Type |
        | --- | --- |
        | `mass` | int |
        """
        let documented = SpecFormatSources.documentedKeys(markdown: markdown)
        #expect(documented["case"] == ["name", "colour"])
        let problems = SpecFormatSources.compare(documented, with: [("case", ["name", "when"]), ("code", ["code"])],
                                                 source: "doc")
        #expect(problems == [
            "doc lacks key 'when' of context 'case'",
            "doc has key 'colour' in context 'case', which the decoder does not accept",
            "doc has no keys for context 'code'",
            "doc has keys for context 'planet', which SpecKeys.all does not have",
        ])
    }

    @Test func schemaCheckFindsExtraKeysAndOpenObjects() throws {
        let json = """
        {"type": "object", "properties": {"name": {"description": "n"}, "colour": {"description": "c"}},
         "additionalProperties": false,
         "definitions": {"case": {"type": "object", "properties": {"name": {}}},
                         "x": {"if": {"properties": {"name": {"const": "a"}}}}}}
        """
        let declared = try SpecFormatSources.schemaKeys(json: json, contexts: ["spec", "case"])
        #expect(declared == ["spec": ["colour", "name"], "case": ["name"]])
        #expect(SpecFormatSources.compare(declared, with: [("spec", ["name"]), ("case", ["name"])], source: "s")
                == ["s has key 'colour' in context 'spec', which the decoder does not accept"])
        #expect(try SpecFormatSources.schemaStrictnessProblems(json: json) == [
            "#/definitions/case does not set additionalProperties: false",
            "#/definitions/case/properties/name has no description",
        ])
    }
}
