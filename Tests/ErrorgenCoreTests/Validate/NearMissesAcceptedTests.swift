import Testing
@testable import ErrorgenCore

/// Specs that look like slips the wrong-spec table refuses, but are right, stay valid.
@Suite struct NearMissesAcceptedTests {
    @Test(arguments: [
        // A space inside a code is the service's own spelling; only spaces around it are slips.
        "name: E\ncases:\n  - {name: a, codes: [\"card declined\"]}\n",
        // A negative number on the line below its key is a number, not a list item without its space.
        "name: E\ncodeType: Int\ncases:\n  - name: a\n    codes:\n      -5\n",
        // Enum values that differ only in letter case collide only as Kotlin class files.
        "name: E\nkotlin: {generate: false}\nenums:\n  - {name: R, values: [{name: server, wire: s}, {name: Server, wire: S}]}\ncases: [{name: a}]\n",
        // A '*' alone is a prefix of its own; a table name with a dot in it is a name.
        "name: E\ncases:\n  - {name: a, codes: [x]}\n  - {name: star}\ninbound:\n  parameters: [{name: code, type: String?, role: code}]\n  codeFamilies: [{prefix: \"*\", case: star}]\n  fallback: a\n",
        "name: E\nlocalizedError: {table: Errors.v2}\ncases: [{name: a, message: Failed.}]\n",
        // A parameter named nearly as a field that another parameter fills is not a misspelling of it.
        "name: E\ncases:\n  - name: a\n    payload: [{name: scope, type: String?}]\ninbound:\n  parameters:\n    - {name: scope, type: String?}\n    - {name: scopes, type: String?}\n  fallback: a\n",
        // A `??` fallback is text the error shows, not text compared with the wire: a no-break space is French typography.
        "name: E\ncases:\n  - name: a\n    payload: [{name: reason, type: String?}]\nproperties:\n  - {name: text, type: String, default: x, values: {a: {rule: 'reason ?? \"R\u{E9}essayez\u{00A0}!\"'}}}\n",
        // A field of a case this initializer never builds is no parameter's misspelling; nor is a name of two letters.
        "name: E\ncases:\n  - name: a\n    payload: [{name: scope, type: String?}]\n  - name: b\n    payload: [{name: hosts, type: String?}]\ninbound:\n  - parameters:\n      - {name: scope, type: String?}\n      - {name: host, type: String?}\n    fallback: a\n",
        "name: E\ncases:\n  - name: a\n    payload: [{name: ip, type: String?}]\ninbound:\n  parameters:\n    - {name: status, type: Int, role: status}\n    - {name: id, type: String?}\n  fallback: a\n",
        // A parameter unlike every field name may be there to tell two initializers apart.
        "name: E\ncases:\n  - name: a\n    payload: [{name: scope, type: String?}]\ninbound:\n  parameters:\n    - {name: scope, type: String?}\n    - {name: fromRedirect, type: Bool}\n  fallback: a\n",
        // A constructor's code that no case lists is the client's own, unless it is a slip of a listed one: not when the
        // two differ in their digits, nor when one only starts the other.
        "name: E\nshape: struct\ncategory: {type: Kind, codeField: code}\nfields: [{name: code, type: String}]\ncases:\n  - {name: auth, codes: [E1001, token]}\n  - {name: other, codes: [rate_limited]}\nconstructors:\n  - {name: a, case: auth, set: {code: E1003}}\n  - {name: b, case: auth, set: {code: token_expired_locally}}\n  - {name: c, case: auth, set: {code: client_made}}\n",
        // Initializers with the same parameter names in another order: fine without the Kotlin output, or when a name's
        // type differs beyond '?' (a named Kotlin call then fits one overload only).
        "name: E\ncodeType: Int\nkotlin: {generate: false}\ncases:\n  - {name: one, codes: [1], errorCode: 100}\n  - {name: other}\ninbound:\n  - parameters:\n      - {name: code, type: Int?, role: code}\n      - {name: nsCode, type: Int?, role: errorCode}\n    fallback: other\n  - parameters:\n      - {name: nsCode, type: Int, role: errorCode}\n      - {name: code, type: Int?}\n    fallback: other\n",
        "name: E\ncases:\n  - {name: one, codes: [x], errorCode: 100}\n  - {name: other}\ninbound:\n  - parameters:\n      - {name: code, type: String?, role: code}\n      - {name: nsCode, type: Int?, role: errorCode}\n    fallback: other\n  - parameters:\n      - {name: nsCode, type: Int, role: errorCode}\n      - {name: code, type: Int?}\n    fallback: other\n",
        // A quoted word that names a field is the text, as in a constructor's `set`; a backtick inside a code is the code's.
        "name: E\ncases:\n  - name: moved\n    payload: [{name: address, type: String}]\n  - name: other\nproperties:\n  - name: redirectTo\n    type: String?\n    values:\n      moved: 'address'\n",
        "name: E\ncases:\n  - {name: a, codes: [\"a`b\", \"`x\"]}\n",
        // A rule over the status alone that holds for some of the row's statuses only decides between them.
        "name: E\ncases: [{name: limited}, {name: other}]\ninbound:\n  parameters:\n    - {name: status, type: Int, role: status}\n  statuses:\n    - {status: [403, 429], when: \"status == 429\", case: limited}\n  fallback: other\n",
        // A status row with a rule hides no later row of its status; a parameter only a rule reads is used.
        "name: E\ncases: [{name: limited}, {name: forbidden}, {name: other}]\ninbound:\n  parameters:\n    - {name: status, type: Int, role: status}\n    - {name: remainng, type: Int?}\n  statuses:\n    - {status: [403, 429], when: \"remainng == 0\", case: limited}\n    - {status: 403, case: forbidden}\n    - {status: \"400...499\", when: \"remainng != null\", case: limited}\n  fallback: other\n",
        // Integers joined by a comma without a space are items when none has a leading zero; a comma in a code of
        // text is the code's; a ':' and a no-break space inside a text that starts with no spec key is text.
        "name: E\ncodeType: Int\ncases:\n  - {name: a, codes: [400,401]}\n  - {name: b, codes: [1,500]}\ninbound:\n  parameters: [{name: status, type: Int, role: status}]\n  statuses:\n    - {status: \"502,503\", case: a}\n  fallback: b\n",
        "name: E\ncases:\n  - {name: a, codes: [\"1,000\"]}\n",
        "name: E\ncases:\n  - {name: a, when: Note:\u{A0}the device is offline.}\n",
    ])
    func nearMissIsValid(_ yaml: String) {
        let (spec, diagnostics) = compileSpec(yaml)
        #expect(spec != nil, "\(diagnostics)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
