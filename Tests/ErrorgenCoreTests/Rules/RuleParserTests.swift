import Testing
@testable import ErrorgenCore

@Suite struct RuleParserTests {
    typealias S = RuleTestSupport

    @Test func parsesTheSpecRules() {
        #expect(S.parsed("status in 500...599 or status == 408") == "(or (in status 500...599) (== status 408))")
        #expect(S.parsed("code == \"rate_limited\"") == "(== code \"rate_limited\")")
        #expect(S.parsed("code == 'rate_limited'") == "(== code \"rate_limited\")")
    }

    @Test func precedenceNotOverComparisonOverAndOverOr() {
        #expect(S.parsed("a or b and c") == "(or a (and b c))")
        #expect(S.parsed("\"x\" in tags and count(tags) > 2") == "(and (in \"x\" tags) (> (count tags) 2))")
        #expect(S.parsed("not key in fields") == "(in (not key) fields)")
        #expect(S.parsed("count == 3") == "(== count 3)")
        #expect(S.parsed("a and b or c") == "(or (and a b) c)")
        #expect(S.parsed("not a and b") == "(and (not a) b)")
        #expect(S.parsed("not a == b") == "(== (not a) b)")
        #expect(S.parsed("not (a == b)") == "(not (== a b))")
        #expect(S.parsed("not not a") == "(not (not a))")
        #expect(S.parsed("a or b or c") == "(or (or a b) c)")
        #expect(S.parsed("(a or b) and c") == "(and (or a b) c)")
        #expect(S.parsed("x < 3 and y >= 4.5") == "(and (< x 3) (>= y 4.5))")
    }

    /// `??` binds tighter than a comparison (as in Swift) and groups to the right.
    @Test func coalescing() {
        #expect(S.parsed("retryAfter ?? 60") == "(?? retryAfter 60)")
        #expect(S.parsed("attempts ?? 0 > 3") == "(> (?? attempts 0) 3)")
        #expect(S.parsed("3 < attempts ?? 0") == "(< 3 (?? attempts 0))")
        #expect(S.parsed("a ?? b ?? 0") == "(?? a (?? b 0))")
        #expect(S.parsed("count(tags) ?? 0 >= 2 and code ?? \"x\" in [\"a\"]")
                == "(and (>= (?? (count tags) 0) 2) (in (?? code \"x\") \"a\"))")
        #expect(S.parsed("a ? 1") == "<error: unexpected character '?'; for a value where a field is nil write 'x ?? value'; "
                + "to choose a value by a condition, write arms: [{when: \"...\", value: ...}, {value: ...}]>")
    }

    @Test func literalsAndOperators() {
        #expect(S.parsed("x == -5") == "(== x -5)")
        #expect(S.parsed("x != null") == "(!= x null)")
        #expect(S.parsed("true == false") == "(== true false)")
        #expect(S.parsed("x <= 1e-5") == "(<= x 1e-05)")
        #expect(S.parsed("x > 2.5E3") == "(> x 2500.0)")
        #expect(S.parsed("x>1") == "(> x 1)")
        #expect(S.parsed("s == \"a\\\"b\\\\c\\n\\t\\r\\'\"") == "(== s \"a\\\"b\\\\c\\n\\t\\r'\")")
        #expect(S.parsed("s == 'say \"hi\"'") == "(== s \"say \\\"hi\\\"\")")
        #expect(S.parsed("s == \"é🙂\"") == "(== s \"é🙂\")")
        #expect(S.parsed("  _a1\t== \n 9007199254740991 ") == "(== _a1 9007199254740991)")
        #expect(S.parsed("x == -9007199254740991") == "(== x -9007199254740991)")
    }

    /// Hexadecimal integers, as codes and Int constants take them (MQTT: "a Reason Code of 0x80 or greater").
    @Test func hexadecimalIntegers() {
        #expect(S.parsed("reasonCode >= 0x80") == "(>= reasonCode 128)")
        #expect(S.parsed("x in [0x1F, 0xff, -0x10]") == "(in x 31 255 -16)")
        #expect(S.parsed("x in 0x80...0xFF") == "(in x 128...255)")
        #expect(S.parsed("x == 0x1FFFFFFFFFFFFF") == "(== x 9007199254740991)")
        #expect(S.parseError("x == 0x20000000000000")?.message
                == "integer 0x20000000000000 is out of range: rules use integers up to ±9007199254740991, which JavaScript represents exactly")
        #expect(S.parseError("x == 0x")?.message == "expected hexadecimal digits after '0x'")
        #expect(S.parseError("x == 0x1G")! == (8, "unexpected 'G' in a hexadecimal number"))
        #expect(S.parseError("x == 0o17")! == (5, "rules write integers in decimal or as '0x' and hexadecimal digits; write '0o17' in decimal: 15"))
        #expect(S.parseError("x == 0b101")?.message == "rules write integers in decimal or as '0x' and hexadecimal digits; write '0b101' in decimal: 5")
        #expect(S.parseError("x == 0X1F")?.message == "rules write integers in decimal or as '0x' and hexadecimal digits; write '0X1F' in decimal: 31")
    }

    /// A class of statuses or codes written with `x`s is a range.
    @Test func wildcardDigitsAreRanges() {
        #expect(S.parseError("status == 5xx")! == (10, "'5xx' is not a number; write the range: 500...599"))
        #expect(S.parseError("code in 3xxx")?.message == "'3xxx' is not a number; write the range: 3000...3999")
        #expect(S.parseError("code in 40XX")?.message == "'40XX' is not a number; write the range: 4000...4099")
    }

    @Test func membershipForms() {
        #expect(S.parsed("x in 500...599") == "(in x 500...599)")
        #expect(S.parsed("x in [400, 408]") == "(in x 400 408)")
        #expect(S.parsed("x in [1, 2, 5...9]") == "(in x 1 2 5...9)")
        #expect(S.parsed("x in [\"a\", 'b']") == "(in x \"a\" \"b\")")
        #expect(S.parsed("x in -10...-1") == "(in x -10...-1)")
        #expect(S.parsed("x in [1.5, 7]") == "(in x 1.5 7)")
        #expect(S.parsed("x in 5...5") == "(in x 5...5)")
        #expect(S.parsed("not x in [1]") == "(in (not x) 1)")
    }

    @Test func locationsPointAtTokens() throws {
        let e = try #require(S.parse("a or  bb == 'x'"))
        guard case .or(.field("a", let la), .compare(.equal, .field("bb", let lb), .literal(.string("x"), let lx))) = e else {
            Issue.record("unexpected shape \(S.sexpr(e))")
            return
        }
        #expect(la == S.start)
        #expect(lb == S.start.advanced(by: 6))
        #expect(lx == S.start.advanced(by: 12))
        // Columns count Unicode scalars, like libyaml: "é" is one, "🙂" is one.
        let u = try #require(S.parse("s == '🙂é' or t"))
        guard case .or(_, .field("t", let lt)) = u else { Issue.record("shape"); return }
        #expect(lt == S.start.advanced(by: 13))
    }

    @Test(arguments: [
        ("", 0, "empty rule"),
        ("   ", 3, "empty rule"),
        ("a or", 4, "expected an operand after 'or'"),
        ("a or )", 5, "expected an operand after 'or'"),
        ("a and or b", 6, "expected an operand after 'and'"),
        ("not", 3, "expected an operand after 'not'"),
        ("x ==", 4, "expected an operand after '=='"),
        ("(", 1, "expected an operand after '('"),
        (") a", 0, "expected an operand"),
        ("in > 3", 0, "expected an operand ('in' is a rule word: a field of that name cannot be read in a rule; rename the field)"),
        ("a or (and == 1)", 6, "expected an operand after '(' ('and' is a rule word: a field of that name cannot be read in a rule; rename the field)"),
        ("code == \"rate", 8, "unterminated string"),
        ("code == 'it\\'s", 8, "unterminated string"),
        ("s == \"a\\qb\"", 7, "unknown escape '\\q' in a string; strings can use \\\\, \\\", \\', \\n, \\t and \\r"),
        ("x = 3", 2, "unknown operator '=' (did you mean '=='?)"),
        ("x === 3", 2, "unknown operator '===' (did you mean '=='?)"),
        ("x !== 3", 2, "unknown operator '!==' (did you mean '!='?)"),
        ("x <> 3", 2, "unknown operator '<>' (did you mean '!='?)"),
        ("x => 3", 2, "unknown operator '=>' (did you mean '>='?)"),
        ("a && b", 2, "unknown operator '&&' (did you mean 'and'?)"),
        ("a || b", 2, "unknown operator '||' (did you mean 'or'?)"),
        ("!a", 0, "unknown operator '!' (did you mean 'not'?)"),
        ("x in 1..<5", 6, "unknown operator '..<' (write a range as 'lower...upper')"),
        ("x in 600...599", 5, "range lower bound 600 is above upper bound 599"),
        ("x in [1, 9...3]", 9, "range lower bound 9 is above upper bound 3"),
        ("x in 5", 6, "expected '...' after the integer: a range like 500...599, or a list like [400, 408]"),
        ("x in", 4, "expected a range like 500...599, a list like [400, 408] or a list or map field after 'in'"),
        ("x in \"y\"", 5, "expected a range like 500...599, a list like [400, 408] or a list or map field after 'in'"),
        ("count(", 6, "expected a list or map field in 'count(...)', found the end of the rule"),
        ("count(3)", 6, "expected a list or map field in 'count(...)', found '3'"),
        ("count(tags", 10, "expected ')' to close the '(' at column 17, found the end of the rule"),
        ("x in []", 6, "the list after 'in' is empty"),
        ("x in [1,]", 8, "expected a value or a range in the list, found ']'"),
        ("x in [1 2]", 8, "expected ',' or ']' in the list that starts at column 17, found '2'"),
        ("x in [1, 2", 10, "expected ',' or ']' in the list that starts at column 17, found the end of the rule"),
        ("x in [1.5...3]", 6, "range bounds must be integers"),
        ("x in 1...2.5", 9, "range bounds must be integers"),
        ("x in 1...", 9, "expected an integer after '...', found the end of the rule"),
        ("a < b < c", 6, "comparisons cannot be chained; join them with 'and' or add parentheses"),
        ("a == b in [1]", 7, "comparisons cannot be chained; join them with 'and' or add parentheses"),
        ("a b", 2, "unexpected 'b'; expected 'and', 'or' or the end of the rule"),
        ("a)", 1, "unexpected ')' without a matching '('"),
        ("(a or b", 7, "expected ')' to close the '(' at column 12, found the end of the rule"),
        ("(a b)", 3, "expected ')' to close the '(' at column 12, found 'b'"),
        ("x == 3 @", 7, "unexpected character '@'"),
        ("stätus == 1", 2, "unexpected character 'ä'"),
        ("x == \u{1}", 5, "unexpected character '\\u{1}'"),
        ("x == - 3", 5, "expected a digit after '-'"),
        ("x == 1e", 7, "expected digits in the exponent of a number"),
        ("x == 12ab", 7, "unexpected 'a' after a number"),
        ("x == 1e999", 5, "number 1e999 is out of range: a Double holds up to about ±1.8e308"),
        ("x == 9007199254740992", 5,
         "integer 9007199254740992 is out of range: rules use integers up to ±9007199254740991, which JavaScript represents exactly"),
        ("x == 99999999999999999999999", 5,
         "integer 99999999999999999999999 is out of range: rules use integers up to ±9007199254740991, which JavaScript represents exactly"),
        ("'🙂' == 'x' @", 11, "unexpected character '@'"),
    ])
    func reportsErrorsAtTheExactColumn(text: String, offset: Int, message: String) throws {
        let error = try #require(S.parseError(text), "'\(text)' parsed")
        #expect(error.message == message)
        #expect(error.offset == offset, "'\(text)': \(error.message)")
    }

    @Test func reportsTheLeftmostError() throws {
        // The lexer runs as the parser asks, so a bad token later in the rule does not hide an earlier error.
        let error = try #require(S.parseError("a or or \"unterminated"))
        #expect(error.message == "expected an operand after 'or'")
        #expect(error.offset == 5)
    }

    @Test func boundsLengthAndNesting() throws {
        let long = String(repeating: "a or ", count: 819) + "a"
        #expect(long.count == 4096)
        let e = try #require(S.parse(long))
        #expect(RuleShape.terms(of: e).count == 820)
        let tooLong = try #require(S.parseError(long + " "))
        #expect(tooLong.message == "rule is 4097 characters long; the limit is 4096")
        #expect(tooLong.offset == 0)

        let deep = String(repeating: "(", count: 32) + "a" + String(repeating: ")", count: 32)
        #expect(S.parsed(deep) == "a")
        let tooDeep = try #require(S.parseError(String(repeating: "(", count: 2000) + "a"))
        #expect(tooDeep.message == "parentheses are nested deeper than 32 levels")
        #expect(tooDeep.offset == 32)

        // `not` and `??` nest too: the Swift and Kotlin compilers stop at a few hundred levels.
        let nots = String(repeating: "not ", count: 64) + "a"
        let n = try #require(S.parse(nots))
        #expect(RuleShape.stripNots(n).count == 64)
        let tooManyNots = try #require(S.parseError(String(repeating: "not ", count: 1000) + "a"))
        #expect(tooManyNots.message == "the rule nests more than 64 levels deep (each '(', 'not' and '??' adds one); write it more simply")
        #expect(tooManyNots.offset == 256)
        let mixed = String(repeating: "(not ", count: 32) + "a" + String(repeating: ")", count: 32)
        #expect(S.parse(mixed) != nil)
        let tooMixed = try #require(S.parseError(String(repeating: "(not not ", count: 30) + "a" + String(repeating: ")", count: 30)))
        #expect(tooMixed.offset == 21 * 9 + 1)
        let chain = try #require(S.parseError(Array(repeating: "a", count: 100).joined(separator: " ?? ")))
        #expect(chain.offset == 64 * 5 + 2)
    }
}
