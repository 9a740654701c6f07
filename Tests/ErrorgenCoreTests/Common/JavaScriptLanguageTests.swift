import Testing
@testable import ErrorgenCore

@Suite struct JavaScriptLanguageTests {
    @Test func stringLiteralEscapes() {
        #expect(JavaScriptLanguage.stringLiteral("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(JavaScriptLanguage.stringLiteral("\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}") == "\"\\n\\r\\t\\b\\f\\u0000\\u001F\\u007F\"")
        #expect(JavaScriptLanguage.stringLiteral("\u{2028}\u{2029}\u{202E}\u{FEFF}") == "\"\\u2028\\u2029\\u202E\\uFEFF\"")
        #expect(JavaScriptLanguage.stringLiteral("</script>") == "\"<\\/script>\"")
        #expect(JavaScriptLanguage.stringLiteral("<!-- x -->") == "\"\\u003C!-- x --\\u003E\"")
        #expect(JavaScriptLanguage.stringLiteral("🙂 é ${x} `") == "\"🙂 é ${x} `\"")
    }

    @Test func docComments() {
        #expect(JavaScriptLanguage.docComment("One line.") == ["/** One line. */"])
        #expect(JavaScriptLanguage.docComment("a */ b\n\nc**/") == ["/**", " * a *\\/ b", " *", " * c**\\/", " */"])
        #expect(JavaScriptLanguage.docComment("x\u{2028}y") == ["/**", " * x", " * y", " */"])
        // `*/` followed by a combining mark is one Character to Swift, but JavaScript reads `*/`.
        #expect(JavaScriptLanguage.docComment("a */\u{301} b") == ["/** a *\\/\u{301} b */"])
        #expect(JavaScriptLanguage.docComment("\n \n") == [])
    }

    @Test func identifiersAndKeys() {
        #expect(JavaScriptLanguage.isValidIdentifier("retryAfter") && JavaScriptLanguage.isValidIdentifier("$x_1"))
        for bad in ["", "1a", "a-b", "é", "default", "class", "await", "yield", "let", "eval", "arguments", "undefined"] {
            #expect(!JavaScriptLanguage.isValidIdentifier(bad), "\(bad)")
        }
        #expect(JavaScriptLanguage.propertyKey("status") == "status")
        #expect(JavaScriptLanguage.propertyKey("default") == "default")
        #expect(JavaScriptLanguage.propertyKey("a-b") == "\"a-b\"")
        #expect(JavaScriptLanguage.propertyKey("0") == "\"0\"")
        #expect(JavaScriptLanguage.propertyKey("__proto__") == "[\"__proto__\"]")
        #expect(JavaScriptLanguage.propertyAccess("code") == ".code")
        #expect(JavaScriptLanguage.propertyAccess("a b") == "[\"a b\"]")
    }

    /// node decides: a word is reserved exactly when `let word = 1;` is a syntax error in a module,
    /// apart from the globals the set adds on purpose. Keys and property reads round-trip, and a
    /// `__proto__` key makes an own property instead of changing the prototype.
    @Test func nodeAgrees() throws {
        let deliberate: Set<String> = ["undefined", "NaN", "Infinity"]
        let contextual = ["of", "get", "set", "async", "from", "as", "type", "constructor", "prototype", "target",
                          "meta", "accessor", "declare", "namespace", "module", "require", "status", "abstract"]
        let words = JavaScriptLanguage.reservedWords.sorted() + contextual
        let keys = ["status", "default", "class", "a-b", "0", "__proto__", "constructor", "🙂", "a\"b", "</script>", "", "x y"]
        // Hostile doc comments first: if one broke out or stayed open, the module would not run as expected.
        var js: [String] = []
        for (i, text) in HostileStrings.all.enumerated() {
            js += JavaScriptLanguage.docComment(text)
            js.append("const d\(i) = \(i);")
        }
        js.append("if ([\(HostileStrings.all.indices.map { "d\($0)" }.joined(separator: ", "))].some((d, i) => d !== i)) "
                  + "throw new Error(\"doc comments changed the code\");")
        js += ["const words = [\(words.map(JavaScriptLanguage.stringLiteral).joined(separator: ", "))];",
                  "for (const w of words) {",
                  "  let ok = true;",
                  "  try { await import(\"data:text/javascript,\" + encodeURIComponent(`let ${w} = 1; export {};`)); }",
                  "  catch (e) { ok = !(e instanceof SyntaxError); }",
                  "  console.log(`${w} ${ok}`);",
                  "}"]
        let entries = keys.enumerated().map { "\(JavaScriptLanguage.propertyKey($0.element)): \($0.offset)" }
        js.append("const o = { \(entries.joined(separator: ", ")) };")
        js.append("const expected = [\(keys.map(JavaScriptLanguage.stringLiteral).joined(separator: ", "))];")
        js.append("console.log(expected.every((k) => Object.hasOwn(o, k)) && Object.keys(o).length === expected.length);")
        js.append("console.log(Object.getPrototypeOf(o) === Object.prototype);")
        js.append("console.log(JSON.stringify([\(keys.map { "o\(JavaScriptLanguage.propertyAccess($0))" }.joined(separator: ", "))]));")
        let output = try #require(try ExternalTools.runJavaScript(js.joined(separator: "\n") + "\n"))
        var lines = output.split(separator: "\n").map(String.init)
        for line in lines.prefix(words.count) {
            let parts = line.split(separator: " ")
            let word = String(parts[0])
            let bindable = parts[1] == "true"
            let reserved = JavaScriptLanguage.reservedWords.contains(word)
            #expect(reserved == (!bindable || deliberate.contains(word)), "\(word): node says bindable=\(bindable)")
        }
        lines.removeFirst(min(words.count, lines.count))
        #expect(lines.count == 3)
        #expect(lines.first == "true")
        #expect(lines.dropFirst().first == "true")
        #expect(lines.last == "[" + keys.indices.map(String.init).joined(separator: ",") + "]")
    }
}
