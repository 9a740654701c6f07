import Testing
import ErrorgenCore

@Suite struct LoadTreeTests {
    let document = """
        # PoolKit errors
        name: PoolError
        shape: enum
        summary: 'It''s here'
        cases:
          - name: invalidAppKey
            codes: [invalid_key, "bad key"]
            when: |
              Line one.
              Line two.
            todo: >
              Folded
              text.
          - {name: other, count: !!str 12}
        empty:

        """

    @Test func buildsNestedMappingsAndLists() throws {
        let root = try LoadTestSupport.load(document)
        #expect(root.at == "2:1")
        #expect(root.location.file == "Specs/T.yaml")
        guard case .mapping(let pairs) = root.kind else { Issue.record("root is not a mapping"); return }
        #expect(pairs.map(\.keyText) == ["name", "shape", "summary", "cases", "empty"])
        #expect(pairs.map(\.key.at) == ["2:1", "3:1", "4:1", "5:1", "15:1"])
        #expect(root["name"]?.scalar == YAMLScalar("PoolError", style: .plain))
        #expect(root["name"]?.at == "2:7")
        #expect(root["shape"]?.at == "3:8")
        guard case .sequence(let cases) = root["cases"]?.kind else { Issue.record("cases is not a list"); return }
        #expect(cases.count == 2)
        #expect(root["cases"]?.at == "6:3")
    }

    @Test func quotedScalarsKeepStyleAndPosition() throws {
        let root = try LoadTestSupport.load(document)
        #expect(root["summary"]?.scalar == YAMLScalar("It's here", style: .singleQuoted))
        #expect(root["summary"]?.at == "4:10")
        let codes = root["cases"]?[0]?["codes"]
        #expect(codes?.at == "7:12")
        #expect(codes?[0]?.scalar == YAMLScalar("invalid_key", style: .plain))
        #expect(codes?[0]?.at == "7:13")
        #expect(codes?[1]?.scalar == YAMLScalar("bad key", style: .doubleQuoted))
        #expect(codes?[1]?.at == "7:26")
    }

    @Test func blockScalarsKeepStyleAndPosition() throws {
        let first = try #require(try LoadTestSupport.load(document)["cases"]?[0])
        #expect(first.at == "6:5")
        #expect(first["name"]?.at == "6:11")
        #expect(first["when"]?.scalar == YAMLScalar("Line one.\nLine two.\n", style: .literal))
        #expect(first["when"]?.at == "8:11")
        #expect(first["todo"]?.scalar == YAMLScalar("Folded text.\n", style: .folded))
        #expect(first["todo"]?.at == "11:11")
    }

    @Test func flowMappingTagsAndNulls() throws {
        let root = try LoadTestSupport.load(document)
        let second = try #require(root["cases"]?[1])
        #expect(second.at == "14:5")
        #expect(second["name"]?.at == "14:12")
        // `!!str 12` is the text "12", read as a quoted value is.
        #expect(second["count"]?.scalar == YAMLScalar("12", style: .doubleQuoted, tag: "!!str"))
        #expect(second["count"]?.at == "14:26")
        #expect(root["empty"]?.scalar?.isNull == true)
    }

    /// A core tag that agrees with its value says nothing more: the value is read as if untagged (`!!null ~` is null).
    @Test func agreeingCoreTagsAreResolved() throws {
        let root = try LoadTestSupport.load("a: !!int 1\nb: !!bool true\nc: !!null ~\nd: !!float 1.5\ne: !!map {x: 1}\nf: !!seq [1]\n"
                                            + "g: !!int \"0x1F\"\nh: !!str plain text\ni: !!float 7\nj: !!float -3\n")
        #expect(root["a"]?.scalar == YAMLScalar("1", style: .plain))
        #expect(root["b"]?.scalar == YAMLScalar("true", style: .plain))
        #expect(root["c"]?.scalar?.isNull == true)
        #expect(root["d"]?.scalar == YAMLScalar("1.5", style: .plain))
        #expect(root["g"]?.scalar == YAMLScalar("0x1F", style: .plain))
        // `!!float 7` is the number 7.0: an Int constant refuses it as it refuses `7.0`.
        #expect(root["i"]?.scalar == YAMLScalar("7.0", style: .plain))
        #expect(root["j"]?.scalar == YAMLScalar("-3.0", style: .plain))
        #expect(root["h"]?.scalar == YAMLScalar("plain text", style: .plain, tag: "!!str"))
        #expect(root["e"]?["x"]?.scalar?.value == "1")
        #expect(root["f"]?[0]?.scalar?.value == "1")
    }

    @Test func returnsAnyRootKind() throws {
        #expect(try LoadTestSupport.load("- a\n- b\n")[1]?.scalar?.value == "b")
        #expect(try LoadTestSupport.load("hello\n").scalar?.value == "hello")
        #expect(try LoadTestSupport.load("--- x\n...\n").scalar?.value == "x")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        #expect(try LoadTestSupport.load("\"<<\": 1\n")["<<"]?.scalar?.value == "1")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try YAMLLoader.load([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: x\n".utf8), path: "B.yaml")
        #expect(root.at == "1:1")
        #expect(root["a"]?.scalar?.value == "1")
        #expect(root["b"]?.at == "2:4")
        #expect(LoadTestSupport.failure([0xEF, 0xBB, 0xBF] + Array("a:\n\tb: 1\n".utf8))
            == "Specs/T.yaml:2:1: error: tabs are not allowed for indentation")
    }

    @Test func crlfLineEndingsGiveCorrectPositions() throws {
        let root = try LoadTestSupport.load("a: 1\r\nb: \"x\"\r\nc: |\r\n  t\r\n  u\r\nd: e\r\n")
        #expect(root["b"]?.at == "2:4")
        #expect(root["c"]?.scalar == YAMLScalar("t\nu\n", style: .literal))
        #expect(root["c"]?.at == "3:4")
        #expect(root["d"]?.at == "6:4")
        #expect(LoadTestSupport.failure("a: 1\r\nb: 2\r\na: 3\r\n")
            == "Specs/T.yaml:3:1: error: duplicate key 'a'\nSpecs/T.yaml:1:1: note: 'a' is first defined here")
        #expect(LoadTestSupport.failure(Array("a: 1\r\nb: é\r\nc: ".utf8) + [0xFF])
            == "Specs/T.yaml:3:4: error: invalid UTF-8 byte 0xFF; specs must be UTF-8 text")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try LoadTestSupport.load("é€: 🙂 x\nb: [ü, y]\n")
        #expect(root["é€"]?.at == "1:5")
        #expect(root["b"]?[1]?.at == "2:8")
    }
}
