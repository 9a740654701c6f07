/// A conditional value in English: "`30` when `status` is 429, `5` when `status` is a 5xx, else `0`".
/// For a Bool property (`bool`), a value that is itself a rule reads "`true` when ..." ("else `true` when `status`
/// is a 5xx"): the rule's English alone ("else `status` is a 5xx") states a fact instead of a condition.
enum ConditionalPhrase {
    static func write(_ value: PropertyEntries.Value, _ spelling: DocsPhrases.Spelling, bool: Bool = false) -> String {
        func phrase(_ value: PropertyEntries.Value) -> String {
            if bool, case .rule(_, let english) = value { return DocsPhrases.code("true") + " when " + english }
            return GroupedPropertySentence.phrase(value, plural: false, spelling)
        }
        guard case .conditional(let arms, let otherwise) = value else { return phrase(value) }
        let parts = arms.map { phrase($0.value) + " when " + $0.english }
        return parts.joined(separator: ", ") + ", else " + phrase(otherwise)
    }
}
