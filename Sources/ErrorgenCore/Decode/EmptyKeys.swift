/// Keys written without a value (`codes:`, `payload: ~`, `doc:`): YAML reads null there, and the error says what
/// is wrong in the spec's words: `'codes' is empty: list at least one code, or leave the key out`, not "expected
/// a code to be a string, found null". Keys whose null means something (`default`, `value`) are not listed.
enum EmptyKeys {
    /// What to write under each key.
    private static let advice: [String: String] = [
        "codes": "list at least one code",
        "payload": "list at least one field",
        "fields": "list at least one field",
        "properties": "list at least one property",
        "parameters": "list at least one parameter",
        "statuses": "list at least one status row such as {status: 404, case: notFound}",
        "precedence": "list the steps in order, such as [code, status]",
        "values": "give at least one value",
        "set": "set at least one field",
        "enums": "list at least one enum",
        "constructors": "list at least one constructor",
        "docs": "list at least one section or block",
        "bridge": "list at least one field",
        "content": "list at least one block",
        "header": "list the column titles",
        "rows": "list at least one row",
        "inbound": "write an initializer with 'parameters' and a 'fallback'",
        "category": "give at least its 'type', such as {type: ErrorKind}",
        "localizedError": "write 'localizedError: {}' for the defaults",
        // Keys that hold one value.
        "name": "write a name", "type": "write a type such as String or Int?", "doc": "write its text",
        "summary": "write its text", "discussion": "write its text", "todo": "write its text", "when": "write its text",
        "title": "write its text", "prose": "write its text", "case": "write the name of a case",
        "fallback": "write the case chosen when nothing else matches",
        "unknownCode": "write the case chosen for a code no case lists",
        "deprecated": "write 'deprecated: true' or the deprecation message", "renamedFrom": "write the earlier name",
        "errorDomain": "write the NSError domain", "role": "write code, status or category", "errorCode": "write an integer",
        "code": "write the code as the service sends it", "wire": "write the spelling the service sends",
        "field": "write the name of a field", "rule": "write a rule such as \"status == 429\"",
    ]

    /// Required keys whose empty value has its own message, the one an empty list gets.
    private static let own: [String: String] = [
        "cases": CaseDecoder.emptyCases,
        "status": StatusDecoder.emptyStatus,
    ]

    /// Keys required wherever they are allowed (the spec's own `name`, a struct's `category`), though not every
    /// reader lists them as required.
    private static let alwaysRequired: Set<String> = ["name", "type", "case", "category"]

    /// The message for `key` written without a value in a mapping whose required keys are `required`; nil for
    /// keys whose value may be a scalar.
    static func message(_ key: String, required: [String]) -> String? {
        if let message = own[key] { return message }
        guard let advice = advice[key] else { return nil }
        let mayBeLeftOut = !required.contains(key) && !alwaysRequired.contains(key)
        return "'\(key)' is empty: \(advice)" + (mayBeLeftOut ? ", or leave the key out" : "")
    }
}
