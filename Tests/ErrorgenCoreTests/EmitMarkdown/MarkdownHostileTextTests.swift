import Testing
@testable import ErrorgenCore

/// Hostile text in every docs field cannot break a table or the page.
@Suite struct MarkdownHostileTextTests {
    static let hostile = [
        "a|b", "a\\|b", "end\\", "\\", "|", "||", "line1\nline2 | x", "\r\n| x | y |\r\n| - | - |", "`", "``a|b``", "`x|",
        "<script>alert(1)</script>", "<!-- open", "-->", "```", "~~~\n<b>", "x\u{2028}y\u{85}z", "# h\n---", "    indented <i>",
        "<img src=x onerror=alert(1)>", "&lt;", "*", "[a](javascript:alert(1))", "\u{0}\u{7}\u{1B}[31m",
    ]

    /// Every hostile string joined with each of the others, so each field gets several at once.
    static func text(_ i: Int) -> String {
        hostile[i % hostile.count] + " " + hostile[(i * 7 + 3) % hostile.count] + "\n" + hostile[(i * 5 + 1) % hostile.count]
    }

    static func spec() -> Spec {
        var n = 0
        func t() -> String { n += 1; return text(n) }
        let payload = [MD.field("retryAfter", ValueType(.int), doc: t()), MD.field("message", ValueType(.string), doc: t())]
        var cases: [Case] = []
        for i in 0..<6 {
            var c = MD.case("c\(i)", payload: i % 2 == 0 ? payload : [], when: t(), todo: t(), deprecated: i == 3 ? t() : nil)
            c.doc = t()
            c.codes = [WireCode(t(), doc: t(), at: MD.here), WireCode(t(), at: MD.here)]
            cases.append(c)
        }
        let rule = Expression.membership(MD.ref("retryAfter"), [.range(500, 599), .value(.int(408))])
        let properties = [
            MD.property("flag", ValueType(.bool), doc: t(), default: MD.constant(.bool(false)),
                        [("c0", MD.rule(rule)), ("c1", MD.constant(.bool(true)))]),
            MD.property("label", ValueType(.string, optional: true), doc: t(), default: MD.constant(.null),
                        [("c0", MD.constant(.string(t()))), ("c2", .field(MD.name("message")))]),
            MD.property("code", ValueType(.string, optional: true), doc: t(), default: .primaryCode(MD.here)),
            MD.property("text", ValueType(.string), doc: t(), default: MD.constant(.string(t())), [("c4", MD.constant(.string(t())))]),
        ]
        let template = Template(parts: [.text(t()), .parameter("retryAfter", MD.here), .text(t())], at: MD.here)
        let inbound = Inbound(parameters: [
            InboundParameter(field: MD.field("retryAfter", ValueType(.int, optional: true)), role: nil,
                             defaultValue: .literal(.int(3), MD.here)),
            InboundParameter(field: MD.field("message", ValueType(.string, optional: true)), defaultValue: .template(template)),
            InboundParameter(field: MD.field("status", ValueType(.int)), role: .status),
        ], precedence: [.status], statuses: [StatusRow(statuses: [.range(500, 599), .value(.int(408))], caseName: MD.name("c0"),
                                                       doc: t(), at: MD.here)],
           fallback: MD.name("c2"), doc: t(), at: MD.here)
        let constructors = [
            Constructor(name: MD.name("make"), parameters: [MD.field("retryAfter", ValueType(.int))], caseName: MD.name("c0"),
                        assignments: [Assignment(target: MD.name("message"), value: .template(template)),
                                      Assignment(target: MD.name("retryAfter"), value: .parameter(MD.name("retryAfter")))], doc: t()),
            Constructor(name: MD.name("plain"), caseName: MD.name("c2"),
                        assignments: [Assignment(target: MD.name("message"), value: .literal(.string(t()), MD.here))]),
        ]
        let bridge = Bridge(fields: [BridgeField(name: MD.name("code"), source: .caseName),
                                     BridgeField(name: MD.name("message"), source: .description),
                                     BridgeField(name: MD.name("flag"), source: .member("flag")),
                                     BridgeField(name: MD.name("label"), source: .member("label"))])
        let table = DocTable(header: [t(), t(), t()], rows: [[t(), t(), t()], [t(), t()], [t(), t(), t(), t()]], at: MD.here)
        let docs = Docs(sections: [
            DocSection(title: t(), content: [.prose(t())] + MD.generated(.cases, .properties, .codes)),
            DocSection(title: t(), content: [.table(table), .prose(t())] + MD.generated(.inbound, .constructors, .bridge)),
            DocSection(title: nil, content: [.prose(t())]),
        ])
        return Spec(path: "Specs/E.yaml", name: MD.name("E"), summary: t(), discussion: t(), shape: .enumeration, cases: cases,
                    properties: properties, inbound: inbound, constructors: constructors, bridge: bridge, docs: docs)
    }

    /// Tables are runs of `|` lines whose second line is the delimiter row `MarkdownText.table` writes
    /// (the spec's prose may hold its own table-like lines; those are the author's Markdown).
    @Test func everyTableLineHasTheHeadersNumberOfCells() {
        let lines = MD.page(Self.spec()).split(separator: "\n", omittingEmptySubsequences: false)
        var tables = 0
        var i = 0
        while i + 1 < lines.count {
            guard lines[i].hasPrefix("|"), Self.isDelimiterRow(lines[i + 1]) else {
                i += 1
                continue
            }
            tables += 1
            let header = Self.unescapedPipes(lines[i])
            #expect(header == Self.unescapedPipes(lines[i + 1]))
            i += 2
            while i < lines.count, lines[i].hasPrefix("|") {
                #expect(Self.unescapedPipes(lines[i]) == header, "\(lines[i])")
                i += 1
            }
        }
        // cases, properties, codes, the author's table, parameters, statuses, constructors, bridge.
        #expect(tables == 8)
    }

    @Test func noHTMLStartsOutsideCodeSpansAndFencesAndNoFenceStaysOpen() {
        let page = MD.page(Self.spec())
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == GeneratedHeader.markdownLine(specPath: "Specs/E.yaml"))
        var fence: Substring?
        for line in lines.dropFirst() {
            let content = line.hasPrefix(">") ? line.dropFirst().drop { $0 == " " } : line
            let marker = content.prefix { $0 == "`" || $0 == "~" }
            if let open = fence {
                if marker.count >= open.count, marker.first == open.first, content.dropFirst(marker.count).allSatisfy(\.isWhitespace) {
                    fence = nil
                }
                continue
            }
            if marker.count >= 3, Set(marker).count == 1 {
                fence = marker
                continue
            }
            #expect(!Self.outsideCodeSpans(line).contains { Self.startsHTML($0) }, "\(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, "\(line)")
        }
        #expect(fence == nil)
    }

    static func isDelimiterRow(_ line: Substring) -> Bool {
        line.hasPrefix("| --- |") && line.replacingOccurrences(of: " --- |", with: "") == "|"
    }

    /// `|` not preceded by an odd number of backslashes.
    static func unescapedPipes(_ line: Substring) -> Int {
        var count = 0
        var backslashes = 0
        for c in line.unicodeScalars {
            if c == "|", backslashes % 2 == 0 { count += 1 }
            backslashes = c == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    /// The line's text with code spans (CommonMark backtick pairing) removed.
    static func outsideCodeSpans(_ line: Substring) -> [Substring] {
        var parts: [Substring] = []
        var rest = line[...]
        while let open = rest.firstIndex(of: "`") {
            let run = rest[open...].prefix { $0 == "`" }
            var search = run.endIndex
            var closeEnd: Substring.Index?
            while let next = rest[search...].firstIndex(of: "`") {
                let other = rest[next...].prefix { $0 == "`" }
                if other.count == run.count { closeEnd = other.endIndex; break }
                search = other.endIndex
            }
            guard let closeEnd else { break }
            parts.append(rest[..<open])
            rest = rest[closeEnd...]
        }
        parts.append(rest)
        return parts
    }

    /// `<` followed by a letter, `/`, `!` or `?`, except the `<br>` that `MarkdownText.tableCell` writes.
    static func startsHTML(_ text: Substring) -> Bool {
        let s = Array(text.replacingOccurrences(of: "<br>", with: " ").unicodeScalars)
        for i in s.indices.dropLast() where s[i] == "<" {
            let next = s[i + 1]
            if next.properties.isAlphabetic || next == "/" || next == "!" || next == "?" { return true }
        }
        return false
    }
}
