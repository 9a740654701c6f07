/// The spec `errorgen init` writes: the schema modeline, one example of every section with a
/// comment saying what it does, valid as written (a test lints it, generates it and compiles
/// the Swift), so a new user edits a working spec instead of starting from a blank page.
enum StarterSpec {
    enum Shape: String, CaseIterable, Equatable {
        case enumeration = "enum"
        case structure = "struct"
    }

    /// Where the schema sits relative to a spec in `Specs/`, as in this repository: copy
    /// `Schema/errorgen.schema.json` into your repository next to `Specs/`, or pass `--schema`.
    static let defaultSchema = "../Schema/errorgen.schema.json"

    /// The spec text. `name` must be an identifier (the parser checks it), so it needs no quoting.
    static func text(name: String, shape: Shape, schema: String) -> String {
        let body = shape == .enumeration ? enumBody : structBody
        return header(name: name, schema: schema) + body.replacing("NAME", with: name)
    }

    private static func header(name: String, schema: String) -> String {
        """
        # yaml-language-server: $schema=\(schema)
        # The errors of \(name): `errorgen generate` turns this one table into the Swift type, a
        # JavaScript module with its .d.ts, and a Markdown page. This starter shows one example of
        # each section; rename, rewrite or delete them. Every key: Docs/SpecFormat.md in errorgen.

        """
    }

    /// The `docs:` section both shapes end with: one of each kind of block.
    private static func docs(retrying: String, example row: String) -> String {
        """

        # The docs page: tables errorgen writes from this spec, your prose and your tables, in order.
        docs:
          - generated: cases
          - title: Retrying
            content:
              - prose: \(retrying)
              - generated: properties
          - title: Service answers
            content:
              - generated: codes
              - generated: inbound
              - table:
                  header: [The service answers, The call throws]
                  rows:
                    - \(row)
              - generated: constructors
          - title: React Native
            content:
              - generated: bridge

        """
    }

    private static let enumBody = """
        name: NAME
        shape: enum               # enum: one case per error, each with its own values (payload)
        access: public            # public, package or internal; `generate --access` overrides it
        summary: Every failure of a NAME call is one of these cases.
        discussion: Switch over the cases where the app reacts differently; check `retryable` before retrying.

        # The errors, in order. `when` and `todo` become each case's doc comment and the columns of the
        # docs page's table; `codes` are the service's error codes (the first is the primary code).
        cases:
          - name: offline
            when: The device has no network connection.
            todo: Nothing; the call is retried when the connection returns.
          - name: rateLimited
            payload:
              - {name: retryAfter, type: Int, doc: Seconds to wait before the next call.}
            when: The service asked the app to slow down.
            todo: Wait `retryAfter` seconds, then retry.
            codes: [rate_limited, too_many_requests]
          - name: rejected
            payload:
              - {name: message, type: String, doc: The service's explanation.}
            when: The service refused the request.
            todo: Show the message; sending the same request again fails the same way.
            codes: [rejected]
          - name: server
            payload:
              - {name: status, type: Int, doc: The HTTP status the service answered with.}
            when: The service failed or answered with an unexpected status.
            todo: Retry later.
          - name: legacyQuota
            when: An old service version ran out of quota.
            todo: Treat it as `rateLimited`.
            deprecated: Services send rate_limited now.

        # Derived properties: one value per case, from a constant, a payload field ({field: ...}),
        # the case's primary code ({code: primary}) or a rule over the payload.
        properties:
          - name: retryable
            type: Bool
            doc: The same call can work later.
            default: false
            values:
              offline: true
              rateLimited: true
              server: {rule: "status in 500...599 or status == 408"}
          - name: retryAfter
            type: Int?
            doc: Seconds to wait before retrying.
            values:
              rateLimited: {field: retryAfter}
          - name: serverCode
            type: String?
            doc: The service's error code.
            default: {code: primary}

        # An initializer from the service's answer, NAME(serverCode:status:retryAfter:message:):
        # a known code picks its case, else the status table, else the fallback.
        inbound:
          parameters:
            - {name: serverCode, type: String?, role: code}
            - {name: status, type: Int, role: status}
            - {name: retryAfter, type: Int?, default: 30}
            - {name: message, type: String?, default: "The service answered with HTTP status {status}."}
          statuses:
            - {status: 429, case: rateLimited}
          fallback: server

        # Named constructors: NAME.blocked(reason:) builds `rejected` from a message template.
        constructors:
          - name: blocked
            doc: The app refuses to send a request it knows the service would reject.
            parameters:
              - {name: reason, type: String}
            case: rejected
            set: {message: "Blocked: {reason}"}

        # The details value, in order: Swift's `errorDetails` and JavaScript's errorDetails(error).
        bridge:
          - {name: code, value: case}
          - {name: message, value: description}
          - retryable
          - retryAfter
          - serverCode

        """ + docs(retrying: "Check `retryable` before you try again, and wait `retryAfter` seconds when it is set.",
                   example: #"["429 without a code", "`.rateLimited(retryAfter: 30)`"]"#)

    private static let structBody = """
        name: NAME
        shape: struct             # struct: a category enum for control flow plus stored fields
        access: public            # public, package or internal; `generate --access` overrides it
        category: {type: NAMECategory, property: category, codeField: code, doc: "What kind of failure: branch on it"}
        summary: Every failure of a NAME call, with the service's own code and message.
        discussion: Branch on `category`, and on `code` where it matters; check `retryable` before retrying.

        # The stored fields every error carries, after the category.
        fields:
          - {name: code, type: String?, doc: "The service's error code, such as `rate_limited`; `nil` for local errors"}
          - {name: message, type: String, doc: A developer-facing description}
          - {name: httpStatus, type: Int?, doc: "The HTTP status, when the service answered"}

        # The categories, in order. `when` and `todo` become each case's doc comment and the columns
        # of the docs page's table; `codes` are the service's known codes for the category.
        cases:
          - name: network
            when: The request never reached the service.
            todo: Check the connection, then retry.
          - name: rateLimited
            when: The service asked the app to slow down, or the period's quota is spent.
            todo: Retry `rate_limited` later, with backoff; don't retry `quota_exceeded`.
            codes: [rate_limited, quota_exceeded]
          - name: validation
            when: The service refused the request as invalid.
            todo: Show `message`; change the request instead of retrying it.
            codes: [invalid_request]
          - name: server
            when: The service failed.
            todo: Retry later.
          - name: maintenance
            when: The service was down for maintenance.
            todo: Retry later.
            deprecated: The service reports maintenance as `server` now.

        # Derived properties: one value per category, from a constant, a field ({field: ...}), the
        # category's primary code ({code: primary}) or a rule over the stored fields.
        properties:
          - name: retryable
            type: Bool
            doc: The same call can work later.
            default: false
            values:
              network: true
              rateLimited: {rule: "code == \\"rate_limited\\""}
              server: true

        # An initializer from the service's answer, NAME(httpStatus:code:message:): the status table
        # picks the category; `code` and `message` are kept as the service sent them.
        inbound:
          parameters:
            - {name: httpStatus, type: Int, role: status}
            - {name: code, type: String?}
            - {name: message, type: String?, default: "The service answered with HTTP status {httpStatus}."}
          precedence: [status]
          statuses:
            - {status: [400, 422], case: validation}
            - {status: 429, case: rateLimited}
            - {status: "500...599", case: server}
          fallback: server

        # Named constructors: NAME.unreachable(attempts:) builds a `network` error from a template.
        constructors:
          - name: unreachable
            doc: The service could not be reached on any attempt.
            parameters:
              - {name: attempts, type: Int}
            case: network
            set: {message: "The service could not be reached after {attempts} attempts."}

        # The details value, in order: Swift's `errorDetails` and JavaScript's errorDetails(error).
        bridge:
          - {name: category, value: case}
          - code
          - message
          - httpStatus
          - retryable

        """ + docs(retrying: "Check `retryable` before you try again.",
                   example: #"["503 with code `maintenance`", "`.server`, code `maintenance`"]"#)
}
