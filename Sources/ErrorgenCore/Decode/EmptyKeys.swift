/// Keys that hold a list or a mapping, written without a value (`codes:`, `payload: ~`): YAML reads null there,
/// and the error says what is wrong in the spec's words: `'codes' is empty: list at least one code, or leave the
/// key out`, not "expected a code to be a string, found null".
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
    ]

    /// Required keys whose empty value has its own message, the one an empty list gets.
    private static let own: [String: String] = [
        "cases": "'cases' is empty; an error type needs at least one case",
        "status": "'status' is empty; a row needs a status such as 404 or a range such as 500...599",
    ]

    /// The message for `key` written without a value in a mapping whose required keys are `required`; nil for
    /// keys whose value may be a scalar.
    static func message(_ key: String, required: [String]) -> String? {
        if let message = own[key] { return message }
        guard let advice = advice[key] else { return nil }
        // A struct-shaped error needs its category: without the key it is missing.
        let mayBeLeftOut = !required.contains(key) && key != "category"
        return "'\(key)' is empty: \(advice)" + (mayBeLeftOut ? ", or leave the key out" : "")
    }
}
