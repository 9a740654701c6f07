import Testing
@testable import ErrorgenCore

@Suite struct CodePrinterTests {
    @Test func indentsWithFourSpacesAndEndsWithOneNewline() {
        let p = CodePrinter()
        p.line("enum E {")
        p.withIndentation {
            p.line("case a")
            p.withIndentation { p.line("// nested") }
        }
        p.line("}")
        #expect(p.output == "enum E {\n    case a\n        // nested\n}\n")
    }

    @Test func dropsTrailingWhitespaceAndIndentsEveryLineOfMultiLineText() {
        let p = CodePrinter()
        p.withIndentation {
            p.line("x = 1   \t")
            p.line("first\nsecond  \r\n\nthird")
            p.line("   ")
        }
        #expect(p.output == "    x = 1\n    first\n    second\n\n    third\n")
        let q = CodePrinter()
        q.withIndentation { q.line("// a\u{2028}b\u{2029}c\u{85}d é") }
        #expect(q.output == "    // a\n    b\n    c\n    d é\n")
        #expect(!p.output.split(separator: "\n").contains { $0.hasSuffix(" ") || $0.hasSuffix("\t") })
    }

    @Test func blanksCollapseAndNeverLead() {
        let p = CodePrinter()
        p.blank()
        p.line("a")
        p.blank()
        p.blank()
        p.line("b")
        p.blank()
        p.blank()
        #expect(p.output == "a\n\nb\n")
        #expect(CodePrinter().output == "")
    }

    @Test func indentationUnwindsWhenTheBodyThrows() {
        struct Failure: Error {}
        let p = CodePrinter()
        #expect(throws: Failure.self) { try p.withIndentation { throw Failure() } }
        p.line("top")
        #expect(p.output == "top\n")
    }

    @Test func printsLargeOutputsInLinearTime() {
        let p = CodePrinter()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for i in 0..<200_000 {
                p.withIndentation { p.line("case c\(i) = \(i)") }
            }
        }
        #expect(p.output.utf8.count > 4_000_000)
        #expect(elapsed < .seconds(10), "200,000 lines took \(elapsed)")
    }
}
