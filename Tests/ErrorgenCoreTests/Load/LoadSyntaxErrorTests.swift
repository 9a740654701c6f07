import Testing
import ErrorgenCore

/// libyaml reader, scanner and parser errors, reworded, at their exact position.
@Suite struct LoadSyntaxErrorTests {
    func failure(_ text: String) -> String? { LoadTestSupport.failure(text) }

    @Test func tabIndentation() {
        #expect(failure("a:\n\tb: 1\n") == "Specs/T.yaml:2:1: error: tabs are not allowed for indentation")
        #expect(failure("a:\n  b: 1\n\tc: 2\n") == "Specs/T.yaml:3:1: error: tabs are not allowed for indentation")
        #expect(failure("a: |\n  x\n\t y\n") == "Specs/T.yaml:3:1: error: tabs are not allowed for indentation")
        #expect(failure("é:\n\tb: 1\n") == "Specs/T.yaml:2:1: error: tabs are not allowed for indentation")
    }

    @Test func colonInsidePlainValue() {
        #expect(failure("when: Fix it: now\n") == "Specs/T.yaml:1:13: error: unexpected ':'; check the indentation, "
            + "or put a value that contains ': ' in quotes")
        #expect(failure("a: 1\n b: 2\n") == "Specs/T.yaml:2:3: error: unexpected ':'; check the indentation, "
            + "or put a value that contains ': ' in quotes")
    }

    @Test func reservedIndicator() {
        #expect(failure("a: @x\n") == "Specs/T.yaml:1:4: error: '@' cannot start a plain value; put the value in quotes")
    }

    @Test func unterminatedQuote() {
        #expect(failure("a: 1\nk: \"abc\n") == "Specs/T.yaml:2:4: error: unterminated quoted string; the closing quote is missing")
    }

    /// At the backslash, with what to write instead: a Windows path in double quotes is the usual cause.
    @Test func invalidEscape() {
        #expect(failure("a: \"x\\q\"\n") == "Specs/T.yaml:1:6: error: '\\q' is not an escape in a double-quoted text; "
                + "write '\\\\' for a backslash, or put the text in single quotes")
        #expect(failure("a: \"\\x4\"\n") == "Specs/T.yaml:1:5: error: '\\x' starts an escape of 2 hexadecimal digits in a "
                + "double-quoted text; write '\\\\' for a backslash, or put the text in single quotes")
        #expect(failure("path: \"C:\\Users\\dev\"\n") == "Specs/T.yaml:1:10: error: '\\U' starts an escape of 8 hexadecimal "
                + "digits in a double-quoted text; write '\\\\' for a backslash, or put the text in single quotes")
        #expect(failure("a: \"\\uD800\"\n") == "Specs/T.yaml:1:5: error: this '\\u' escape is no Unicode character (a "
                + "surrogate half, or above U+10FFFF); write '\\\\' for a backslash, or put the text in single quotes")
    }

    @Test func documentEndMarkerAndStrayBrackets() {
        #expect(failure("name: E\n...\ncases: [{name: a}]\n") == "Specs/T.yaml:2:1: error: '...' ends a YAML document, and a "
                + "spec is one document; remove the '...'")
        #expect(failure("a:\n  b: [x]]\n") == "Specs/T.yaml:2:9: error: unexpected ']': no list is open here; remove it")
        #expect(failure("a: ? b\n") == "Specs/T.yaml:1:4: error: '?' cannot start a plain value; put the value in quotes")
    }

    @Test func slipsThatLookRight() {
        // A JavaScript comment, a no-break space after ':', a LINE SEPARATOR pasted inside a text.
        #expect(failure("name: E\n// the cases\ncases: [{name: a}]\n") == "Specs/T.yaml:2:1: error: '//' does not start a "
                + "comment in YAML; write '# ...' for a comment")
        #expect(failure("cases:\n  - name: a\n    when:\u{A0}Failed.\n  - name: b\n") == "Specs/T.yaml:3:10: error: U+00A0 "
                + "NO-BREAK SPACE after ':' is not a space to YAML; replace it with a space")
        #expect(failure("cases:\n  - name: a\n    when: The card was\u{2028}declined.\n") == "Specs/T.yaml:3:23: error: "
                + "U+2028 LINE SEPARATOR is a line break to YAML, so the text goes on as a new line; replace it with a space")
    }

    @Test func otherCharactersThatCannotStartAValue() {
        #expect(failure("a: %x\n") == "Specs/T.yaml:1:4: error: unexpected character '%'; put the value in quotes if it is text")
    }

    @Test func missingValueInFlowList() {
        #expect(failure("a: [1,,2]\n") == "Specs/T.yaml:1:7: error: an empty item between two ','; remove one ','")
    }

    @Test func textAfterBlockScalarIndicator() {
        #expect(failure("a: |x\n  y\n")
            == "Specs/T.yaml:1:5: error: unexpected text after the block scalar indicator ('|' or '>'): its text starts on "
                + "the next line; a value that itself starts with '|' or '>' must be in quotes")
    }

    @Test func fallbackKeepsLibYAMLWordingAndContext() {
        #expect(failure("a: !e!x 1\n")
            == "Specs/T.yaml:1:4: error: invalid YAML: found undefined tag handle (while parsing a node at line 1, column 4)")
        #expect(failure("%YAML 1.3\n---\na: 1\n") == "Specs/T.yaml:1:1: error: unsupported %YAML version directive")
    }

    @Test func unclosedFlowList() {
        // The next line starts a key: the ']' is missing, reported at the '['.
        #expect(failure("a: [1, 2\nb: 3\n") == "Specs/T.yaml:1:4: error: this list is not closed: add ']' after its last item (YAML reads on into line 2)")
        // A list that goes on over lines is still read to where it fails.
        #expect(failure("a: [1,\n  2}\n") == "Specs/T.yaml:2:4: error: expected ',' or ']' in the list that starts at line 1, column 4")
    }

    @Test func listItemWhereAValueBelongs() {
        #expect(failure("a: - b\n") == "Specs/T.yaml:1:4: error: unexpected '-' list item; check the indentation")
    }

    @Test func keyWithoutColon() {
        #expect(failure("- a\nb\n") == "Specs/T.yaml:2:1: error: expected ':' after this key (or '- ' before a list item)")
        #expect(failure("a: 1\n\"b\n  c\": 2\n")
            == "Specs/T.yaml:2:1: error: expected ':' after this key (or '- ' before a list item)")
    }

    @Test func unclosedFlowMapping() {
        #expect(failure("a: {x: 1\n") == "Specs/T.yaml:2:1: error: expected ',' or '}' in the mapping that starts at line 1, column 4")
    }

    @Test func missingListItemIndicator() {
        #expect(failure("- a\nb: 1\n") == "Specs/T.yaml:2:1: error: expected a '-' list item here; "
            + "check the indentation of the list that starts at line 1, column 1")
    }

    @Test func badIndentationInList() {
        #expect(failure("a:\n  - x\n - y\n") == "Specs/T.yaml:3:2: error: expected a key of the mapping that starts at line 1, column 1, found a '- ' list item: to add an item to the list above, put its '-' under that list's '-'")
    }

    @Test func listItemsFirstKeyWithoutColon() {
        // The item's first key, with the item's next key below it: YAML reads one text over two lines.
        #expect(failure("cases:\n  - name offline\n    when: x\n")
            == "Specs/T.yaml:2:5: error: this line has no ':' after its key: write 'name: offline'")
        #expect(failure("cases:\n  -   name offline\n      payload:\n        - {name: a}\n")
            == "Specs/T.yaml:2:7: error: this line has no ':' after its key: write 'name: offline'")
        // Not a key of the spec: no guess about what the line means.
        #expect(failure("cases:\n  - The device\n    when: x\n")
            == "Specs/T.yaml:3:9: error: unexpected ':'; check the indentation, or put a value that contains ': ' in quotes")
    }

    @Test func firstListItemWithoutDash() {
        #expect(failure("name: E\ncases:\n    name: offline\n    when: x\n  - name: server\n")
            == "Specs/T.yaml:3:5: error: expected '- ' before 'name': the items of 'cases' start with '- ', as the one on line 5 does")
        // A comment, a blank line and the item's own list between.
        #expect(failure("cases:\n  # first\n\n  name: offline\n  payload:\n    - {name: x}\n  - name: server\n")
            == "Specs/T.yaml:4:3: error: expected '- ' before 'name': the items of 'cases' start with '- ', as the one on line 7 does")
    }

    @Test func listItemLeftOfItsKey() {
        #expect(failure("inbound:\n  parameters:\n- {name: status}\n  fallback: x\n")
            == "Specs/T.yaml:3:1: error: this list item is further left than 'parameters:' on line 2, so it is not part of "
            + "'parameters'; move its '-' to column 3 or further in")
    }

    @Test func invalidUTF8() {
        #expect(LoadTestSupport.failure(Array("a: ".utf8) + [0xFF, 0x0A])
            == "Specs/T.yaml:1:4: error: invalid UTF-8 byte 0xFF; specs must be UTF-8 text")
        #expect(LoadTestSupport.failure(Array("ab: 1\nc".utf8) + [0xC3] + Array(": 1\n".utf8))
            == "Specs/T.yaml:2:2: error: invalid UTF-8 byte 0xC3; specs must be UTF-8 text")
        // An encoded surrogate (U+D800) and an overlong '/' after a multibyte character.
        #expect(LoadTestSupport.failure(Array("é: ".utf8) + [0xED, 0xA0, 0x80])
            == "Specs/T.yaml:1:4: error: invalid UTF-8 byte 0xED; specs must be UTF-8 text")
        #expect(LoadTestSupport.failure(Array("a: é".utf8) + [0xC0, 0xAF])
            == "Specs/T.yaml:1:5: error: invalid UTF-8 byte 0xC0; specs must be UTF-8 text")
    }

    @Test func controlCharacter() {
        #expect(failure("a: 1\nb: x\u{1}y\n") == "Specs/T.yaml:2:5: error: control character U+0001 is not allowed in a spec; remove it (most editors do not show it)")
        #expect(LoadTestSupport.failure(Array("a: ".utf8) + [0x00])
            == "Specs/T.yaml:1:4: error: control character U+0000 is not allowed in a spec; remove it (most editors do not show it)")
        #expect(failure("a: x\u{FFFE}\n") == "Specs/T.yaml:1:5: error: character U+FFFE is not allowed in a spec; remove it (most editors do not show it)")
    }

    @Test func utf16ByteOrderMark() {
        #expect(LoadTestSupport.failure([0xFF, 0xFE, 0x61, 0x00])
            == "Specs/T.yaml:1:1: error: the spec is encoded as UTF-16 (it starts with a UTF-16 byte order mark); specs must be UTF-8 text: save it as UTF-8")
    }

    /// UTF-16 without a byte order mark and UTF-32 are named, not reported as a zero byte.
    @Test func otherEncodings() {
        let utf16 = "the spec is encoded as UTF-16 (every other byte is 0); specs must be UTF-8 text: save it as UTF-8"
        #expect(LoadTestSupport.failure([0x6E, 0x00, 0x61, 0x00, 0x3A, 0x00]) == "Specs/T.yaml:1:1: error: " + utf16)
        #expect(LoadTestSupport.failure([0x00, 0x6E, 0x00, 0x61, 0x00, 0x3A]) == "Specs/T.yaml:1:1: error: " + utf16)
        let utf32 = "the spec is encoded as UTF-32 (it starts with a UTF-32 byte order mark); specs must be UTF-8 text: save it as UTF-8"
        #expect(LoadTestSupport.failure([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x6E]) == "Specs/T.yaml:1:1: error: " + utf32)
        #expect(LoadTestSupport.failure([0x6E, 0x00, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00])?.contains("UTF-32 (every character") == true)
    }

    /// A line break no editor shows (U+2028, NEL, a carriage return alone among '\n' lines) inside a text ends the
    /// line above the one libyaml stops in: reported where it is.
    @Test func hiddenLineBreakAboveTheFailure() {
        let text = "name: A\ncases:\n  - name: offline\n    todo: Retry\u{2028}later.\n\n  - name: other\n"
        #expect(failure(text) == "Specs/T.yaml:4:16: error: U+2028 LINE SEPARATOR is a line break to YAML, so the text goes on "
                + "as a new line; replace it with a space")
        let cr = "name: A\ncases:\n  - name: offline\n    todo: Retry\rlater.\n\n  - name: other\n"
        #expect(failure(cr) == "Specs/T.yaml:4:16: error: a carriage return (U+000D) without '\\n' after it is a line break "
                + "to YAML, so the text goes on as a new line; remove it")
    }

    /// A core tag that contradicts its value is reported at the value; `!!str` makes a plain value text.
    @Test func contradictingTags() {
        #expect(failure("a: !!int too_large\n") == "Specs/T.yaml:1:4: error: '!!int' tags an integer, but this value is 'too_large'; remove the tag")
        #expect(failure("a: !!null Retry later.\n")
                == "Specs/T.yaml:1:4: error: '!!null' makes this value null, but it is written 'Retry later.'; remove the tag (or the text, for null)")
        #expect(failure("a: !!bool yes\n") == "Specs/T.yaml:1:4: error: '!!bool' tags true or false, but this value is 'yes'; remove the tag")
        #expect(failure("a: !!float abc\n") == "Specs/T.yaml:1:4: error: '!!float' tags a number, but this value is 'abc'; remove the tag")
        #expect(failure("a: !!float 7\nb: !!float -1.5e3\nc: !!float .inf\nd: !!int -12\ne: !!int 0o17\n") == nil)
    }
}
