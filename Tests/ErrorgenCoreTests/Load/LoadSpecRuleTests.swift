import Testing
import ErrorgenCore

/// YAML that parses but that a spec never needs: refused with a clear message at its position.
@Suite struct LoadSpecRuleTests {
    func failure(_ text: String) -> String? { LoadTestSupport.failure(text) }

    @Test func emptySpec() {
        let empty = "Specs/T.yaml: error: the spec is empty"
        #expect(LoadTestSupport.failure([UInt8]()) == empty)
        #expect(failure("# only\n# comments\n") == empty)
        #expect(failure("  \n\n") == empty)
    }

    @Test func severalDocuments() {
        let message = "error: a spec must be a single YAML document; a second one starts here"
        #expect(failure("a: 1\n---\nb: 2\n") == "Specs/T.yaml:2:1: " + message)
        #expect(failure("---\na: 1\n...\n---\nb: 2\n") == "Specs/T.yaml:4:1: " + message)
    }

    @Test func anchorsAndAliases() {
        let message = "error: anchors and aliases are not supported in specs; write the value out in full at each place"
        // Each anchor and alias is reported: loading goes on after the first.
        #expect(failure("a: &x 1\nb: *x\n") == "Specs/T.yaml:1:4: " + message + "\nSpecs/T.yaml:2:4: " + message)
        #expect(failure("a: 1\nb: *x\n") == "Specs/T.yaml:2:4: " + message)
        #expect(failure("base: &b\n  x: 1\n") == "Specs/T.yaml:1:7: " + message)
        #expect(failure("list: &l [1]\n") == "Specs/T.yaml:1:7: " + message)
    }

    @Test func everyAnchorTagAndMergeKeyIsListed() {
        let text = "a: &x 1\nb: !foo y\nc:\n  <<: {z: 1}\n  *x : 2\nd: !!seq {k: v}\ne: *x\n"
        #expect(failure(text) == """
            Specs/T.yaml:1:4: error: anchors and aliases are not supported in specs; write the value out in full at each place
            Specs/T.yaml:2:4: error: '!foo' is read as a YAML tag: a text that starts with '!' must be in quotes
            Specs/T.yaml:4:3: error: merge keys ('<<') are not supported in specs
            Specs/T.yaml:5:3: error: anchors and aliases are not supported in specs; write the value out in full at each place
            Specs/T.yaml:6:4: error: '!!seq' tags a list, not a mapping; remove the tag
            Specs/T.yaml:7:4: error: anchors and aliases are not supported in specs; write the value out in full at each place
            """)
    }

    @Test func mergeKeys() {
        #expect(failure("base: {x: 1}\nderived:\n  <<: {x: 2}\n")
            == "Specs/T.yaml:3:3: error: merge keys ('<<') are not supported in specs")
    }

    @Test func duplicateKeys() {
        #expect(failure("name: A\nshape: enum\nname: B\n")
            == "Specs/T.yaml:3:1: error: duplicate key 'name'\nSpecs/T.yaml:1:1: note: 'name' is first defined here")
        #expect(failure("a:\n  x: 1\n  'x': 2\n")
            == "Specs/T.yaml:3:3: error: duplicate key 'x'\nSpecs/T.yaml:2:3: note: 'x' is first defined here")
        #expect(failure("m: {k: 1, j: 2, k: 3}\n")
            == "Specs/T.yaml:1:17: error: duplicate key 'k'\nSpecs/T.yaml:1:5: note: 'k' is first defined here")
        // Same key text in different mappings is fine.
        #expect(failure("a: {k: 1}\nb: {k: 2}\n") == nil)
    }

    @Test func duplicateKeysInLargeMappings() {
        let keys = (1...40).map { "key\($0): \($0)\n" }.joined()
        #expect(failure(keys) == nil)
        #expect(failure(keys + "key3: again\n") == "Specs/T.yaml:41:1: error: duplicate key 'key3'\nSpecs/T.yaml:3:1: note: 'key3' is first defined here")
        #expect(failure(keys + "key40: again\n") == "Specs/T.yaml:41:1: error: duplicate key 'key40'\nSpecs/T.yaml:40:1: note: 'key40' is first defined here")
    }

    @Test func nonScalarKeys() {
        #expect(failure("? [a]\n: 1\n") == "Specs/T.yaml:1:3: error: a mapping key must be a plain value, not a list; to give several keys one value, write each key with the value")
        #expect(failure("x: {[b]: 2}\n") == "Specs/T.yaml:1:5: error: a mapping key must be a plain value, not a list; to give several keys one value, write each key with the value")
        #expect(failure("? {a: 1}\n: 2\n") == "Specs/T.yaml:1:3: error: a mapping key must be a plain value, not a mapping")
    }

    @Test func customTags() {
        let allowed = "only !!str, !!int, !!bool, !!null and !!float are allowed"
        #expect(failure("a: !foo x\n") == "Specs/T.yaml:1:4: error: '!foo' is read as a YAML tag: a text that starts with '!' must be in quotes")
        #expect(failure("a: !!binary aGk=\n") == "Specs/T.yaml:1:4: error: unsupported tag '!!binary'; " + allowed)
        #expect(failure("a:\n  - !<tag:example.com,2024:x> 1\n")
            == "Specs/T.yaml:2:5: error: unsupported tag 'tag:example.com,2024:x'; " + allowed)
        #expect(failure("a: !!seq {x: 1}\n") == "Specs/T.yaml:1:4: error: '!!seq' tags a list, not a mapping; remove the tag")
        #expect(failure("a: !!str [1]\n") == "Specs/T.yaml:1:4: error: '!!str' tags a single value, not a list; remove the tag")
        #expect(failure("a: ! x\n") == "Specs/T.yaml:1:4: error: '!' is read as a YAML tag: a text that starts with '!' must be in quotes")
    }
}
