import Testing
@testable import ErrorgenCore

/// `codeType: Int`: integer wire codes, matched by an Int or Int? `role: code` parameter; and
/// `errorCode` over the whole Int range, or taken from the integer codes with `errorCodes: codes`.
@Suite struct IntegerCodeTests {
    static let grpcLike = """
    name: Status
    codeType: Int
    errorCodes: codes
    cases:
      - {name: ok, codes: [0]}
      - {name: cancelled, codes: [1]}
      - {name: timedOut, codes: [-1001, {code: -1, doc: Older clients.}]}
      - {name: other, errorCode: -99}
      - {name: unnamed}
    properties:
      - {name: wireCode, type: Int?, default: {code: primary}}
    inbound:
      parameters:
        - {name: code, type: Int?, role: code}
      fallback: unnamed
    """

    @Test func integerCodesDecodeAsIntegers() throws {
        let spec = try #require(compileSpec(Self.grpcLike).spec)
        #expect(spec.codeType == .int)
        #expect(spec.cases[2].codes.map(\.value) == [.int(-1001), .int(-1)])
        #expect(spec.cases.map(\.nsErrorCode).prefix(4) == [0, 1, -1001, -99])
        #expect(spec.cases[4].nsErrorCode == Case.derivedErrorCode("unnamed"))
    }

    /// MQTT and HTTP/2 document their codes in hexadecimal: `0x89` is 137 to YAML 1.1 and 1.2 alike.
    @Test func hexadecimalCodesAreTheirIntegers() throws {
        let spec = try #require(compileSpec("name: E\ncodeType: Int\ncases:\n  - {name: busy, codes: [0x89, 0xFF, 0x1fffffffffffff]}\n").spec)
        #expect(spec.cases[0].codes.map(\.value) == [.int(137), .int(255), .int(9_007_199_254_740_991)])
        let tooLarge = compileSpec("name: E\ncodeType: Int\ncases:\n  - {name: busy, codes: [0x20000000000000]}\n")
        #expect(tooLarge.diagnostics == [
            "t.yaml:4:26: error: integer code 0x20000000000000 is out of range: codes are integers up to ±9007199254740991, which JavaScript represents exactly",
        ])
    }

    /// The docs show a hexadecimal code, and a family's hexadecimal range, as written; so does a duplicate's error.
    @Test func hexadecimalCodesKeepTheirSpellingInTheDocs() throws {
        let yaml = """
            name: H2
            codeType: Int
            cases:
              - {name: noError, codes: [0x00, 256]}
              - {name: unassigned, payload: [{name: code, type: Int}], codes: [{code: 0x0d, doc: Thirteen.}]}
            inbound:
              parameters: [{name: code, type: Int, role: code}]
              codeFamilies: [{range: "0x0e...0xffffffff", case: unassigned}, {range: "-9...-1", case: unassigned}]
              unknownCode: noError
            docs: [{generated: inbound}, {generated: codes}]
            """
        let spec = try #require(compileSpec(yaml).spec)
        let page = try #require(MarkdownEmitter.emit(spec).first).contents
        for row in ["| `0x00` | `noError` |", "| `256` | `noError` |", "| `0x0d` | `unassigned` | Thirteen. |",
                    "| 0x0e–0xffffffff | `unassigned` |", "| -9–-1 | `unassigned` |"] {
            #expect(page.contains(row), "\(row)\n\(page)")
        }
        let duplicate = compileSpec("name: E\ncodeType: Int\ncases:\n  - {name: a, codes: [0x00]}\n  - {name: b, codes: [0x00, 128, 0x80]}\n")
        #expect(duplicate.diagnostics == [
            "t.yaml:5:23: error: duplicate code '0x00': already maps to 'a'\nt.yaml:4:23: note: first used here",
            "t.yaml:5:34: error: duplicate code '0x80' (128): 'b' already lists it\nt.yaml:5:29: note: first used here",
        ])
    }

    @Test func swiftSwitchesOnTheIntegerAndReturnsIt() throws {
        let spec = try #require(compileSpec(Self.grpcLike).spec)
        let source = SwiftEmitter.source(spec)
        #expect(source.contains("case 0?:"))
        #expect(source.contains("case (-1001)?, (-1)?:"))
        #expect(source.contains("case .timedOut: return -1001"))
        let main = """
        for code in [0, 1, -1001, -1, 7, nil] as [Int?] {
            let e = Status(code: code)
            print(e.caseName, e.wireCode.map(String.init) ?? "nil", e.errorCode)
        }
        """
        let run = try SwiftCompilerHarness.buildAndRun(["Status.swift": source, "main.swift": main])
        #expect(run.status == 0, "\(run.output)")
        let unnamed = Case.derivedErrorCode("unnamed")
        #expect(run.output == "ok 0 0\ncancelled 1 1\ntimedOut -1001 -1001\ntimedOut -1001 -1001\n"
                + "unnamed nil \(unnamed)\nunnamed nil \(unnamed)\n")
    }

    @Test func javaScriptAndDeclarationsUseNumbers() throws {
        let spec = try #require(compileSpec(Self.grpcLike).spec)
        let files = SpecPipeline.emit(spec)
        let declarations = try #require(files.first { $0.path.hasSuffix(".d.ts") }).contents
        #expect(declarations.contains("export type StatusServerCode =\n    | 0\n    | 1\n    | -1001\n    | -1;"))
        #expect(declarations.contains("wireCode: StatusServerCode | null;"))
        let runner = try NodeRunner()
        defer { runner.remove() }
        try runner.write(files.filter { $0.path.hasPrefix("JS/") })
        let result = try runner.script("""
        import { errorDetails } from "./Status.js";
        console.log(JSON.stringify(["ok", "timedOut", "unnamed"].map((code) => errorDetails({ code, message: code }).wireCode)));
        """)
        #expect(result.stdout == "[0,-1001,null]\n", "\(result.stderr)")
    }

    @Test func docsShowTheIntegers() throws {
        let spec = try #require(compileSpec(Self.grpcLike + "\ndocs: [{generated: codes}]\n").spec)
        let page = try #require(MarkdownEmitter.emit(spec).first).contents
        #expect(page.contains("| `-1001` | `timedOut` |"))
    }

    @Test func mixingCodeTypesIsAnErrorAtTheCode() {
        let (_, diagnostics) = compileSpec("""
        name: E
        codeType: Int
        cases:
          - {name: a, codes: [14, abc]}
          - {name: b, codes: ["15", {code: 9007199254740992}]}
        """)
        expectDiagnostic(diagnostics, exactly: "t.yaml:4:27: error: expected an integer code ('codeType: Int' makes every code an integer), found 'abc'")
        expectDiagnostic(diagnostics, exactly: "t.yaml:5:24: error: expected an integer code ('codeType: Int' makes every code an integer), found the string \"15\"; remove the quotes")
        expectDiagnostic(diagnostics, exactly: "t.yaml:5:36: error: integer code 9007199254740992 is out of range: codes are integers up to ±9007199254740991, which JavaScript represents exactly")
    }

    @Test func theCodeParameterAndFieldFollowTheCodeType() {
        let (_, diagnostics) = compileSpec("""
        name: E
        cases:
          - {name: a, codes: [14]}
        properties:
          - {name: serverCode, type: Int?, default: {code: primary}}
        inbound:
          parameters:
            - {name: status, type: Int, role: code}
          fallback: a
        """)
        expectDiagnostic(diagnostics, exactly: "t.yaml:8:28: error: a parameter with role 'code' must be String or String?; for integer codes add 'codeType: Int'")
        expectDiagnostic(diagnostics, exactly: "t.yaml:5:45: error: 'code: primary' needs the property's type to be String? (or String when every case it is read for has codes) (in the default of 'serverCode', used by case 'a')")
        let (_, structDiagnostics) = compileSpec("""
        name: E
        shape: struct
        codeType: Int
        category: {type: Kind, codeField: code}
        fields: [{name: code, type: String?}]
        cases:
          - {name: a, codes: [14]}
        inbound:
          parameters:
            - {name: code, type: String?, role: code}
          fallback: a
        """)
        expectDiagnostic(structDiagnostics, exactly: "t.yaml:4:35: error: 'code' is String?, but 'codeField' must name a stored Int or Int? field (the spec's 'codeType'); the struct has no Int fields")
        expectDiagnostic(structDiagnostics, exactly: "t.yaml:10:26: error: a parameter with role 'code' must be Int or Int? (the spec's 'codeType')")
    }

    @Test func codeTypeAndErrorCodesKeys() {
        let (_, diagnostics) = compileSpec("name: E\ncodeType: Integer\nerrorCodes: code\ncases:\n  - name: a\n")
        expectDiagnostic(diagnostics, exactly: "t.yaml:2:11: error: unknown code type 'Integer' (did you mean 'Int'?); expected 'String' or 'Int'")
        expectDiagnostic(diagnostics, exactly: "t.yaml:3:13: error: unknown errorCodes 'code' (did you mean 'codes'?); expected 'derived' or 'codes'")
        let (_, stringCodes) = compileSpec("name: E\nerrorCodes: codes\ncases:\n  - name: a\n")
        expectDiagnostic(stringCodes, exactly: "t.yaml:2:13: error: 'errorCodes: codes' needs integer wire codes: add 'codeType: Int'")
    }

    @Test func errorCodesCoverTheIntRangeAndStayUnique() {
        let (spec, diagnostics) = compileSpec(enumSpec(cases: """
        cases:
          - {name: a, errorCode: 0}
          - {name: b, errorCode: -9223372036854775808}
          - {name: c, errorCode: 9223372036854775807}
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec?.cases.map(\.nsErrorCode) == [0, Int.min, Int.max])
        let (_, problems) = compileSpec(enumSpec(cases: """
        cases:
          - {name: a, errorCode: 9223372036854775808}
          - {name: b, errorCode: x}
        """))
        expectDiagnostic(problems, exactly: "t.yaml:3:26: error: errorCode 9223372036854775808 is out of range: use -9223372036854775808...9223372036854775807")
        expectDiagnostic(problems, exactly: "t.yaml:4:26: error: expected 'errorCode' to be an integer, found 'x'")
        let (_, duplicates) = compileSpec(enumSpec(cases: """
        cases:
          - {name: c, errorCode: -1001}
          - {name: d, codes: [x], errorCode: -1001}
        """))
        expectDiagnostic(duplicates, exactly: "t.yaml:4:38: error: case 'd': errorCode -1001 is already the errorCode of 'c'; set a distinct 'errorCode' on one of them, or add 'sharedErrorCodes: true' when the catalog gives both one code\nt.yaml:3:26: note: 'c' has errorCode -1001 here")
    }
}
