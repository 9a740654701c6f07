import Testing
@testable import ErrorgenCore

/// One spec per pair of stages with several independent problems: every one is reported in one run, each at
/// its value (line and column) with its notes, and nothing else (no cascade from a part that failed).
@Suite struct MultiErrorTests {
    /// Decode errors (a bad type name, access, quoted errorCode, unknown payload type) next to validation errors (duplicates, ranges, unknown cases): all in one run; the case whose payload failed is not checked for its fields, the constructor that sets it is not either.
    @Test func decodeAndValidate() {
        let yaml = """
        name: Upload Error
        access: pubic
        cases:
          - name: timeout
            errorCode: "12"
            payload: [{name: seconds, type: Integer}]
          - name: quota
            codes: [quota_exceeded, quota_exceeded]
          - name: quota
          - name: server
            payload: [{name: status, type: Int}, {name: status, type: Int}]
            errorCode: 9223372036854775808
        properties:
          - name: retryAfter
            type: Int?
            values:
              timeout: {field: seconds}
              qouta: 60
              server: {field: status}
          - name: label
            type: String
            default: 7
        constructors:
          - {name: tooSlow, case: timeout, set: {seconds: 5}}
          - {name: make, case: servr}

        """
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:1:13: error: type name 'Upload Error' is not a valid identifier: it contains a space; use ASCII letters, digits and '_', not starting with a digit",
            "t.yaml:2:9: error: unknown access level 'pubic' (did you mean 'public'?); expected one of: public, package, internal",
            "t.yaml:5:16: error: expected 'errorCode' to be an integer, found the string \"12\"; remove the quotes",
            "t.yaml:6:37: error: unknown type 'Integer' (did you mean 'Int'?); expected String, Int, Double, Bool or a list or map of String, Int, Double or Bool ([String], [String: Int]), optionally followed by '?'",
            "t.yaml:8:29: error: duplicate code 'quota_exceeded': 'quota' already lists it\nt.yaml:8:13: note: first used here",
            "t.yaml:9:11: error: duplicate case 'quota'\nt.yaml:7:11: note: 'quota' is first defined here",
            "t.yaml:11:49: error: duplicate payload field 'status'\nt.yaml:11:22: note: 'status' is first defined here",
            "t.yaml:12:16: error: errorCode 9223372036854775808 is out of range: use -9223372036854775808...9223372036854775807",
            "t.yaml:18:7: error: unknown case 'qouta' (did you mean 'quota'?)",
            "t.yaml:25:24: error: unknown case 'servr' (did you mean 'server'?)",
        ])
    }

    /// A rule with a syntax error, rules with type errors and unknown fields, values for unknown cases and a bridge to a misspelled property: all in one run.
    @Test func rulesAndValidate() {
        let yaml = """
        name: FetchError
        cases:
          - name: http
            payload: [{name: status, type: Int}, {name: body, type: String?}]
          - name: offline
        properties:
          - name: retryable
            type: Bool
            default: false
            values:
              http: {rule: "status >= 500 or status == 408 and"}
              offline: {rule: "true"}
          - name: isClientError
            type: Bool
            default: false
            values:
              http: {rule: "status in 400...499 and body"}
          - name: severity
            type: Int
            default: {rule: "status"}
          - name: permanent
            type: Bool
            default: false
            values:
              htp: true
              http: {rule: "stauts == 404"}
        bridge:
          - retryable
          - isClientError
          - {name: sev, value: severity}
          - {name: perm, value: permanant}

        """
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:11:55: error: expected an operand after 'and'",
            "t.yaml:17:45: error: 'and' needs a Bool, but 'body' is String?",
            "t.yaml:20:22: error: unknown field 'status'; there are no fields here (in the default of 'severity', used by case 'offline')",
            "t.yaml:25:7: error: unknown case 'htp' (did you mean 'http'?)",
            "t.yaml:26:21: error: unknown field 'stauts' (did you mean 'status'?); fields here: body, status",
            "t.yaml:31:25: error: unknown bridge value 'permanant' (did you mean 'permanent'?); expected 'case', 'description', a property or a stored field",
        ])
    }

    /// A misspelled role, a repeated precedence step, status rows with unknown cases, an unreachable status, an empty range, an unknown fallback, and bridge mistakes: all in one run; the misspelled role does not also make 'precedence' or the status table wrong.
    @Test func inboundAndBridge() {
        let yaml = """
        name: ApiError
        cases:
          - name: notFound
            codes: [not_found]
          - name: rateLimited
            payload: [{name: retryAfter, type: Int}]
            codes: [rate_limited]
          - name: server
            payload: [{name: status, type: Int}]
          - name: unknown
            payload: [{name: status, type: Int}, {name: code, type: String?}]
        properties:
          - {name: retryable, type: Bool, default: false, values: {rateLimited: true}}
        inbound:
          parameters:
            - {name: code, type: String?, role: code}
            - {name: status, type: Int, role: stauts}
            - {name: retryAfter, type: Int?}
          precedence: [code, status, code]
          statuses:
            - {status: 404, case: notFound}
            - {status: "500...599", case: servr}
            - {status: 404, case: server}
            - {status: "600...500", case: server}
          fallback: unknwn
        bridge:
          - {name: code, value: case}
          - {name: retryable, value: retryable}
          - {name: retry, value: retryabel}
          - {name: code, value: description}
          - {name: status, value: status}

        """
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:17:39: error: unknown role 'stauts' (did you mean 'status'?); expected 'code', 'status', 'category' or 'errorCode'",
            "t.yaml:18:14: error: parameter 'retryAfter' is optional but fills 'rateLimited's non-optional field: give it a 'default'",
            "t.yaml:19:30: error: precedence lists 'code' twice\nt.yaml:19:16: note: first listed here",
            "t.yaml:22:35: error: unknown case 'servr' (did you mean 'server'?)",
            "t.yaml:23:16: error: status 404 is already matched by the row for 'notFound', which comes first; this one never matches\nt.yaml:21:16: note: matched here",
            "t.yaml:24:17: error: range 600...500 is empty: its lower bound is above its upper bound",
            "t.yaml:25:13: error: unknown case 'unknwn' (did you mean 'unknown'?)",
            "t.yaml:29:26: error: unknown bridge value 'retryabel' (did you mean 'retryable'?); expected 'case', 'description', a property or a stored field",
            "t.yaml:30:12: error: duplicate bridge field 'code'\nt.yaml:27:12: note: 'code' is first defined here",
            "t.yaml:31:27: error: unknown bridge value 'status'; expected 'case', 'description', a property or a stored field",
        ])
    }

    /// Docs blocks that are unknown, malformed or missing their part, next to case mistakes: all in one run.
    @Test func docsAndCases() {
        let yaml = """
        name: DocError
        cases:
          - name: a
            when: [not, text]
          - name: b
            deprecated: true
          - name: a
          - name: Encoder
        docs:
          - generated: casez
          - prose: Some text.
          - generated: codes
          - {title: Reference, content: [{generated: cases}, {table: {header: [x, y], rows: [[1, 2], [3]]}}]}
          - {title: More, content: [{generated: constructors}, {prose: ok, generated: cases}]}
          - generated: properties

        """
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:4:11: error: expected 'when' to be a string, found a list",
            "t.yaml:7:11: error: duplicate case 'a'\nt.yaml:3:11: note: 'a' is first defined here",
            "t.yaml:8:11: error: case name 'Encoder' would hide the Swift type 'Encoder' in the generated code; choose another name",
            "t.yaml:10:16: error: unknown generated block 'casez' (did you mean 'cases'?); expected one of: cases, properties, codes, inbound, constructors, bridge, enums",
            "t.yaml:12:16: error: 'generated: codes' needs cases with 'codes'",
            "t.yaml:13:94: error: this row has 1 cells but the header has 2",
            "t.yaml:14:41: error: 'generated: constructors' needs 'constructors'",
            "t.yaml:14:56: error: a docs block has exactly one of: generated, prose, table",
            "t.yaml:15:16: error: 'generated: properties' needs properties or fields",
        ])
    }

    /// A struct-shaped spec: a misspelled codeField, an unknown field type, a stored field that takes the category property's name, constructors with unknown cases and unset fields, a struct bridge with 'description': all in one run.
    @Test func structAndConstructors() {
        let yaml = """
        name: PayError
        shape: struct
        category: {type: PayKind, property: kind, codeField: cde}
        fields:
          - {name: code, type: String?}
          - {name: message, type: String}
          - {name: amount, type: Decimal}
          - {name: kind, type: String}
        cases:
          - name: declined
          - name: fraud
        constructors:
          - name: declined
            case: declined
            parameters: [{name: reason, type: String}, {name: cents, type: Integer}]
            set: {message: "Declined: {reason}", amount: "{cents}"}
          - name: suspicious
            case: frud
            set: {message: "x"}
          - name: missingMessage
            case: fraud
            set: {code: "x"}
        bridge:
          - kind
          - {name: message, value: description}

        """
        #expect(compileSpec(yaml).diagnostics == [
            "t.yaml:3:54: error: unknown field 'cde': 'codeField' must name a stored String or String? field; did you mean 'code'?",
            "t.yaml:7:26: error: unknown type 'Decimal' (did you mean 'Double'?); expected String, Int, Double, Bool or a list or map of String, Int, Double or Bool ([String], [String: Int]), optionally followed by '?'",
            "t.yaml:8:12: error: stored field 'kind' collides with the category property\nt.yaml:3:37: note: the category property is named here",
            "t.yaml:13:11: error: constructor 'declined' must set 'kind' (String) in 'set'",
            "t.yaml:15:68: error: unknown type 'Integer' (did you mean 'Int'?); expected String, Int, Double, Bool or a list or map of String, Int, Double or Bool ([String], [String: Int]), optionally followed by '?'",
            "t.yaml:18:11: error: unknown case 'frud' (did you mean 'fraud'?)",
            "t.yaml:20:11: error: constructor 'missingMessage' must set 'message' (String) and 'kind' (String) in 'set'",
            "t.yaml:25:28: error: 'value: description' (the case with its values) is for enum-shaped errors; use a stored field such as 'message'",
        ])
    }
}
